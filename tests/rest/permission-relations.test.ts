import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

/** The holes found by trying, each closed: relations of contacts, contact writes, personal dashboards. */

const FORBIDDEN = 'Je hebt geen rechten om deze actie uit te voeren.';

let server: RunningApi;
let tenantId: number;
let admin: string;
let bram: string;
let client: string;
let quoteToken: string;

const userId = async (email: string) =>
  (await server.api.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirstOrThrow()).id;
const companiesOf = async (email: string) =>
  (await server.api.db.selectFrom('company_user').select('company_id').where('user_id', '=', await userId(email)).execute()).map((row) => row.company_id);

beforeAll(async () => {
  server = await startApi();
  tenantId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  [admin, bram, client, quoteToken] = await Promise.all([
    server.login('admin@demo.nl'),
    server.login('bram@demo.nl'),
    server.login('klant@demo.nl', { contact: true }),
    server.login('offerte@demo.nl', { contact: true }),
  ]);
});

afterAll(async () => {
  await server?.close();
});

const refused = (permission: string) => ({ status: 403, body: { message: FORBIDDEN, permission } });
const answer = async (path: string, token: string) => {
  const { status, body } = await server.get(path, { token });
  return { status, body };
};

describe('a quote link (quote_token)', () => {
  let quoteId: number;
  beforeAll(async () => {
    const companies = await companiesOf('offerte@demo.nl');
    const quote = await server.api.db
      .selectFrom('quotes')
      .innerJoin('deals', 'deals.id', 'quotes.deal_id')
      .select('quotes.id')
      .where('quotes.tenant_id', '=', tenantId)
      .where('deals.company_id', 'in', companies)
      .orderBy('quotes.id')
      .executeTakeFirstOrThrow();
    quoteId = quote.id;
  });

  it("no longer reads its company's tickets through the deal", async () => {
    expect(await answer(`/quotes/${quoteId}?load=deal.company.tickets`, quoteToken)).toEqual(refused('deals.index'));
    expect(await answer(`/quotes/${quoteId}?loadCount=tickets`, quoteToken)).toEqual(refused('tickets.index'));
  });

  it("no longer reads a project's invoice lines", async () => {
    expect(await answer(`/quotes/${quoteId}?load=projects.invoices.invoice_lines`, quoteToken)).toEqual(refused('projects.index'));
  });

  it("still reads the quote with its own phases and lines", async () => {
    const { status, body } = await answer(`/quotes/${quoteId}?load=project_phases.project_lines`, quoteToken);
    expect(status, JSON.stringify(body)).toBe(200);
    const phases = body.data.project_phases as Array<{ morphable_type: string; morphable_id: number; project_lines: Array<{ project_phase_id: number }> }>;
    expect(phases.length).toBeGreaterThan(0);
    for (const phase of phases) {
      expect(phase).toMatchObject({ morphable_type: 'quotes', morphable_id: quoteId });
      for (const line of phase.project_lines) expect(line.project_phase_id).toBe((phase as unknown as { id: number }).id);
    }
  });
});

