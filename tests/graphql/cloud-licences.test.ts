import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let db: Kysely<any>;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  db = stack.api.db as unknown as Kysely<any>;
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
});

const ask = async <T = any>(query: string, variables: Record<string, unknown> = {}, as = token) => {
  const answer = await graphql<T>(stack.bffUrl, query, variables, as);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
};

const LICENCES = `query($filter: [FieldFilter!]) {
  list: cloudDistributionSubscriptions(first: 100, filter: $filter) {
    totalCount
    edges { node { id databaseId name quantity quantityDifference linkedQuantity ignore companyId relations(first: 10) { totalCount } } }
  }
}`;

const LINK = `mutation($input: CreateCloudDistributionSubscriptionRelationInput!) {
  result: createCloudDistributionSubscriptionRelation(input: $input) {
    record: cloudDistributionSubscriptionRelation { id databaseId updateQuantity morphable { ... on SubscriptionLine { databaseId quantity } } }
    userErrors { field message }
  }
}`;

const LINE = `query($id: ID!) { line: subscriptionLine(id: $id) { quantity licensedQuantity } }`;

/** A licence without links and a new subscription line of its company. */
async function licenceAndLine(quantity: number) {
  const licences = (await ask(LICENCES)).list.edges.map((edge: any) => edge.node);
  const licence = licences.find((node: any) => node.relations.totalCount === 0 && node.companyId && node.quantity > 1);
  expect(licence).toBeDefined();
  const subscription = await ask(`mutation($input: CreateCustomerSubscriptionInput!) { result: createCustomerSubscription(input: $input) { record: customerSubscription { databaseId } userErrors { field message } } }`, {
    input: { description: 'Microsoft 365', companyId: licence.companyId, period: 'month', billingStartDate: '2026-01-01', startPeriod: '2026-12-01', nextBillingDate: '2026-12-01' },
  });
  expect(subscription.result.userErrors).toEqual([]);
  const line = await ask(`mutation($input: CreateSubscriptionLineInput!) { result: createSubscriptionLine(input: $input) { record: subscriptionLine { id databaseId } userErrors { field message } } }`, {
    input: { subscriptionId: subscription.result.record.databaseId, description: 'Licenties', quantity, price: 9.5 },
  });
  expect(line.result.userErrors).toEqual([]);
  return { licence, line: line.result.record };
}

