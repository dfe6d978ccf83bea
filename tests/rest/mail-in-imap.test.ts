import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestMail } from '../../api/src/index.ts';
import { IMAP_ERROR_TEXTS } from '../../api/src/mail/imap-status.ts';
import { startImapPoller, type ImapPoller, type Ingest } from '../../api/src/mail/imap-poller.ts';
import { postgresMailboxLocks } from '../../api/src/mail/mailbox-locks.ts';
import { POSTGRES_SERVER, startApi, type RunningApi } from '../support/api.ts';
import { startDovecot, type TestDovecot } from '../support/dovecot.ts';

const PASSWORD = 'Imap-geheim-1';
const USERS = ['samen', 'halverwege', 'verplaatst', 'fout', 'omgeving', 'standaard', 'replica', 'nieuw'];

let dovecot: TestDovecot;
let server: RunningApi;
let db: Kysely<any>;
let token: string;
const pollers: ImapPoller[] = [];

beforeAll(async () => {
  dovecot = await startDovecot(Object.fromEntries(USERS.map((user) => [user, PASSWORD])));
  // This file drives pollers of its own; the service's own poller would race them.
  server = await startApi({ imapPolling: false });
  db = server.api.db as unknown as Kysely<any>;
  token = await server.login('admin@demo.nl');
});

afterAll(async () => {
  await Promise.all(pollers.map((poller) => poller.close()));
  await server?.close();
  await dovecot?.close();
});