describe('a contact person (client)', () => {
  it('no longer reads internal time, tasks, used products, SLA or operator details through tickets', async () => {
    const cases: Array<[unknown, string]> = [
      [{ with: ['time_registrations'] }, 'time-registrations.index'],
      [{ with: ['tasks'] }, 'tasks.index'],
      [{ with: ['used_products'] }, 'used-products.index'],
      [{ with: ['sla'] }, 'slas.index'],
      [{ with: ['operator'] }, 'operators.index'],
      [{ with: ['followers'] }, 'operators.index'],
      [{ with: ['messages.activity'] }, 'activities.index'],
      [{ withCount: ['time_registrations'] }, 'time-registrations.index'],
      [{ whereHas: [['time_registrations', { where: [['time_spent', '>', 0]] }]] }, 'time-registrations.index'],
      [{ whereDoesntHave: ['tasks'] }, 'tasks.index'],
    ];
    for (const [builder, permission] of cases) {
      expect(await answer(`/tickets${listQuery(builder)}`, client), JSON.stringify(builder)).toEqual(refused(permission));
    }
  });

  it("reads its tickets with status and priority, and their messages with author and attachments", async () => {
    const tickets = await answer(`/tickets${listQuery({ with: ['status', 'priority', 'messages'], paginate: 5 })}`, client);
    expect(tickets.status, JSON.stringify(tickets.body)).toBe(200);
    expect(tickets.body.data.length).toBeGreaterThan(0);
    for (const ticket of tickets.body.data) {
      expect(ticket.status).not.toBeNull();
      for (const message of ticket.messages) expect(message.visible_to_client).toBe(true);
    }
    const messages = await answer(`/messages${listQuery({ with: ['actor', 'attachments'], paginate: 5 })}`, client);
    expect(messages.status, JSON.stringify(messages.body)).toBe(200);
  });

  it('cannot set the operator, status, followers or other internal fields of a ticket', async () => {
    const [companyId] = await companiesOf('klant@demo.nl');
    const operatorId = await userId('bram@demo.nl');
    const base = { description: 'Printer doet het niet', company_id: companyId };
    const tried = await server.post('/tickets', { token: client, body: { ...base, operator_id: operatorId, status_id: 1, relationships: { followers: [operatorId] } } });
    expect(tried.status).toBe(422);
    expect(tried.body.errors).toEqual({
      operator_id: ['Een contactpersoon mag Behandelaar niet invullen.'],
      status_id: ['Een contactpersoon mag Status niet invullen.'],
      'relationships.followers': ['Een contactpersoon mag followers niet invullen.'],
    });
    const made = await server.post('/tickets', { token: client, body: base });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ description: base.description, company_id: companyId, operator_id: null });
  });

  it("writes a message that is always the customer's own and visible to them, never a note or an e-mail", async () => {
    const [companyId] = await companiesOf('klant@demo.nl');
    const ticket = await server.api.db
      .selectFrom('tickets')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('company_id', '=', companyId)
      .where('is_template', '=', false)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Hij doet het nog steeds niet.</p>' };
    const sent = await server.post('/messages', { token: client, body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ is_from_client: true, visible_to_client: true, send_to_client: false, actor: { id: await userId('klant@demo.nl') } });

    const mailing = await server.post('/messages', { token: client, body: { ...body, action: 'send_close', to: 'iemand@example.com', time_spent: 15 } });
    expect(mailing.status).toBe(422);
    expect(mailing.body.errors).toMatchObject({
      action: ['Een contactpersoon mag Actie niet invullen.'],
      to: ['Een contactpersoon mag Aan niet invullen.'],
      time_spent: ['Een contactpersoon mag Bestede tijd niet invullen.'],
    });
  });
});

