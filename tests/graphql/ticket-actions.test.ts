import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;
let db: Kysely<any>;
let companyId: number;
let clientId: number;

const TICKET_FIELDS = 'id databaseId description archivedAt deletedAt status { internalType } operator { id databaseId }';
const ERRORS = 'message userErrors { field message }';

async function run(query: string, input: Record<string, unknown>, caller = token) {
  const answer = await graphql(stack.bffUrl, query, { input }, caller);
  return answer;
}

async function newTicket(description: string): Promise<{ id: string; databaseId: number }> {
  const answer = await run(`mutation($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id databaseId } userErrors { message } } }`, {
    description,
    companyId,
    clientId,
  });
  expect(answer.data.createTicket.userErrors).toEqual([]);
  return answer.data.createTicket.ticket;
}

const ids = (...tickets: Array<{ id: string }>) => tickets.map((ticket) => ticket.id);

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
  const tenant = await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const link = await db
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select(['company_user.company_id', 'company_user.user_id'])
    .where('companies.tenant_id', '=', tenant.id)
    .where('users.email', 'is not', null)
    .where('users.is_operator', '=', 0)
    .orderBy('company_user.company_id')
    .executeTakeFirstOrThrow();
  companyId = link.company_id;
  clientId = link.user_id;
});

afterAll(async () => {
  await stack?.close();
});

