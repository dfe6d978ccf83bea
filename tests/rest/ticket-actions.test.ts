import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, expectStatus, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
let companyId: number;
let otherCompanyId: number;
let clientId: number;
let clientEmail: string;
let activityId: number;
let closedStatusId: number;
let acmeTicketId: number;

beforeAll(async () => {
  world = await startCoreWorld();
  const { db, demoId, acmeId } = world;
  const link = await db
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select(['company_user.company_id', 'company_user.user_id', 'users.email'])
    .where('companies.tenant_id', '=', demoId)
    .where('users.email', 'is not', null)
    .where('users.is_operator', '=', 0)
    .orderBy('company_user.company_id')
    .executeTakeFirstOrThrow();
  companyId = link.company_id;
  clientId = link.user_id;
  clientEmail = link.email;
  otherCompanyId = (await db.selectFrom('companies').select('id').where('tenant_id', '=', demoId).where('id', '!=', companyId).executeTakeFirstOrThrow()).id;
  activityId = (await db.selectFrom('activities').select('id').where('tenant_id', '=', demoId).executeTakeFirstOrThrow()).id;
  closedStatusId = (await db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', demoId).where('internal_type', '=', 2).orderBy('order').orderBy('id').executeTakeFirstOrThrow()).id;
  acmeTicketId = (await db.selectFrom('tickets').select('id').where('tenant_id', '=', acmeId).where('is_template', '=', false).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await world?.server.close();
});

async function newTicket(description: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/tickets', { description, company_id: companyId, client_id: clientId, ...extra });
  expectStatus(answer, 201);
  return answer.body.data;
}

async function note(ticketId: number, html: string): Promise<number> {
  const answer = await send(world, 'POST', '/messages', { morphable_type: 'tickets', morphable_id: ticketId, message: html, action: 'note' });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.id ?? answer.body.data.id;
}

async function time(ticketId: number): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/time-registrations', {
    description: 'Printer nagekeken',
    time_spent: 30,
    executed_at: '2026-03-02T09:00:00.000Z',
    activity_id: activityId,
    morphable_type: 'tickets',
    morphable_id: ticketId,
  });
  expectStatus(answer, 201);
  return answer.body.data;
}

async function product(ticketId: number): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/used-products', { executed_at: '2026-03-02', description: 'Toner', quantity: 1, price: 45, morphable_id: ticketId });
  expectStatus(answer, 201);
  return answer.body.data;
}

const ticketRow = (id: number) =>
  world.db
    .selectFrom('tickets')
    .innerJoin('ticket_statuses', 'ticket_statuses.id', 'tickets.status_id')
    .select(['tickets.id', 'tickets.operator_id', 'tickets.archived_at', 'tickets.deleted_at', 'tickets.description', 'tickets.template_id', 'ticket_statuses.internal_type'])
    .where('tickets.id', '=', id)
    .executeTakeFirstOrThrow();

const history = (id: number) =>
  world.db.selectFrom('activity_log').selectAll().where('subject_type', '=', 'tickets').where('subject_id', '=', id).orderBy('id').execute();

const countOn = (table: string, ticketId: number) =>
  world.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', ticketId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

