import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReads, expectInvalid, expectStatus, list, scopes, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
const get = () => world;

beforeAll(async () => {
  world = await startCoreWorld();
});

afterAll(async () => {
  await world?.server.close();
});

describeReads(get, {
  route: 'tickets',
  table: 'tickets',
  scope: scopes.tickets,
  perPage: 15,
  defaultOrder: [['updated_at', 'desc']],
  filter: 'ticket_type_id',
  sort: 'reference',
  embed: [
    ['company', 'company_id'],
    ['client', 'client_id'],
    ['operator', 'operator_id'],
    ['status', 'status_id'],
    ['priority', 'priority_id'],
    ['ticket_group', 'ticket_group_id'],
    ['ticket_source', 'ticket_source_id'],
    ['ticket_type', 'ticket_type_id'],
    ['service', 'service_id'],
    ['sla', 'sla_id'],
    'categories',
    'followers',
    'time_registrations',
    'tasks',
  ],
  minimum: 500,
});
describeReads(get, {
  route: 'ticket-templates',
  table: 'tickets',
  scope: scopes.templates,
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'line_type',
  sort: 'name',
  embed: ['categories', 'tasks', ['status', 'status_id'], ['priority', 'priority_id']],
  minimum: 5,
  acmeRows: false,
});
describeReads(get, {
  route: 'ticket-groups',
  table: 'ticket_groups',
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'company_id',
  sort: 'budget_time',
  embed: [['company', 'company_id'], ['client', 'client_id'], ['operator', 'operator_id'], 'tickets'],
  minimum: 6,
});

/** Ticket-domain sums straight from the database. */
async function ticketTotals(ticketId: number) {
  const { rows } = await sql<{ billable: number; all: number; open: number }>`
    select
      (select coalesce(sum(tr.time_spent), 0)::int from time_registrations tr join activities a on a.id = tr.activity_id
        where tr.morphable_type = 'tickets' and tr.morphable_id = ${ticketId} and a.price > 0) as billable,
      (select coalesce(sum(time_spent), 0)::int from time_registrations where morphable_type = 'tickets' and morphable_id = ${ticketId}) as all,
      (select count(*)::int from tasks where morphable_type = 'tickets' and morphable_id = ${ticketId} and executed_at is null) as open
  `.execute(world.db);
  return rows[0];
}

