import { test } from '@playwright/test';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { API, PASSWORD, PORT } from './session.ts';

/**
 * For a spec whose product sends mail: the loopback SMTP server it sends to (playwright.config.ts:
 * SMTP_URL on port + 2), started before the spec and closed after, and REST calls as the demo admin.
 */
export function mailAndRest() {
  const state: { smtp?: TestSmtp; token?: string } = {};
  test.beforeAll(async () => {
    state.smtp = await startSmtp(PORT + 2);
    const login = await fetch(`${API}/auth/login?operator=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.nl', password: PASSWORD }),
    });
    state.token = ((await login.json()) as { access_token: string }).access_token;
  });
  test.afterAll(async () => {
    await state.smtp?.close();
  });
  return {
    smtp: () => state.smtp!,
    async rest<T = any>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(API + path, {
        method,
        headers: { authorization: `Bearer ${state.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
  };
}