describe('merge', () => {
  it('keeps the oldest ticket; messages, time, products and tasks move to it; the others are closed and logged', async () => {
    const main = await newTicket('Mail werkt niet');
    const other = await newTicket('Mail werkt nog steeds niet');
    await note(main.id, '<p>Eerste melding</p>');
    await note(other.id, '<p>Tweede melding van dezelfde klant</p>');
    await time(other.id);
    await product(other.id);
    expectStatus(await send(world, 'POST', '/tasks', { task: 'Mailbox controleren', morphable_type: 'tickets', morphable_id: other.id }), 201);

    const answer = await send(world, 'POST', '/tickets/merge', { ids: [other.id, main.id] });
    expectStatus(answer, 200);
    expect(answer.body).toMatchObject({ message: 'Tickets samengevoegd!', data: { id: main.id } });

    const moved = await world.db.selectFrom('messages').select('message').where('morphable_type', '=', 'tickets').where('morphable_id', '=', main.id).execute();
    expect(moved.map((m) => m.message)).toEqual(
      expect.arrayContaining(['<p>Eerste melding</p>', '<p>Tweede melding van dezelfde klant</p>', `<p>Samengevoegd met dit ticket: #${other.reference}.</p>`]),
    );
    expect(await countOn('time_registrations', main.id)).toBe(1);
    expect(await countOn('used_products', main.id)).toBe(1);
    expect(await countOn('tasks', main.id)).toBe(1);
    expect(await countOn('time_registrations', other.id)).toBe(0);
    expect((await ticketRow(other.id)).internal_type).toBe(2);
    expect((await ticketRow(main.id)).internal_type).not.toBe(2);

    const mainLog = await history(main.id);
    expect(mainLog.at(-1)).toMatchObject({ event: 'merged', causer_id: world.adminId });
    expect(JSON.stringify(mainLog.at(-1)!.properties)).toContain(other.reference);
    expect((await history(other.id)).at(-1)).toMatchObject({ event: 'merged' });
  });

  it('refuses fewer than two tickets, archived tickets, tickets of another tenant and callers without tickets.merge', async () => {
    const one = await newTicket('Los ticket');
    expectInvalid(await send(world, 'POST', '/tickets/merge', { ids: [one.id] }), 'ids', 'Kies minstens twee tickets om samen te voegen.');
    expectInvalid(await send(world, 'POST', '/tickets/merge', { ids: [] }), 'ids', 'Kies minstens één item.');

    const archived = await newTicket('Gearchiveerd ticket');
    expectStatus(await send(world, 'POST', `/tickets/${archived.id}/archive`), 200);
    expectInvalid(await send(world, 'POST', '/tickets/merge', { ids: [one.id, archived.id] }), 'ids', 'Een gearchiveerd ticket kan niet samengevoegd worden.');

    expectStatus(await send(world, 'POST', '/tickets/merge', { ids: [one.id, acmeTicketId] }), 404);
    const forbidden = await send(world, 'POST', '/tickets/merge', { ids: [one.id, archived.id] }, world.readOnly);
    expectStatus(forbidden, 403);
    expect(forbidden.body.permission).toBe('tickets.merge');
    expect((await ticketRow(one.id)).internal_type).not.toBe(2);
  });
});

describe('close and pick up', () => {
  it('closes by ids and sends the closing notification to the contact', async () => {
    const ticket = await newTicket('Wachtwoord vergeten');
    const answer = await send(world, 'POST', '/tickets/close', { ids: [ticket.id] });
    expectStatus(answer, 200);
    expect(answer.body.message).toBe('Ticket gesloten!');
    expect(answer.body.data[0].status_id).toBe(closedStatusId);
    expect((await ticketRow(ticket.id)).internal_type).toBe(2);
    const mail = await world.db.selectFrom('messages').selectAll().where('morphable_id', '=', ticket.id).where('type', '=', 'status-changed').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: clientEmail, send_to_client: true });
    expect((await history(ticket.id)).at(-1)).toMatchObject({ event: 'updated' });
  });

  it('closes without the closing notification when asked, by ids and by PUT', async () => {
    const [first, second] = [await newTicket('Stil sluiten 1'), await newTicket('Stil sluiten 2')];
    const answer = await send(world, 'POST', '/tickets/close', { ids: [first.id], dontSendClosingNotification: true });
    expectStatus(answer, 200);
    const put = await send(world, 'PUT', `/tickets/${second.id}`, { status_id: closedStatusId, dontSendClosingNotification: true });
    expectStatus(put, 200);
    for (const id of [first.id, second.id]) {
      expect((await ticketRow(id)).internal_type).toBe(2);
      expect(await world.db.selectFrom('messages').select('id').where('morphable_id', '=', id).where('type', '=', 'status-changed').execute()).toHaveLength(0);
    }
  });

  it('refuses to close an archived ticket or one of another tenant', async () => {
    const ticket = await newTicket('Archief');
    await send(world, 'POST', `/tickets/${ticket.id}/archive`);
    expectInvalid(await send(world, 'POST', '/tickets/close', { ids: [ticket.id] }), 'ids', 'Een gearchiveerd ticket kan niet gesloten worden.');
    expectStatus(await send(world, 'POST', '/tickets/close', { ids: [acmeTicketId] }), 404);
    const forbidden = await send(world, 'POST', '/tickets/close', { ids: [ticket.id] }, world.readOnly);
    expectStatus(forbidden, 403);
    expect(forbidden.body.permission).toBe('tickets.update');
  });

  it('picks up: the caller becomes the operator', async () => {
    const ticket = await newTicket('Niemand pakt dit op', { operator_id: null });
    expectStatus(await send(world, 'PUT', `/tickets/${ticket.id}`, { operator_id: world.adminId }), 200);
    expect((await ticketRow(ticket.id)).operator_id).toBe(world.adminId);
  });
});

