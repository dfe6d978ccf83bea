import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';

const MB = 1024 * 1024;
const EXECUTABLE = 'Executable files zijn niet toegestaan';

let server: RunningApi;
let token: string;
let ticketId: number;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  ticketId = (await server.api.db.selectFrom('tickets').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function multipart(path: string, fields: Record<string, string>, files: Array<{ field: string; name: string; content: Buffer | string }>): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]), file.name);
  const response = await fetch(server.url + path, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const note = (files: Array<{ name: string; content: Buffer | string }>) =>
  multipart(
    '/messages',
    { morphable_type: 'tickets', morphable_id: String(ticketId), action: 'note', message: '<p>Zie bijlagen</p>' },
    files.map((file, index) => ({ field: `file[${index}]`, ...file })),
  );

/** What is left in the folder uploads stream to; cleanup runs just after the answer. */
async function leftovers(): Promise<string[]> {
  const folder = join(server.api.filesDir, 'incoming');
  for (let waited = 0; waited < 3000; waited += 100) {
    if (!existsSync(folder) || readdirSync(folder).length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return readdirSync(folder);
}

/**
 * Sends one file of `totalBytes` to POST /attachments a megabyte at a time, and stops sending as
 * soon as an answer arrives: how much had gone out by then shows where the server refused.
 */
function streamUpload(name: string, totalBytes: number): Promise<{ status: number; body: any; sentWhenAnswered: number }> {
  const boundary = `grens${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="morphable_id"\r\n\r\n${ticketId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const chunk = Buffer.alloc(MB, 120);
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/attachments',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    outgoing.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      response.on('data', (part) => (text += part));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body: JSON.parse(text), sentWhenAnswered });
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!answered) outgoing.end(`\r\n--${boundary}--\r\n`);
    };
    outgoing.write(head);
    pump();
  });
}

describe('multipart uploads', () => {
  it('refuse a file over 32 MB while it streams in, before the rest of the body is sent', async () => {
    const answer = await streamUpload('groot.bin', 200 * MB);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Het bestand groot.bin past niet: alle bestanden samen mogen maximaal 32 MB zijn.');
    expect(answer.body.errors).toEqual({ file: ['Max. 32MB totaal'] });
    expect(answer.sentWhenAnswered).toBeLessThan(100 * MB);
    expect(await leftovers()).toEqual([]);
  });

  it('refuse the file that takes a request past 32 MB in total, naming it', async () => {
    const answer = await note([
      { name: 'eerste.bin', content: Buffer.alloc(20 * MB, 1) },
      { name: 'tweede.bin', content: Buffer.alloc(20 * MB, 2) },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Het bestand tweede.bin past niet: alle bestanden samen mogen maximaal 32 MB zijn.');
    expect(await leftovers()).toEqual([]);
  });

  it('refuse more than 20 files in one request', async () => {
    const answer = await note(Array.from({ length: 21 }, (_, index) => ({ name: `bijlage-${index}.txt`, content: 'x' })));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Te veel bestanden of velden in één verzoek (maximaal 20 bestanden).');
    expect(await leftovers()).toEqual([]);
  });

  it('refuse a text field over 2 MB, and text fields over 4 MB together, naming the field', async () => {
    const fields = { morphable_type: 'tickets', morphable_id: String(ticketId), action: 'note' };
    const long = await multipart('/messages', { ...fields, message: `<p>${'x'.repeat(2 * MB)}</p>` }, []);
    expect(long).toEqual({ status: 413, body: { message: 'Het veld message is te groot (maximaal 2 MB).', errors: { message: ['Het veld message is te groot (maximaal 2 MB).'] } } });
    const many = await multipart('/messages', { ...fields, message: 'x'.repeat(MB), a: 'x'.repeat(MB), b: 'x'.repeat(MB), c: 'x'.repeat(MB), d: 'x'.repeat(MB) }, []);
    expect(many.status).toBe(413);
    expect(many.body.message).toBe('De velden van het verzoek zijn samen te groot (maximaal 4 MB).');
  });

  it('refuse names that run, also behind trailing dots and spaces, naming the file', async () => {
    for (const name of ['evil.exe.', 'evil.exe ', 'script.ps1', 'macro.vbs', 'setup.msi', 'factuur.pdf.js', 'page.hta']) {
      const upload = await multipart('/attachments', { morphable_id: String(ticketId) }, [{ field: 'file', name, content: 'MZ' }]);
      expect(upload.status, name).toBe(422);
      expect(upload.body.message, name).toBe(`${EXECUTABLE}: ${name.trim()}`);
      expect(upload.body.errors).toEqual({ file: [EXECUTABLE] });
      const message = await note([{ name: 'gewoon.pdf', content: 'pdf' }, { name, content: 'MZ' }]);
      expect(message.status, name).toBe(422);
      expect(message.body.errors).toEqual({ file: [EXECUTABLE] });
    }
    expect(await leftovers()).toEqual([]);
  });

  it('keep no folders of a file name, so it cannot leave the files folder', async () => {
    const answer = await multipart('/attachments', { morphable_id: String(ticketId) }, [{ field: 'file', name: '../../../etc/passwd.txt', content: 'inhoud' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.name).toBe('passwd.txt');
    const row = await (server.api.db as unknown as Kysely<any>).selectFrom('attachments').select('file_path').where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(/^attachments\/\d+\/[0-9a-f-]{36}$/);
    const download = await fetch(`${server.url}/attachments/${answer.body.data.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(await download.text()).toBe('inhoud');
    expect(await leftovers()).toEqual([]);
  });

  it('store files within the limits as before', async () => {
    const answer = await note([
      { name: 'een.txt', content: Buffer.alloc(10 * MB, 1) },
      { name: 'twee.txt', content: Buffer.alloc(10 * MB, 2) },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.attachments.map((file: any) => [file.name, file.size])).toEqual([
      ['een.txt', 10 * MB],
      ['twee.txt', 10 * MB],
    ]);
    expect(await leftovers()).toEqual([]);
  });
});
