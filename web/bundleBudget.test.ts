import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './src/theme/system';
import { chunkOf, entryKey, filesOf, readManifest, staticClosure, transferOf, type Manifest } from './bundleBudget';

/*
 * Bytes over the wire (brotli) per first screen, read from the built client (npm run build; the
 * test command builds it first): the login's budget is 120 KB, a first screen after login's 250 KB.
 */
const KB = 1024;
const LOGIN_BUDGET = 120 * KB;
const FIRST_SCREEN_BUDGET = 250 * KB;
// On a slow line every file costs a round trip on one of six connections (web/chunkGroups.ts).
const FIRST_SCREEN_FILES = 25;

const dist = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * What each first screen loads beside the entry: the routes outside the login (with Relay), the
 * shell, the screen's own chunks and its query.
 */
const SHELL = ['src/routes/appRoutes.tsx', 'src/routes/ShellRoute.tsx', 'src/__generated__/ShellRouteQuery.graphql.ts'];
const FIRST_SCREENS: Record<string, string[]> = {
  cockpit: [...SHELL, 'src/screens/cockpit/CockpitPage.tsx', 'src/__generated__/CockpitPageQuery.graphql.ts'],
  'ticket list': [...SHELL, 'src/routes/listViews.tsx', 'src/screens/tickets/TicketList.tsx'],
  ticket: [...SHELL, 'src/routes/recordViews.tsx', 'src/screens/tickets/TicketRecord.tsx', 'src/__generated__/TicketRecordQuery.graphql.ts'],
};

/** Screens that must never be in the first download, each a chunk of its own. */
const SPLIT_SCREENS = [
  ...new Set(Object.values(FIRST_SCREENS).flat()),
  'src/screens/planner/PlannerScreen.tsx',
  'src/screens/stats/StatsScreen.tsx',
  'src/screens/imports/ImportCreateScreen.tsx',
  'src/screens/settings/SettingsScreen.tsx',
  'src/screens/portal/PortalLayout.tsx',
];

function transfer(manifest: Manifest, screens: readonly string[]) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...screens.map((src) => chunkOf(manifest, src))]);
  return transferOf(dist, filesOf(manifest, keys));
}

/** All JavaScript of the build, for what it must or must not contain. */
const builtCode = (manifest: Manifest) =>
  Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => readFileSync(join(dist, chunk.file), 'utf8'))
    .join('\n');

