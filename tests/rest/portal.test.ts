import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { DEMO_PASSWORD, listQuery, startApi, type RunningApi } from '../support/api.ts';

// The customer portal over real HTTP: contacts log in without the operator flag, see their
// companies' tickets (or only their own), answer as the customer, decide on their quotes; an
// operator opens the portal as a contact through a single-use link.
let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let client: string;
let tenantId: number;
let companyId: number;
let karinId: number;
let ownOnly: { id: number; token: string };

const CUSTOMER_REPLIED = 5;

async function contactWithRole(email: string, role: string, company: number): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, email, first_name: 'Pim', last_name: 'Portaal', is_operator: 0, password_hash: await hashPassword(DEMO_PASSWORD), configs: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleRow = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: roleRow.id }).execute();
  await db.insertInto('company_user').values({ user_id: user.id, company_id: company }).execute();
  return user.id;
}

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  admin = await server.login('admin@demo.nl');
  client = await server.login('klant@demo.nl', { contact: true });
  const karin = await db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow();
  karinId = karin.id;
  companyId = (await db.selectFrom('company_user').select('company_id').where('user_id', '=', karinId).executeTakeFirstOrThrow()).company_id;
  const id = await contactWithRole('pim@demo.nl', 'client_own_tickets', companyId);
  ownOnly = { id, token: await server.login('pim@demo.nl', { contact: true }) };
});

afterAll(async () => {
  await server?.close();
});

