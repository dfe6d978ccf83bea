import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_INVOICING_TEXTS } from '../../api/src/resources/core/time-invoicing.ts';
import { TIME_EXPORTED } from '../../api/src/resources/core/time-registrations.ts';
import { listQuery } from '../support/api.ts';
import { expectInvalid, expectStatus, list, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
let billable: Record<string, any>;
let unbillable: Record<string, any>;
let company: Record<string, any>;

beforeAll(async () => {
  world = await startCoreWorld();
  billable = (await send(world, 'POST', '/activities', { name: 'Consultancy', price: 96, is_invoicable: true })).body.data;
  unbillable = (await send(world, 'POST', '/activities', { name: 'Intern overleg', price: 0, is_invoicable: false })).body.data;
  company = (await list(world, 'companies', { whereNull: ['archived_at'], orderBy: [['id', 'desc']] })).data[0];
});

afterAll(async () => {
  await world?.server.close();
});

async function newTicket(companyId: number | null = company.id): Promise<number> {
  const answer = await send(world, 'POST', '/tickets', { description: 'Server migreren', ...(companyId ? { company_id: companyId } : {}) });
  expectStatus(answer, 201);
  return answer.body.data.id;
}

async function register(ticketId: number, fields: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/time-registrations', {
    morphable_type: 'tickets',
    morphable_id: ticketId,
    description: 'Mailbox verhuisd',
    time_spent: 22,
    // 00:30 in Amsterdam, the evening before in UTC.
    executed_at: '2026-11-19T23:30:00Z',
    activity_id: billable.id,
    ...fields,
  });
  expectStatus(answer, 201);
  return answer.body.data;
}

const invoice = (ids: number[], token = world.token) => send(world, 'POST', '/time-registrations/invoice', { ids }, token);
const deinvoice = (ids: number[], token = world.token) => send(world, 'POST', '/time-registrations/deinvoice', { ids }, token);
const invoiceLine = (id: number) => world.db.selectFrom('invoice_lines').selectAll().where('id', '=', id).executeTakeFirst();

