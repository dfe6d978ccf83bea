import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLicenceQuantity } from '../../api/src/resources/back-office/licence-quantity.ts';
import { refused, startBackOffice, type BackOffice } from './back-office-support.ts';

let office: BackOffice;
let readerToken: string;

beforeAll(async () => {
  office = await startBackOffice({ tenants: { kaal: { mod_invoicing: true, mod_cloud_distribution: false } } });
  readerToken = await office.server.login('lezer@demo.nl');
});

afterAll(async () => {
  await office?.close();
});

const created = async (route: string, body: Record<string, unknown>) => {
  const answer = await office.call('POST', `/${route}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
};
const find = async (route: string, id: number) => (await office.get(`/${route}/${id}`)).body.data as Record<string, any>;

/** A subscription line of its own, so these tests do not disturb the seeded links. */
async function newLine(quantity: number): Promise<number> {
  const company = (await office.list('companies')).data[0].id;
  const subscription = await created('subscriptions', {
    description: 'Microsoft 365 Business Standard',
    company_id: company,
    period: 'month',
    billing_start_date: '2026-01-01',
    start_period: '2026-12-01',
    next_billing_date: '2026-12-01',
  });
  return (await created('subscription-lines', { subscription_id: subscription.id, description: 'Licenties', quantity, price: 12.5 })).id;
}

/**
 * A licence of its own for each test, unlinked and for several users: how many of the seeded ones
 * are still free depends on the day the demo data was made, and every test links the one it gets.
 */
async function unlinkedLicence(): Promise<Record<string, any>> {
  const made = await sql<{ id: number }>`
    insert into cloud_distribution_subscriptions (tenant_id, cloud_distribution_company_id, external_id, name, quantity, sales_price, period_type, status, start_date)
    select tenant_id, cloud_distribution_company_id, gen_random_uuid()::text, 'Microsoft 365 Business Premium', 4, sales_price, period_type, 0, start_date
    from cloud_distribution_subscriptions where tenant_id = ${office.demoId} order by id limit 1
    returning id`.execute(office.db);
  const licence = await find('cloud-distribution-subscriptions', made.rows[0].id);
  expect(licence).toMatchObject({ quantity: 4, ignore: false });
  return licence;
}

const link = (licence: number, line: number, update_quantity: boolean) => ({
  cloud_distribution_subscription_id: licence,
  morphable_type: 'subscription-lines',
  morphable_id: line,
  update_quantity,
});

describe('licence links', () => {
  it('a licence is linked to a line at most once', async () => {
    const licence = await unlinkedLicence();
    const line = await newLine(3);
    const first = await created('cloud-distribution-subscription-relations', link(licence.id, line, false));
    await refused(office, 'POST', '/cloud-distribution-subscription-relations', link(licence.id, line, true), {
      morphable_id: ['Deze licentie is al aan deze abonnementsregel gekoppeld.'],
    });
    expect(await office.count('cloud_distribution_subscription_relations', { cloud_distribution_subscription_id: licence.id })).toBe(1);
    expect((await find('cloud-distribution-subscriptions', licence.id)).linked_quantity).toBe(3);
    // Unlinked, it can be linked again.
    expect((await office.call('DELETE', `/cloud-distribution-subscription-relations/${first.id}`)).status).toBe(200);
    await created('cloud-distribution-subscription-relations', link(licence.id, line, false));
  });

  it('without update_quantity the line keeps its own quantity', async () => {
    const licence = await unlinkedLicence();
    const line = await newLine(2);
    await created('cloud-distribution-subscription-relations', link(licence.id, line, false));
    expect((await find('subscription-lines', line)).quantity).toBe(2);
    expect((await find('subscription-lines', line)).licensed_quantity).toBe(licence.quantity);
  });

  it('with update_quantity the line takes the licence quantity, on link and when the licence changes', async () => {
    const licence = await unlinkedLicence();
    const line = await newLine(1);
    const made = await created('cloud-distribution-subscription-relations', link(licence.id, line, true));
    expect((await find('subscription-lines', line)).quantity).toBe(licence.quantity);
    expect((await find('cloud-distribution-subscriptions', licence.id)).quantity_difference).toBe(0);

    // The distributor's sync reports a new quantity.
    await sql`update cloud_distribution_subscriptions set quantity = ${licence.quantity + 4} where id = ${licence.id}`.execute(office.db);
    await followLicenceQuantity(office.server.api.db, office.demoId, licence.id);
    expect((await find('subscription-lines', line)).quantity).toBe(licence.quantity + 4);

    // Switching update_quantity off leaves the line as it is; it no longer follows.
    await office.call('PUT', `/cloud-distribution-subscription-relations/${made.id}`, { update_quantity: false });
    await sql`update cloud_distribution_subscriptions set quantity = ${licence.quantity} where id = ${licence.id}`.execute(office.db);
    await followLicenceQuantity(office.server.api.db, office.demoId, licence.id);
    expect((await find('subscription-lines', line)).quantity).toBe(licence.quantity + 4);

    // Switching it on again follows at once.
    const on = await office.call('PUT', `/cloud-distribution-subscription-relations/${made.id}`, { update_quantity: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await find('subscription-lines', line)).quantity).toBe(licence.quantity);
  });

  it('ignore and un-ignore a licence', async () => {
    const licence = await unlinkedLicence();
    expect((await office.call('PUT', `/cloud-distribution-subscriptions/${licence.id}`, { ignore: true })).body.data.ignore).toBe(true);
    const ignored = await office.list('cloud-distribution-subscriptions', { where: [['ignore', '=', true], ['id', '=', licence.id]] });
    expect(ignored.total).toBe(1);
    expect((await office.call('PUT', `/cloud-distribution-subscriptions/${licence.id}`, { ignore: false })).body.data.ignore).toBe(false);
  });
});

describe('licence filters', () => {
  it('status, period and quantity difference narrow the list', async () => {
    const licences = await office.all('cloud-distribution-subscriptions');
    for (const status of [0, 3]) {
      const answer = await office.list('cloud-distribution-subscriptions', { where: [['status', '=', status]], paginate: 100 });
      expect(answer.total).toBe(licences.filter((licence) => licence.status === status).length);
    }
    const yearly = await office.list('cloud-distribution-subscriptions', { where: [['period_type', '=', 1]], paginate: 100 });
    expect(yearly.data.every((licence) => licence.period_type === 1)).toBe(true);
    for (const [operator, matches] of [
      ['=', (n: number) => n === 0],
      ['>', (n: number) => n > 0],
      ['<', (n: number) => n < 0],
    ] as const) {
      const answer = await office.list('cloud-distribution-subscriptions', { where: [['quantity_difference', operator, 0]], paginate: 100 });
      expect(answer.total).toBe(licences.filter((licence) => matches(licence.quantity_difference)).length);
    }
  });
});

describe('licence permissions', () => {
  it('a tenant without the cloud module has no licences', async () => {
    expect((await office.call('GET', '/cloud-distribution-subscriptions', undefined, 'kaal')).status).toBe(404);
    expect((await office.call('POST', '/cloud-distribution-subscription-relations', link(1, 1, false), 'kaal')).status).toBe(404);
  });

  it('a read-only operator can neither link nor ignore', async () => {
    const licence = await unlinkedLicence();
    const line = await newLine(1);
    const linking = await office.server.call('POST', '/cloud-distribution-subscription-relations', { token: readerToken, body: link(licence.id, line, false) });
    expect(linking.status).toBe(403);
    expect(linking.body.permission).toBe('cloud-distribution-subscription-relations.store');
    const ignoring = await office.server.call('PUT', `/cloud-distribution-subscriptions/${licence.id}`, { token: readerToken, body: { ignore: true } });
    expect(ignoring.status).toBe(403);
    expect(ignoring.body.permission).toBe('cloud-distribution-subscriptions.update');
  });
});