async function ticketsOf(token: string) {
  const answer = await server.get(`/tickets${listQuery({ paginate: 100 })}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('contact login and who they are', () => {
  it('logs a contact in without the operator flag, and refuses a contact at the operator login', async () => {
    const me = await server.get('/auth/me', { token: client });
    expect(me.body.user).toMatchObject({ is_operator: 0, language: 'nl' });
    expect(me.body.impersonator).toBeNull();
    const asOperator = await server.post('/auth/login?operator=true', { body: { username: 'klant@demo.nl', password: DEMO_PASSWORD } });
    expect(asOperator.status).toBe(422);
    const operatorAsContact = await server.post('/auth/login', { body: { username: 'admin@demo.nl', password: DEMO_PASSWORD } });
    expect(operatorAsContact.status).toBe(422);
  });
});

describe('tickets in the portal', () => {
  it("shows a client their companies' tickets and a client_own_tickets contact only their own", async () => {
    const all = await ticketsOf(client);
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((ticket: any) => ticket.company_id === companyId)).toBe(true);
    expect((await ticketsOf(ownOnly.token)).total).toBe(0);

    const created = await server.post('/tickets', { token: ownOnly.token, body: { description: 'Printer op de tweede verdieping doet het niet' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ client_id: ownOnly.id, company_id: companyId });
    const own = await ticketsOf(ownOnly.token);
    expect(own.data.map((ticket: any) => ticket.id)).toEqual([created.body.data.id]);
    // The company-wide client sees it too; a colleague's ticket stays hidden from the own-only contact.
    expect((await ticketsOf(client)).data.some((ticket: any) => ticket.id === created.body.data.id)).toBe(true);
    const colleagues = all.data.find((ticket: any) => ticket.client_id !== ownOnly.id);
    expect((await server.get(`/tickets/${colleagues.id}`, { token: ownOnly.token })).status).toBe(404);
  });

  it("refuses what only operators decide on a new ticket", async () => {
    const answer = await server.post('/tickets', { token: client, body: { description: 'Met behandelaar', operator_id: 1 } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.operator_id).toBeDefined();
  });

  it("stores a portal answer as the customer's, moves the ticket to 'reactie ontvangen' and hides internal notes", async () => {
    const ticket = (await server.post('/tickets', { token: client, body: { description: 'VPN valt steeds weg' } })).body.data;
    const opening = await server.post('/messages', { token: client, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Sinds vanochtend.</p>' } });
    expect(opening.status, JSON.stringify(opening.body)).toBe(201);
    const statusOf = async () => (await db.selectFrom('tickets').innerJoin('ticket_statuses', 'ticket_statuses.id', 'tickets.status_id').select('internal_type').where('tickets.id', '=', ticket.id).executeTakeFirstOrThrow()).internal_type;
    // The opening message of a new ticket is no reply.
    expect(await statusOf()).not.toBe(CUSTOMER_REPLIED);

    const note = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Intern: router vervangen?</p>', action: 'note' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const reply = await server.post('/messages', { token: client, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Nog steeds.</p>' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ is_from_client: true, visible_to_client: true });
    expect(await statusOf()).toBe(CUSTOMER_REPLIED);

    const seen = await server.get(`/messages${listQuery({ where: [['morphable_type', '=', 'tickets'], ['morphable_id', '=', ticket.id]], paginate: 50 })}`, { token: client });
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((message: any) => message.id).sort()).toEqual([opening.body.id, reply.body.id].sort());
    expect((await server.get(`/messages/${note.body.id}`, { token: client })).status).toBe(404);
  });

  it('refuses a contact an answer that mails or logs time', async () => {
    const ticket = (await ticketsOf(client)).data[0];
    const answer = await server.post('/messages', { token: client, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>x</p>', time_spent: 30 } });
    expect(answer.status).toBe(422);
  });
});

describe('quotes in the portal', () => {
  it("lists only their companies' sent quotes, never a concept, and lets the client accept one", async () => {
    const deal = await db
      .selectFrom('deals')
      .select(['id'])
      .where('tenant_id', '=', tenantId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    const dealId =
      deal?.id ??
      (await server.post('/deals', { token: admin, body: { description: 'Werkplekken vervangen', company_id: companyId, client_id: karinId } })).body.data.id;
    const concept = (await server.post('/quotes', { token: admin, body: { name: 'Concept werkplekken', deal_id: dealId } })).body.data;
    const sent = (await server.post('/quotes', { token: admin, body: { name: 'Werkplekken', deal_id: dealId } })).body.data;
    await db.updateTable('quotes').set({ status_id: 2 }).where('id', '=', sent.id).execute();

    // The deal itself is an operator's record: asking for it is refused by name.
    expect((await server.get(`/quotes${listQuery({ with: ['deal'], paginate: 1 })}`, { token: client })).body.permission).toBe('deals.index');
    const list = await server.get(`/quotes${listQuery({ paginate: 100 })}`, { token: client });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.data.map((quote: any) => quote.id);
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(concept.id);
    const companies = await db.selectFrom('deals').select('company_id').distinct().where('id', 'in', list.body.data.map((quote: any) => quote.deal_id)).execute();
    expect(companies).toEqual([{ company_id: companyId }]);
    expect(list.body.data.every((quote: any) => quote.status_id !== 1)).toBe(true);
    expect((await server.get(`/quotes/${concept.id}`, { token: client })).status).toBe(404);
    expect((await server.post(`/quotes/${concept.id}/accept`, { token: client })).status).toBe(404);

    const accepted = await server.post(`/quotes/${sent.id}/accept`, { token: client });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const row = await db.selectFrom('quotes').select(['status_id', 'decided_by_name']).where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status_id: 3, decided_by_name: 'Karin van Dam' });
  });

  it("never shows another company's quote", async () => {
    const other = await db
      .selectFrom('quotes')
      .innerJoin('deals', 'deals.id', 'quotes.deal_id')
      .select('quotes.id')
      .where('quotes.tenant_id', '=', tenantId)
      .where('deals.company_id', '<>', companyId)
      .where('quotes.status_id', '<>', 1)
      .executeTakeFirst();
    expect(other).toBeDefined();
    expect((await server.get(`/quotes/${other!.id}`, { token: client })).status).toBe(404);
    expect((await server.post(`/quotes/${other!.id}/decline`, { token: client })).status).toBe(404);
  });
});

describe('log in as contact', () => {
  it('gives an operator a single-use link that opens the portal as the contact, recorded in the activity log', async () => {
    const answer = await server.get(`/auth/portal-login/${karinId}`, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const match = /\/portal\/login-as\/([A-Za-z0-9_-]{43})$/.exec(answer.body.url);
    expect(match).not.toBeNull();
    const token = match![1];

    const exchanged = await server.post(`/auth/portal-login/${token}`);
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const me = await server.get('/auth/me', { token: exchanged.body.access_token });
    expect(me.body.user).toMatchObject({ id: karinId, is_operator: 0 });
    expect(me.body.impersonator).toMatchObject({ full_name: expect.any(String) });
    const adminId = (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.nl').executeTakeFirstOrThrow()).id;
    expect(me.body.impersonator.id).toBe(adminId);
    const stored = await db.selectFrom('tokens').select('impersonator_id').where('impersonator_id', '=', adminId).where('user_id', '=', karinId).execute();
    expect(stored).toHaveLength(1);

    // Once only.
    expect((await server.post(`/auth/portal-login/${token}`)).status).toBe(404);
    // A renewed session stays marked.
    const renewed = await server.post('/auth/refresh', { token: exchanged.body.access_token });
    expect(renewed.status).toBe(200);
    expect((await server.get('/auth/me', { token: renewed.body.access_token })).body.impersonator.id).toBe(adminId);

    const log = await server.get(`/activity-log${listQuery({ where: [['subject_type', '=', 'clients'], ['subject_id', '=', karinId], ['event', '=', 'portal-login']], paginate: 10 })}`, { token: admin });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ causer_id: adminId, event: 'portal-login' });
  });

  it('refuses an expired link, an archived contact, an operator id, and operators without clients.login', async () => {
    const link = await server.get(`/auth/portal-login/${karinId}`, { token: admin });
    await db.updateTable('portal_logins').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const token = /login-as\/(.+)$/.exec(link.body.url)![1];
    expect((await server.post(`/auth/portal-login/${token}`)).status).toBe(404);
    expect((await server.post('/auth/portal-login/not-a-token')).status).toBe(404);

    const archived = await contactWithRole('gearchiveerd@demo.nl', 'client', companyId);
    await db.updateTable('users').set({ archived_at: new Date() }).where('id', '=', archived).execute();
    const refused = await server.get(`/auth/portal-login/${archived}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.id).toEqual(['Een gearchiveerde contactpersoon kan niet ingelogd worden.']);

    const adminId = (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.nl').executeTakeFirstOrThrow()).id;
    expect((await server.get(`/auth/portal-login/${adminId}`, { token: admin })).status).toBe(404);

    const reader = await server.login('lezer@demo.nl');
    const forbidden = await server.get(`/auth/portal-login/${karinId}`, { token: reader });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.permission).toBe('clients.login');
    const operator = await server.login('bram@demo.nl');
    expect((await server.get(`/auth/portal-login/${karinId}`, { token: operator })).status).toBe(200);
    expect((await server.get(`/auth/portal-login/${karinId}`, { token: client })).status).toBe(403);
  });
});
