import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';
import { startS3, type TestS3 } from '../support/s3.ts';

let s3: TestS3;
let server: RunningApi;
let db: Kysely<any>;
let token: string;
let tenantId: number;
let ticketId: number;

beforeAll(async () => {
  s3 = await startS3();
  server = await startApi({ s3: s3.options });
  db = server.api.db as unknown as Kysely<any>;
  token = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  ticketId = (await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function upload(name: string, content: Buffer | string, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('morphable_type', 'tickets');
  form.append('morphable_id', String(ticketId));
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/attachments`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const storedPath = async (id: number) => String((await db.selectFrom('attachments').select('file_path').where('id', '=', id).executeTakeFirstOrThrow()).file_path);

describe('files in an S3-compatible store', () => {
  it('keeps an upload in the bucket and hands the same bytes back through the download route', async () => {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
    const answer = await upload('offerte.pdf', content);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const key = await storedPath(answer.body.data.id);

    expect(await s3.keys(`attachments/${tenantId}/`)).toContain(key);
    expect((await s3.object(key))?.equals(content)).toBe(true);
    // Nothing of it lands in the files folder.
    expect(existsSync(join(server.api.filesDir, 'attachments'))).toBe(false);

    const download = await fetch(`${server.url}${answer.body.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(content.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('shows an image in the text by its secret address from the bucket', async () => {
    const image = await upload('logo.png', 'png-bytes', { is_embedded: '1' });
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    const shown = await fetch(`${server.url}${image.body.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(await shown.text()).toBe('png-bytes');
  });

  it('answers 410 when the object has gone from the bucket', async () => {
    const answer = await upload('weg.txt', 'verdwijnt');
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.options.bucket, Key: await storedPath(answer.body.data.id) }));
    const download = await fetch(`${server.url}${answer.body.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(410);
    expect((await download.json()).message).toBe('Het bestand is niet meer beschikbaar.');
  });

  it('keeps a written export in the bucket and downloads it from there', async () => {
    const created = await server.post('/exports', { token, body: { model: 'companies', filter: {}, columns: [{ field: 'name', header: 'Naam' }] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let row: { exported_at: Date | null; file_path: string | null } | undefined;
    for (let tries = 0; tries < 100 && !row?.exported_at; tries++) {
      await new Promise((done) => setTimeout(done, 100));
      row = await db.selectFrom('exports').select(['exported_at', 'file_path']).where('id', '=', created.body.data.id).executeTakeFirst();
    }
    expect(row?.exported_at).toBeTruthy();
    const object = await s3.object(String(row!.file_path));
    expect(object?.subarray(0, 2).toString()).toBe('PK');
    expect(existsSync(join(server.api.filesDir, String(row!.file_path)))).toBe(false);

    const download = await fetch(`${server.url}/exports/${created.body.data.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(object!)).toBe(true);
  });

  it('refuses executables as before and stores nothing for them', async () => {
    const before = await s3.keys();
    for (const name of ['setup.exe', 'run.BAT', 'a.sh']) {
      const answer = await upload(name, 'MZ');
      expect(answer.status).toBe(422);
      expect(answer.body.errors.file).toEqual(['Executable files zijn niet toegestaan']);
    }
    expect(await s3.keys()).toEqual(before);
  });
});
