import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../api/src/resources/back-office/contract-rules.ts';
import { dutchToday } from '../../api/src/resources/back-office/project-moments.ts';
import { startEboekhoudenDouble, type EboekhoudenDouble } from '../doubles/eboekhouden/server.ts';
import { listQuery, startApi, type Answer, type RunningApi } from '../support/api.ts';

// A month's run for one customer, as an IT service company has it: a monthly subscription billed
// by the scheduler's tick, time beyond a periodic contract's bundle, a prepaid card bought, a
// project phase finished with a fixed-price and a nacalculatie line; then the concept invoices and
// their totals, and all of them exported to e-Boekhouden with consecutive numbers.

const today = dutchToday(new Date());
const thisMonth = `${today.slice(0, 7)}-01`;
const lastMonth = addMonths(thisMonth, -1);
const dutchDate = (day: string) => day.split('-').reverse().join('-');
const monthEnd = dutchDate(new Date(Date.parse(`${addMonths(thisMonth, 1)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));

let server: RunningApi;
let eb: EboekhoudenDouble;
let db: Kysely<any>;
let admin: string;
let companyId: number;

function expectStatus(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

const created = async (path: string, body: unknown) => expectStatus(await server.post(path, { token: admin, body }), 201).data as Record<string, any>;

beforeAll(async () => {
  eb = await startEboekhoudenDouble();
  process.env.EBOEKHOUDEN_BASE_URL = eb.url;
  server = await startApi({ ticketScheduler: false });
  db = server.api.db as unknown as Kysely<any>;
  // Before the tenant's first request: tenants are cached.
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true, mod_eboekhouden: true })}::jsonb where subdomain = 'demo'`.execute(db);
  // The demo's own subscriptions stay out of this run.
  await sql`update subscriptions set archived_at = now() where archived_at is null`.execute(db);
  admin = await server.login('admin@demo.nl');
  eb.ledgers.push({ id: 951, code: '8000', description: 'Omzet dienstverlening', category: 'VW' }, { id: 952, code: '8010', description: 'Omzet strippenkaarten', category: 'VW' });
});

afterAll(async () => {
  await server?.close();
  await eb?.close();
  delete process.env.EBOEKHOUDEN_BASE_URL;
});

/** The company's invoices with their lines and computed totals, oldest first. */
async function invoicesOfCompany() {
  const answer = await server.get(`/invoices${listQuery({ where: [['company_id', '=', companyId]], with: ['invoice_lines'], paginate: 100 })}`, { token: admin });
  return (expectStatus(answer, 200).data as Array<Record<string, any>>).sort((a, b) => a.id - b.id);
}

const linesOf = (invoice: Record<string, any>) =>
  (invoice.invoice_lines as Array<Record<string, any>>).sort((a, b) => a.order - b.order || a.id - b.id).map((line) => [line.product_code, line.description, line.quantity, line.price, line.total]);

describe("a month's run for one company", () => {
  let invoices: Array<Record<string, any>>;

  it('bills the subscription, the time beyond the bundle, the prepaid card and the finished phase onto concept invoices', async () => {
    const company = await created('/companies', { name: 'Bakkerij Maandrun', address_1: 'Kerkstraat 1', postal_code: '1234 AB', city: 'Zwolle', payment_term_days: 14 });
    companyId = company.id;
    const support = (await created('/activities', { name: 'Support maandrun', price: 80, is_invoicable: true })).id;
    const onsite = (await created('/activities', { name: 'Op locatie maandrun', price: 100, is_invoicable: true })).id;

    // A monthly subscription from this month.
    const plan = await created('/subscriptions', { description: 'Beheer', company_id: companyId, period: 'month', billing_start_date: thisMonth, next_billing_date: thisMonth });
    await created('/subscription-lines', { subscription_id: plan.id, order: 0, quantity: 2, description: 'Werkplekbeheer', price: 30, product_code: 'WPB' });

    // A periodic contract of 1 hour a month for support, 90 an hour beyond it; 90 minutes booked last month.
    await created('/contracts', {
      name: 'Servicecontract',
      period: 'month',
      quantity: 1,
      hourly_rate: 0,
      hourly_rate_extra: 90,
      start_date: addMonths(thisMonth, -2),
      relationships: { companies: [companyId], activities: [support] },
    });
    const ticket = await created('/tickets', { description: 'Kassa start niet', company_id: companyId });
    const booked = await created('/time-registrations', {
      morphable_type: 'tickets',
      morphable_id: ticket.id,
      description: 'Kassa hersteld',
      time_spent: 90,
      executed_at: `${lastMonth.slice(0, 8)}10T08:00:00Z`,
      activity_id: support,
    });

    // A prepaid contract for work on location, on which a card of 10 hours is bought.
    const prepaid = await created('/contracts', { name: 'Strippenkaart', period: 'none', start_date: addMonths(thisMonth, -2), relationships: { companies: [companyId], activities: [onsite] } });
    const card = await created('/prepaid-cards', { name: 'Strippenkaart 10 uur', hours: 10, price: 750, product_code: 'STRIP10' });
    expectStatus(await server.post(`/contracts/${prepaid.id}/buy`, { token: admin, body: { prepaid_card_id: card.id } }), 201);

    // A project whose phase ends with a fixed-price line and a nacalculatie line with 1.5 hours registered.
    const deal = await created('/deals', { description: 'Kassasysteem', company_id: companyId });
    const quote = await created('/quotes', { name: 'Kassasysteem', deal_id: deal.id });
    const [phase] = expectStatus(await server.get(`/project-phases${listQuery({ where: [['morphable_type', '=', 'quotes'], ['morphable_id', '=', quote.id]] })}`, { token: admin }), 200).data;
    await created('/project-lines', { project_phase_id: phase.id, product_code: 'UREN', description: 'Inrichting kassa', invoice_type: 2, invoice_moment: 3, quantity: 3, price: 90 });
    await created('/project-lines', { project_phase_id: phase.id, product_code: 'UREN', description: 'Installatie', invoice_type: 3, invoice_moment: 3, quantity: 8, price: 95 });
    const project = expectStatus(await server.post(`/quotes/${quote.id}/accept`, { token: admin }), 200).data;
    const [projectPhase] = expectStatus(
      await server.get(`/project-phases${listQuery({ where: [['morphable_type', '=', 'projects'], ['morphable_id', '=', project.id]], with: ['project_lines'], paginate: 100 })}`, { token: admin }),
      200,
    ).data;
    const installation = projectPhase.project_lines.find((line: Record<string, any>) => line.description === 'Installatie');
    expectStatus(await server.post(`/project-phases/${projectPhase.id}/start`, { token: admin }), 200);
    await created('/time-registrations', { description: 'Kassa geïnstalleerd', time_spent: 90, executed_at: `${lastMonth.slice(0, 8)}12T09:00:00Z`, morphable_type: 'project-lines', morphable_id: installation.id });
    expectStatus(await server.post(`/project-phases/${projectPhase.id}/finish`, { token: admin }), 200);

    // The scheduler's tick on the first of the month, then the booked time invoiced.
    const result = await server.api.recurringTickets.tick(new Date(`${thisMonth}T08:00:00Z`));
    expect(result.subscriptionBilling.billed).toEqual([plan.id]);
    // Billed time carries the tenant's product for time, so the package can book it.
    const timeProduct = expectStatus(await server.get(`/configs${listQuery({ where: [['name', '=', 'invoicing.time_product_code']] })}`, { token: admin }), 200).data[0];
    expectStatus(await server.put(`/configs/${timeProduct.id}`, { token: admin, body: { value: 'TIJD' } }), 200);
    expectStatus(await server.post('/time-registrations/invoice', { token: admin, body: { ids: [booked.id] } }), 200);

    invoices = await invoicesOfCompany();
    expect(invoices.map((invoice) => linesOf(invoice))).toEqual([
      [['STRIP10', 'Strippenkaart 10 uur', 1, 750, 750]],
      [
        ['UREN', 'Inrichting kassa', 3, 90, 270],
        ['UREN', 'Installatie', 1.5, 95, 142.5],
      ],
      [
        ['WPB', `Werkplekbeheer - Periode ${dutchDate(thisMonth)} t/m ${monthEnd}`, 2, 30, 60],
        // One line of the exact amount: 0.5 hour beyond the bundle at 90.
        ['TIJD', 'Kassa hersteld (1,00 uur binnen de bundel, 0,50 uur daarbuiten)', 1, 45, 45],
      ],
    ]);
    expect(invoices.every((invoice) => invoice.exported_at === null && invoice.invoice_code === null)).toBe(true);
    expect(invoices.map((invoice) => [invoice.contract_id, invoice.project_id])).toEqual([
      [prepaid.id, null],
      [null, project.id],
      [null, null],
    ]);
  });

  it('totals each invoice: excl., VAT per rate rounded per rate, incl.', async () => {
    expect(invoices.map((invoice) => [invoice.total, invoice.vat_per_rate, invoice.total_vat, invoice.total_incl])).toEqual([
      [750, [{ rate: 21, base: 750, vat: 157.5 }], 157.5, 907.5],
      // 412.50 × 21% = 86.625 → 86.63.
      [412.5, [{ rate: 21, base: 412.5, vat: 86.63 }], 86.63, 499.13],
      [105, [{ rate: 21, base: 105, vat: 22.05 }], 22.05, 127.05],
    ]);
  });

  it('exports them all to e-Boekhouden with consecutive numbers, one relation, and every line booked on its ledger', async () => {
    expectStatus(await server.put('/integrations/eboekhouden', { token: admin, body: { api_token: eb.accessToken, source: 'Balie', invoice_template_id: 1 } }), 200);
    expectStatus(
      await server.put('/integrations/eboekhouden/mappings', {
        token: admin,
        body: { products: [{ product_code: 'WPB', external_code: '8000' }, { product_code: 'UREN', external_code: '8000' }, { product_code: 'STRIP10', external_code: '8010' }, { product_code: 'TIJD', external_code: '8000' }], vat: [] },
      }),
      200,
    );
    const numbers = [];
    for (const invoice of invoices) {
      const answer = expectStatus(await server.post(`/invoicing/export/${invoice.id}`, { token: admin, body: {} }), 200);
      expect(answer.message).toBe('Factuur geëxporteerd!');
      numbers.push(Number(answer.data.invoice_code));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(eb.invoices.map((posted) => posted.body.invoiceNumber)).toEqual(numbers.map(String));
    expect(eb.relations).toEqual([expect.objectContaining({ code: String(companyId), name: 'Bakkerij Maandrun' })]);
    expect(eb.invoices.map((posted) => posted.body.items.map((item: Record<string, any>) => [item.code, item.quantity, item.pricePerUnit, item.ledgerId]))).toEqual([
      [['STRIP10', 1, 750, 952]],
      [
        ['UREN', 3, 90, 951],
        ['UREN', 1.5, 95, 951],
      ],
      [
        ['WPB', 2, 30, 951],
        ['TIJD', 1, 45, 951],
      ],
    ]);
    expect((await db.selectFrom('companies').select('debtor_code').where('id', '=', companyId).executeTakeFirstOrThrow()).debtor_code).toBe(String(companyId));
  });
});
