import { resolve } from 'node:path';

/**
 * The app registration the e2e server is started with (playwright.config.ts) and the Graph double
 * on port + 5 accepts; the double writes its certificate where the server reads its CA.
 */
export const e2eGraphApp = (port: number) => ({
  url: `https://127.0.0.1:${port + 5}`,
  port: port + 5,
  caFile: resolve(`.tmp/e2e-msgraph-${port}/ca.pem`),
  clientId: '6f1d2c3b-0000-4000-8000-00000000e2e0',
  clientSecret: 'e2e-graph-secret',
  homeTenant: '9a8b7c6d-0000-4000-8000-00000000e2e0',
});
