import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let token: string;
let tenantId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl' });
  db = server.api.db as unknown as Kysely<any>;
  token = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** An open ticket of the demo tenant whose contact has an e-mail address, without tasks; a fresh one per call. */
async function freshTicket(): Promise<{ id: number; reference: string; description: string; clientEmail: string }> {
  const client = await db
    .selectFrom('users')
    .select(['users.id', 'users.email'])
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select('company_user.company_id')
    .where('users.tenant_id', '=', tenantId)
    .where('users.is_operator', '=', 0)
    .where('users.email', 'is not', null)
    .orderBy('users.id')
    .executeTakeFirstOrThrow();
  const created = await server.post('/tickets', {
    token,
    body: { description: `Printer doet het niet ${Math.random().toString(36).slice(2, 7)}`, company_id: client.company_id, client_id: client.id },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.data.id, reference: created.body.data.reference, description: created.body.data.description, clientEmail: client.email };
}

/** POST with a multipart body, as the browser sends it. */
async function multipart(path: string, fields: Record<string, string | string[]>, files: Array<{ field: string; name: string; content: Buffer | string; type?: string }> = [], bearer = token): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  }
  for (const file of files) form.append(file.field, new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(server.url + path, { method: 'POST', body: form, headers: { authorization: `Bearer ${bearer}` } });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const upload = (ticketId: number, name: string, content: string | Buffer, extra: Record<string, string> = {}) =>
  multipart('/attachments', { morphable_type: 'tickets', morphable_id: String(ticketId), ...extra }, [{ field: 'file', name, content }]);

function expectRefused(answer: Answer, field: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors[field], JSON.stringify(answer.body)).toEqual([message]);
}

