import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
