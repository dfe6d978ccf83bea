import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for everyone; the test runner would otherwise hand our own
// imports its ES build, and graphql refuses types that come from two copies of itself.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// The shared package from its sources, as tsx reads it through tsconfig.json's paths; its package.json
// exports name the compiled files, which only the production build makes.
const serviceKitSource = fileURLToPath(new URL('./service-kit/src/', import.meta.url));

// The web app's Chakra system takes recipes from Chakra's theme files (web/vite.config.ts has the same alias).
const chakraTheme = `${dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'))}/dist/esm/theme`;

// Three suites; Playwright specs (tests/e2e) stay with Playwright.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: graphqlMain },
      { find: /^@balie\/service-kit\/(.+)$/, replacement: `${serviceKitSource}$1.ts` },
      { find: /^chakra-theme\/(.*)$/, replacement: `${chakraTheme}/$1.js` },
    ],
  },
  test: {
    // A poll waits for something that happens soon; on a busy machine a second is not always soon.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['service-kit/src/**/*.test.ts', 'api/src/**/*.test.ts', 'bff/src/**/*.test.ts', 'web/src/**/*.test.ts', 'web/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
          // Pure functions without shared state: one module graph per worker instead of one per file halves the run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'rest',
          // Each file starts servers of its own; the modules behind them are loaded once per worker, not per file.
          isolate: false,
          include: ['tests/rest/**/*.test.ts'],
          // What only a PostgreSQL server does (its planner's choices) is asked only of one.
          exclude: process.env.REST_DATABASE === 'postgres' ? configDefaults.exclude : [...configDefaults.exclude, 'tests/rest/**/*.postgres.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'graphql',
          // Each file starts servers of its own; the modules behind them are loaded once per worker, not per file.
          isolate: false,
          include: ['tests/graphql/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
