import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const run = promisify(execFile);
const PUBLIC_URL = 'https://balie.example.nl';

let dataDir: string;
let smtp: TestSmtp;
let server: RunningApi | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'balie-tenant-create-'));
  smtp = await startSmtp();
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tenantCreate = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/tenant-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL, DATABASE_URL: '' },
    timeout: 240_000,
  });

describe('npm run tenant:create', () => {
  it('creates a tenant and mails and prints the administrator’s invitation, whose link sets the password', async () => {
    const { stdout } = await tenantCreate('--name', 'Acme IT', '--admin', 'beheer@acme.nl', '--first-name', 'Anna', '--last-name', 'Jansen');
    expect(stdout).toContain('Omgeving acme-it (Acme IT) aangemaakt met beheerder beheer@acme.nl.');
    const printed = new RegExp(`${PUBLIC_URL}/password-reset/([A-Za-z0-9_-]{43})`).exec(stdout)![1];
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail.rcptTo).toEqual(['beheer@acme.nl']);
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/password-reset/${printed}`);
    expect(mail.mail.text).toContain('Je bent uitgenodigd als beheerder van Balie voor Acme IT');

    // The same subdomain twice is refused.
    await expect(tenantCreate('--name', 'Acme IT', '--admin', 'ander@acme.nl')).rejects.toMatchObject({ stderr: expect.stringContaining('Dit subdomein is al in gebruik.') });

    server = await startApi({ dataDir, seed: false });
    const tenant = 'acme-it';
    const done = await server.post('/auth/password/reset', { tenant, body: { token: printed, password: 'Acme-start-2026!', password_confirmation: 'Acme-start-2026!' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.roles).toEqual(['admin']);
    const statuses = await server.get('/ticket-statuses', { tenant, token: done.body.access_token });
    expect(statuses.body.data.length).toBeGreaterThan(0);
    await server.login('beheer@acme.nl', { tenant, password: 'Acme-start-2026!' });
  }, 600_000);

  it('names what is missing', async () => {
    await expect(tenantCreate('--admin', 'geen-adres')).rejects.toMatchObject({ stderr: expect.stringContaining('name: Bedrijfsnaam is verplicht.') });
  }, 120_000);
});