async function statusOfType(type: number): Promise<number> {
  return (await world.db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', world.demoId).where('internal_type', '=', type).executeTakeFirstOrThrow()).id;
}

/** A time-registerable, not invoiced line of a project with a company. */
async function projectLine(): Promise<{ id: number; companyId: number }> {
  const row = await world.db
    .selectFrom('project_lines as line')
    .innerJoin('project_phases as phase', 'phase.id', 'line.project_phase_id')
    .innerJoin('projects as project', (join) => join.onRef('project.id', '=', 'phase.morphable_id').on('phase.morphable_type', '=', 'projects'))
    .select(['line.id', 'project.company_id'])
    .where('line.tenant_id', '=', world.demoId)
    .where('line.invoice_type', 'in', [2, 3])
    .where('line.invoice_id', 'is', null)
    .where('project.company_id', 'is not', null)
    .orderBy('line.id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyId: row.company_id };
}

describe('invoicing time lines', () => {
  it('puts them on a concept invoice of the ticket company as hours at the activity price, and takes them off', async () => {
    const ticketId = await newTicket();
    const first = await register(ticketId);
    const second = await register(ticketId, { time_spent: 60, description: 'Nazorg' });

    const invoiced = await invoice([first.id, second.id]);
    expectStatus(invoiced, 200);
    expect(invoiced.body.message).toBe('Regel toegevoegd aan conceptfactuur.');
    const [a, b] = invoiced.body.data;
    expect(a.invoice_id).toBeTypeOf('number');
    expect(b.invoice_id).toBe(a.invoice_id);
    expect(a.invoice).toMatchObject({ id: a.invoice_id, company_id: company.id, exported_at: null });
    const line = await invoiceLine(a.invoice_line_id);
    // 22 minutes are billed as 25: 0.42 hours, on the local date of the work.
    expect(line).toMatchObject({ invoice_id: a.invoice_id, ticket_id: ticketId, description: 'Mailbox verhuisd', product_code: null });
    expect(line!.date instanceof Date ? line!.date.toISOString().slice(0, 10) : String(line!.date)).toBe('2026-11-20');
    expect(Number(line!.quantity)).toBe(0.42);
    expect(Number(line!.price)).toBe(96);
    expect(Number((await invoiceLine(b.invoice_line_id))!.quantity)).toBe(1);

    expectInvalid(await invoice([first.id]), 'ids', TIME_INVOICING_TEXTS.alreadyInvoiced);

    // Edits are not carried over to the invoice (the UI warns about that).
    expectStatus(await send(world, 'PUT', `/time-registrations/${first.id}`, { time_spent: 120 }), 200);
    expect(Number((await invoiceLine(a.invoice_line_id))!.quantity)).toBe(0.42);

    const taken = await deinvoice([first.id]);
    expectStatus(taken, 200);
    expect(taken.body.message).toBe('Regel verwijderd van conceptfactuur.');
    expect(taken.body.data[0]).toMatchObject({ id: first.id, invoice_id: null, invoice_line_id: null });
    expect(await invoiceLine(a.invoice_line_id)).toBeUndefined();
    expectInvalid(await deinvoice([first.id]), 'ids', TIME_INVOICING_TEXTS.notInvoiced);

    // Deleting an invoiced line takes its invoice line with it.
    expectStatus(await send(world, 'DELETE', `/time-registrations/${second.id}`), 200);
    expect(await invoiceLine(b.invoice_line_id)).toBeUndefined();
  });

  it('invoices all chosen lines or none', async () => {
    const good = await register(await newTicket());
    const internal = await register(await newTicket(), { activity_id: unbillable.id });
    const loose = await register(await newTicket(null));
    const line = await projectLine();
    const onLine = (await send(world, 'POST', '/time-registrations', { morphable_type: 'project-lines', morphable_id: line.id, description: 'Uitrol', time_spent: 30, executed_at: '2026-11-18T09:00:00Z' })).body.data;

    expectInvalid(await invoice([good.id, internal.id]), 'ids', TIME_INVOICING_TEXTS.notInvoicable);
    expectInvalid(await invoice([good.id, loose.id]), 'ids', TIME_INVOICING_TEXTS.noCompany);
    expectInvalid(await invoice([good.id, onLine.id]), 'ids', TIME_INVOICING_TEXTS.projectLine);
    expectInvalid(await invoice([good.id, 2147483000]), 'ids', 'Niet alle gekozen items bestaan.');
    expect((await world.server.get(`/time-registrations/${good.id}`, { token: world.token })).body.data.invoice_id).toBeNull();
    expectStatus(await invoice([good.id]), 200);
  });

  it('keeps invoiced lines of a closed ticket on their invoice', async () => {
    const ticketId = await newTicket();
    const registration = await register(ticketId);
    expectStatus(await invoice([registration.id]), 200);
    expectStatus(await send(world, 'PUT', `/tickets/${ticketId}`, { status_id: await statusOfType(2) }), 200);
    expectInvalid(await deinvoice([registration.id]), 'ids', TIME_INVOICING_TEXTS.closed);
    expectStatus(await send(world, 'PUT', `/tickets/${ticketId}`, { status_id: await statusOfType(1) }), 200);
    expectStatus(await deinvoice([registration.id]), 200);
  });

  it('cannot take a line off an exported invoice, nor delete it', async () => {
    const registration = await register(await newTicket());
    const invoiceId = (await invoice([registration.id])).body.data[0].invoice_id;
    await world.db.updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', invoiceId).execute();
    try {
      expectInvalid(await deinvoice([registration.id]), 'ids', TIME_INVOICING_TEXTS.exported);
      expectInvalid(await send(world, 'DELETE', `/time-registrations/${registration.id}`), 'id', TIME_EXPORTED);
    } finally {
      await world.db.updateTable('invoices').set({ exported_at: null }).where('id', '=', invoiceId).execute();
    }
  });

  it('refuses lines of an archived ticket, callers without the permission and an empty choice', async () => {
    const ticketId = await newTicket();
    const registration = await register(ticketId);
    const refused = await invoice([registration.id], world.readOnly);
    expectStatus(refused, 403);
    expect(refused.body.permission).toBe('time-registrations.update');
    expectInvalid(await invoice([]), 'ids', 'Kies minstens één item.');
    expectStatus(await send(world, 'POST', `/tickets/${ticketId}/archive`), 200);
    expectInvalid(await invoice([registration.id]), 'ids', TIME_INVOICING_TEXTS.archived);
  });
});

describe('GET /time-registrations/open', () => {
  it('lists the billable time of tickets with a company that is not on an exported invoice, with builder filters', async () => {
    const ticketId = await newTicket();
    const open = await register(ticketId);
    const onInvoice = await register(ticketId, { description: 'Gefactureerd' });
    const internal = await register(ticketId, { activity_id: unbillable.id });
    const exported = await register(ticketId, { description: 'Geëxporteerd' });
    const loose = await register(await newTicket(null));
    const exportedInvoice = (await invoice([exported.id])).body.data[0].invoice_id;
    await world.db.updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', exportedInvoice).execute();
    try {
      // The exported invoice is no concept any more: this line goes onto another one, and stays open.
      expect((await invoice([onInvoice.id])).body.data[0].invoice_id).not.toBe(exportedInvoice);
      const answer = await world.server.get(`/time-registrations/open${listQuery({ where: [['ticket_id', '=', ticketId]], with: ['ticket', 'activity'], paginate: 50 })}`, { token: world.token });
      expectStatus(answer, 200);
      expect(answer.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 50, total: 2 });
      expect(answer.body.data.map((row: { id: number }) => row.id).sort()).toEqual([open.id, onInvoice.id].sort());
      expect((await world.server.get(`/time-registrations/open${listQuery({ whereIn: [['id', [loose.id, internal.id]]] })}`, { token: world.token })).body.total).toBe(0);
      expect(answer.body.data[0].ticket.company_id).toBe(company.id);

      const all = await world.server.get(`/time-registrations/open${listQuery({ paginate: 5 })}`, { token: world.token });
      expect(all.body.total).toBeGreaterThan(answer.body.total);
      expect(all.body.data).toHaveLength(5);
      expectInvalid(await world.server.get(`/time-registrations/open${listQuery({ where: [['secret', '=', 1]] })}`, { token: world.token }), 'builder', 'Onbekende kolom: secret.');
    } finally {
      await world.db.updateTable('invoices').set({ exported_at: null }).where('id', '=', exportedInvoice).execute();
    }
  });
});

describe('the company of a time registration', () => {
  it('is the ticket company, or the project company of a project line, and filters, embeds and groups', async () => {
    const ticketId = await newTicket();
    const onTicket = await register(ticketId);
    const line = await projectLine();
    const onLine = (await send(world, 'POST', '/time-registrations?load=company', { morphable_type: 'project-lines', morphable_id: line.id, description: 'Fase 1', time_spent: 45, executed_at: '2026-11-18T09:00:00Z' })).body.data;
    expect(onTicket.company_id).toBe(company.id);
    expect(onLine.company_id).toBe(line.companyId);
    expect(onLine.company.id).toBe(line.companyId);

    const filtered = await list(world, 'time-registrations', { where: [['company_id', '=', company.id]], whereHas: [['company', { where: [['id', '=', company.id]] }]], paginate: 100 });
    expect(filtered.data.map((row) => row.id)).toContain(onTicket.id);
    expect(filtered.data.every((row) => row.company_id === company.id)).toBe(true);
  });
});

describe('GET /stats/time-registrations', () => {
  interface Stats {
    data: Array<{ key: string | number | null; label: string | null; count: number; sums: Record<string, number> }>;
    total: { count: number; sums: Record<string, number> };
  }
  const stats = async (params: Record<string, string>) => {
    const answer = await world.server.get<Stats>(`/stats/time-registrations${listQuery(undefined, params)}`, { token: world.token });
    expectStatus(answer, 200);
    return answer.body;
  };

  it('sums time spent and rounded time per operator, activity, company and week', async () => {
    const rows = await world.db.selectFrom('time_registrations').select(['time_spent']).where('tenant_id', '=', world.demoId).execute();
    const spent = rows.reduce((sum, row) => sum + row.time_spent, 0);
    const rounded = rows.reduce((sum, row) => sum + Math.ceil(row.time_spent / 5) * 5, 0);
    for (const group of ['actor_id', 'activity_id', 'company_id']) {
      const result = await stats({ group, sum: 'time_spent,time_spent_rounded' });
      expect(result.total.count).toBe(rows.length);
      expect(result.total.sums).toEqual({ time_spent: spent, time_spent_rounded: rounded });
      expect(result.data.length).toBeGreaterThan(1);
    }
    const companies = await stats({ group: 'company_id', sum: 'time_spent' });
    expect(companies.data.find((row) => row.key === company.id)?.label).toBe(company.name);
    const operators = await stats({ group: 'actor_id', sum: 'time_spent' });
    expect(operators.data.find((row) => row.key === world.adminId)?.label).toBeTruthy();

    const weeks = await stats({ group: 'executed_at', interval: 'week', sum: 'time_spent,time_spent_rounded' });
    expect(weeks.total.sums.time_spent).toBe(spent);
    for (const row of weeks.data) expect(new Date(`${row.key}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});
