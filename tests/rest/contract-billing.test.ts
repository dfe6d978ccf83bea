import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { CONTRACT_ACTION_TEXTS } from '../../api/src/resources/back-office/contract-actions.ts';
import { addMonths } from '../../api/src/resources/back-office/contract-rules.ts';
import { dutchToday } from '../../api/src/resources/back-office/project-moments.ts';
import { dateText } from '../../api/src/resources/back-office/shared.ts';
import { POSTGRES_SERVER, startApi, type Answer, type RunningApi } from '../support/api.ts';

// Contract hours over real HTTP on a seeded database (spec back-office §2 Contract detail, §7
// Contracts): periods made on creation and by the scheduler, booked time deducted and billed
// beyond the bundle at the extra rate, prepaid cards bought by hand and automatically.
const FORBIDDEN = 'Je hebt geen rechten om deze actie uit te voeren.';

const today = dutchToday(new Date());
const thisMonth = `${today.slice(0, 7)}-01`;
const lastMonth = addMonths(thisMonth, -1);
/** 09:00 (winter time) on the 10th of last month: inside last month's period, always in the past. */
const lastMonthAt = (hour: number) => `${lastMonth.slice(0, 8)}10T${String(hour - 1).padStart(2, '0')}:00:00Z`;

let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let demoId: number;
let ticketTypeId: number;
let support: number;
let otherActivity: number;

