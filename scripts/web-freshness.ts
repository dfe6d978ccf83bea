import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the web build is made from: its sources, its configuration and the installed packages. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress.ts',
  'web/tsconfig.json',
  'web/package.json',
  'schema.graphql',
  'relay.config.js',
  'tsconfig.json',
  'package-lock.json',
];

/** The built app's page: its time is the build's (Vite empties web/dist first, so an older build leaves none). */
export const WEB_BUILD_OUTPUT = 'web/dist/index.html';

export interface Stamped {
  path: string;
  mtimeMs: number;
}

export type Freshness = { current: true } | { current: false; reason: string };

/** Whether the build (its output's time, null when missing) is newer than every input file. */
export function webBuildFreshness(builtAt: number | null, inputs: readonly Stamped[]): Freshness {
  if (builtAt === null) return { current: false, reason: `${WEB_BUILD_OUTPUT} ontbreekt` };
  const newer = inputs.find((input) => input.mtimeMs >= builtAt);
  return newer ? { current: false, reason: `${newer.path} is gewijzigd na de laatste build` } : { current: true };
}

/** Every file under the inputs with its modification time; relay's generated artifacts are output, not input. */
export function stampedInputs(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): Stamped[] {
  const found: Stamped[] = [];
  const visit = (path: string) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== '__generated__' && name !== 'node_modules') visit(join(path, name));
    } else {
      found.push({ path: relative(root, path), mtimeMs: info.mtimeMs });
    }
  };
  for (const input of inputs) visit(join(root, input));
  return found;
}

/** The freshness of the web build in the checkout at root. */
export function webBuildFreshnessAt(root: string): Freshness {
  const built = statSync(join(root, WEB_BUILD_OUTPUT), { throwIfNoEntry: false });
  return webBuildFreshness(built ? built.mtimeMs : null, stampedInputs(root));
}
