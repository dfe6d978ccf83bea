import { describe, expect, it } from 'vitest';
import { firstScreenGroups, type BuiltChunk, type BuiltModule } from './chunkGroups';

/*
 * A small client: the login entry, a route table and shell, two screens that share a table, a dialog
 * loaded when opened, a screen's query and a later screen that also uses the table.
 */
const chunks: BuiltChunk[] = [
  { fileName: 'index.js', moduleIds: ['main', 'session'], imports: [] },
  { fileName: 'appRoutes.js', moduleIds: ['appRoutes', 'guard'], imports: ['index.js'] },
  { fileName: 'ShellRoute.js', moduleIds: ['ShellRoute'], imports: ['appRoutes.js', 'button.js'] },
  { fileName: 'button.js', moduleIds: ['button'], imports: [] },
  { fileName: 'List.js', moduleIds: ['List', 'filters'], imports: ['table.js', 'button.js'] },
  { fileName: 'Record.js', moduleIds: ['Record', 'form'], imports: ['table.js', 'RecordQuery.js', 'button.js'] },
  { fileName: 'RecordQuery.js', moduleIds: ['RecordQuery'], imports: [] },
  { fileName: 'table.js', moduleIds: ['table', 'pagination'], imports: ['button.js'] },
  { fileName: 'Dialog.js', moduleIds: ['Dialog', 'dialogParts'], imports: ['button.js'] },
  { fileName: 'Later.js', moduleIds: ['Later'], imports: ['table.js'] },
];

const plain: BuiltModule = { importers: [], importsOthers: true, loadedLazily: false };
const modules = new Map<string, BuiltModule>([
  ...chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, plain] as const)),
  ['appRoutes', { importers: [], importsOthers: true, loadedLazily: true }],
  ['ShellRoute', { importers: [], importsOthers: true, loadedLazily: true }],
  ['List', { importers: [], importsOthers: true, loadedLazily: true }],
  ['Record', { importers: [], importsOthers: true, loadedLazily: true }],
  // Asked by the route before the screen's code, and by the screen itself.
  ['RecordQuery', { importers: ['Record'], importsOthers: false, loadedLazily: true }],
  // Loaded lazily by the router, but a list statically imports it too: it must join a group.
  ['table', { importers: ['List', 'Record', 'Later'], importsOthers: true, loadedLazily: true }],
  ['Dialog', { importers: [], importsOthers: true, loadedLazily: true }],
  ['Later', { importers: [], importsOthers: true, loadedLazily: true }],
]);

const roots = { entry: 'main', shell: ['appRoutes', 'ShellRoute'], screens: { list: ['List'], record: ['Record'] } };

describe('first screens in few files', () => {
  const groups = firstScreenGroups(chunks, modules, roots);

  it('what every screen after login needs is one group', () => {
    expect(groups.get('guard')).toBe('first-shell');
    expect(groups.get('button')).toBe('first-shell');
  });

  it('what some first screens need is grouped by the screens that need it', () => {
    expect(groups.get('filters')).toBe('first-list');
    expect(groups.get('form')).toBe('first-record');
    expect(groups.get('table')).toBe('first-list-record');
    expect(groups.get('pagination')).toBe('first-list-record');
  });

  it("the login's code stays where it is", () => {
    expect(groups.has('main')).toBe(false);
    expect(groups.has('session')).toBe(false);
  });

  it('a route module and a query the route asks for first keep their own chunks', () => {
    for (const id of ['appRoutes', 'ShellRoute', 'List', 'Record', 'RecordQuery']) expect(groups.has(id)).toBe(false);
  });

  it('what no first screen loads before it runs is left alone: a dialog, a later screen', () => {
    for (const id of ['Dialog', 'dialogParts', 'Later']) expect(groups.has(id)).toBe(false);
  });

  it('a group only needs groups of the same or more screens, so no two groups import each other', () => {
    const screensOf = (group: string) => (group === 'first-shell' ? ['list', 'record'] : group.replace('first-', '').split('-'));
    const importerGroups = [
      ['filters', 'table'],
      ['form', 'table'],
      ['table', 'button'],
    ] as const;
    for (const [importer, imported] of importerGroups) {
      const needing = screensOf(groups.get(importer)!);
      expect(screensOf(groups.get(imported)!)).toEqual(expect.arrayContaining(needing));
    }
  });

  it('names a root the first build does not have', () => {
    expect(() => firstScreenGroups(chunks, modules, { ...roots, shell: ['Missing'] })).toThrow(/Missing/);
  });
});