function expectStatus(answer: Answer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

async function created(path: string, body: unknown, token = admin) {
  const answer = await server.post(path, { token, body });
  expectStatus(answer, 201);
  return answer.body.data as Record<string, any>;
}

const company = async () => (await created('/companies', { name: `Klant ${randomBytes(3).toString('hex')}` })).id as number;

async function contract(companyId: number, fields: Record<string, unknown>, relationships: Record<string, number[]> = {}) {
  return created('/contracts', { name: 'Servicecontract', quantity: 2, start_date: addMonths(thisMonth, -2), ...fields, relationships: { companies: [companyId], ...relationships } });
}

const periodsOf = (contractId: number) =>
  db.selectFrom('contract_periods').select(['id', 'period_start', 'period_end', 'minutes', 'registered_time']).where('contract_id', '=', contractId).orderBy('period_start').execute();

const day = (value: unknown) => dateText(value);

async function ticket(companyId: number, typeId: number | null = ticketTypeId) {
  return (await created('/tickets', { description: 'Printer doet het niet', company_id: companyId, ...(typeId ? { ticket_type_id: typeId } : {}) })).id as number;
}

async function register(ticketId: number, minutes: number, fields: Record<string, unknown> = {}) {
  return created('/time-registrations', {
    morphable_type: 'tickets',
    morphable_id: ticketId,
    description: 'Printer hersteld',
    time_spent: minutes,
    executed_at: lastMonthAt(9),
    activity_id: support,
    ...fields,
  });
}

const periodRow = (id: number) => db.selectFrom('contract_periods').select(['minutes', 'registered_time']).where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startApi({ ticketScheduler: false });
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
  demoId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  ticketTypeId = (await db.selectFrom('ticket_types').select('id').where('tenant_id', '=', demoId).orderBy('id').executeTakeFirstOrThrow()).id;
  support = (await created('/activities', { name: 'Support contract', price: 80, is_invoicable: true })).id;
  otherActivity = (await created('/activities', { name: 'Projectwerk', price: 110, is_invoicable: true })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('contract periods', () => {
  it('are made up to the current period when a periodic contract is created, each with the bundle', async () => {
    const made = await contract(await company(), { period: 'month', quantity: 3 });
    const periods = await periodsOf(made.id);
    expect(periods.map((period) => [day(period.period_start), day(period.period_end)])).toEqual([
      [addMonths(thisMonth, -2), day(new Date(Date.parse(lastMonth) - 86_400_000).toISOString())],
      [lastMonth, day(new Date(Date.parse(thisMonth) - 86_400_000).toISOString())],
      [thisMonth, day(new Date(Date.parse(addMonths(thisMonth, 1)) - 86_400_000).toISOString())],
    ]);
    expect(periods.every((period) => period.minutes === 180 && period.registered_time === 0)).toBe(true);
  });

  it('are caught up by the scheduler after downtime, once when ticks run together, none after the end date', async () => {
    const monthly = await contract(await company(), { period: 'month' });
    const ended = await contract(await company(), { period: 'quarter', start_date: addMonths(thisMonth, -12), end_date: addMonths(thisMonth, -5) });
    const endedPeriods = await periodsOf(ended.id);
    expect(endedPeriods.map((period) => day(period.period_start))).toEqual([addMonths(thisMonth, -12), addMonths(thisMonth, -9), addMonths(thisMonth, -6)]);
    expect(day(endedPeriods[2].period_end)).toBe(addMonths(thisMonth, -5));

    // The scheduler was down: the last two periods were never made.
    const [first] = await periodsOf(monthly.id);
    await db.deleteFrom('contract_periods').where('contract_id', 'in', [monthly.id, ended.id]).where('id', '!=', first.id).execute();
    const [one, two] = await Promise.all([server.api.recurringTickets.tick(), server.api.recurringTickets.tick()]);
    expect(one.contractPeriods + two.contractPeriods).toBeGreaterThanOrEqual(2);
    expect((await periodsOf(monthly.id)).map((period) => day(period.period_start))).toEqual([addMonths(thisMonth, -2), lastMonth, thisMonth]);
    expect((await periodsOf(ended.id)).map((period) => [day(period.period_start), day(period.period_end)])).toEqual(endedPeriods.map((period) => [day(period.period_start), day(period.period_end)]));
    await server.api.recurringTickets.tick();
    expect(await periodsOf(monthly.id)).toHaveLength(3);
  });

  it('give a new prepaid contract its open period, without hours until a card is bought', async () => {
    const prepaid = await contract(await company(), { period: 'none', quantity: 10 });
    expect(await periodsOf(prepaid.id)).toMatchObject([{ period_end: null, minutes: 0, registered_time: 0 }]);
  });
});

describe('time deducted from the covering contract', () => {
  it('sets the period on the registration and keeps its time spent current on create, edit and delete', async () => {
    const customer = await company();
    const made = await contract(customer, { period: 'month' }, { activities: [support], ticket_types: [ticketTypeId] });
    const [, previous, current] = await periodsOf(made.id);
    const ticketId = await ticket(customer);

    const first = await register(ticketId, 60);
    expect(first.contract_period_id).toBe(previous.id);
    expect(await periodRow(previous.id)).toEqual({ minutes: 120, registered_time: 60 });

    const edited = await server.put(`/time-registrations/${first.id}`, { token: admin, body: { time_spent: 45 } });
    expectStatus(edited, 200);
    expect(await periodRow(previous.id)).toMatchObject({ registered_time: 45 });

    // Moved into this month: off last month's period, onto this one.
    const moved = await server.put(`/time-registrations/${first.id}`, { token: admin, body: { executed_at: `${today}T00:30:00Z` } });
    expectStatus(moved, 200);
    expect(moved.body.data.contract_period_id).toBe(current.id);
    expect(await periodRow(previous.id)).toMatchObject({ registered_time: 0 });
    expect(await periodRow(current.id)).toMatchObject({ registered_time: 45 });

    // An activity the contract does not cover takes it off the contract.
    const other = await server.put(`/time-registrations/${first.id}`, { token: admin, body: { activity_id: otherActivity } });
    expect(other.body.data.contract_period_id).toBeNull();
    expect(await periodRow(current.id)).toMatchObject({ registered_time: 0 });

    const second = await register(ticketId, 30);
    expect(await periodRow(previous.id)).toMatchObject({ registered_time: 30 });
    expectStatus(await server.del(`/time-registrations/${second.id}`, { token: admin }), 200);
    expect(await periodRow(previous.id)).toMatchObject({ registered_time: 0 });

    // Not covered: another ticket type, another company.
    expect((await register(await ticket(customer, null), 30)).contract_period_id).toBeNull();
    expect((await register(await ticket(await company()), 30)).contract_period_id).toBeNull();
  });

  it('invoices time inside the bundle at the hourly rate and beyond it at hourly_rate_extra, or the activity rate', async () => {
    const customer = await company();
    const made = await contract(customer, { period: 'month', hourly_rate: 0, hourly_rate_extra: 90 });
    const previous = (await periodsOf(made.id))[1];
    const ticketId = await ticket(customer);
    const inside = await register(ticketId, 60, { executed_at: lastMonthAt(9) });
    const crossing = await register(ticketId, 90, { executed_at: lastMonthAt(11), description: 'Netwerk uitgebreid' });
    const beyond = await register(ticketId, 30, { executed_at: lastMonthAt(14) });
    expect(await periodRow(previous.id)).toEqual({ minutes: 120, registered_time: 180 });

    const invoiced = await server.post('/time-registrations/invoice', { token: admin, body: { ids: [beyond.id, crossing.id, inside.id] } });
    expectStatus(invoiced, 200);
    const lineOf = async (id: number) => {
      const row = invoiced.body.data.find((registration: Record<string, any>) => registration.id === id);
      const line = await db.selectFrom('invoice_lines').selectAll().where('id', '=', row.invoice_line_id).executeTakeFirstOrThrow();
      return { quantity: Number(line.quantity), price: Number(line.price), description: line.description };
    };
    expect(await lineOf(inside.id)).toEqual({ quantity: 1, price: 0, description: 'Printer hersteld' });
    // 60 of the 90 minutes fit the bundle, 30 go beyond it: one line of the exact amount.
    expect(await lineOf(crossing.id)).toEqual({ quantity: 1, price: 45, description: 'Netwerk uitgebreid (1,00 uur binnen de bundel, 0,50 uur daarbuiten)' });
    expect(await lineOf(beyond.id)).toEqual({ quantity: 0.5, price: 90, description: 'Printer hersteld' });

    // Without an extra rate, time beyond the bundle costs the activity's rate.
    const plain = await contract(await company(), { period: 'month', quantity: 0 });
    const plainTicket = await ticket((await db.selectFrom('contract_company').select('company_id').where('contract_id', '=', plain.id).executeTakeFirstOrThrow()).company_id);
    const extra = await register(plainTicket, 60);
    const billed = await server.post('/time-registrations/invoice', { token: admin, body: { ids: [extra.id] } });
    const line = await db.selectFrom('invoice_lines').selectAll().where('id', '=', billed.body.data[0].invoice_line_id).executeTakeFirstOrThrow();
    expect([Number(line.quantity), Number(line.price)]).toEqual([1, 80]);
  });
});

describe('prepaid cards', () => {
  let card: Record<string, any>;
  let small: Record<string, any>;

  beforeAll(async () => {
    card = await created('/prepaid-cards', { name: 'Strippenkaart 20 uur', hours: 20, price: 1500, product_code: 'STRIP20' });
    small = await created('/prepaid-cards', { name: 'Strippenkaart 1 uur', hours: 1, price: 85, product_code: 'STRIP1' });
  });

  const buy = (contractId: number, body: unknown, token = admin) => server.post(`/contracts/${contractId}/buy`, { token, body });

  it('needs contracts.buy and refuses a missing or unknown card and a periodic or archived contract in Dutch', async () => {
    const prepaid = await contract(await company(), { period: 'none' });
    const reader = await server.login('lezer@demo.nl');
    expect(await buy(prepaid.id, { prepaid_card_id: card.id }, reader)).toEqual({ status: 403, body: { message: FORBIDDEN, permission: 'contracts.buy' } });

    const refused = async (answer: Answer, field: string, message: string) => {
      expectStatus(answer, 422);
      expect(answer.body.errors[field]).toEqual([message]);
    };
    await refused(await buy(prepaid.id, {}), 'prepaid_card_id', CONTRACT_ACTION_TEXTS.cardRequired);
    await refused(await buy(prepaid.id, { prepaid_card_id: 999999 }), 'prepaid_card_id', CONTRACT_ACTION_TEXTS.cardUnknown);
    await refused(await buy(prepaid.id, { prepaid_card_id: 'veel' }), 'prepaid_card_id', CONTRACT_ACTION_TEXTS.cardUnknown);
    const periodic = await contract(await company(), { period: 'month' });
    await refused(await buy(periodic.id, { prepaid_card_id: card.id }), 'period', CONTRACT_ACTION_TEXTS.notPrepaid);
    expectStatus(await server.put(`/contracts/${prepaid.id}`, { token: admin, body: { archived_at: new Date().toISOString() } }), 200);
    await refused(await buy(prepaid.id, { prepaid_card_id: card.id }), 'archived_at', CONTRACT_ACTION_TEXTS.archived);
    expect(await db.selectFrom('invoices').select('id').where('contract_id', 'in', [prepaid.id, periodic.id]).execute()).toEqual([]);
    expectStatus(await buy(999999, { prepaid_card_id: card.id }), 404);
  });

  it('makes an invoice of its own for the card and adds its hours to the open period', async () => {
    const payer = await company();
    const customer = await company();
    const prepaid = await contract(customer, { period: 'none', invoice_to: payer, direct_debit: true });
    const answer = await buy(prepaid.id, { prepaid_card_id: card.id });
    expectStatus(answer, 201);
    expect(answer.body.message).toBe('Factuur aangemaakt!');
    expect(answer.body.data).toMatchObject({ id: prepaid.id, minutes: 1200 });
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', answer.body.data.invoice_id).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ contract_id: prepaid.id, company_id: customer, invoice_to: payer, direct_debit: true, exported_at: null });
    const lines = await db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(lines.map((line) => ({ code: line.product_code, description: line.description, quantity: Number(line.quantity), price: Number(line.price) }))).toEqual([
      { code: 'STRIP20', description: 'Strippenkaart 20 uur', quantity: 1, price: 1500 },
    ]);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ id: answer.body.data.contract_period_id, minutes: 1200, registered_time: 0 }]);

    // A second card is an invoice of its own; the hours add up in the same period.
    const again = await buy(prepaid.id, { prepaid_card_id: String(small.id) });
    expectStatus(again, 201);
    expect(again.body.data.invoice_id).not.toBe(invoice.id);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ minutes: 1260 }]);

    // Time on a prepaid contract is paid with the cards.
    const ticketId = await ticket(customer);
    const work = await register(ticketId, 90);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ minutes: 1260, registered_time: 90 }]);
    const billed = await server.post('/time-registrations/invoice', { token: admin, body: { ids: [work.id] } });
    const line = await db.selectFrom('invoice_lines').selectAll().where('id', '=', billed.body.data[0].invoice_line_id).executeTakeFirstOrThrow();
    expect([Number(line.quantity), Number(line.price)]).toEqual([1.5, 0]);
  });

  it('tops up automatically once per crossing of the threshold, in the registration itself', async () => {
    const customer = await company();
    // Below 10 hours, buy the 1-hour card: too small to lift it back above the threshold.
    const prepaid = await contract(customer, { period: 'none', upgrade_below_quantity: 10, upgrade_prepaid_card_id: small.id });
    const ticketId = await ticket(customer);
    const invoices = async () => (await db.selectFrom('invoices').select('id').where('contract_id', '=', prepaid.id).execute()).length;

    await register(ticketId, 30);
    expect(await invoices()).toBe(1);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ minutes: 60, registered_time: 30 }]);
    // Still below: no second top-up for the same crossing.
    await register(ticketId, 10);
    await register(ticketId, 100);
    expect(await invoices()).toBe(1);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ minutes: 60, registered_time: 140 }]);

    // Bought back above the threshold, then down again: a new crossing tops up once more.
    expectStatus(await buy(prepaid.id, { prepaid_card_id: card.id }), 201);
    expect(await invoices()).toBe(2);
    const large = await register(ticketId, 600);
    expect(await invoices()).toBe(3);
    expect(await periodsOf(prepaid.id)).toMatchObject([{ minutes: 1320, registered_time: 740 }]);
    const topUps = await db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .select('invoice_lines.product_code')
      .where('invoices.contract_id', '=', prepaid.id)
      .orderBy('invoices.id')
      .execute();
    expect(topUps.map((line) => line.product_code)).toEqual(['STRIP1', 'STRIP20', 'STRIP1']);

    // A deleted registration lifts it above the threshold again, which re-arms the top-up.
    expectStatus(await server.del(`/time-registrations/${large.id}`, { token: admin }), 200);
    expect(await db.selectFrom('contracts').select('upgrade_armed').where('id', '=', prepaid.id).executeTakeFirstOrThrow()).toEqual({ upgrade_armed: true });
    expect(await invoices()).toBe(3);
  });
});

