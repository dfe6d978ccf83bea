import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt } from '../../api/src/resources/core/sla-clock.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let server: RunningApi;
let smtp: TestSmtp;
let eva: string;
let db: Kysely<any>;
let admin: string;
let client: string;
let tenantId: number;
let companyId: number;
let otherCompanyId: number;
let hoursId: number;
let slaId: number;
let typedSlaId: number;
let bramId: number;
let priorities: number[];
let statuses: Record<number, number>;
let types: number[];

const ALWAYS = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]]));
const MINUTE = 60_000;

/** What the clock says for a ticket in the test's always-open hours. */
const expected = (start: Date | string, minutes: number, pauses: Array<{ from: Date; to: Date | null }> = []) =>
  dueAt({ hours: ALWAYS as never, closedOnHolidays: true, start: new Date(start), minutes, pauses })!.toISOString();

async function createTicket(body: Record<string, unknown>) {
  const answer = await server.post('/tickets', { token: admin, body: { description: 'Mail werkt niet', company_id: companyId, priority_id: priorities[0], ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}

const ticketRow = (id: number) => db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Moves a ticket's creation back and lets a priority round trip recompute its due times. */
async function backdate(id: number, minutes: number) {
  const row = await ticketRow(id);
  await db.updateTable('tickets').set({ created_at: new Date(new Date(row.created_at).getTime() - minutes * MINUTE) }).where('id', '=', id).execute();
  const other = priorities.find((priority) => priority !== row.priority_id)!;
  await server.put(`/tickets/${id}`, { token: admin, body: { priority_id: other } });
  await server.put(`/tickets/${id}`, { token: admin, body: { priority_id: row.priority_id } });
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ ticketScheduler: false, smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl' });
  db = server.api.db as unknown as Kysely<any>;
  [admin, client, eva] = await Promise.all([server.login('admin@demo.nl'), server.login('klant@demo.nl', { contact: true }), server.login('eigen@demo.nl')]);
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  bramId = (await db.selectFrom('users').select('id').where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow()).id;
  priorities = (await db.selectFrom('priorities').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
  types = (await db.selectFrom('ticket_types').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
  statuses = Object.fromEntries(
    (await db.selectFrom('ticket_statuses').select(['id', 'internal_type']).where('tenant_id', '=', tenantId).orderBy('order').orderBy('id').execute())
      .reverse()
      .map((row) => [row.internal_type, row.id]),
  );
  const company = await server.post('/companies', { token: admin, body: { name: 'Klokwerk SLA BV' } });
  expect(company.status, JSON.stringify(company.body)).toBe(201);
  companyId = company.body.data.id;
  otherCompanyId = (await server.post('/companies', { token: admin, body: { name: 'Zonder Typen BV' } })).body.data.id;
  const hours = await server.post('/business-hour-contracts', { token: admin, body: { name: 'Altijd open', hours: ALWAYS } });
  expect(hours.status, JSON.stringify(hours.body)).toBe(201);
  hoursId = hours.body.data.id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('SLA with its priority table', () => {
  it('refuses an SLA without opening hours or companies, in the spec words', async () => {
    const noHours = await server.post('/slas', { token: admin, body: { name: 'Zonder uren', relationships: { companies: [companyId] } } });
    expect(noHours.status).toBe(422);
    expect(noHours.body.errors.opening_hour_contract_id).toEqual(['Openingstijden veld is verplicht!']);
    const noCompanies = await server.post('/slas', { token: admin, body: { name: 'Zonder bedrijven', opening_hour_contract_id: hoursId } });
    expect(noCompanies.status).toBe(422);
    expect(noCompanies.body.errors.companies).toEqual(['Bedrijven zijn verplicht!']);
    expect(await db.selectFrom('slas').select('id').where('name', 'in', ['Zonder uren', 'Zonder bedrijven']).execute()).toEqual([]);
  });

  it('refuses priority times that are not whole numbers with min or uur', async () => {
    const answer = await server.post('/slas', {
      token: admin,
      body: { name: 'Fout', opening_hour_contract_id: hoursId, relationships: { companies: [companyId] }, priorities: [{ priority_id: priorities[0], first_response_within: 0, resolve_within: 2, resolve_within_unit: 'dag' }] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors['priorities.0.first_response_within']).toEqual(['Vul een heel getal van 1 tot 100000 in.']);
    expect(answer.body.errors['priorities.0.resolve_within_unit']).toEqual(['Kies min of uur.']);
  });

  it('gives every priority a row when an SLA is created, the sent times and defaults in uur', async () => {
    const answer = await server.post('/slas', {
      token: admin,
      body: {
        name: 'Klokwerk',
        opening_hour_contract_id: hoursId,
        operator_id: bramId,
        relationships: { companies: [companyId, otherCompanyId] },
        priorities: [
          { priority_id: priorities[0], first_response_within: 30, first_response_within_unit: 'min', resolve_within: 2 },
          { priority_id: priorities[1], first_response_within: 90, first_response_within_unit: 'min', resolve_within: 8 },
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    slaId = answer.body.data.id;
    const rows = await server.get<Paginated>(`/sla-priorities${listQuery({ where: [['sla_id', '=', slaId]], paginate: 50 })}`, { token: admin });
    expect(rows.body.data.map((row: any) => row.priority_id)).toEqual(priorities);
    expect(rows.body.data[0]).toMatchObject({ first_response_within: 30, first_response_within_unit: 'min', resolve_within: 2, resolve_within_unit: 'uur' });
    expect(rows.body.data[2]).toMatchObject({ first_response_within: 4, first_response_within_unit: 'uur', resolve_within: 16, resolve_within_unit: 'uur' });
  });

  it('leaves SLAs to those allowed', async () => {
    // Eva's role loses the right to create SLAs.
    const roleIds = db.selectFrom('user_role').select('role_id').where('user_id', '=', (await db.selectFrom('users').select('id').where('email', '=', 'eigen@demo.nl').executeTakeFirstOrThrow()).id);
    const store = db.selectFrom('permissions').select('id').where('name', '=', 'slas.store');
    await db.deleteFrom('role_permission').where('role_id', 'in', roleIds).where('permission_id', 'in', store).execute();
    const answer = await server.post('/slas', { token: eva, body: { name: 'Eigen', opening_hour_contract_id: hoursId, relationships: { companies: [companyId] } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.permission).toBe('slas.store');
  });
});

describe('due times on tickets', () => {
  it('counts from creation in the opening hours, by the SLA the company has', async () => {
    const ticket = await createTicket({});
    expect(ticket.sla_id).toBe(slaId);
    expect(iso(ticket.first_response_expires_at)).toBe(expected(ticket.created_at, 30));
    expect(iso(ticket.resolved_expires_at)).toBe(expected(ticket.created_at, 120));
    expect(ticket.sla_status).toBe('expiring');
  });

  it('takes the SLA that names the ticket type over one without types', async () => {
    const typed = await server.post('/slas', {
      token: admin,
      body: { name: 'Alleen storingen', opening_hour_contract_id: hoursId, relationships: { companies: [companyId], ticket_types: [types[1]] } },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    typedSlaId = typed.body.data.id;
    const ticket = await createTicket({ ticket_type_id: types[1] });
    expect(ticket.sla_id).toBe(typedSlaId);
    expect(iso(ticket.first_response_expires_at)).toBe(expected(ticket.created_at, 4 * 60));
    const plain = await createTicket({ ticket_type_id: types[0] });
    expect(plain.sla_id).toBe(slaId);
    // A changed type moves the ticket to the SLA that fits it.
    const moved = await server.put(`/tickets/${plain.id}`, { token: admin, body: { ticket_type_id: types[1] } });
    expect(moved.body.data.sla_id).toBe(typedSlaId);
  });

  it('follows a priority change', async () => {
    const ticket = await createTicket({});
    const changed = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { priority_id: priorities[1] } });
    expect(changed.status).toBe(200);
    expect(iso(changed.body.data.first_response_expires_at)).toBe(expected(ticket.created_at, 90));
    expect(iso(changed.body.data.resolved_expires_at)).toBe(expected(ticket.created_at, 8 * 60));
  });

  it('stands still while waiting for the customer and moves on by the time waited', async () => {
    const created = await createTicket({ priority_id: priorities[1] });
    const createdAt = new Date(new Date(created.created_at).getTime() - 30 * MINUTE);
    await db.updateTable('tickets').set({ created_at: createdAt }).where('id', '=', created.id).execute();
    const ticket = { ...created, created_at: createdAt };
    const waiting = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { status_id: statuses[4] } });
    expect(waiting.body.data.sla_status).toBe('paused');
    expect(waiting.body.data.first_response_expires_at).toBeNull();
    // The wait began 20 minutes ago.
    const pause = await db.selectFrom('ticket_sla_pauses').selectAll().where('ticket_id', '=', ticket.id).executeTakeFirstOrThrow();
    const began = new Date(new Date(pause.started_at).getTime() - 20 * MINUTE);
    await db.updateTable('ticket_sla_pauses').set({ started_at: began }).where('id', '=', pause.id).execute();
    const resumed = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { status_id: statuses[5] ?? statuses[1] } });
    expect(resumed.body.data.sla_status).toBe('running');
    const ended = (await db.selectFrom('ticket_sla_pauses').select('ended_at').where('id', '=', pause.id).executeTakeFirstOrThrow()).ended_at;
    expect(iso(resumed.body.data.first_response_expires_at)).toBe(expected(ticket.created_at, 90, [{ from: began, to: new Date(ended) }]));
    expect(new Date(resumed.body.data.first_response_expires_at).getTime() - new Date(expected(ticket.created_at, 90)).getTime()).toBeGreaterThanOrEqual(19 * MINUTE);
  });

  it('records the first answer to the customer and the resolution', async () => {
    const ticket = await createTicket({});
    const note = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Intern</p>' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await ticketRow(ticket.id)).first_responded_at).toBeNull();
    const sent = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send', message: '<p>We kijken ernaar</p>', to: ['klant@voorbeeld.nl'] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const answered = await server.get(`/tickets/${ticket.id}`, { token: admin });
    expect(answered.body.data.first_responded_at).not.toBeNull();
    const closed = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { status_id: statuses[2] } });
    expect(closed.body.data.resolved_at).not.toBeNull();
  });
});

describe('recurring tickets under an SLA', () => {
  it('count from their occurrence, not from when the scheduler made them', async () => {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
    const template = await server.post('/ticket-templates', {
      token: admin,
      body: { name: 'Wekelijkse SLA-controle', description: 'Back-ups controleren', company_id: companyId, priority_id: priorities[0], rrule: `DTSTART:${stamp}Z\nRRULE:FREQ=WEEKLY` },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    await server.api.recurringTickets.tick(new Date(Date.now() + 7 * 24 * 60 * MINUTE + 1000));
    const [made] = await db.selectFrom('tickets').selectAll().where('template_id', '=', template.body.data.id).where('is_template', '=', false).execute();
    expect(made.sla_id).toBe(slaId);
    expect(iso(made.first_response_expires_at)).toBe(expected(made.created_at, 30));
  });
});

describe('SLA filters', () => {
  it("finds the tickets whose SLA expired ('SLA verlopen') and those expiring within the hour", async () => {
    const expired = await createTicket({ description: 'Verlopen ticket' });
    await backdate(expired.id, 45);
    const soon = await createTicket({ description: 'Bijna verlopen ticket' });
    const later = await createTicket({ description: 'Ruim op tijd', priority_id: priorities[2] });
    const ids = async (state: string) =>
      (await server.get<Paginated>(`/tickets${listQuery({ where: [['sla_status', '=', state], ['company_id', '=', companyId]], paginate: 100 })}`, { token: admin })).body.data.map((row) => row.id);
    const expiredIds = await ids('expired');
    expect(expiredIds).toContain(expired.id);
    expect(expiredIds).not.toContain(soon.id);
    const soonIds = await ids('expiring');
    expect(soonIds).toContain(soon.id);
    expect(soonIds).not.toContain(expired.id);
    expect(soonIds).not.toContain(later.id);
    expect(await ids('running')).toContain(later.id);
    // Answered in time: the first response no longer counts against it; the resolve time is 2 hours.
    await db.updateTable('tickets').set({ first_responded_at: new Date() }).where('id', '=', soon.id).execute();
    expect(await ids('expiring')).not.toContain(soon.id);
    // Sorted by state, then the list reads expired before expiring.
    const sorted = await server.get<Paginated>(`/tickets${listQuery({ whereIn: [['id', [expired.id, later.id]]], orderBy: [['sla_status', 'asc']] })}`, { token: admin });
    expect(sorted.body.data.map((row) => row.sla_status)).toEqual(['expired', 'running']);
  });
});

describe('escalation from the scheduler', () => {
  it("warns the ticket's operator within the hour before expiry and at expiry, once each", async () => {
    const ticket = await createTicket({ operator_id: bramId, description: 'Escalatie' });
    const due = new Date((await ticketRow(ticket.id)).first_response_expires_at);
    const live: Array<{ name: string; channel: string; payload: any }> = [];
    const unsubscribe = server.api.events.subscribe((event) => live.push(event as never));
    const ofTicket = () => db.selectFrom('notifications').selectAll().where('object_id', '=', ticket.id).where('type', 'like', 'sla-%').orderBy('id').execute();
    await server.api.recurringTickets.tick(new Date(due.getTime() - 90 * MINUTE));
    expect(await ofTicket()).toEqual([]);
    await server.api.recurringTickets.tick(new Date(due.getTime() - 20 * MINUTE));
    await server.api.recurringTickets.tick(new Date(due.getTime() - 10 * MINUTE));
    const warned = await ofTicket();
    expect(warned.map((row) => [row.type, row.user_id])).toEqual([['sla-warning', bramId]]);
    expect(warned[0].title).toBe(`SLA van ticket #${ticket.reference} verloopt binnen 1 uur`);
    // Out live to the operator, like a request's notifications.
    await expect.poll(() => live.some((event) => event.name === 'NotificationAdded' && event.channel === `demo.user.${bramId}` && event.payload.notification_id === warned[0].id)).toBe(true);
    await server.api.recurringTickets.tick(new Date(due.getTime() + MINUTE));
    await server.api.recurringTickets.tick(new Date(due.getTime() + 2 * MINUTE));
    const expired = await ofTicket();
    expect(expired.map((row) => row.type)).toEqual(['sla-warning', 'sla-expired']);
    expect(expired[1].title).toBe(`SLA van ticket #${ticket.reference} is verlopen`);
    unsubscribe();
  });

  it('says nothing for tickets answered in time or without an operator', async () => {
    const answered = await createTicket({ operator_id: bramId });
    await db.updateTable('tickets').set({ first_responded_at: new Date() }).where('id', '=', answered.id).execute();
    const unassigned = await createTicket({});
    const due = new Date((await ticketRow(answered.id)).first_response_expires_at);
    await server.api.recurringTickets.tick(new Date(due.getTime() + MINUTE));
    const found = await db.selectFrom('notifications').select(['object_id', 'type']).where('object_id', 'in', [answered.id, unassigned.id]).where('type', 'like', 'sla-%').execute();
    expect(found).toEqual([]);
  });
});

describe('SLA report', () => {
  it('counts met and missed first responses and resolutions per company and month', async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    const answer = await server.get(`/stats/sla?from=${month}&to=${month}`, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = answer.body.data.find((entry: any) => entry.company_id === companyId);
    const monthOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(new Date(at)).slice(0, 7);
    const tickets = (await db.selectFrom('tickets').selectAll().where('company_id', '=', companyId).where('sla_id', 'is not', null).where('is_template', '=', false).execute()).filter(
      (ticket) => monthOf(ticket.created_at) === month,
    );
    const now = Date.now();
    const missed = (due: Date | null, done: Date | null) => due !== null && (done === null ? new Date(due).getTime() <= now : new Date(done) > new Date(due));
    const met = (due: Date | null, done: Date | null) => due !== null && done !== null && new Date(done) <= new Date(due);
    expect(row).toEqual({
      company_id: companyId,
      company_name: 'Klokwerk SLA BV',
      month,
      tickets: tickets.length,
      first_response_met: tickets.filter((t) => met(t.first_response_expires_at, t.first_responded_at)).length,
      first_response_missed: tickets.filter((t) => missed(t.first_response_expires_at, t.first_responded_at)).length,
      resolve_met: tickets.filter((t) => met(t.resolved_expires_at, t.resolved_at)).length,
      resolve_missed: tickets.filter((t) => missed(t.resolved_expires_at, t.resolved_at)).length,
    });
    expect(row.first_response_met).toBeGreaterThan(0);
    expect(row.first_response_missed).toBeGreaterThan(0);
  });

  it('refuses a wrong month and callers without the statistics permission', async () => {
    const wrong = await server.get('/stats/sla?from=2026-13', { token: admin });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.from).toEqual(['Vul een maand in als jjjj-mm.']);
    expect((await server.get('/stats/sla', { token: client })).status).toBe(403);
  });
});
