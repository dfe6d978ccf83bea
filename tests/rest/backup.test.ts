// Backup and restore of the embedded default as an operator runs them: the REST service, the process
// of `npm start` that holds the data folder, started as the start script starts it on a folder of
// its own; `npm run backup` while it serves, the folder destroyed, `npm run restore`, and a second
// start that finds every ticket, message and attachment again. The BFF is left out: it keeps no data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServiceNote } from '../../api/src/backup/service-file.ts';
import { freePort, seedDataDir } from '../support/processes.ts';

let root: string;
let dataDir: string;
let apiPort: number;
let service: ChildProcess | undefined;

const env = () => ({ ...process.env, API_PORT: String(apiPort), DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', FILES_DIR: '', S3_BUCKET: '', EMBEDDED_VACUUM_SECONDS: '0' });

async function startService(): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  service = child;
  const started = Date.now();
  while (!output.includes(`REST-service op poort ${apiPort}`)) {
    if (child.exitCode !== null || Date.now() - started > 150_000) throw new Error(`the REST service did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopService(): Promise<void> {
  const child = service;
  service = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs one of the package's commands (scripts/<name>.ts) as `npm run` would, and what it printed. */
async function command(name: string, args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { ...env(), ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

async function rest(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function login(): Promise<string> {
  const answer = await rest('POST', '/auth/login?operator=true', null, { username: 'admin@demo.nl', password: 'Balie-demo-2026!' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access_token;
}

const total = async (token: string, route: string) => {
  const answer = await rest('GET', `/${route}?builder=${encodeURIComponent(JSON.stringify({ paginate: 1 }))}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.total as number;
};

const attachmentBytes = randomBytes(300 * 1024);
let before: { tickets: number; messages: number; ticketId: number; messageId: number; attachmentId: number; laterTicketId: number };
const archive = () => join(root, 'kopieen', 'balie.tar.gz');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'balie-backup-'));
  dataDir = join(root, 'data');
  // A seeded data folder, so the start is a restart and not a first seed.
  await seedDataDir(dataDir);
  apiPort = await freePort();
  await startService();
}, 180_000);

afterAll(async () => {
  await stopService();
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('backup and restore of the embedded default', () => {
  it('refuses a backup request without the secret, with a wrong one, or relayed by a proxy', async () => {
    const note = readServiceNote(dataDir);
    expect(note?.port).toBe(apiPort);
    const bare = await rest('POST', '/system/backup', null);
    expect(bare.status).toBe(403);
    expect(bare.body.message).toMatch(/back-upsleutel ontbreekt of klopt niet/);
    const wrong = await fetch(`http://127.0.0.1:${apiPort}/system/backup`, { method: 'POST', headers: { 'x-backup-secret': 'x'.repeat(48) } });
    expect(wrong.status).toBe(403);
    const relayed = await fetch(`http://127.0.0.1:${apiPort}/system/backup`, { method: 'POST', headers: { 'x-backup-secret': note!.secret, 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(((await relayed.json()) as { message: string }).message).toMatch(/alleen op de server zelf/);
  });

  it('refuses on a PostgreSQL server, pointing to pg_dump and pg_restore', async () => {
    const backup = await command('backup', [archive()], { DATABASE_URL: 'postgres://balie@127.0.0.1:5432/balie' });
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/pg_dump -Fc.*pg_restore/);
    const restore = await command('restore', [archive()], { DATABASE_URL: 'postgres://balie@127.0.0.1:5432/balie' });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/pg_dump -Fc/);
  });

  it('backs up while the service serves', async () => {
    const token = await login();
    const ticket = await rest('POST', '/tickets', token, { description: 'Printer op de tweede verdieping' });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const form = new FormData();
    form.append('morphable_type', 'tickets');
    form.append('morphable_id', String(ticket.body.data.id));
    form.append('action', 'note');
    form.append('message', '<p>Logboek van de printer bijgevoegd</p>');
    form.append('file[0]', new Blob([new Uint8Array(attachmentBytes)]), 'printer.log');
    const message = await rest('POST', '/messages', token, form);
    expect(message.status, JSON.stringify(message.body)).toBe(201);

    const [tickets, messages] = [await total(token, 'tickets'), await total(token, 'messages')];
    // One backup at a time; a caller that goes away frees the way for the next.
    const secret = { 'x-backup-secret': readServiceNote(dataDir)!.secret };
    const first = await fetch(`http://127.0.0.1:${apiPort}/system/backup`, { method: 'POST', headers: secret });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/gzip');
    const second = await fetch(`http://127.0.0.1:${apiPort}/system/backup`, { method: 'POST', headers: secret });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe('Er loopt al een back-up; probeer het over een minuut opnieuw.');
    await first.body!.cancel();
    let backup = await command('backup', [archive()]);
    // The service may notice the first caller leaving a moment later.
    for (let tries = 0; tries < 20 && backup.output.includes('Er loopt al een back-up'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      backup = await command('backup', [archive()]);
    }
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Back-up geschreven: .*balie\.tar\.gz \(.* MB: de database en [1-9]\d* bestand\(en\)\)/);
    expect(readdirSync(join(root, 'kopieen'))).toEqual(['balie.tar.gz']);

    // Made after the backup: the restore brings the moment of the backup back, so this one is gone then.
    const later = await rest('POST', '/tickets', token, { description: 'Na de back-up' });
    expect(later.status).toBe(201);
    before = { tickets, messages, ticketId: ticket.body.data.id, messageId: message.body.data.id, attachmentId: message.body.data.attachments[0].id, laterTicketId: later.body.data.id };
  }, 120_000);

  it('refuses to restore while the service runs', async () => {
    const restore = await command('restore', [archive()]);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/Balie gebruikt .* nu \(REST-service, proces \d+, poort \d+\)\. Stop Balie eerst/);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('restores into a destroyed data folder, and a new start finds every ticket, message and attachment', async () => {
    await stopService();
    rmSync(dataDir, { recursive: true, force: true });
    const restore = await command('restore', [archive()]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Teruggezet in ${dataDir}`);

    await startService();
    const token = await login();
    expect(await total(token, 'tickets')).toBe(before.tickets);
    expect(await total(token, 'messages')).toBe(before.messages);
    const ticket = await rest('GET', `/tickets/${before.ticketId}`, token);
    expect(ticket.body.data.description).toBe('Printer op de tweede verdieping');
    const message = await rest('GET', `/messages/${before.messageId}`, token);
    expect(message.body.data.message).toContain('Logboek van de printer bijgevoegd');
    const download = await fetch(`http://127.0.0.1:${apiPort}/attachments/${before.attachmentId}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(attachmentBytes)).toBe(true);
    expect((await rest('GET', `/tickets/${before.laterTicketId}`, token)).status).toBe(404);
  }, 240_000);
});