describe('contract periods with two replicas on one PostgreSQL database', () => {
  const database = `balie_contracts_${randomBytes(4).toString('hex')}`;
  let pgAdmin: pg.Client;
  let running: RunningApi | undefined;
  let twin: Api | undefined;

  beforeAll(async () => {
    pgAdmin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await pgAdmin.connect();
    await pgAdmin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    running = await startApi({ databaseUrl, ticketScheduler: false });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false });
  });

  afterAll(async () => {
    await running?.close();
    await twin?.close();
    await pgAdmin.query(`drop database if exists ${database} with (force)`);
    await pgAdmin.end();
  });

  it('make every missed period of every contract exactly once', async () => {
    const pgDb = running!.api.db as unknown as Kysely<any>;
    const tenantId = (await pgDb.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    // Contracts written while no replica ran: no periods yet.
    const rows = Array.from({ length: 6 }, (_, index) => ({
      tenant_id: tenantId,
      name: `Beheer ${index}`,
      period: index % 2 === 0 ? 'month' : 'quarter',
      quantity: 4,
      start_date: addMonths(thisMonth, -6),
    }));
    const ids = (await pgDb.insertInto('contracts').values(rows).returning('id').execute()).map((row) => row.id as number);
    const results = await Promise.all([running!.api.recurringTickets.tick(), twin!.recurringTickets.tick(), running!.api.recurringTickets.tick(), twin!.recurringTickets.tick()]);
    expect(results.reduce((sum, result) => sum + result.contractPeriods, 0)).toBeGreaterThanOrEqual(3 * 7 + 3 * 3);
    for (const [index, id] of ids.entries()) {
      const periods = await pgDb.selectFrom('contract_periods').select(['period_start', 'minutes']).where('contract_id', '=', id).orderBy('period_start').execute();
      expect(periods).toHaveLength(index % 2 === 0 ? 7 : 3);
      expect(new Set(periods.map((period) => day(period.period_start))).size).toBe(periods.length);
      expect(periods.every((period) => period.minutes === 240)).toBe(true);
    }
  });

  it('deduct registrations made at the same time and top up once when together they cross the threshold', async () => {
    const token = await running!.login('admin@demo.nl');
    const post = async (path: string, body: unknown) => {
      const answer = await running!.post(path, { token, body });
      expectStatus(answer, 201);
      return answer.body.data as Record<string, any>;
    };
    const customer = (await post('/companies', { name: 'Drukkerij Parallel' })).id;
    const card = await post('/prepaid-cards', { name: 'Strippenkaart 20 uur', hours: 20, price: 1500 });
    const prepaid = await post('/contracts', { name: 'Strippenkaart', period: 'none', start_date: addMonths(thisMonth, -2), upgrade_below_quantity: 10, upgrade_prepaid_card_id: card.id, relationships: { companies: [customer] } });
    await post(`/contracts/${prepaid.id}/buy`, { prepaid_card_id: card.id });
    const ticketId = (await post('/tickets', { description: 'Drukpers storing', company_id: customer })).id;
    const activity = (await post('/activities', { name: 'Support', price: 80, is_invoicable: true })).id;
    // 20 hours, four times 200 minutes at once: the fourth one drops below 10 hours.
    await Promise.all(
      [8, 10, 12, 14].map((hour) =>
        post('/time-registrations', { morphable_type: 'tickets', morphable_id: ticketId, description: 'Storing verholpen', time_spent: 200, executed_at: lastMonthAt(hour), activity_id: activity }),
      ),
    );
    const pgDb = running!.api.db as unknown as Kysely<any>;
    expect(await pgDb.selectFrom('contract_periods').select(['minutes', 'registered_time']).where('contract_id', '=', prepaid.id).execute()).toEqual([{ minutes: 2400, registered_time: 800 }]);
    expect(await pgDb.selectFrom('invoices').select('id').where('contract_id', '=', prepaid.id).execute()).toHaveLength(2);
  });
});
