import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// SLAs with their priority table, the due times on tickets, the SLA filter and the report, over the BFF.
let stack: Stack;
let token: string;
let db: Kysely<any>;
let companyId: number;
let hoursId: number;
let priorities: number[];

const ALWAYS = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]]));
const MINUTE = 60_000;

const CREATE_SLA = `mutation($input: CreateSlaInput!) {
  createSla(input: $input) {
    sla { databaseId name companies { databaseId } priorities(first: 20) { edges { node { priorityId firstResponseWithin firstResponseWithinUnit resolveWithin resolveWithinUnit } } } }
    userErrors { field message }
  }
}`;
const CREATE_TICKET = `mutation($input: CreateTicketInput!) {
  createTicket(input: $input) { ticket { id databaseId slaId slaStatus firstResponseExpiresAt resolvedExpiresAt sla { name } } userErrors { field message } }
}`;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
  const tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  priorities = (await db.selectFrom('priorities').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
  const company = await graphql(stack.bffUrl, `mutation { createCompany(input: { name: "Tikklok GraphQL BV" }) { company { databaseId } userErrors { message } } }`, {}, token);
  companyId = company.data.createCompany.company.databaseId;
  const hours = await graphql(
    stack.bffUrl,
    `mutation($input: CreateBusinessHourContractInput!) { createBusinessHourContract(input: $input) { businessHourContract { databaseId closedOnHolidays } userErrors { message } } }`,
    { input: { name: 'Altijd open (GraphQL)', hours: ALWAYS } },
    token,
  );
  expect(hours.data.createBusinessHourContract.businessHourContract.closedOnHolidays).toBe(true);
  hoursId = hours.data.createBusinessHourContract.businessHourContract.databaseId;
});

afterAll(async () => {
  await stack?.close();
});

describe('SLAs over GraphQL', () => {
  it('answers the spec texts as user errors', async () => {
    const answer = await graphql(stack.bffUrl, CREATE_SLA, { input: { name: 'Leeg' } }, token);
    expect(answer.data.createSla.sla).toBeNull();
    expect(answer.data.createSla.userErrors).toContainEqual({ field: 'openingHourContractId', message: 'Openingstijden veld is verplicht!' });
    const noCompanies = await graphql(stack.bffUrl, CREATE_SLA, { input: { name: 'Leeg', openingHourContractId: hoursId } }, token);
    expect(noCompanies.data.createSla.userErrors).toContainEqual({ field: 'companies', message: 'Bedrijven zijn verplicht!' });
  });

  it('creates an SLA with a row for every priority', async () => {
    const answer = await graphql(
      stack.bffUrl,
      CREATE_SLA,
      {
        input: {
          name: 'Tikklok',
          openingHourContractId: hoursId,
          relationships: { companies: [companyId] },
          priorities: [{ priority_id: priorities[0], first_response_within: 1, first_response_within_unit: 'min', resolve_within: 3, resolve_within_unit: 'uur' }],
        },
      },
      token,
    );
    expect(answer.data.createSla.userErrors).toEqual([]);
    const rows = answer.data.createSla.sla.priorities.edges.map((edge: any) => edge.node);
    expect(rows.map((row: any) => row.priorityId)).toEqual(priorities);
    expect(rows[0]).toEqual({ priorityId: priorities[0], firstResponseWithin: 1, firstResponseWithinUnit: 'min', resolveWithin: 3, resolveWithinUnit: 'uur' });
    expect(rows[1]).toMatchObject({ firstResponseWithin: 4, firstResponseWithinUnit: 'uur' });
  });

  it('gives a ticket its due times and filters on the SLA state', async () => {
    const created = await graphql(stack.bffUrl, CREATE_TICKET, { input: { description: 'Scanner offline', companyId, priorityId: priorities[0] } }, token);
    expect(created.data.createTicket.userErrors).toEqual([]);
    const ticket = created.data.createTicket.ticket;
    expect(ticket.sla).toEqual({ name: 'Tikklok' });
    expect(ticket.slaStatus).toBe('expiring');
    const createdAt = (await db.selectFrom('tickets').select('created_at').where('id', '=', ticket.databaseId).executeTakeFirstOrThrow()).created_at;
    expect(new Date(ticket.firstResponseExpiresAt).getTime() - new Date(createdAt).getTime()).toBe(MINUTE);

    // A minute later the first response is overdue: 'SLA verlopen'.
    await db.updateTable('tickets').set({ first_response_expires_at: new Date(Date.now() - MINUTE) }).where('id', '=', ticket.databaseId).execute();
    const LIST = `query($state: JSON) { tickets(first: 50, filter: [{ field: "slaStatus", operator: EQ, value: $state }, { field: "companyId", operator: EQ, value: ${companyId} }]) { totalCount edges { node { databaseId slaStatus } } } }`;
    const expired = await graphql(stack.bffUrl, LIST, { state: 'expired' }, token);
    expect(expired.errors).toBeUndefined();
    expect(expired.data.tickets.edges.map((edge: any) => edge.node)).toEqual([{ databaseId: ticket.databaseId, slaStatus: 'expired' }]);
    const expiring = await graphql(stack.bffUrl, LIST, { state: 'expiring' }, token);
    expect(expiring.data.tickets.totalCount).toBe(0);
  });

  it('reports met and missed per company and month, and refuses callers without the permission', async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    const REPORT = `query($from: String) { slaReport(from: $from) { from to rows { company { name } companyName month tickets firstResponseMet firstResponseMissed resolveMet resolveMissed } } }`;
    const answer = await graphql(stack.bffUrl, REPORT, { from: month }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.slaReport).toMatchObject({ from: month, to: month });
    expect(answer.data.slaReport.rows.find((row: any) => row.companyName === 'Tikklok GraphQL BV')).toEqual({
      company: { name: 'Tikklok GraphQL BV' },
      companyName: 'Tikklok GraphQL BV',
      month,
      tickets: 1,
      firstResponseMet: 0,
      firstResponseMissed: 1,
      resolveMet: 0,
      resolveMissed: 0,
    });
    const wrong = await graphql(stack.bffUrl, REPORT, { from: 'vorige maand' }, token);
    expect(wrong.errors?.[0].message).toContain('Vul een maand in als jjjj-mm.');
    // Eva's role loses the statistics.
    const eva = await db.selectFrom('users').select('id').where('email', '=', 'eigen@demo.nl').executeTakeFirstOrThrow();
    const roleIds = db.selectFrom('user_role').select('role_id').where('user_id', '=', eva.id);
    await db.deleteFrom('role_permission').where('role_id', 'in', roleIds).where('permission_id', 'in', db.selectFrom('permissions').select('id').where('name', '=', 'stats.index')).execute();
    const refused = await graphql(stack.bffUrl, REPORT, {}, await login(stack.bffUrl, { username: 'eigen@demo.nl', password: 'Balie-demo-2026!' }));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
