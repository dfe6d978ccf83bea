import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { SUBSCRIPTION_CATCH_UP_LIMIT } from '../../api/src/resources/back-office/subscription-billing-rules.ts';
import { POSTGRES_SERVER, listQuery, startApi, type RunningApi } from '../support/api.ts';

// The subscription billing run of the scheduler's tick, driven with a chosen `now` over a seeded
// database: what lands on which concept invoice, and that each billing date is billed once.

interface World {
  server: RunningApi;
  db: Kysely<any>;
  token: string;
}

async function startWorld(options: Parameters<typeof startApi>[0] = {}): Promise<World> {
  const server = await startApi({ ticketScheduler: false, ...options });
  const db = server.api.db as unknown as Kysely<any>;
  // The demo's own subscriptions stay out of these runs, so each test sees only its own.
  await sql`update subscriptions set archived_at = now() where archived_at is null`.execute(db);
  return { server, db, token: await server.login('admin@demo.nl') };
}

async function created(world: World, path: string, body: unknown) {
  const answer = await world.server.post(path, { token: world.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}

const company = (world: World) => created(world, '/companies', { name: `Klant ${randomBytes(3).toString('hex')}` });

interface Plan {
  lines?: Array<{ quantity: number; description: string; price: number; product_code?: string }>;
  [field: string]: unknown;
}

/** A monthly subscription from 1 March 2027 with two lines unless told otherwise. */
async function subscription(world: World, companyId: number, plan: Plan = {}) {
  const { lines = [{ quantity: 2, description: 'Werkplekbeheer', price: 30, product_code: 'WPB' }, { quantity: 1, description: 'Back-up', price: 15.5, product_code: 'BCK' }], ...fields } = plan;
  const row = await created(world, '/subscriptions', {
    description: 'Beheer',
    company_id: companyId,
    period: 'month',
    billing_start_date: '2027-03-01',
    next_billing_date: '2027-03-01',
    ...fields,
  });
  for (const [order, line] of lines.entries()) await created(world, '/subscription-lines', { subscription_id: row.id, order, ...line });
  return row;
}

const tick = (world: World, at: string) => world.server.api.recurringTickets.tick(new Date(at));

async function invoiceLinesOf(world: World, subscriptionId: number) {
  const answer = await world.server.get(`/invoice-lines${listQuery({ where: [['subscription_id', '=', subscriptionId]], with: ['invoice'], paginate: 100 })}`, { token: world.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Array<Record<string, any>>).sort((a, b) => a.id - b.id);
}

const shape = (line: Record<string, any>) => [line.quantity, line.product_code, line.description, line.price, line.total];

async function subscriptionRow(world: World, id: number) {
  const answer = await world.server.get(`/subscriptions/${id}`, { token: world.token });
  return answer.body.data as Record<string, any>;
}

describe('subscription billing on PGlite', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.server.close();
  });

  it('bills a monthly subscription on its billing date in the Dutch day, once, and moves the date on', async () => {
    const customer = await company(world);
    const plan = await subscription(world, customer.id, { direct_debit: true });
    // 28 February 23:30 UTC is still the 28th in UTC but already 1 March in the Netherlands.
    await tick(world, '2027-02-28T22:30:00Z');
    expect(await invoiceLinesOf(world, plan.id)).toEqual([]);
    const result = await tick(world, '2027-02-28T23:30:00Z');
    expect(result.subscriptionBilling.billed).toContain(plan.id);
    const lines = await invoiceLinesOf(world, plan.id);
    expect(lines.map(shape)).toEqual([
      [2, 'WPB', 'Werkplekbeheer - Periode 01-03-2027 t/m 31-03-2027', 30, 60],
      [1, 'BCK', 'Back-up - Periode 01-03-2027 t/m 31-03-2027', 15.5, 15.5],
    ]);
    expect(lines.map((line) => line.date)).toEqual(['2027-03-01', '2027-03-01']);
    const invoice = lines[0].invoice;
    expect(invoice).toMatchObject({ company_id: customer.id, subject: `Conceptfactuur ${customer.name}`, exported_at: null, direct_debit: true, total: 75.5 });
    expect(await subscriptionRow(world, plan.id)).toMatchObject({ next_billing_date: '2027-04-01', start_period: '2027-04-01' });

    await tick(world, '2027-03-15T12:00:00Z');
    expect(await invoiceLinesOf(world, plan.id)).toHaveLength(2);
    // The subscription lists what it billed.
    const shown = await world.server.get(`/subscriptions/${plan.id}?load=invoice_lines`, { token: world.token });
    expect(shown.body.data.invoice_lines.map((line: Record<string, any>) => line.id)).toEqual(lines.map((line) => line.id));
  });

  it('bills invoice_periods periods ahead at once', async () => {
    const plan = await subscription(world, (await company(world)).id, { invoice_periods: 3 });
    await tick(world, '2027-03-01T08:00:00Z');
    expect((await invoiceLinesOf(world, plan.id)).map(shape)).toEqual([
      [2, 'WPB', 'Werkplekbeheer - Periode 01-03-2027 t/m 31-05-2027', 90, 180],
      [1, 'BCK', 'Back-up - Periode 01-03-2027 t/m 31-05-2027', 46.5, 46.5],
    ]);
    expect(await subscriptionRow(world, plan.id)).toMatchObject({ next_billing_date: '2027-06-01', start_period: '2027-06-01' });
    await tick(world, '2027-05-31T08:00:00Z');
    expect(await invoiceLinesOf(world, plan.id)).toHaveLength(2);
  });

  it("puts a subscription with 'invoice separately' on an invoice of its own, others on the company's concept", async () => {
    const customer = await company(world);
    const concept = await created(world, '/invoices', { subject: 'Lopende concept', company_id: customer.id });
    const combined = await subscription(world, customer.id);
    const separate = await subscription(world, customer.id, { description: 'Hosting', invoice_separately: true, direct_debit: true, lines: [{ quantity: 1, description: 'VPS', price: 40 }] });
    await tick(world, '2027-03-01T08:00:00Z');
    const [combinedLines, separateLines] = [await invoiceLinesOf(world, combined.id), await invoiceLinesOf(world, separate.id)];
    expect(new Set(combinedLines.map((line) => line.invoice_id))).toEqual(new Set([concept.id]));
    expect(separateLines).toHaveLength(1);
    expect(separateLines[0].invoice_id).not.toBe(concept.id);
    expect(separateLines[0].invoice).toMatchObject({ company_id: customer.id, subject: 'Hosting periode 01-03-2027 t/m 31-03-2027', direct_debit: true, total: 40 });
    // The next month's separate bill is again its own invoice.
    await tick(world, '2027-04-01T08:00:00Z');
    const later = await invoiceLinesOf(world, separate.id);
    expect(new Set(later.map((line) => line.invoice_id)).size).toBe(2);
    // A separate invoice never takes other lines, though it is the company's newest concept.
    expect(new Set((await invoiceLinesOf(world, combined.id)).map((line) => line.invoice_id))).toEqual(new Set([concept.id]));
  });

  it('bills a start inside a period pro rata, or not, per its setting', async () => {
    const customer = await company(world);
    const lines = [{ quantity: 1, description: 'Licentie', price: 28 }];
    const prorated = await subscription(world, customer.id, { billing_start_date: '2027-02-15', start_period: '2027-03-01', invoice_setting_on_change: 'prorate', lines });
    const whole = await subscription(world, customer.id, { billing_start_date: '2027-02-15', start_period: '2027-03-01', invoice_setting_on_change: 'start', lines });
    const skipped = await subscription(world, customer.id, { billing_start_date: '2027-02-15', start_period: '2027-03-01', invoice_setting_on_change: 'no', lines });
    await tick(world, '2027-03-01T08:00:00Z');
    // 14 of February's 28 days.
    expect((await invoiceLinesOf(world, prorated.id)).map(shape)).toEqual([
      [1, null, 'Licentie - Periode 15-02-2027 t/m 28-02-2027', 14, 14],
      [1, null, 'Licentie - Periode 01-03-2027 t/m 31-03-2027', 28, 28],
    ]);
    expect((await invoiceLinesOf(world, whole.id)).map(shape)).toEqual([
      [1, null, 'Licentie - Periode 01-02-2027 t/m 28-02-2027', 28, 28],
      [1, null, 'Licentie - Periode 01-03-2027 t/m 31-03-2027', 28, 28],
    ]);
    expect((await invoiceLinesOf(world, skipped.id)).map(shape)).toEqual([[1, null, 'Licentie - Periode 01-03-2027 t/m 31-03-2027', 28, 28]]);
  });

  it('bills a raised quantity pro rata from its pro-rata date, then the new quantity', async () => {
    const plan = await subscription(world, (await company(world)).id, { invoice_setting_on_change: 'prorate', lines: [{ quantity: 10, description: 'Licentie', price: 30 }] });
    await tick(world, '2027-03-01T08:00:00Z');
    const [line] = (await world.server.get(`/subscription-lines${listQuery({ where: [['subscription_id', '=', plan.id]] })}`, { token: world.token })).body.data;
    expect(line.billed_quantity).toBe(10);
    const raised = await world.server.put(`/subscription-lines/${line.id}`, { token: world.token, body: { quantity: 12, invoice_difference_date: '2027-03-21' } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await tick(world, '2027-04-01T08:00:00Z');
    const lines = await invoiceLinesOf(world, plan.id);
    // 11 of March's 31 days for the 2 extra licences.
    expect(lines.slice(1).map(shape)).toEqual([
      [2, null, 'Licentie - Periode 21-03-2027 t/m 31-03-2027', 10.65, 21.3],
      [12, null, 'Licentie - Periode 01-04-2027 t/m 30-04-2027', 30, 360],
    ]);
    const after = (await world.server.get(`/subscription-lines/${line.id}`, { token: world.token })).body.data;
    expect(after).toMatchObject({ billed_quantity: 12, invoice_difference_date: null });
  });

  it('bills up to the termination date and nothing after it', async () => {
    const customer = await company(world);
    const prorated = await subscription(world, customer.id, { invoice_periods: 3, termination_date: '2027-04-15', invoice_setting_on_change: 'prorate', lines: [{ quantity: 1, description: 'Beheer', price: 30 }] });
    const whole = await subscription(world, customer.id, { invoice_periods: 3, termination_date: '2027-04-15', invoice_setting_on_change: 'start', lines: [{ quantity: 1, description: 'Beheer', price: 30 }] });
    await tick(world, '2027-03-01T08:00:00Z');
    // March whole, 15 of April's 30 days.
    expect((await invoiceLinesOf(world, prorated.id)).map(shape)).toEqual([[1, null, 'Beheer - Periode 01-03-2027 t/m 15-04-2027', 45, 45]]);
    expect((await invoiceLinesOf(world, whole.id)).map(shape)).toEqual([[1, null, 'Beheer - Periode 01-03-2027 t/m 30-04-2027', 60, 60]]);
    await tick(world, '2027-07-01T08:00:00Z');
    expect(await invoiceLinesOf(world, prorated.id)).toHaveLength(1);
    expect(await invoiceLinesOf(world, whole.id)).toHaveLength(1);
    const ended = await subscription(world, customer.id, { billing_start_date: '2027-01-01', next_billing_date: '2027-03-01', start_period: '2027-03-01', termination_date: '2027-02-28' });
    await tick(world, '2027-03-01T08:00:00Z');
    expect(await invoiceLinesOf(world, ended.id)).toEqual([]);
  });

  it('catches up each missed billing date after downtime, without billing one twice', async () => {
    const plan = await subscription(world, (await company(world)).id, { lines: [{ quantity: 1, description: 'Beheer', price: 30 }] });
    // No server ran in March and April; two ticks start at once on 10 May.
    await Promise.all([tick(world, '2027-05-10T08:00:00Z'), tick(world, '2027-05-10T08:00:00Z')]);
    const lines = await invoiceLinesOf(world, plan.id);
    expect(lines.map((line) => [line.date, line.description])).toEqual([
      ['2027-03-01', 'Beheer - Periode 01-03-2027 t/m 31-03-2027'],
      ['2027-04-01', 'Beheer - Periode 01-04-2027 t/m 30-04-2027'],
      ['2027-05-01', 'Beheer - Periode 01-05-2027 t/m 31-05-2027'],
    ]);
    expect(await subscriptionRow(world, plan.id)).toMatchObject({ next_billing_date: '2027-06-01' });
    await tick(world, '2027-05-10T08:00:00Z');
    expect(await invoiceLinesOf(world, plan.id)).toHaveLength(3);
  });
});

describe('subscription billing after a long downtime', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.server.close();
  });

  it(`bills at most ${SUBSCRIPTION_CATCH_UP_LIMIT} billing dates per tick, the rest in the next one, none lost`, async () => {
    const plan = await subscription(world, (await company(world)).id, { lines: [{ quantity: 1, description: 'Beheer', price: 30 }] });
    // Fourteen billing dates, March 2027 up to April 2028, passed without a server.
    await tick(world, '2028-04-10T08:00:00Z');
    expect(await invoiceLinesOf(world, plan.id)).toHaveLength(SUBSCRIPTION_CATCH_UP_LIMIT);
    expect(await subscriptionRow(world, plan.id)).toMatchObject({ next_billing_date: '2028-03-01' });
    await tick(world, '2028-04-10T08:01:00Z');
    const lines = await invoiceLinesOf(world, plan.id);
    expect(lines).toHaveLength(14);
    expect(new Set(lines.map((line) => line.date)).size).toBe(14);
    expect(lines.at(-1)!.description).toBe('Beheer - Periode 01-04-2028 t/m 30-04-2028');
  });
});

