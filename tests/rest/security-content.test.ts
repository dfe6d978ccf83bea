import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';

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

describe('message HTML', () => {
  it('is sanitised on write: no scripts, handlers, frames or javascript: links reach the database', async () => {
    const html = [
      '<p onclick="steel()">Hallo <b>klant</b></p>',
      '<script>alert(document.cookie)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">klik</a>',
      '<iframe src="https://example.com"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="https://balie.nl/hulp">hulp</a>',
    ].join('');
    const answer = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticketId, message: html } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const row = await (server.api.db as unknown as Kysely<any>).selectFrom('messages').select('message').where('id', '=', answer.body.id).executeTakeFirstOrThrow();
    for (const stored of [row.message as string, answer.body.data.message as string]) {
      expect(stored).toContain('<b>klant</b>');
      expect(stored).toContain('https://balie.nl/hulp');
      for (const danger of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'alert(']) expect(stored.toLowerCase(), danger).not.toContain(danger);
    }
  });
});
