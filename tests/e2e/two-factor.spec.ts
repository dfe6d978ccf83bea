import { expect, test, type Browser } from '@playwright/test';
import { generateSync } from 'otplib';
import { API, PASSWORD, restLogin, signIn } from './support/session.ts';

const MEHMET = 'mehmet@demo.nl';
const LOTTE = 'lotte@demo.nl';

const now = () => Math.floor(Date.now() / 1000);

/** A six-digit code that is none of the codes accepted around now. */
function wrongCode(secret: string): string {
  const valid = [-60, -30, 0, 30, 60].map((offset) => generateSync({ secret, epoch: now() + offset }));
  return ['000000', '111111', '222222'].find((candidate) => !valid.includes(candidate))!;
}

// Each test signs in several times; hashing a password is slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A browser context that may use the clipboard, for the recovery codes' copy button. */
async function pageWithClipboard(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

test('an operator sets up two-factor login on the profile, signs in with a code, and ends another session', async ({ browser }) => {
  // Mehmet is also signed in on another computer.
  const elsewhere = await pageWithClipboard(browser);
  await signIn(elsewhere, '/profile', { as: MEHMET, waitFor: 'path' });

  const page = await pageWithClipboard(browser);
  await signIn(page, '/profile', { as: MEHMET, waitFor: 'path' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();

  // Enrolment: QR code and key, a code of the app, then the recovery codes once.
  const twoFactor = page.getByTestId('profile-two-factor');
  await expect(twoFactor.getByText('Tweestapsverificatie staat uit.', { exact: false })).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await twoFactor.getByLabel('Code uit de app').fill(wrongCode(secret));
  await twoFactor.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(twoFactor.getByText('Deze code is onjuist of al gebruikt.')).toBeVisible();
  await twoFactor.getByLabel('Code uit de app').fill(generateSync({ secret }));
  await twoFactor.getByRole('button', { name: 'Bevestigen' }).click();
  const codes = twoFactor.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  await twoFactor.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(page.getByText('Herstelcodes gekopieerd.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain((await codes.first().textContent())!.trim());
  await twoFactor.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(twoFactor.getByTestId('two-factor-on')).toContainText('Tweestapsverificatie staat aan sinds');
  await expect(twoFactor.getByText('Nog 10 ongebruikte herstelcodes.')).toBeVisible();

  // Two sessions: this one marked, the other one ended here.
  const sessions = page.getByTestId('profile-sessions');
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.locator('[data-current="true"]')).toContainText('Deze sessie');
  await sessions.locator('[data-current="false"]').getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Sessie afgemeld.')).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login/, { timeout: 30_000 });

  // Logging out and in again: after the password the screen asks for the code.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mailadres').fill(MEHMET);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const code = page.getByLabel('Code uit je authenticator-app');
  await expect(code).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Geen telefoon bij de hand? Vul een van je herstelcodes in.')).toBeVisible();
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Deze code is onjuist of al gebruikt.')).toBeVisible({ timeout: 30_000 });
  // The step after the one used to confirm: each code works once.
  await code.fill(generateSync({ secret, epoch: now() + 30 }));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  await expect(page.getByTestId('profile-two-factor').getByTestId('two-factor-on')).toBeVisible();
});

test('an organisation that requires two-factor login sends an operator without it to enrolment first', async ({ browser, request }) => {
  // The administrator uses it themselves (over REST, keeping this one session), then requires it.
  const { headers } = await restLogin(request);
  const setup = await (await request.post(`${API}/auth/2fa/setup`, { headers })).json();
  expect((await request.post(`${API}/auth/2fa/confirm`, { headers, data: { otp: generateSync({ secret: setup.secret }) } })).status()).toBe(200);
  const configs = await (await request.get(`${API}/configs?per_page=100`, { headers })).json();
  const required = configs.data.find((config: { name: string }) => config.name === 'security.require_2fa');
  const requireTwoFactor = async (value: '0' | '1') =>
    expect((await request.put(`${API}/configs/${required.id}`, { headers, data: { value } })).status()).toBe(200);
  const lotteId = (await (await request.get(`${API}/operators?per_page=100`, { headers })).json()).data.find((o: { email: string }) => o.email === LOTTE).id;
  await requireTwoFactor('1');
  try {
    const page = await pageWithClipboard(browser);
    await signIn(page, '/tickets', { as: LOTTE, waitFor: /\/two-factor$/ });
    await expect(page.getByRole('heading', { level: 1, name: 'Stel tweestapsverificatie in' })).toBeVisible();
    await expect(page.getByText('Je organisatie vereist tweestapsverificatie. Stel deze in om verder te gaan.')).toBeVisible();
    // Nothing else opens until then.
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/two-factor$/);
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByLabel('Code uit de app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
    await expect(page).toHaveURL(/\/cockpit$/, { timeout: 30_000 });
  } finally {
    // Leave the demo as it was for the other specs.
    await requireTwoFactor('0');
    expect((await request.post(`${API}/operators/${lotteId}/reset-2fa`, { headers })).status()).toBe(200);
    expect((await request.post(`${API}/auth/2fa/disable`, { headers, data: { password: PASSWORD } })).status()).toBe(200);
  }
});