describe('ticket action mutations', () => {
  it('mergeTickets: the oldest is the main ticket and holds the conversation', async () => {
    const main = await newTicket('Scanner doet het niet');
    const other = await newTicket('Scanner nog steeds stuk');
    await run(`mutation($input: AddTicketNoteInput!) { addTicketNote(input: $input) { userErrors { message } } }`, { ticketId: other.id, html: '<p>Gebeld met klant</p>' });
    const merge = `mutation($input: TicketIdsInput!) { mergeTickets(input: $input) { ticket { id messages(first: 10) { edges { node { html } } } } ${ERRORS} } }`;
    const answer = await run(merge, { ids: ids(other, main) });
    expect(answer.data.mergeTickets.message).toBe('Tickets samengevoegd!');
    expect(answer.data.mergeTickets.ticket.id).toBe(main.id);
    expect(answer.data.mergeTickets.ticket.messages.edges.map((edge: any) => edge.node.html)).toContain('<p>Gebeld met klant</p>');

    const tooFew = await run(merge, { ids: ids(main) });
    expect(tooFew.data.mergeTickets).toMatchObject({ ticket: null, userErrors: [{ field: 'ids', message: 'Kies minstens twee tickets om samen te voegen.' }] });
  });

  it('closeTickets: with and without the closing notification; archived tickets refused', async () => {
    const [first, second] = [await newTicket('Sluiten via GraphQL'), await newTicket('Stil sluiten via GraphQL')];
    const close = `mutation($input: CloseTicketsInput!) { closeTickets(input: $input) { tickets { ${TICKET_FIELDS} } ${ERRORS} } }`;
    const answer = await run(close, { ids: ids(first) });
    expect(answer.data.closeTickets).toMatchObject({ message: 'Ticket gesloten!', tickets: [{ id: first.id, status: { internalType: 'CLOSED' } }], userErrors: [] });
    await run(close, { ids: ids(second), sendClosingNotification: false });
    const mails = await db.selectFrom('messages').select('morphable_id').where('type', '=', 'status-changed').where('morphable_id', 'in', [first.databaseId, second.databaseId]).execute();
    expect(mails.map((row) => row.morphable_id)).toEqual([first.databaseId]);

    const archived = await newTicket('Gearchiveerd via GraphQL');
    await run(`mutation($input: TicketIdsInput!) { archiveTickets(input: $input) { ${ERRORS} } }`, { ids: ids(archived) });
    const refused = await run(close, { ids: ids(archived) });
    expect(refused.data.closeTickets.userErrors).toEqual([{ field: 'ids', message: 'Een gearchiveerd ticket kan niet gesloten worden.' }]);
  });

  it('archiveTickets and restoreTickets, also for deleted tickets', async () => {
    const ticket = await newTicket('Archiveren via GraphQL');
    const archive = await run(`mutation($input: TicketIdsInput!) { archiveTickets(input: $input) { tickets { ${TICKET_FIELDS} } ${ERRORS} } }`, { ids: ids(ticket) });
    expect(archive.data.archiveTickets.tickets[0].archivedAt).not.toBeNull();
    const restore = `mutation($input: TicketIdsInput!) { restoreTickets(input: $input) { tickets { ${TICKET_FIELDS} } ${ERRORS} } }`;
    expect((await run(restore, { ids: ids(ticket) })).data.restoreTickets.tickets[0].archivedAt).toBeNull();

    await run(`mutation($input: RecordIdInput!) { deleteTicket(input: $input) { userErrors { message } } }`, { id: ticket.id });
    const back = await run(restore, { ids: ids(ticket) });
    expect(back.data.restoreTickets).toMatchObject({ tickets: [{ id: ticket.id, deletedAt: null }], userErrors: [] });
  });

  it('assignTickets and pickUpTicket', async () => {
    const tickets = [await newTicket('Toewijzen A'), await newTicket('Toewijzen B')];
    const operators = await graphql(stack.bffUrl, `{ operators(first: 2) { edges { node { id databaseId } } } }`, {}, token);
    const operator = operators.data.operators.edges[1].node;
    const assign = `mutation($input: AssignTicketsInput!) { assignTickets(input: $input) { tickets { ${TICKET_FIELDS} } ${ERRORS} } }`;
    const answer = await run(assign, { ids: ids(...tickets), operatorId: operator.id });
    expect(answer.data.assignTickets.message).toBe('Behandelaar toegewezen!');
    expect(answer.data.assignTickets.tickets.map((t: any) => t.operator.id)).toEqual([operator.id, operator.id]);

    const viewer = await graphql(stack.bffUrl, `{ viewer { user { databaseId } } }`, {}, token);
    const pickUp = await run(`mutation($input: TicketActionInput!) { pickUpTicket(input: $input) { ticket { ${TICKET_FIELDS} } ${ERRORS} } }`, { id: tickets[0].id });
    expect(pickUp.data.pickUpTicket.ticket.operator.databaseId).toBe(viewer.data.viewer.user.databaseId);

    const otherTenant = await run(assign, { ids: [Buffer.from('Ticket:999999').toString('base64url')], operatorId: operator.id });
    expect(otherTenant.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('cloneTicket: a ticket gives a ticket, a template a template', async () => {
    const ticket = await newTicket('Klonen via GraphQL');
    const clone = `mutation($input: CloneTicketInput!) { cloneTicket(input: $input) { isTemplate ticket { id description } template { id name } ${ERRORS} } }`;
    const answer = await run(clone, { id: ticket.id });
    expect(answer.data.cloneTicket).toMatchObject({ isTemplate: false, message: 'Ticket gedupliceerd!', ticket: { description: 'Klonen via GraphQL (kopie)' }, template: null });
    expect(answer.data.cloneTicket.ticket.id).not.toBe(ticket.id);

    const template = await run(`mutation($input: CreateTicketTemplateInput!) { createTicketTemplate(input: $input) { ticketTemplate { id } userErrors { message } } }`, {
      name: 'Werkplek',
      description: 'Werkplek inrichten',
    });
    const copy = await run(clone, { id: template.data.createTicketTemplate.ticketTemplate.id });
    expect(copy.data.cloneTicket).toMatchObject({ isTemplate: true, ticket: null, template: { name: 'Kopie van Werkplek' } });
  });

  it('makeDealFromTicket', async () => {
    const ticket = await newTicket('Nieuwe server offreren');
    const answer = await run(`mutation($input: TicketActionInput!) { makeDealFromTicket(input: $input) { deal { id description } ${ERRORS} } }`, { id: ticket.id });
    expect(answer.data.makeDealFromTicket).toMatchObject({ message: 'Deal aangemaakt!', deal: { description: 'Nieuwe server offreren' }, userErrors: [] });
  });

  it('applyTicketTemplate: chosen parts, and refusals as userErrors', async () => {
    const template = await run(`mutation($input: CreateTicketTemplateInput!) { createTicketTemplate(input: $input) { ticketTemplate { id } userErrors { message } } }`, {
      name: 'Standaard',
      description: 'Standaardomschrijving',
      lineType: 2,
    });
    const templateId = template.data.createTicketTemplate.ticketTemplate.id;
    const ticket = await newTicket('Eigen omschrijving');
    const apply = `mutation($input: ApplyTicketTemplateInput!) { applyTicketTemplate(input: $input) { ticket { id description lineType } ${ERRORS} } }`;
    const answer = await run(apply, { id: ticket.id, templateId, selectedData: ['LINE_TYPE'] });
    expect(answer.data.applyTicketTemplate).toMatchObject({ message: 'Sjabloon toegepast!', ticket: { description: 'Eigen omschrijving', lineType: 2 } });
    await run(`mutation($input: TicketIdsInput!) { archiveTickets(input: $input) { ${ERRORS} } }`, { ids: ids(ticket) });
    const refused = await run(apply, { id: ticket.id, templateId });
    expect(refused.data.applyTicketTemplate.userErrors).toEqual([{ field: 'id', message: 'Op een gearchiveerd ticket kan geen sjabloon toegepast worden.' }]);
  });

  it('moveTicketToInvoice: between concept invoices; an exported one refused', async () => {
    const ticket = await newTicket('Facturatie verplaatsen');
    const invoice = async (subject: string) => {
      const answer = await run(`mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id databaseId } userErrors { message } } }`, { subject, companyId });
      return answer.data.createInvoice.invoice as { id: string; databaseId: number };
    };
    const [from, to, exported] = [await invoice('Juni'), await invoice('Juli'), await invoice('Oud')];
    const tenantId = (await db.selectFrom('tickets').select('tenant_id').where('id', '=', ticket.databaseId).executeTakeFirstOrThrow()).tenant_id;
    await db
      .insertInto('used_products')
      .values({ tenant_id: tenantId, executed_at: '2026-06-01', description: 'Kabel', morphable_type: 'tickets', morphable_id: ticket.databaseId, invoice_id: from.databaseId })
      .execute();
    await db.updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', exported.databaseId).execute();
    const move = `mutation($input: MoveTicketToInvoiceInput!) { moveTicketToInvoice(input: $input) { ticket { id } ${ERRORS} } }`;
    const refused = await run(move, { id: ticket.id, oldInvoiceId: from.id, newInvoiceId: exported.id });
    expect(refused.data.moveTicketToInvoice.userErrors).toEqual([{ field: 'newInvoiceId', message: 'Een geëxporteerde factuur kan niet meer gewijzigd worden.' }]);
    const answer = await run(move, { id: ticket.id, oldInvoiceId: from.id, newInvoiceId: to.id });
    expect(answer.data.moveTicketToInvoice).toMatchObject({ message: 'Regels verplaatst naar de andere factuur.', ticket: { id: ticket.id }, userErrors: [] });
    const line = await db.selectFrom('used_products').select('invoice_id').where('ticket_id', '=', ticket.databaseId).executeTakeFirstOrThrow();
    expect(line.invoice_id).toBe(to.databaseId);
  });

  it('a caller without the permission gets FORBIDDEN naming it', async () => {
    const ticket = await newTicket('Niet voor lezers');
    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const answer = await run(`mutation($input: TicketIdsInput!) { mergeTickets(input: $input) { ${ERRORS} } }`, { ids: ids(ticket, ticket) }, reader);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'tickets.merge' });
  });
});