describe('assign', () => {
  it('assigns one operator to many tickets and logs each', async () => {
    const operator = await world.db.selectFrom('users').select('id').where('tenant_id', '=', world.demoId).where('is_operator', '=', 1).where('id', '!=', world.adminId).executeTakeFirstOrThrow();
    const tickets = [await newTicket('Toewijzen 1'), await newTicket('Toewijzen 2'), await newTicket('Toewijzen 3')];
    const answer = await send(world, 'POST', '/tickets/assign', { operator: operator.id, ids: tickets.map((t) => t.id) });
    expectStatus(answer, 200);
    expect(answer.body.message).toBe('Behandelaar toegewezen!');
    for (const ticket of tickets) {
      expect((await ticketRow(ticket.id)).operator_id).toBe(operator.id);
      expect((await history(ticket.id)).at(-1)).toMatchObject({ event: 'updated' });
    }
  });

  it('refuses a missing or unknown operator and tickets of another tenant', async () => {
    const ticket = await newTicket('Toewijzen mislukt');
    expectInvalid(await send(world, 'POST', '/tickets/assign', { ids: [ticket.id] }), 'operator', 'Behandelaar is verplicht.');
    expectInvalid(await send(world, 'POST', '/tickets/assign', { operator: clientId, ids: [ticket.id] }), 'operator', 'Behandelaar bestaat niet.');
    expectInvalid(await send(world, 'POST', '/tickets/assign', { operator: world.acmeAdminId, ids: [ticket.id] }), 'operator', 'Behandelaar bestaat niet.');
    expectStatus(await send(world, 'POST', '/tickets/assign', { operator: world.adminId, ids: [ticket.id, acmeTicketId] }), 404);
  });
});

