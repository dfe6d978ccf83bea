import { defineConfig } from '@playwright/test';
import { PORT } from './tests/e2e/support/port.ts';

// Two workers, each against a product of its own on a fresh data folder: a spec file sees only
// its own worker's earlier ones, as it did with one worker, and the two share the cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);

// Balie's days are Amsterdam's days: the browser, the product and the specs' own dates agree on them,
// also in the hours around midnight when UTC is still on the day before.
process.env.TZ = 'Europe/Amsterdam';

// Against the started product on a fresh data folder, in Debian's chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  // Long workflows on two shared cores: a busy machine doubles some of them.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers,
  // On the CI machine a test that fails once runs once more; the report names it flaky, so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // Read in each worker, where PORT is that worker's product.
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'Europe/Amsterdam',
    // As a user who asks the system for less motion: dialogs, menus and toasts appear without their
    // fade and slide, which the tests would otherwise wait out at every step.
    reducedMotion: 'reduce',
    // Recording a trace has the browser paint and encode a screenshot of every step, a third of
    // its work; a test that fails is run once more on the CI machine, with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The products, one per worker (tests/e2e/support/products.ts).
  globalSetup: './tests/e2e/support/products.ts',
});