describe('subscription billing with two REST processes on one PostgreSQL database', () => {
  const database = `balie_subs_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let world: World | undefined;
  let twin: Api | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    world = await startWorld({ databaseUrl });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false });
  });

  afterAll(async () => {
    await world?.server.close();
    await twin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('bill every billing date of every subscription exactly once', async () => {
    const customer = await company(world!);
    const plans = [];
    for (let index = 0; index < 4; index++) {
      plans.push(await subscription(world!, customer.id, { invoice_separately: index % 2 === 0, lines: [{ quantity: 1, description: `Dienst ${index}`, price: 10 + index }] }));
    }
    const at = new Date('2027-05-10T08:00:00Z');
    const results = await Promise.all([
      world!.server.api.recurringTickets.tick(at),
      twin!.recurringTickets.tick(at),
      world!.server.api.recurringTickets.tick(at),
      twin!.recurringTickets.tick(at),
    ]);
    const made = results.flatMap((result) => result.subscriptionBilling.invoiceLines);
    expect(new Set(made).size).toBe(made.length);
    for (const [index, plan] of plans.entries()) {
      const lines = await invoiceLinesOf(world!, plan.id);
      expect(lines.map((line) => line.date)).toEqual(['2027-03-01', '2027-04-01', '2027-05-01']);
      expect(lines.every((line) => line.price === 10 + index)).toBe(true);
      expect(made).toEqual(expect.arrayContaining(lines.map((line) => line.id)));
      expect(await subscriptionRow(world!, plan.id)).toMatchObject({ next_billing_date: '2027-06-01' });
    }
    // The separate ones: an invoice per billing date; the others share the company's concept.
    const invoices = new Set((await Promise.all(plans.map((plan) => invoiceLinesOf(world!, plan.id)))).flat().map((line) => line.invoice_id));
    expect(invoices.size).toBe(2 * 3 + 1);
  });
});