describe('bytes per route (built client)', () => {
  const manifest = readManifest(dist);

  it('index.html draws the login form itself, hidden until its own small inline script shows it', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const first = html.match(/<div id="login-first" hidden>(.*?)<\/div><script>(.*?)<\/script><div id="root"><\/div>/s);
    expect(first?.[1]).toContain('<label for="login-email">E-mailadres</label>');
    expect(first?.[2]?.length).toBeGreaterThan(0);
    expect(first?.[2]?.length).toBeLessThan(4 * KB);
  });

  it(`the login screen transfers at most ${LOGIN_BUDGET / KB} KB of JavaScript and CSS`, () => {
    expect(transfer(manifest, []).brotli).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it.each(Object.keys(FIRST_SCREENS))(`the %s after login transfers at most ${FIRST_SCREEN_BUDGET / KB} KB in all`, (name) => {
    expect(transfer(manifest, FIRST_SCREENS[name]!).brotli).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  });

  it.each(Object.entries(FIRST_SCREENS))(`the %s after login comes in at most ${FIRST_SCREEN_FILES} files`, (_name, screens) => {
    const keys = staticClosure(manifest, [entryKey(manifest), ...screens.map((src) => chunkOf(manifest, src))]);
    expect(filesOf(manifest, keys).length).toBeLessThanOrEqual(FIRST_SCREEN_FILES);
  });

  it('no screen is in the entry: each loads as its own chunk when its route is entered', () => {
    const first = staticClosure(manifest, [entryKey(manifest)]);
    const inEntry = SPLIT_SCREENS.filter((src) => first.has(chunkOf(manifest, src)));
    expect(inEntry).toEqual([]);
  });

  it('the login does without Relay: it loads with the routes outside the login', () => {
    const first = staticClosure(manifest, [entryKey(manifest)]);
    const relay = Object.keys(manifest).filter((key) => manifest[key]?.name === 'relay');
    expect(relay).toHaveLength(1);
    expect(relay.filter((key) => first.has(key))).toEqual([]);
  });

  it('the login does without Chakra: its page, spinner and error page are drawn with plain CSS', () => {
    const first = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)]));
    // Chakra's system names its CSS variables and classes 'chakra'; a screen's own chunk that uses it says so too.
    expect(first.filter((file) => /chakra/i.test(readFileSync(join(dist, file), 'utf8')))).toEqual([]);
    const anyChakra = Object.values(manifest).some((chunk) => /chakra/i.test(readFileSync(join(dist, chunk.file), 'utf8')));
    expect(anyChakra).toBe(true);
  });

  it("the app's Chakra system has the recipe of every Chakra component the built client uses", () => {
    const code = builtCode(manifest);
    // A component finds its recipe by key (createRecipeContext({ key: 'button' })); the build keeps the key.
    const referenced = new Set([...code.matchAll(/\{key:[`"']([a-zA-Z]+)[`"']/g)].map((match) => match[1]));
    const recipeKeys = (of: typeof system) => new Set([...Object.keys(of._config.theme?.recipes ?? {}), ...Object.keys(of._config.theme?.slotRecipes ?? {})]);
    const chakra = recipeKeys(defaultSystem);
    const ours = recipeKeys(system);
    const used = [...referenced].filter((key) => chakra.has(key));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !ours.has(key))).toEqual([]);
    // And no recipe the client never uses.
    expect([...ours].filter((key) => !referenced.has(key))).toEqual([]);
  });

  it('what is closed at first paint is not in a first screen: dialogs, menus, popovers, the toaster', () => {
    const closed = [
      'src/components/AppDialogView.tsx',
      'src/components/ConfirmDialogView.tsx',
      'src/components/ActionMenuView.tsx',
      'src/components/PopoverPanelView.tsx',
      'src/components/toastView.tsx',
      'src/components/list/ColumnFilterPanel.tsx',
      'src/screens/shell/GlobalSearchDialog.tsx',
      'src/screens/time/TimeRegistrationDialogView.tsx',
      // Operations behind a button or a picker: loaded on the first press or search.
      'src/screens/tickets/actions/ticketActionMutations.ts',
      'src/screens/lookups/lookupQueries.ts',
      'src/screens/tickets/TicketRecord.mutations.ts',
      'src/screens/tickets/TicketQuickFields.mutation.ts',
      'src/screens/tickets/messages/RecipientInput.query.ts',
      // Live updates follow the screen, as the socket they come over does.
      'src/screens/tickets/useTicketMessageAdded.subscription.ts',
      'src/screens/shell/notifications/useNotificationAdded.subscription.ts',
      'src/components/list/QuickFilterDialogs.tsx',
      // Below or behind what a first screen shows: tasks, articles and time; the edit and create forms.
      'src/screens/tickets/work/TicketWork.tsx',
      'src/components/form/RecordForm.tsx',
    ].map((src) => chunkOf(manifest, src));
    for (const screens of Object.values(FIRST_SCREENS)) {
      const first = staticClosure(manifest, [entryKey(manifest), ...screens.map((src) => chunkOf(manifest, src))]);
      expect(closed.filter((key) => first.has(key))).toEqual([]);
    }
  });

  it('the live connection (graphql-ws) loads with the first subscription, after the screen has drawn', () => {
    const socketClient = Object.values(manifest).filter((chunk) => readFileSync(join(dist, chunk.file), 'utf8').includes('graphql-transport-ws'));
    expect(socketClient).toHaveLength(1);
    for (const screens of Object.values(FIRST_SCREENS)) {
      const first = filesOf(manifest, staticClosure(manifest, [entryKey(manifest), ...screens.map((src) => chunkOf(manifest, src))]));
      expect(first).not.toContain(socketClient[0]!.file);
    }
  });

  it('the editor and the message composer around it are chunks of their own that no first screen waits for', () => {
    const editor = chunkOf(manifest, 'src/components/editor/RichTextEditorView.tsx');
    const composer = chunkOf(manifest, 'src/screens/tickets/messages/MessageComposer.tsx');
    expect(readFileSync(join(dist, manifest[editor]!.file), 'utf8')).toMatch(/slate/i);
    expect(readFileSync(join(dist, manifest[composer]!.file), 'utf8')).toContain('message-composer');
    for (const screens of Object.values(FIRST_SCREENS)) {
      const first = staticClosure(manifest, [entryKey(manifest), ...screens.map((src) => chunkOf(manifest, src))]);
      expect(first.has(editor)).toBe(false);
      expect(first.has(composer)).toBe(false);
    }
  });

  it("React Router is its production build: none of its development warnings or developer screen", () => {
    const code = builtCode(manifest);
    // The development build's error screen greets the developer; the production build drops it.
    expect(code).not.toContain('Hey developer');
    expect(code).toContain('HydrateFallback');
  });
});