/** An IMAP mailbox of the demo tenant, created by an admin over REST. */
async function createMailbox(user: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await server.post('/mailboxes', {
    token,
    body: {
      name: `IMAP ${user}`,
      address: `${user}@balie-demo.nl`,
      protocol: 'imap',
      imap_host: dovecot.host,
      imap_port: dovecot.port,
      imap_secure: false,
      imap_username: user,
      password: PASSWORD,
      ...extra,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

const mail = (messageId: string, subject: string) =>
  [
    // A sender per mail: one sender's limit of mails is not what these tests are about.
    `From: Klant <${messageId}>`,
    'To: support@balie-demo.nl',
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'Date: Tue, 24 Nov 2026 10:00:00 +0100',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `${subject}: de printer doet het niet.`,
    '',
  ].join('\r\n');

/** Puts mails into a user's folder with IMAP APPEND, as a mail server would deliver them. */
async function append(user: string, messageIds: string[], folder = 'INBOX'): Promise<void> {
  const client = await dovecot.client(user);
  try {
    for (const id of messageIds) await client.append(folder, mail(id, `Melding ${id}`), []);
  } finally {
    await client.logout();
  }
}

/** Per folder the Message-IDs in it, with whether each is \Seen. */
async function folderState(user: string, folder = 'INBOX'): Promise<Record<string, boolean>> {
  const client = await dovecot.client(user);
  try {
    await client.mailboxOpen(folder);
    for (;;) {
      const exists = (client.mailbox || { exists: 0 }).exists;
      const state: Record<string, boolean> = {};
      if (exists === 0) return state;
      for await (const message of client.fetch('1:*', { envelope: true, flags: true })) {
        // A flag change the poller makes meanwhile arrives as a fetch result without an envelope.
        if (message.envelope) state[message.envelope.messageId!.replace(/[<>]/g, '')] = message.flags!.has('\\Seen');
      }
      if (Object.keys(state).length === exists) return state;
    }
  } finally {
    await client.logout();
  }
}

interface Recording {
  ingest: Ingest;
  /** Every call, with what ingest answered. */
  calls: Array<{ messageId: string; duplicate: boolean }>;
}

/**
 * Takes each mail with the service's own ingestMail, which records it once in inbound_mails (its
 * unique mailbox and Message-ID tells a duplicate); `afterStoring` runs after it was stored, to fail
 * between storing and marking.
 */
function storing(afterStoring: (messageId: string) => void = () => {}): Recording {
  const calls: Recording['calls'] = [];
  const ingest: Ingest = async (mailbox, raw, envelope) => {
    const messageId = (await simpleParser(raw)).messageId!.replace(/[<>]/g, '');
    const result = await ingestMail(server.api.mailIn, mailbox, raw, envelope);
    const duplicate = result.outcome === 'duplicate';
    calls.push({ messageId, duplicate });
    afterStoring(messageId);
    return { duplicate };
  };
  return { ingest, calls };
}

/** A poller with a long poll interval, so mail arriving later is noticed through IDLE only. */
function poll(ingest: Ingest, retryMinMs = 100, locks?: ReturnType<typeof postgresMailboxLocks>): ImapPoller {
  const poller = startImapPoller({ db: server.api.db, ingest, locks, pollMs: 600_000, reloadMs: 600_000, retryMinMs, retryMaxMs: retryMinMs, log: () => {} });
  pollers.push(poller);
  return poller;
}

async function stop(poller: ImapPoller): Promise<void> {
  await poller.close();
  pollers.splice(pollers.indexOf(poller), 1);
}

async function waitFor<T>(what: string, check: () => Promise<T | false | null | undefined>, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stored(mailboxId: number): Promise<string[]> {
  const rows = await db.selectFrom('inbound_mails').select('message_id').where('mailbox_id', '=', mailboxId).orderBy('message_id').execute();
  return rows.map((row: { message_id: string }) => row.message_id.replace(/[<>]/g, ''));
}

const mailboxRecord = async (id: number) => {
  const answer = await server.get(`/mailboxes/${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { last_checked_at: string | null; last_error: string | null };
};

describe('e-mail in over IMAP', () => {
  it('stores every mail once, marks it read, and takes new mail at once through IDLE', async () => {
    const id = await createMailbox('samen');
    await append('samen', ['een@klant.nl', 'twee@klant.nl', 'drie@klant.nl']);
    const first = storing();
    const poller = poll(first.ingest);

    await waitFor('three stored mails', async () => (await stored(id)).length === 3);
    await waitFor('three read mails', async () => Object.values(await folderState('samen')).every(Boolean));
    expect(await stored(id)).toEqual(['drie@klant.nl', 'een@klant.nl', 'twee@klant.nl']);
    expect(poller.polling()).toEqual([id]);
    const record = await waitFor('a checked mailbox', async () => {
      const found = await mailboxRecord(id);
      return found.last_checked_at !== null && found.last_error === null && found;
    });
    expect(record.last_error).toBeNull();

    // The poll interval is ten minutes: only IDLE brings this one in.
    await append('samen', ['vier@klant.nl']);
    // Waited for by ingest's answer: its row is committed a moment before ingest returns.
    await waitFor('the fourth mail', async () => first.calls.length === 4);
    expect(await stored(id)).toContain('vier@klant.nl');
    expect(first.calls.map((call) => call.duplicate)).toEqual([false, false, false, false]);

    // Started again, Balie takes nothing it took before.
    await stop(poller);
    const checked = (await mailboxRecord(id)).last_checked_at!;
    const again = storing();
    const restarted = poll(again.ingest);
    await waitFor('a new check', async () => (await mailboxRecord(id)).last_checked_at! > checked);
    await append('samen', ['vijf@klant.nl']);
    await waitFor('the fifth mail', async () => again.calls.length === 1);
    expect(again.calls).toEqual([{ messageId: 'vijf@klant.nl', duplicate: false }]);
    expect(await stored(id)).toHaveLength(5);
    await stop(restarted);
  });

  it('loses nothing and stores nothing twice when it stops between storing a mail and marking it', async () => {
    const id = await createMailbox('halverwege');
    await append('halverwege', ['a@klant.nl', 'b@klant.nl', 'c@klant.nl']);
    // The second mail is stored, then the poller fails before it marks it, and is stopped there.
    const failing = storing((messageId) => {
      if (messageId === 'b@klant.nl') throw new Error('Gestopt na het opslaan');
    });
    const poller = poll(failing.ingest, 600_000);
    const record = await waitFor('the failure on record', async () => {
      const found = await mailboxRecord(id);
      return found.last_error !== null && found;
    });
    expect(record.last_error).toBe('Ophalen van e-mail is mislukt: Gestopt na het opslaan');
    await stop(poller);
    expect(await stored(id)).toEqual(['a@klant.nl', 'b@klant.nl']);
    expect(await folderState('halverwege')).toEqual({ 'a@klant.nl': true, 'b@klant.nl': false, 'c@klant.nl': false });

    const again = storing();
    const restarted = poll(again.ingest);
    await waitFor('every mail read', async () => Object.values(await folderState('halverwege')).every(Boolean));
    expect(again.calls).toEqual([
      { messageId: 'b@klant.nl', duplicate: true },
      { messageId: 'c@klant.nl', duplicate: false },
    ]);
    expect(await stored(id)).toEqual(['a@klant.nl', 'b@klant.nl', 'c@klant.nl']);
    await waitFor('the error cleared', async () => (await mailboxRecord(id)).last_error === null);

    // Once a UID is on record, a failure there is retried from that UID on.
    await stop(restarted);
    await append('halverwege', ['d@klant.nl', 'e@klant.nl']);
    let failed = false;
    const once = storing((messageId) => {
      if (messageId === 'd@klant.nl' && !failed) {
        failed = true;
        throw new Error('Nog een keer gestopt');
      }
    });
    const third = poll(once.ingest);
    await waitFor('every mail read', async () => Object.keys(await folderState('halverwege')).length === 5 && Object.values(await folderState('halverwege')).every(Boolean));
    expect(once.calls).toEqual([
      { messageId: 'd@klant.nl', duplicate: false },
      { messageId: 'd@klant.nl', duplicate: true },
      { messageId: 'e@klant.nl', duplicate: false },
    ]);
    expect(await stored(id)).toEqual(['a@klant.nl', 'b@klant.nl', 'c@klant.nl', 'd@klant.nl', 'e@klant.nl']);
    await stop(third);
  });

  it('moves what it took to the processed folder', async () => {
    const id = await createMailbox('verplaatst', { imap_processed_folder: 'Verwerkt' });
    await append('verplaatst', ['x@klant.nl', 'y@klant.nl', 'z@klant.nl']);
    const poller = poll(storing().ingest);
    await waitFor('an empty inbox', async () => Object.keys(await folderState('verplaatst')).length === 0);
    expect(await folderState('verplaatst', 'Verwerkt')).toEqual({ 'x@klant.nl': false, 'y@klant.nl': false, 'z@klant.nl': false });
    expect(await stored(id)).toEqual(['x@klant.nl', 'y@klant.nl', 'z@klant.nl']);
    await stop(poller);
  });

  it('starts over in a folder whose UIDVALIDITY changed', async () => {
    const id = await createMailbox('nieuw', { imap_folder: 'Support' });
    const client = await dovecot.client('nieuw');
    await client.mailboxCreate('Support');
    await client.logout();
    await append('nieuw', ['oud-1@klant.nl', 'oud-2@klant.nl', 'oud-3@klant.nl'], 'Support');
    const poller = poll(storing().ingest);
    await waitFor('the first mails', async () => (await stored(id)).length === 3);
    await stop(poller);

    // A folder made anew numbers its mails from 1 again, below the UID taken last.
    const renew = await dovecot.client('nieuw');
    await renew.mailboxDelete('Support');
    await renew.mailboxCreate('Support');
    await renew.logout();
    await append('nieuw', ['nieuw-1@klant.nl'], 'Support');
    const restarted = poll(storing().ingest);
    await waitFor('the mail in the new folder', async () => (await stored(id)).includes('nieuw-1@klant.nl'));
    expect(await stored(id)).toHaveLength(4);
    await stop(restarted);
  });

  it('stops polling a mailbox that is deactivated, and polls it again when it is active', async () => {
    const id = await createMailbox('omgeving');
    const poller = poll(storing().ingest);
    await poller.reload();
    expect(poller.polling()).toContain(id);
    expect((await server.put(`/mailboxes/${id}`, { token, body: { is_active: false } })).status).toBe(200);
    await poller.reload();
    expect(poller.polling()).not.toContain(id);
    await append('omgeving', ['stil@klant.nl']);
    expect((await server.put(`/mailboxes/${id}`, { token, body: { is_active: true } })).status).toBe(200);
    await poller.reload();
    expect(poller.polling()).toContain(id);
    await waitFor('the mail sent while inactive', async () => (await stored(id)).includes('stil@klant.nl'));
    await stop(poller);
  });
});

describe('replicas on one PostgreSQL server', () => {
  it('poll a mailbox in one replica only, and another takes it over when that one stops', async () => {
    const id = await createMailbox('replica');
    const lockDatabase = `${POSTGRES_SERVER}/postgres`;
    const first = poll(storing().ingest, 100, postgresMailboxLocks(lockDatabase, () => {}));
    await first.reload();
    const second = poll(storing().ingest, 100, postgresMailboxLocks(lockDatabase, () => {}));
    await second.reload();
    expect(first.polling()).toContain(id);
    expect(second.polling()).not.toContain(id);

    await stop(first);
    await second.reload();
    expect(second.polling()).toContain(id);
    await append('replica', ['overgenomen@klant.nl']);
    await waitFor('the mail taken by the second replica', async () => (await stored(id)).includes('overgenomen@klant.nl'));
    await stop(second);
  });
});

describe('the REST service with an IMAP mailbox', () => {
  it('records a refused login on the mailbox and keeps answering requests', async () => {
    const own = await startApi();
    try {
      const admin = await own.login('admin@demo.nl');
      const created = await own.post('/mailboxes', {
        token: admin,
        body: { name: 'Fout', address: 'fout@balie-demo.nl', protocol: 'imap', imap_host: dovecot.host, imap_port: dovecot.port, imap_secure: false, imap_username: 'fout', password: 'verkeerd' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await own.api.imapPoller!.reload();
      const record = await waitFor('the refused login on record', async () => {
        const answer = await own.get(`/mailboxes/${created.body.data.id}`, { token: admin });
        return answer.body.data.last_error !== null && answer.body.data;
      });
      expect(record.last_error).toBe(IMAP_ERROR_TEXTS.authentication);
      expect(record.last_checked_at).not.toBeNull();
      expect((await own.get('/mailboxes', { token: admin })).status).toBe(200);
      const taken = await (own.api.db as unknown as Kysely<any>).selectFrom('inbound_mails').select('id').where('mailbox_id', '=', created.body.data.id).execute();
      expect(taken).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it("creates the default tenant's mailbox from IMAP_URL and IMAP_ADDRESS, and its mail becomes a ticket", async () => {
    await append('standaard', ['standaard@klant.nl']);
    const own = await startApi({ imapUrl: `imap://standaard:${PASSWORD}@${dovecot.host}:${dovecot.port}/INBOX`, imapAddress: 'Post@Balie-Demo.nl' });
    try {
      const admin = await own.login('admin@demo.nl');
      const list = await own.get('/mailboxes?s=post@balie-demo.nl', { token: admin });
      expect(list.body.data).toMatchObject([{ address: 'post@balie-demo.nl', protocol: 'imap', imap_username: 'standaard', imap_port: dovecot.port, imap_secure: false, has_password: true }]);
      const ownDb = own.api.db as unknown as Kysely<any>;
      const taken = await waitFor('the mail of the environment mailbox', async () =>
        ownDb.selectFrom('inbound_mails').select(['outcome', 'ticket_id']).where('message_id', '=', '<standaard@klant.nl>').executeTakeFirst(),
      );
      expect(taken.outcome).toBe('ticket');
      const ticket = await own.get(`/tickets/${taken.ticket_id}?load=messages`, { token: admin });
      expect(ticket.status).toBe(200);
      expect(ticket.body.data).toMatchObject({ description: 'Melding standaard@klant.nl', original_email_from: 'standaard@klant.nl' });
      expect(ticket.body.data.messages[0].message).toContain('de printer doet het niet');
    } finally {
      await own.close();
    }
  });
});
