import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// buyContractHours over the BFF against the real REST service: the card's invoice, its hours on the periods, refusals as userErrors.
let stack: Stack;
let token: string;
let db: Kysely<any>;
let demoId: number;

const BUY = `mutation($input: BuyContractHoursInput!) {
  buyContractHours(input: $input) {
    contract { databaseId contractPeriods(first: 10) { edges { node { periodEnd minutes registeredTime minutesRemaining } } } }
    invoice { databaseId contractId subject }
    minutesAdded
    message
    userErrors { field message }
  }
}`;

const run = (input: Record<string, unknown>, caller: string = token) => graphql(stack.bffUrl, BUY, { input }, caller);

async function create(mutation: string, type: string, input: Record<string, unknown>) {
  const answer = await graphql(stack.bffUrl, `mutation($input: ${type}!) { result: ${mutation}(input: $input) { record: ${mutation.replace(/^create/, '').replace(/^./, (c) => c.toLowerCase())} { id databaseId } userErrors { field message } } }`, { input }, token);
  expect(answer.data?.result?.userErrors, JSON.stringify(answer)).toEqual([]);
  return answer.data.result.record as { id: string; databaseId: number };
}

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
  demoId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('buyContractHours', () => {
  it('makes the invoice for the card and answers the contract with its hours added', async () => {
    const company = (await db.selectFrom('companies').select('id').where('tenant_id', '=', demoId).orderBy('id').executeTakeFirstOrThrow()).id;
    const card = await create('createPrepaidCard', 'CreatePrepaidCardInput', { name: 'Strippenkaart 10 uur', hours: 10, price: 800, productCode: 'STRIP10' });
    const contract = await create('createContract', 'CreateContractInput', { name: 'Strippenkaart Support', period: 'none', startDate: '2026-01-01', relationships: { companies: [company] } });

    const answer = await run({ id: contract.id, prepaidCardId: card.id });
    expect(answer.errors).toBeUndefined();
    const payload = answer.data.buyContractHours;
    expect(payload).toMatchObject({ message: 'Factuur aangemaakt!', minutesAdded: 600, userErrors: [], invoice: { contractId: contract.databaseId } });
    expect(payload.contract.contractPeriods.edges.map((edge: { node: unknown }) => edge.node)).toEqual([{ periodEnd: null, minutes: 600, registeredTime: 0, minutesRemaining: 600 }]);
    const lines = await db.selectFrom('invoice_lines').select(['product_code', 'description', 'price']).where('invoice_id', '=', payload.invoice.databaseId).execute();
    expect(lines.map((line) => [line.product_code, line.description, Number(line.price)])).toEqual([['STRIP10', 'Strippenkaart 10 uur', 800]]);

    // Database ids work too; a missing card is a userError on its field.
    expect((await run({ id: String(contract.databaseId) })).data.buyContractHours).toMatchObject({ contract: null, invoice: null, userErrors: [{ field: 'prepaidCardId', message: 'Kies een strippenkaart.' }] });
  });

  it('refuses a periodic contract as a userError and a caller without contracts.buy with FORBIDDEN', async () => {
    const company = (await db.selectFrom('companies').select('id').where('tenant_id', '=', demoId).orderBy('id').executeTakeFirstOrThrow()).id;
    const card = await create('createPrepaidCard', 'CreatePrepaidCardInput', { name: 'Strippenkaart 5 uur', hours: 5, price: 420 });
    const periodic = await create('createContract', 'CreateContractInput', { name: 'Maandcontract', period: 'month', quantity: 4, startDate: '2026-01-01', relationships: { companies: [company] } });
    expect((await run({ id: periodic.id, prepaidCardId: card.id })).data.buyContractHours.userErrors).toEqual([
      { field: 'id', message: 'Alleen bij een contract met strippenkaarten kunnen uren worden bijgekocht.' },
    ]);
    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const refused = await run({ id: periodic.id, prepaidCardId: card.id }, reader);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'contracts.buy' });
  });
});
