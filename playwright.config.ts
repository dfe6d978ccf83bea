import { defineConfig } from '@playwright/test';
import { e2eGraphApp } from './tests/doubles/msgraph/e2e-app.ts';
import { PORT, productPort } from './tests/e2e/support/port.ts';

// Two workers, each against a product of its own on a fresh data folder: a spec file sees only
// its own worker's earlier ones, as it did with one worker, and the two share the cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * The product on `port`. Outgoing mail goes to a loopback SMTP server on port + 2, which the
 * messages spec starts; customer mail comes in on port + 3. Exact Online is the loopback double on
 * port + 4, which the accounting spec starts. Microsoft 365 (identity platform and Graph) is the
 * https double on port + 5, which the Microsoft 365 specs start; it writes the CA the server
 * trusts. The scheduled directory sync is off: the specs sync by hand and check what that sync found.
 */
function product(port: number) {
  const graph = e2eGraphApp(port);
  return {
    command: `rm -rf .tmp/e2e-data-${port} && LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:${port + 2} SMTP_INBOUND_PORT=${port + 3} SMTP_INBOUND_HOST=127.0.0.1 EXACT_BASE_URL=http://127.0.0.1:${port + 4} MSGRAPH_URL=${graph.url} MSIDENTITY_URL=${graph.url} MSGRAPH_CA_FILE=${graph.caFile} MSGRAPH_CLIENT_ID=${graph.clientId} MSGRAPH_CLIENT_SECRET=${graph.clientSecret} MSGRAPH_TENANT_ID=${graph.homeTenant} MSGRAPH_SYNC_HOURS=0 DATA_DIR=.tmp/e2e-data-${port} PORT=${port} API_PORT=${port + 1} npx tsx scripts/start.ts`,
    url: `http://localhost:${port}/graphql?query=%7B__typename%7D`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  };
}

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
  webServer: Array.from({ length: workers }, (_, worker) => product(productPort(worker))),
});
