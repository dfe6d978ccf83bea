import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// relay-compiler and babel-plugin-relay resolve relative paths against the working directory,
// and `npm run build -w web` runs in web/ while `npx relay-compiler` runs at the root: so every
// path here is absolute.
const fromHere = (path) => fileURLToPath(new URL(path, import.meta.url));
const artifactDirectory = fromHere('./web/src/__generated__');
// The artifacts are not committed, and relay-compiler refuses a missing artifact directory.
mkdirSync(artifactDirectory, { recursive: true });

const config = {
  src: fromHere('./web/src'),
  schema: fromHere('./schema.graphql'),
  language: 'typescript',
  artifactDirectory,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
};

// relay-compiler and babel-plugin-relay load this file with require(): hand them the object
// itself rather than an ES module namespace.
export { config as 'module.exports' };
export default config;