describe("someone's personal ('Alleen voor mij') dashboard", () => {
  it('is out of reach for another operator: its widgets cannot be read, changed, deleted or added to', async () => {
    const dashboard = (await server.post('/cockpit-dashboards', { token: admin, body: { name: 'Alleen voor mij', is_public: false } })).body.data;
    const presets = [(await server.post('/table-presets', { token: admin, body: { label: 'Gedeeld filter', type: 'tickets' } })).body.data];
    const widget = await server.post('/cockpit-widgets', { token: admin, body: { dashboard_id: dashboard.id, widget_type: 'count', table_preset_id: presets[0].id } });
    expect(widget.status, JSON.stringify(widget.body)).toBe(201);
    const id = widget.body.data.id;

    expect((await server.get(`/cockpit-widgets/${id}`, { token: bram })).status).toBe(404);
    expect((await server.put(`/cockpit-widgets/${id}`, { token: bram, body: { order: 5 } })).status).toBe(404);
    expect((await server.del(`/cockpit-widgets/${id}`, { token: bram })).status).toBe(404);
    const listed = (await server.get(`/cockpit-widgets${listQuery({ paginate: 100 })}`, { token: bram })).body.data.map((row: { id: number }) => row.id);
    expect(listed).not.toContain(id);
    const added = await server.post('/cockpit-widgets', { token: bram, body: { dashboard_id: dashboard.id, widget_type: 'table', table_preset_id: presets[0].id } });
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ dashboard_id: ['Dashboard bestaat niet.'] });

    // The owner still works with it.
    const changed = await server.put(`/cockpit-widgets/${id}`, { token: admin, body: { order: 5 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await server.get(`/cockpit-dashboards/${dashboard.id}?load=widgets`, { token: admin })).body.data.widgets.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it("keeps another's personal quick filter out of reach too", async () => {
    const own = await server.post('/table-presets', { token: admin, body: { label: 'Mijn eigen', type: 'tickets', user_id: await userId('admin@demo.nl') } });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const id = own.body.data.id;
    expect((await server.get(`/table-presets/${id}`, { token: bram })).status).toBe(404);
    expect((await server.put(`/table-presets/${id}`, { token: bram, body: { label: 'Van mij' } })).status).toBe(404);
    expect((await server.del(`/table-presets/${id}`, { token: bram })).status).toBe(404);
  });
});

describe('the other routes that read a builder', () => {
  it('refuse relations the caller may not list: preset counts, stats, exports', async () => {
    // An operator may not list permissions (admin only).
    const builder = { whereHas: ['permissions'] };
    expect(await answer(`/roles${listQuery(builder)}`, bram)).toEqual(refused('permissions.index'));
    const counts = await server.post('/presets-result-count/roles', { token: bram, body: { builders: [{ id: 1, builder }] } });
    expect(counts).toEqual(refused('permissions.index'));
    const stats = await server.get(`/stats/roles${listQuery(builder, { group: 'operator' })}`, { token: bram });
    expect(stats).toEqual(refused('permissions.index'));
    const exported = await server.post('/exports', { token: bram, body: { model: 'roles', filter: builder } });
    expect(exported).toEqual(refused('permissions.index'));
    // The administrator may.
    expect((await server.get(`/roles${listQuery(builder)}`, { token: admin })).status).toBe(200);
  });
});

/** What a portal shows of a person: the name and initials; is_operator only tells an operator from a contact. */
const PERSON_FOR_CONTACTS = ['_label', 'acronym', 'first_name', 'full_name', 'id', 'is_operator', 'last_name', 'prefix'];
const TICKET_FIGURES = ['time_registrations_sum', 'time_registrations_sum_all_activities', 'unfinished_tasks_count'];

describe('what a contact person sees of operators and other people', () => {
  let ticketId: number;
  let operatorMessageId: number;
  let ownMessageId: number;
  let colleagueMessageId: number;
  let strangerMessageId: number;
  let clientId: number;

  beforeAll(async () => {
    clientId = await userId('klant@demo.nl');
    const [companyId] = await companiesOf('klant@demo.nl');
    ticketId = (
      await server.api.db
        .selectFrom('tickets')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('company_id', '=', companyId)
        .where('is_template', '=', false)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const post = async (token: string, body: Record<string, unknown>) => {
      const sent = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticketId, ...body } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return sent.body.data.id as number;
    };
    // An operator's answer the customer sees (sent by e-mail, which needs SMTP: a note made visible instead),
    // the customer's own message, one by a colleague of the same company.
    operatorMessageId = await post(admin, { message: '<p>We kijken ernaar.</p>' });
    await server.api.db.updateTable('messages').set({ visible_to_client: true }).where('id', '=', operatorMessageId).execute();
    ownMessageId = await post(client, { message: '<p>Dank je.</p>' });
    const colleague = await server.post('/clients', {
      token: admin,
      body: { first_name: 'Els', last_name: 'Collega', email: 'els.collega@example.nl', relationships: { companies: [companyId] } },
    });
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(201);
    // A contact's password is theirs alone, never written through /clients: set as their own sign-up would.
    await server.api.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Collega-2026!') })
      .where('id', '=', colleague.body.data.id)
      .execute();
    colleagueMessageId = await post(await server.login('els.collega@example.nl', { contact: true, password: 'Collega-2026!' }), { message: '<p>Bij mij ook.</p>' });
    // A contact of another company as author (a forwarded e-mail): set straight in the database.
    const stranger = await server.post('/clients', { token: admin, body: { first_name: 'Piet', last_name: 'Vreemd', email: 'piet.vreemd@example.nl', telephone: '010 999 8888' } });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(201);
    strangerMessageId = await post(client, { message: '<p>Doorgestuurd.</p>' });
    await server.api.db.updateTable('messages').set({ actor_id: stranger.body.data.id }).where('id', '=', strangerMessageId).execute();
  });

  const actorsOf = async (path: string, token: string) => {
    const { status, body } = await server.get(path, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    const rows = (Array.isArray(body.data) ? body.data : [body.data]) as Array<{ id: number; actor: Record<string, unknown> | null }>;
    return new Map(rows.map((row) => [row.id, row.actor]));
  };

  it('gets an operator author as name and initials only, in lists, finds and nested relations', async () => {
    const listed = await actorsOf(`/messages${listQuery({ with: ['actor'], where: [['morphable_id', '=', ticketId]], paginate: 100 })}`, client);
    const found = await actorsOf(`/messages/${operatorMessageId}?load=actor`, client);
    const nested = (await server.get(`/tickets/${ticketId}?load=messages.actor`, { token: client })).body.data.messages as Array<{ id: number; actor: Record<string, unknown> }>;
    for (const actor of [listed.get(operatorMessageId), found.get(operatorMessageId), nested.find((message) => message.id === operatorMessageId)?.actor]) {
      expect(actor, 'operator author').toBeDefined();
      expect(PERSON_FOR_CONTACTS).toEqual(expect.arrayContaining(Object.keys(actor!)));
      expect(actor).toMatchObject({ id: await userId('admin@demo.nl'), is_operator: 1, full_name: expect.any(String) });
      expect(JSON.stringify(actor)).not.toContain('@');
    }
    // Every operator author on the customer's tickets, not only this one.
    const all = await server.get(`/messages${listQuery({ with: ['actor'], paginate: 100 })}`, { token: client });
    for (const message of all.body.data as Array<{ actor: Record<string, unknown> | null }>) {
      if (message.actor?.is_operator) expect(PERSON_FOR_CONTACTS).toEqual(expect.arrayContaining(Object.keys(message.actor)));
    }
  });

  it('gets its own record and its colleagues in full, and a stranger by name only', async () => {
    const actors = await actorsOf(`/messages${listQuery({ with: ['actor'], where: [['morphable_id', '=', ticketId]], paginate: 100 })}`, client);
    expect(actors.get(ownMessageId)).toMatchObject({ id: clientId, email: 'klant@demo.nl', is_operator: 0 });
    expect(actors.get(colleagueMessageId)).toMatchObject({ email: 'els.collega@example.nl', has_login: true });
    expect(PERSON_FOR_CONTACTS).toEqual(expect.arrayContaining(Object.keys(actors.get(strangerMessageId)!)));
    expect(actors.get(strangerMessageId)).toMatchObject({ full_name: 'Piet Vreemd', is_operator: 0 });
  });

  it('still gives operators the whole author', async () => {
    const actors = await actorsOf(`/messages/${operatorMessageId}?load=actor`, bram);
    expect(actors.get(operatorMessageId)).toMatchObject({ email: 'admin@demo.nl', is_operator: expect.any(Number), activated_2fa_at: null });
    expect(actors.get(operatorMessageId)).toHaveProperty('telephone');
    const stranger = await actorsOf(`/messages/${strangerMessageId}?load=actor`, admin);
    expect(stranger.get(strangerMessageId)).toMatchObject({ email: 'piet.vreemd@example.nl', telephone: '010 999 8888' });
  });

  it("may not filter or sort on what it does not see: an author's e-mail, a ticket's figures", async () => {
    const byEmail = await answer(`/messages${listQuery({ whereHas: [['actor', { where: [['email', 'like', 'a%']] }]] })}`, client);
    expect(byEmail).toEqual({ status: 422, body: expect.objectContaining({ errors: { builder: ['Op kolom email kan niet gefilterd worden.'] } }) });
    const byMinutes = await answer(`/tickets${listQuery({ where: [['time_registrations_sum', '>', 0]] })}`, client);
    expect(byMinutes).toEqual({ status: 422, body: expect.objectContaining({ errors: { builder: ['Op kolom time_registrations_sum kan niet gefilterd worden.'] } }) });
    const sorted = await answer(`/tickets${listQuery({ orderBy: [['unfinished_tasks_count', 'desc']] })}`, client);
    expect(sorted).toEqual({ status: 422, body: expect.objectContaining({ errors: { builder: ['Op kolom unfinished_tasks_count kan niet gesorteerd worden.'] } }) });
    // A name is what it sees, so it may filter on it.
    expect((await answer(`/messages${listQuery({ whereHas: [['actor', { where: [['full_name', 'like', '%a%']] }]] })}`, client)).status).toBe(200);
  });

  it("gets its tickets without the time and task figures, in lists, finds, relations and write answers", async () => {
    const listed = await server.get(`/tickets${listQuery({ paginate: 20 })}`, { token: client });
    const found = await server.get(`/tickets/${ticketId}`, { token: client });
    const throughMessage = await server.get(`/messages/${ownMessageId}?load=morphable`, { token: client });
    const [companyId] = await companiesOf('klant@demo.nl');
    const made = await server.post('/tickets', { token: client, body: { description: 'Scherm flikkert', company_id: companyId } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const seen = [...listed.body.data, found.body.data, throughMessage.body.data.morphable, made.body.data];
    expect(seen.length).toBeGreaterThan(3);
    for (const ticket of seen) {
      expect(ticket.reference).toEqual(expect.any(String));
      for (const name of TICKET_FIGURES) expect(ticket, name).not.toHaveProperty(name);
    }
    const internal = (await server.get(`/tickets/${ticketId}`, { token: bram })).body.data;
    for (const name of TICKET_FIGURES) expect(internal[name], name).toEqual(expect.any(Number));
  });
});
