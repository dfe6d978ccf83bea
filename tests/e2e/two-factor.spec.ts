import { expect, test, type Browser } from '@playwright/test';
import { generateSync } from 'otplib';
import { PASSWORD, signIn } from './support/session.ts';

const MEHMET = 'mehmet@demo.nl';

const now = () => Math.floor(Date.now() / 1000);

/** A six-digit code that is none of the codes accepted around now. */
function wrongCode(secret: string): string {
  const valid = [-60, -30, 0, 30, 60].map((offset) => generateSync({ secret, epoch: now() + offset }));
  return ['000000', '111111', '222222'].find((candidate) => !valid.includes(candidate))!;
}

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