async function activityId(): Promise<number> {
  return (await db.selectFrom('activities').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
}

describe('sending a message as e-mail', () => {
  it('delivers To, CC, BCC, reply-to and the attachments over SMTP and records it as sent', async () => {
    const ticket = await freshTicket();
    const uploaded = await upload(ticket.id, 'offerte.pdf', '%PDF-1.4 offerte');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.url).toBe(`/attachments/${uploaded.body.data.id}/download`);
    const image = await upload(ticket.id, 'scherm.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), { is_embedded: '1' });
    expect(image.body.url).toMatch(/^\/attachments\/\d+\/public\/[0-9a-f]{32}$/);

    const before = smtp.received.length;
    const answer = await multipart(
      '/messages',
      {
        morphable_type: 'tickets',
        morphable_id: String(ticket.id),
        action: 'send_no_change',
        message: `<p>Beste klant, zie de bijlagen.</p><p><img src="${image.body.url}" alt="scherm"></p><script>alert(1)</script>`,
        to: ticket.clientEmail,
        cc: 'collega@klant.nl; chef@klant.nl',
        bcc: 'archief@balie-demo.nl',
        'attachment_ids[]': [String(uploaded.body.data.id)],
      },
      [{ field: 'file[0]', name: 'logboek.txt', content: 'regel 1\nregel 2', type: 'text/plain' }],
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ is_sent: true, message: 'Bericht verzonden!' });

    const [{ mail, rcptTo }] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe(`[#${ticket.reference}] ${ticket.description}`);
    expect(mail.from?.value[0].address).toBe('support@balie-demo.nl');
    expect((mail.to as any).value.map((a: any) => a.address)).toEqual([ticket.clientEmail]);
    expect((mail.cc as any).value.map((a: any) => a.address)).toEqual(['collega@klant.nl', 'chef@klant.nl']);
    expect(mail.bcc).toBeUndefined();
    expect(rcptTo.sort()).toEqual([ticket.clientEmail, 'collega@klant.nl', 'chef@klant.nl', 'archief@balie-demo.nl'].sort());
    expect(mail.replyTo?.value[0].address).toBe('support@balie-demo.nl');
    expect(mail.html).not.toContain('<script');
    const files = Object.fromEntries(mail.attachments.map((file) => [file.filename, file]));
    expect(Object.keys(files).sort()).toEqual(['logboek.txt', 'offerte.pdf', 'scherm.png']);
    expect(files['offerte.pdf'].content.toString()).toBe('%PDF-1.4 offerte');
    expect(files['logboek.txt'].content.toString()).toBe('regel 1\nregel 2');
    // The image in the text travels with the mail.
    expect(files['scherm.png'].related).toBe(true);
    expect(files['scherm.png'].contentId).toMatch(/^<attachment-\d+@balie>$/);
    expect(mail.html).not.toContain('/attachments/');

    const stored = (await server.get(`/messages/${answer.body.id}?load=attachments`, { token })).body.data;
    expect(stored).toMatchObject({ is_sent: true, send_to_client: true, visible_to_client: true, to: ticket.clientEmail, cc: 'collega@klant.nl, chef@klant.nl', bcc: 'archief@balie-demo.nl' });
    expect(stored.attachments.map((file: any) => file.name).sort()).toEqual(['logboek.txt', 'offerte.pdf', 'scherm.png']);
    expect(stored.message).toContain(`<img src="${image.body.url}"`);
  });

  it('still accepts JSON, and keeps a note a note without mailing anyone', async () => {
    const ticket = await freshTicket();
    const before = smtp.received.length;
    const sent = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>Hallo</p>', to: [ticket.clientEmail] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.is_sent).toBe(true);
    await smtp.waitFor(before + 1);
    const note = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Intern</p>', to: 'x' } });
    expect(note.status).toBe(201);
    expect(note.body.is_sent).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses missing and invalid recipients with the texts of core §5', async () => {
    const ticket = await freshTicket();
    const body = (extra: Record<string, unknown>) => ({ token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>Hoi</p>', ...extra } });
    expectRefused(await server.post('/messages', body({})), 'to', 'Geen ontvanger gekozen.');
    expectRefused(await server.post('/messages', body({ to: ' ; , ' })), 'to', 'Geen ontvanger gekozen.');
    expectRefused(await server.post('/messages', body({ to: 'klant@voorbeeld.nl, geen-adres' })), 'to', 'Er is een ongeldige ontvanger bij Aan ingevoerd.');
    expectRefused(await server.post('/messages', body({ to: 'klant@voorbeeld.nl', cc: 'fout' })), 'cc', 'Er is een ongeldige ontvanger bij CC ingevoerd.');
    expectRefused(await server.post('/messages', body({ to: 'klant@voorbeeld.nl', bcc: 'ook@fout' })), 'bcc', 'Er is een ongeldige ontvanger bij BCC ingevoerd.');
    const count = await db.selectFrom('messages').select(sql<number>`count(*)::int`.as('n')).where('morphable_id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('needs an activity and a description with time, and books the time on the ticket', async () => {
    const ticket = await freshTicket();
    const body = (extra: Record<string, unknown>) => ({ token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Gedaan</p>', ...extra } });
    expectRefused(await server.post('/messages', body({ time_spent: 30, description: 'Printer' })), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    expectRefused(await server.post('/messages', body({ time_spent: 30, activity_id: await activityId() })), 'description', 'Beschrijving is verplicht bij het invoeren van tijd.');
    expect((await server.post('/messages', body({ time_spent: 'veel' }))).status).toBe(422);
    const ok = await server.post('/messages', body({ time_spent: 45, activity_id: await activityId(), description: 'Printer vervangen' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ time_spent: 45, description: 'Printer vervangen' });
    const booked = await db.selectFrom('time_registrations').selectAll().where('ticket_id', '=', ticket.id).execute();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ time_spent: 45, description: 'Printer vervangen', activity_id: await activityId() });
  });
});

describe('closing via send', () => {
  const setConfig = (name: string, value: string) =>
    db.updateTable('configs').set({ value }).where('tenant_id', '=', tenantId).where('name', '=', name).execute();

  it('is refused while tasks are open, and closes and notifies the client once they are done', async () => {
    const ticket = await freshTicket();
    const task = await server.post('/tasks', { token, body: { task: 'Toner bestellen', morphable_type: 'tickets', morphable_id: ticket.id } });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const close = () => server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send_close', message: '<p>Opgelost</p>', to: ticket.clientEmail } });
    const refused = await close();
    expectRefused(refused, 'action', 'Het ticket kan pas gesloten worden als alle taken af zijn (0/1).');

    await db.updateTable('tasks').set({ executed_at: new Date() }).where('id', '=', task.body.data.id).execute();
    await setConfig('notifications.client_ticket_closed', '1');
    const before = smtp.received.length;
    const closed = await close();
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.mail.subject).sort()).toEqual([`[#${ticket.reference}] ${ticket.description}`, `[#${ticket.reference}] ${ticket.description} is gesloten`].sort());
    const status = await db.selectFrom('tickets').innerJoin('ticket_statuses', 'ticket_statuses.id', 'tickets.status_id').select('internal_type').where('tickets.id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(status.internal_type).toBe(2);
  });

  it('closes without the notification only when notifications.client_ticket_closed is 1', async () => {
    const ticket = await freshTicket();
    const close = () =>
      server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send_close_no_notification', message: '<p>Klaar</p>', to: ticket.clientEmail } });
    await setConfig('notifications.client_ticket_closed', '0');
    expectRefused(await close(), 'action', 'Sluiten zonder melding is niet ingeschakeld.');
    await setConfig('notifications.client_ticket_closed', '1');
    const before = smtp.received.length;
    expect((await close()).status).toBe(201);
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).map((m) => m.mail.subject)).toEqual([`[#${ticket.reference}] ${ticket.description}`]);
  });

  it('checks the required fields of ticketing.ticket_fields_config', async () => {
    const ticket = await freshTicket();
    await setConfig('ticketing.ticket_fields_config', JSON.stringify([{ field: 'operator_id', label: 'Behandelaar' }, { field: 'categories', label: 'Categorieën' }]));
    try {
      const answer = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send_close', message: '<p>Klaar</p>', to: ticket.clientEmail } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ operator_id: ['Behandelaar is verplicht.'], categories: ['Categorieën zijn verplicht.'] });
      // Sending without closing does not ask for them.
      const plain = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>Tussenstand</p>', to: ticket.clientEmail } });
      expect(plain.status).toBe(201);
    } finally {
      await setConfig('ticketing.ticket_fields_config', '[]');
    }
  });
});

describe('a send that fails', () => {
  it('is stored as not sent, and resend delivers it once the server accepts again', async () => {
    const ticket = await freshTicket();
    smtp.refuse = 'Mailbox unavailable';
    let failed: Answer;
    try {
      failed = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>Hallo</p>', to: ticket.clientEmail } });
      expect(failed.status).toBe(201);
      expect(failed.body).toMatchObject({ is_sent: false, message: 'Bericht niet verzonden!' });
      expect(failed.body.error).toContain('Mailbox unavailable');
      const retried = await server.post(`/messages/${failed.body.id}/resend`, { token });
      expect(retried.status).toBe(422);
      expect(retried.body.message).toContain('Mailbox unavailable');
    } finally {
      smtp.refuse = null;
    }
    const before = smtp.received.length;
    const resent = await server.post(`/messages/${failed.body.id}/resend`, { token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ message: 'Bericht verzonden!', data: { is_sent: true } });
    await smtp.waitFor(before + 1);
    expectRefused(await server.post(`/messages/${failed.body.id}/resend`, { token }), 'id', 'Dit bericht is al verzonden.');
    const note = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Notitie</p>' } });
    expectRefused(await server.post(`/messages/${note.body.id}/resend`, { token }), 'id', 'Alleen berichten aan een klant kunnen opnieuw verzonden worden.');
    expect((await server.post('/messages/999999/resend', { token })).status).toBe(404);
  });
});

describe('attachments', () => {
  it('refuses executables, on upload and on a message', async () => {
    const ticket = await freshTicket();
    for (const name of ['setup.exe', 'run.BAT', 'x.cmd', 'a.sh', 'b.com', 'c.scr', 'd.jar']) {
      expectRefused(await upload(ticket.id, name, 'MZ'), 'file', 'Executable files zijn niet toegestaan');
    }
    const answer = await multipart('/messages', { morphable_type: 'tickets', morphable_id: String(ticket.id), action: 'note', message: '<p>Zie bijlage</p>' }, [{ field: 'file[0]', name: 'virus.exe', content: 'MZ' }]);
    expectRefused(answer, 'file', 'Executable files zijn niet toegestaan');
    expectRefused(await upload(ticket.id, 'foto.pdf', 'x', { is_embedded: '1' }), 'file', 'Alleen afbeeldingen (jpeg, jpg, jpe, jfi, jif, jfif, png, gif, bmp) kunnen in de tekst geplaatst worden.');
    expectRefused(await multipart('/attachments', { morphable_type: 'tickets', morphable_id: String(ticket.id) }), 'file', 'Kies een bestand.');
    expectRefused(await upload(999999, 'a.txt', 'x'), 'morphable_id', 'Het ticket bestaat niet.');
  });

  it('skips a second file with a name already taken, and allows 32 MB per message in total', async () => {
    const ticket = await freshTicket();
    const first = await upload(ticket.id, 'Rapport.pdf', 'een');
    const answer = await multipart('/messages', { morphable_type: 'tickets', morphable_id: String(ticket.id), action: 'note', message: '<p>Dubbel</p>', attachment_ids: String(first.body.data.id) }, [
      { field: 'file[0]', name: 'rapport.pdf', content: 'twee' },
      { field: 'file[1]', name: 'ander.txt', content: 'drie' },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.attachments.map((file: any) => file.name).sort()).toEqual(['Rapport.pdf', 'ander.txt']);

    const big = await upload(ticket.id, 'groot-1.bin', 'x');
    const bigger = await upload(ticket.id, 'groot-2.bin', 'y');
    await db.updateTable('attachments').set({ size: 17 * 1024 * 1024 }).where('id', 'in', [big.body.data.id, bigger.body.data.id]).execute();
    const tooMuch = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Te groot</p>', attachment_ids: [big.body.data.id, bigger.body.data.id] } });
    expectRefused(tooMuch, 'attachment_ids', 'Max. 32MB totaal');
    const other = await freshTicket();
    const foreign = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: other.id, message: '<p>Leen</p>', attachment_ids: [big.body.data.id] } });
    expectRefused(foreign, 'attachment_ids', 'Een gekozen bijlage bestaat niet.');
  });

  it('hands a file only to those who may see the ticket; an image in the text by its secret address', async () => {
    const ticket = await freshTicket();
    const file = await upload(ticket.id, 'contract.pdf', 'geheim');
    const image = await upload(ticket.id, 'logo.png', 'png-bytes', { is_embedded: '1' });
    const download = await fetch(`${server.url}${file.body.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('geheim');
    expect(download.headers.get('content-disposition')).toContain('contract.pdf');

    expect((await fetch(`${server.url}${file.body.url}`)).status).toBe(401);
    await server.api.seedTenant('acme', 'Acme IT', 'small');
    const acme = await server.login('admin@acme.nl', { tenant: 'acme' });
    expect((await fetch(`${server.url}${file.body.url}`, { headers: { authorization: `Bearer ${acme}`, 'x-tenant': 'acme' } })).status).toBe(404);
    const own = await server.login('eigen@demo.nl');
    expect((await fetch(`${server.url}${file.body.url}`, { headers: { authorization: `Bearer ${own}` } })).status).toBe(404);

    const shown = await fetch(`${server.url}${image.body.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.url}${image.body.url.replace(/[0-9a-f]{32}$/, '0'.repeat(32))}`)).status).toBe(404);
  });
});

describe('pinning', () => {
  it('pins and unpins a message; nothing else of it changes', async () => {
    const ticket = await freshTicket();
    const note = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Belangrijk</p>' } });
    const pinned = await server.put(`/messages/${note.body.id}`, { token, body: { is_pinned: true } });
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
    expect(pinned.body.data.is_pinned).toBe(true);
    expect((await server.put(`/messages/${note.body.id}`, { token, body: { is_pinned: false } })).body.data.is_pinned).toBe(false);
    expect((await server.put(`/messages/${note.body.id}`, { token, body: { message: 'anders' } })).status).toBe(422);
    expect((await server.put(`/messages/${note.body.id}`, { token, body: { is_pinned: 'ja' } })).status).toBe(422);
    const reader = await server.login('lezer@demo.nl');
    expect((await server.put(`/messages/${note.body.id}`, { token: reader, body: { is_pinned: true } })).body).toEqual({
      message: 'Je hebt geen rechten om deze actie uit te voeren.',
      permission: 'messages.update',
    });
  });
});

describe('without SMTP configured', () => {
  it('refuses sending with a clear message, and notes keep working', async () => {
    const bare = await startApi({ smtpUrl: '' });
    try {
      const bearer = await bare.login('admin@demo.nl');
      const ticket = (await bare.get('/tickets?builder={"paginate":1}', { token: bearer })).body.data[0];
      const send = await bare.post('/messages', { token: bearer, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>Hoi</p>', to: 'klant@voorbeeld.nl' } });
      expectRefused(send, 'action', 'Er is geen mailserver ingesteld: berichten kunnen niet per e-mail verstuurd worden. Notities opslaan kan wel.');
      const note = await bare.post('/messages', { token: bearer, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Notitie</p>' } });
      expect(note.status).toBe(201);
    } finally {
      await bare.close();
    }
  });
});