describe('archive, restore and restore deleted', () => {
  it('archives and restores by ids, logged', async () => {
    const tickets = [await newTicket('Archiveren 1'), await newTicket('Archiveren 2')];
    const ids = tickets.map((t) => t.id);
    expectStatus(await send(world, 'POST', '/tickets/archive', { ids }), 200);
    for (const id of ids) expect((await ticketRow(id)).archived_at).not.toBeNull();
    expectStatus(await send(world, 'POST', '/tickets/restore', { ids }), 200);
    for (const id of ids) {
      expect((await ticketRow(id)).archived_at).toBeNull();
      expect((await history(id)).map((entry) => entry.event).slice(-2)).toEqual(['archived', 'restored']);
    }
    const forbidden = await send(world, 'POST', '/tickets/restore', { ids }, world.readOnly);
    expectStatus(forbidden, 403);
    expect(forbidden.body.permission).toBe('tickets.restore');
  });

  it('restores deleted tickets by ids', async () => {
    const ticket = await newTicket('Per ongeluk verwijderd');
    expectStatus(await send(world, 'DELETE', `/tickets/${ticket.id}`), 200);
    const trashed = await world.server.get(`/tickets?builder=${encodeURIComponent(JSON.stringify({ onlyTrashed: true, where: [['id', '=', ticket.id]] }))}`, { token: world.token });
    expect(trashed.body.data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    expectStatus(await send(world, 'POST', '/tickets/restore', { ids: [ticket.id] }), 200);
    expect((await ticketRow(ticket.id)).deleted_at).toBeNull();
    expect((await history(ticket.id)).at(-1)).toMatchObject({ event: 'restored' });
  });
});

describe('clone and make deal', () => {
  it('clones a ticket into a new ticket with its fields and categories', async () => {
    const category = await world.db.selectFrom('categories').select('id').where('tenant_id', '=', world.demoId).executeTakeFirstOrThrow();
    const ticket = await newTicket('Laptop instellen', { relationships: { categories: [category.id] } });
    const answer = await send(world, 'POST', `/tickets/${ticket.id}/clone`);
    expectStatus(answer, 201);
    expect(answer.body.message).toBe('Ticket gedupliceerd!');
    const copy = answer.body.data;
    expect(copy).toMatchObject({ is_template: false, description: 'Laptop instellen (kopie)', company_id: companyId, client_id: clientId });
    expect(copy.id).not.toBe(ticket.id);
    expect(copy.reference).not.toBe(ticket.reference);
    const categories = await world.db.selectFrom('category_ticket').select('category_id').where('ticket_id', '=', copy.id).execute();
    expect(categories.map((row) => row.category_id)).toEqual([category.id]);
    expect((await history(copy.id))[0]).toMatchObject({ event: 'created' });
  });

  it('clones a template into a template, with its checklist', async () => {
    const template = await send(world, 'POST', '/ticket-templates', { name: 'Nieuwe medewerker', description: 'Account aanmaken' });
    expectStatus(template, 201);
    await send(world, 'POST', '/tasks', { task: 'Mailbox aanmaken', morphable_type: 'tickets', morphable_id: template.body.data.id });
    const answer = await send(world, 'POST', `/tickets/${template.body.data.id}/clone`);
    expectStatus(answer, 201);
    expect(answer.body.data).toMatchObject({ is_template: true, name: 'Kopie van Nieuwe medewerker' });
    expect(await countOn('tasks', answer.body.data.id)).toBe(1);
  });

  it('refuses cloning for tickets of another tenant and callers without tickets.clone', async () => {
    expectStatus(await send(world, 'POST', `/tickets/${acmeTicketId}/clone`), 404);
    const ticket = await newTicket('Niet te klonen');
    const forbidden = await send(world, 'POST', `/tickets/${ticket.id}/clone`, undefined, world.readOnly);
    expectStatus(forbidden, 403);
    expect(forbidden.body.permission).toBe('tickets.clone');
  });

  it('makes a deal of a ticket', async () => {
    const ticket = await newTicket('Offerte nieuwe werkplekken');
    const answer = await send(world, 'POST', `/tickets/${ticket.id}/make-deal`);
    expectStatus(answer, 201);
    expect(answer.body).toMatchObject({ message: 'Deal aangemaakt!', data: { description: 'Offerte nieuwe werkplekken', ticket_id: ticket.id, company_id: companyId, client_id: clientId } });
    expectStatus(await send(world, 'POST', `/tickets/${acmeTicketId}/make-deal`), 404);
    const forbidden = await send(world, 'POST', `/tickets/${ticket.id}/make-deal`, undefined, world.readOnly);
    expect(forbidden.body.permission).toBe('deals.store');
  });
});

describe('apply template', () => {
  it('copies the chosen parts of a template onto the ticket', async () => {
    const template = (await send(world, 'POST', '/ticket-templates', { name: 'Onboarding', description: 'Onboarding nieuwe collega', line_type: 2 })).body.data;
    await send(world, 'POST', '/tasks', { task: 'Laptop klaarzetten', morphable_type: 'tickets', morphable_id: template.id });
    const ticket = await newTicket('Nieuwe collega');
    const answer = await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: template.id, selectedData: ['tasks', 'line_type'] });
    expectStatus(answer, 200);
    expect(answer.body.message).toBe('Sjabloon toegepast!');
    expect(answer.body.data).toMatchObject({ description: 'Nieuwe collega', line_type: 2, template_id: template.id });
    expect(await countOn('tasks', ticket.id)).toBe(1);

    const all = await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: template.id });
    expect(all.body.data.description).toBe('Onboarding nieuwe collega');
  });

  it('refuses unknown parts, missing templates, templates of another company and archived tickets', async () => {
    const ticket = await newTicket('Sjabloon weigeren');
    const foreign = (await send(world, 'POST', '/ticket-templates', { name: 'Ander bedrijf', description: 'x', company_id: otherCompanyId })).body.data;
    const open = (await send(world, 'POST', '/ticket-templates', { name: 'Voor iedereen', description: 'y' })).body.data;
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, {}), 'templateId', 'Sjabloon is verplicht.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: ticket.id }), 'templateId', 'Het sjabloon bestaat niet.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: open.id, selectedData: ['wachtwoord'] }), 'selectedData', 'Onbekend onderdeel: wachtwoord.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: foreign.id }), 'templateId', 'Dit sjabloon hoort bij een ander bedrijf.');
    await send(world, 'POST', `/tickets/${ticket.id}/archive`);
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/apply-template`, { templateId: open.id }), 'id', 'Op een gearchiveerd ticket kan geen sjabloon toegepast worden.');
    expectStatus(await send(world, 'POST', `/tickets/${acmeTicketId}/apply-template`, { templateId: open.id }), 404);
  });
});

describe('move to invoice and the archived and closed rules', () => {
  const invoice = async (subject: string, company = companyId) => {
    const answer = await send(world, 'POST', '/invoices', { subject, company_id: company });
    expectStatus(answer, 201);
    return answer.body.data.id as number;
  };

  it("moves the ticket's invoiced time and articles between concept invoices", async () => {
    const ticket = await newTicket('Maandwerk');
    const [from, to] = [await invoice('Maart'), await invoice('April')];
    const registration = await time(ticket.id);
    const article = await product(ticket.id);
    await world.db.updateTable('time_registrations').set({ invoice_id: from }).where('id', '=', registration.id).execute();
    await world.db.updateTable('used_products').set({ invoice_id: from }).where('id', '=', article.id).execute();

    const answer = await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: from, new_invoice_id: to });
    expectStatus(answer, 200);
    expect(answer.body.message).toBe('Regels verplaatst naar de andere factuur.');
    expect((await world.db.selectFrom('time_registrations').select('invoice_id').where('id', '=', registration.id).executeTakeFirstOrThrow()).invoice_id).toBe(to);
    expect((await world.db.selectFrom('used_products').select('invoice_id').where('id', '=', article.id).executeTakeFirstOrThrow()).invoice_id).toBe(to);
    expect((await history(ticket.id)).at(-1)).toMatchObject({ event: 'updated' });

    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: from, new_invoice_id: to }), 'old_invoice_id', 'Dit ticket heeft geen regels op deze factuur.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: to, new_invoice_id: to }), 'new_invoice_id', 'Kies een andere factuur.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: to }), 'new_invoice_id', 'Factuur is verplicht.');
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: to, new_invoice_id: await invoice('Ander', otherCompanyId) }), 'new_invoice_id', 'De factuur hoort bij een ander bedrijf.');
    const exported = await invoice('Geëxporteerd');
    await world.db.updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', exported).execute();
    expectInvalid(await send(world, 'POST', `/tickets/${ticket.id}/moveToInvoice`, { old_invoice_id: to, new_invoice_id: exported }), 'new_invoice_id', 'Een geëxporteerde factuur kan niet meer gewijzigd worden.');
    expectStatus(await send(world, 'POST', `/tickets/${acmeTicketId}/moveToInvoice`, { old_invoice_id: from, new_invoice_id: to }), 404);
  });

  it('takes no articles or time on an archived ticket', async () => {
    const ticket = await newTicket('Afgehandeld en gearchiveerd');
    await send(world, 'POST', `/tickets/${ticket.id}/archive`);
    expectInvalid(
      await send(world, 'POST', '/used-products', { executed_at: '2026-03-02', description: 'Kabel', morphable_id: ticket.id }),
      'morphable_id',
      'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.',
    );
    expectInvalid(
      await send(world, 'POST', '/time-registrations', { description: 'x', time_spent: 5, executed_at: '2026-03-02T09:00:00.000Z', activity_id: activityId, morphable_type: 'tickets', morphable_id: ticket.id }),
      'morphable_id',
      'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.',
    );
  });

  it('keeps invoiced lines of a closed ticket on their invoice', async () => {
    const ticket = await newTicket('Gesloten en gefactureerd');
    const registration = await time(ticket.id);
    const article = await product(ticket.id);
    const concept = await invoice('Mei');
    await world.db.updateTable('time_registrations').set({ invoice_id: concept }).where('id', '=', registration.id).execute();
    await world.db.updateTable('used_products').set({ invoice_id: concept }).where('id', '=', article.id).execute();
    await send(world, 'POST', '/tickets/close', { ids: [ticket.id], dontSendClosingNotification: true });
    const text = 'Het ticket is gesloten; gefactureerde regels kunnen niet meer van de factuur gehaald worden.';
    expectInvalid(await send(world, 'DELETE', `/time-registrations/${registration.id}`), 'id', text);
    expectInvalid(await send(world, 'DELETE', `/used-products/${article.id}`), 'id', text);
  });
});