describe('licences over GraphQL', () => {
  it('link a licence to a line once, with the line following its quantity', async () => {
    const { licence, line } = await licenceAndLine(1);
    const input = { cloudDistributionSubscriptionId: licence.databaseId, morphableType: 'subscription-lines', morphableId: line.databaseId, updateQuantity: true };
    const linked = await ask(LINK, { input });
    expect(linked.result.userErrors).toEqual([]);
    expect(linked.result.record.morphable.databaseId).toBe(line.databaseId);
    expect((await ask(LINE, { id: line.id })).line).toEqual({ quantity: licence.quantity, licensedQuantity: licence.quantity });

    const again = await ask(LINK, { input: { ...input, updateQuantity: false } });
    expect(again.result.record).toBeNull();
    expect(again.result.userErrors).toEqual([{ field: 'morphableId', message: 'Deze licentie is al aan deze abonnementsregel gekoppeld.' }]);

    const removed = await ask(`mutation($input: RecordIdInput!) { result: deleteCloudDistributionSubscriptionRelation(input: $input) { deletedId userErrors { field message } } }`, {
      input: { id: linked.result.record.id },
    });
    expect(removed.result.userErrors).toEqual([]);
    expect((await ask(LINE, { id: line.id })).line).toEqual({ quantity: licence.quantity, licensedQuantity: null });
  });

  it('ignore and un-ignore a licence', async () => {
    const licence = (await ask(LICENCES, { filter: [{ field: 'ignore', value: false }] })).list.edges[0].node;
    const UPDATE = `mutation($input: UpdateCloudDistributionSubscriptionInput!) { result: updateCloudDistributionSubscription(input: $input) { record: cloudDistributionSubscription { id ignore } userErrors { field message } } }`;
    expect((await ask(UPDATE, { input: { id: licence.id, ignore: true } })).result.record.ignore).toBe(true);
    const ignored = await ask(LICENCES, { filter: [{ field: 'ignore', value: true }] });
    expect(ignored.list.edges.map((edge: any) => edge.node.id)).toContain(licence.id);
    expect((await ask(UPDATE, { input: { id: licence.id, ignore: false } })).result.record.ignore).toBe(false);
  });

  it('filter on status, period and the sign of the quantity difference', async () => {
    const all = (await ask(LICENCES)).list.edges.map((edge: any) => edge.node);
    for (const [operator, matches] of [
      ['EQ', (n: number) => n === 0],
      ['GT', (n: number) => n > 0],
      ['LT', (n: number) => n < 0],
    ] as const) {
      const narrowed = await ask(LICENCES, { filter: [{ field: 'quantityDifference', operator, value: 0 }] });
      expect(narrowed.list.totalCount).toBe(all.filter((node: any) => matches(node.quantityDifference)).length);
    }
    const active = await ask(`query { list: cloudDistributionSubscriptions(first: 100, filter: [{ field: "status", operator: IN, value: [0] }, { field: "periodType", value: 0 }]) { edges { node { status periodType } } } }`);
    expect(active.list.edges.length).toBeGreaterThan(0);
    expect(active.list.edges.every((edge: any) => edge.node.status === 0 && edge.node.periodType === 0)).toBe(true);
  });

  it('a read-only operator is refused linking and ignoring, naming the permission', async () => {
    const reader = await login(stack.bffUrl, { ...DEMO_LOGIN, username: 'lezer@demo.nl' });
    const licence = (await ask(LICENCES)).list.edges[0].node;
    const linking = await graphql(stack.bffUrl, LINK, { input: { cloudDistributionSubscriptionId: licence.databaseId, morphableType: 'subscription-lines', morphableId: 1 } }, reader);
    expect(linking.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'cloud-distribution-subscription-relations.store' });
    const ignoring = await graphql(stack.bffUrl, `mutation($input: UpdateCloudDistributionSubscriptionInput!) { updateCloudDistributionSubscription(input: $input) { userErrors { message } } }`, { input: { id: licence.id, ignore: true } }, reader);
    expect(ignoring.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'cloud-distribution-subscriptions.update' });
  });
});

describe('assets over GraphQL', () => {
  it('carry their RMM link and refuse a tracking number that is taken', async () => {
    const taken = await ask(`query { list: assets(first: 1, filter: [{ field: "rmmId", operator: NOT_NULL }]) { edges { node { id trackingNumber rmmId rmmLink } } } }`);
    const asset = taken.list.edges[0].node;
    expect(asset.rmmLink).toBeNull();
    await sql`update configs set value = 'https://rmm.example.nl/d/{rmm_id}' where name = 'integrations.rmm_url'`.execute(db);
    expect((await ask(`query($id: ID!) { asset: node(id: $id) { ... on Asset { rmmLink } } }`, { id: asset.id })).asset.rmmLink).toBe(`https://rmm.example.nl/d/${asset.rmmId}`);

    const byNumber = await ask(`query($filter: [FieldFilter!]) { list: assets(first: 2, filter: $filter) { totalCount } }`, { filter: [{ field: 'trackingNumber', value: asset.trackingNumber }] });
    expect(byNumber.list.totalCount).toBe(1);
    const copy = await ask(`mutation($input: CreateAssetInput!) { result: createAsset(input: $input) { asset { id } userErrors { field message } } }`, {
      input: { name: 'Kopie', trackingNumber: asset.trackingNumber },
    });
    expect(copy.result).toEqual({ asset: null, userErrors: [{ field: 'trackingNumber', message: 'Volgnummer moet uniek zijn.' }] });
  });
});