describe('tickets: the list table columns', () => {
  it('carry the time registered (billable and all) and the unfinished tasks', async () => {
    const page = await list(world, 'tickets', { orderBy: [['time_registrations_sum_all_activities', 'desc']], paginate: 10 });
    expect(page.data[0].time_registrations_sum_all_activities).toBeGreaterThan(0);
    for (const ticket of page.data) {
      const totals = await ticketTotals(ticket.id);
      expect(ticket.time_registrations_sum).toBe(totals.billable);
      expect(ticket.time_registrations_sum_all_activities).toBe(totals.all);
      expect(ticket.unfinished_tasks_count).toBe(totals.open);
    }
    const withOpenTasks = await list(world, 'tickets', { where: [['unfinished_tasks_count', '>', 0]], paginate: 100 });
    expect(withOpenTasks.total).toBeGreaterThan(0);
    expect(withOpenTasks.data.every((ticket) => ticket.unfinished_tasks_count > 0)).toBe(true);
  });

  it('count messages, tasks and used products with withCount', async () => {
    const page = await list(world, 'tickets', { withCount: ['messages', 'tasks', 'used_products'], paginate: 20 });
    for (const ticket of page.data) {
      const [{ n }] = await world.db
        .selectFrom('messages')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('morphable_type', '=', 'tickets')
        .where('morphable_id', '=', ticket.id)
        .execute();
      expect(ticket.messages_count).toBe(n);
      expect(ticket.tasks_count).toEqual(expect.any(Number));
    }
  });

  it('filter on categories and SLA times through whereHas and where', async () => {
    const category = (await list(world, 'categories', { where: [['title', '=', 'Netwerk']] })).data[0];
    const page = await list(world, 'tickets', { whereHas: [['categories', { where: [['id', '=', category.id]] }]], with: ['categories'], paginate: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((ticket) => ticket.categories.some((linked: { id: number }) => linked.id === category.id))).toBe(true);
    const late = await list(world, 'tickets', { where: [['first_response_expires_at', '<', new Date().toISOString()]], paginate: 5 });
    expect(late.total).toBeGreaterThan(0);
  });

  it('list deleted tickets only with onlyTrashed, and do not find them otherwise', async () => {
    const trashed = await list(world, 'tickets', { onlyTrashed: true });
    const [{ n }] = await world.db
      .selectFrom('tickets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', world.demoId)
      .where('is_template', '=', false)
      .where('deleted_at', 'is not', null)
      .execute();
    expect(trashed.total).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(trashed.data.every((ticket) => ticket.deleted_at !== null)).toBe(true);
    expectStatus(await world.server.get(`/tickets/${trashed.data[0].id}`, { token: world.token }), 404);
  });

  it('leave templates out, and templates leave tickets out', async () => {
    const templates = (await list(world, 'ticket-templates', { paginate: 100 })).data;
    expect(templates.every((template) => template.is_template && template.name)).toBe(true);
    expect(templates.some((template) => template.rrule)).toBe(true);
    expectStatus(await world.server.get(`/tickets/${templates[0].id}`, { token: world.token }), 404);
    const ticket = (await list(world, 'tickets')).data[0];
    expectStatus(await world.server.get(`/ticket-templates/${ticket.id}`, { token: world.token }), 404);
    const recurring = await list(world, 'ticket-templates', { whereRecurring: true, paginate: 100 });
    expect(recurring.total).toBe(templates.filter((template) => template.rrule).length);
  });
});

/** A company with a contact person, and a contact person of another company. */
async function people() {
  const links = await world.db
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select(['company_user.company_id', 'company_user.user_id'])
    .where('companies.tenant_id', '=', world.demoId)
    .where('users.is_operator', '=', 0)
    .orderBy('company_user.company_id')
    .orderBy('company_user.user_id')
    .execute();
  const companyId = links[0].company_id as number;
  const own = links.filter((link: { company_id: number }) => link.company_id === companyId).map((link: { user_id: number }) => link.user_id);
  const stranger = links.find((link: { company_id: number }) => link.company_id !== companyId).user_id as number;
  return { companyId, clientId: own[0] as number, stranger };
}

describe('tickets: writing', () => {
  it('numbers a new ticket in the year of creation, opens it and links categories and followers', async () => {
    const { companyId, clientId } = await people();
    const year = new Date().getFullYear();
    const { rows } = await sql<{ last: number }>`select coalesce(max(substring(reference from 8)::int), 0) as last from tickets
      where tenant_id = ${world.demoId} and reference like ${`T-${year}-%`}`.execute(world.db);
    const categories = (await list(world, 'categories', { paginate: 2 })).data.map((category) => category.id);
    const operators = (await list(world, 'operators', { paginate: 2 })).data.map((operator) => operator.id);

    const created = await send(world, 'POST', '/tickets?load=status,categories,followers', {
      description: 'Beamer in de vergaderzaal geeft geen beeld',
      company_id: companyId,
      client_id: clientId,
      relationships: { categories, followers: operators },
    });
    expectStatus(created, 201);
    const ticket = created.body.data;
    expect(ticket.reference).toBe(`T-${year}-${String(Number(rows[0].last) + 1).padStart(5, '0')}`);
    expect(ticket.status.internal_type).toBe(1);
    expect(ticket.line_type).toBe(1);
    expect(ticket.is_template).toBe(false);
    expect(ticket.status_changed_at).not.toBeNull();
    expect(ticket.categories.map((category: { id: number }) => category.id).sort()).toEqual([...categories].sort());
    expect(ticket.followers.map((operator: { id: number }) => operator.id).sort()).toEqual([...operators].sort());

    const next = await send(world, 'POST', '/tickets', { description: 'Tweede melding' });
    expect(next.body.data.reference).toBe(`T-${year}-${String(Number(rows[0].last) + 2).padStart(5, '0')}`);
    expectStatus(await send(world, 'DELETE', `/tickets/${next.body.data.id}`), 200);
  });

  it('refuses a ticket without description, a client of another company and a bad CC', async () => {
    const { companyId, clientId, stranger } = await people();
    expectInvalid(await send(world, 'POST', '/tickets', { company_id: companyId }), 'description', 'Beschrijving is verplicht.');
    expectInvalid(
      await send(world, 'POST', '/tickets', { description: 'Verkeerde klant', company_id: companyId, client_id: stranger }),
      'client_id',
      'De contactpersoon hoort niet bij het gekozen bedrijf.',
    );
    expectInvalid(
      await send(world, 'POST', '/tickets', { description: 'CC', company_id: companyId, client_id: clientId, cc: 'piet@example.nl, geen-adres' }),
      'cc',
      'Er is een ongeldige ontvanger bij CC ingevoerd.',
    );
    expectInvalid(await send(world, 'POST', '/tickets', { description: 'Lijn', line_type: 3 }), 'line_type', 'Lijn heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'POST', '/tickets', { description: 'Groep', ticket_group_id: 2147483000 }), 'ticket_group_id', 'Ticketgroep bestaat niet.');
    expectInvalid(await send(world, 'POST', '/tickets', { description: 'Nummer', reference: 'T-1999-00001' }), 'reference', 'Het veld reference kan niet gewijzigd worden.');
    const ticket = (await list(world, 'tickets', { where: [['company_id', '=', companyId]] })).data[0];
    expectInvalid(await send(world, 'PUT', `/tickets/${ticket.id}`, { client_id: stranger }), 'client_id', 'De contactpersoon hoort niet bij het gekozen bedrijf.');
  });

  it("keeps the customer's problem text as the new ticket's first note, in the same write", async () => {
    const created = await send(world, 'POST', '/tickets', { description: 'Printer offline', message: 'Printer <b>doet</b> niets.\nLampje knippert.' });
    expectStatus(created, 201);
    const notes = await world.db
      .selectFrom('messages')
      .select(['message', 'actor_id', 'is_from_client', 'send_to_client', 'visible_to_client'])
      .where('morphable_type', '=', 'tickets')
      .where('morphable_id', '=', created.body.data.id)
      .execute();
    expect(notes).toEqual([
      { message: '<p>Printer &lt;b&gt;doet&lt;/b&gt; niets.<br>Lampje knippert.</p>', actor_id: world.adminId, is_from_client: false, send_to_client: false, visible_to_client: false },
    ]);
    expect(created.body.data).not.toHaveProperty('message');

    const blank = await send(world, 'POST', '/tickets', { description: 'Zonder tekst', message: '  ' });
    expectStatus(blank, 201);
    const none = await world.db.selectFrom('messages').select('id').where('morphable_type', '=', 'tickets').where('morphable_id', '=', blank.body.data.id).execute();
    expect(none).toEqual([]);

    expectInvalid(await send(world, 'PUT', `/tickets/${created.body.data.id}`, { message: 'Later erbij' }), 'message', 'Probleemomschrijving kan na het aanmaken niet meer gewijzigd worden.');
    const refused = await send(world, 'POST', '/tickets', { description: 'Geen ticket', message: 'x'.repeat(65_536) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.message).toBeDefined();
    const total = await world.db.selectFrom('tickets').select((eb) => eb.fn.countAll().as('n')).where('description', '=', 'Geen ticket').executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(0);
  });

  it('records when the status changed and when the ticket was resolved', async () => {
    const statuses = (await list(world, 'ticket-statuses', { paginate: 100 })).data;
    const closed = statuses.find((status) => status.internal_type === 2);
    const open = statuses.find((status) => status.internal_type === 1);
    const ticket = (await send(world, 'POST', '/tickets', { description: 'Status volgen' })).body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = await send(world, 'PUT', `/tickets/${ticket.id}`, { status_id: closed.id });
    expectStatus(closing, 200);
    expect(closing.body.data.status_changed_at > ticket.status_changed_at).toBe(true);
    expect(closing.body.data.resolved_at).not.toBeNull();
    const reopened = await send(world, 'PUT', `/tickets/${ticket.id}`, { status_id: open.id });
    expect(reopened.body.data.resolved_at).toBeNull();
    const renamed = await send(world, 'PUT', `/tickets/${ticket.id}`, { description: 'Status gevolgd' });
    expect(renamed.body.data.status_changed_at).toBe(reopened.body.data.status_changed_at);
  });

  it('archives and restores, deletes softly and restores from the bin', async () => {
    const ticket = (await send(world, 'POST', '/tickets', { description: 'Levenscyclus' })).body.data;
    const archived = await send(world, 'POST', `/tickets/${ticket.id}/archive`);
    expectStatus(archived, 200);
    expect(archived.body.data.archived_at).not.toBeNull();
    const unarchived = await send(world, 'PUT', `/tickets/${ticket.id}`, { archived_at: null });
    expect(unarchived.body.data.archived_at).toBeNull();

    expectStatus(await send(world, 'DELETE', `/tickets/${ticket.id}`), 200);
    expectStatus(await world.server.get(`/tickets/${ticket.id}`, { token: world.token }), 404);
    const bin = await list(world, 'tickets', { onlyTrashed: true, where: [['id', '=', ticket.id]] });
    expect(bin.data.map((row) => row.id)).toEqual([ticket.id]);
    const restored = await send(world, 'POST', `/tickets/${ticket.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.body.data.deleted_at).toBeNull();
    expectStatus(await world.server.get(`/tickets/${ticket.id}`, { token: world.token }), 200);
  });

  it('writes the activity log', async () => {
    const ticket = (await send(world, 'POST', '/tickets', { description: 'Voor het logboek' })).body.data;
    await send(world, 'PUT', `/tickets/${ticket.id}`, { description: 'Voor het logboek (bijgewerkt)' });
    const events = await world.db
      .selectFrom('activity_log')
      .select(['event', 'properties'])
      .where('subject_type', '=', 'tickets')
      .where('subject_id', '=', ticket.id)
      .orderBy('id')
      .execute();
    expect(events.map((event: { event: string }) => event.event)).toEqual(['created', 'updated']);
  });

  it('is refused to the read-only role and hidden from another tenant', async () => {
    const refused = await send(world, 'POST', '/tickets', { description: 'Mag niet' }, world.readOnly);
    expectStatus(refused, 403);
    expect(refused.body.permission).toBe('tickets.store');
    const ticket = (await list(world, 'tickets')).data[0];
    const foreign = await world.server.call('PUT', `/tickets/${ticket.id}`, { token: world.acme, tenant: 'acme', body: { description: 'Overgenomen' } });
    expectStatus(foreign, 404);
  });
});

describe('ticket templates: writing', () => {
  it('are templates without a reference, with a recurrence within the limits', async () => {
    const created = await send(world, 'POST', '/ticket-templates', {
      name: 'Maandelijkse licentiecontrole',
      description: 'Licenties controleren en bijwerken',
      rrule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15',
    });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ is_template: true, company_id: null, rrule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15' });
    const stored = await world.db.selectFrom('tickets').select(['reference', 'status_id']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(stored.reference).toBeNull();
    expect(stored.status_id).not.toBeNull();
    const id = created.body.data.id;

    expectInvalid(await send(world, 'PUT', `/ticket-templates/${id}`, { rrule: 'FREQ=DAILY;INTERVAL=100' }), 'rrule', 'Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.');
    expectInvalid(await send(world, 'PUT', `/ticket-templates/${id}`, { rrule: 'FREQ=WEEKLY;INTERVAL=54' }), 'rrule', 'Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.');
    expectInvalid(await send(world, 'PUT', `/ticket-templates/${id}`, { rrule: 'FREQ=MONTHLY;INTERVAL=13' }), 'rrule', 'Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.');
    expectInvalid(await send(world, 'PUT', `/ticket-templates/${id}`, { rrule: 'elke maandag' }), 'rrule', 'De herhaling is ongeldig.');
    expectStatus(await send(world, 'PUT', `/ticket-templates/${id}`, { rrule: 'FREQ=WEEKLY;INTERVAL=53;BYDAY=MO' }), 200);
    expectInvalid(await send(world, 'POST', '/ticket-templates', { description: 'Zonder naam' }), 'name', 'Naam is verplicht.');

    expect((await list(world, 'tickets', { where: [['id', '=', id]] })).total).toBe(0);
    const task = await send(world, 'POST', '/tasks', { task: 'Licentieoverzicht opvragen', morphable_type: 'tickets', morphable_id: id });
    expectStatus(task, 201);
    expect((await world.server.get(`/ticket-templates/${id}?load=tasks`, { token: world.token })).body.data.tasks).toHaveLength(1);
    expectStatus(await send(world, 'DELETE', `/ticket-templates/${id}`), 200);
    expect(await world.db.selectFrom('tickets').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expectStatus(await world.server.get(`/tasks/${task.body.data.id}`, { token: world.token }), 404);
  });
});

describe('ticket groups', () => {
  it('report spent and remaining time from the registrations on their tickets', async () => {
    const groups = (await list(world, 'ticket-groups', { paginate: 100 })).data;
    for (const group of groups) {
      const { rows } = await sql<{ used: number }>`select coalesce(sum(tr.time_spent), 0)::int as used from time_registrations tr
        join tickets t on t.id = tr.morphable_id and tr.morphable_type = 'tickets'
        where t.ticket_group_id = ${group.id} and t.deleted_at is null`.execute(world.db);
      expect(group.used_time).toBe(rows[0].used);
      expect(group.remaining_time).toBe(group.budget_time - rows[0].used);
      expect(group.budget_hours).toBe(Math.round((group.budget_time / 60) * 100) / 100);
    }
    expect(groups.some((group) => group.used_time > 0)).toBe(true);
  });

  it('are created, changed, archived, restored and deleted', async () => {
    const { companyId, clientId, stranger } = await people();
    expectInvalid(await send(world, 'POST', '/ticket-groups', { company_id: companyId }), 'name', 'Naam is verplicht.');
    expectInvalid(await send(world, 'POST', '/ticket-groups', { name: 'Fout', budget_time: -5 }), 'budget_time', 'Budget moet minimaal 0 zijn.');
    expectInvalid(
      await send(world, 'POST', '/ticket-groups', { name: 'Fout', company_id: companyId, client_id: stranger }),
      'client_id',
      'De contactpersoon hoort niet bij het gekozen bedrijf.',
    );
    const created = await send(world, 'POST', '/ticket-groups', { name: 'Uitrol nieuwe laptops', company_id: companyId, client_id: clientId, budget_time: 600 });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ budget_time: 600, budget_hours: 10, used_time: 0, remaining_time: 600 });
    const id = created.body.data.id;
    expect((await send(world, 'PUT', `/ticket-groups/${id}`, { budget_time: 900 })).body.data.remaining_time).toBe(900);
    const archived = await send(world, 'POST', `/ticket-groups/${id}/archive`);
    expect(archived.body.data.archived_at).not.toBeNull();
    const restored = await send(world, 'POST', `/ticket-groups/${id}/restore`);
    expect(restored.body.data.archived_at).toBeNull();
    expectStatus(await send(world, 'DELETE', `/ticket-groups/${id}`), 200);
    expectStatus(await world.server.get(`/ticket-groups/${id}`, { token: world.token }), 404);
  });
});

describe('messages of a ticket', () => {
  it('embed their attachments', async () => {
    const attached = await world.db
      .selectFrom('attachments')
      .select('morphable_id')
      .where('tenant_id', '=', world.demoId)
      .where('morphable_type', '=', 'messages')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const found = await world.server.get(`/messages/${attached.morphable_id}?load=attachments,actor`, { token: world.token });
    expectStatus(found, 200);
    expect(found.body.data.attachments.length).toBeGreaterThan(0);
    expect(found.body.data.attachments[0]).toMatchObject({ morphable_type: 'messages', morphable_id: attached.morphable_id });
    const ticket = (await list(world, 'tickets', { with: ['messages'], paginate: 3 })).data[0];
    expect(ticket.messages.every((message: { morphable_id: number }) => message.morphable_id === ticket.id)).toBe(true);
  });

  it('still take a note through POST /messages', async () => {
    const ticket = (await list(world, 'tickets')).data[0];
    const note = await send(world, 'POST', '/messages', { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Even nagevraagd.</p>' });
    expectStatus(note, 201);
    expect(note.body.data.morphable_id).toBe(ticket.id);
  });
});
