import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { POSTGRES_SERVER, startApi, type RunningApi } from '../support/api.ts';

const setupOf = (server: RunningApi, token: string) => server.post('/cockpit/setup', { token });

async function cockpitRows(db: Kysely<any>) {
  const dashboards = await db.selectFrom('cockpit_dashboards').select(['id', 'name', 'is_public', 'user_id']).where('name', '=', 'Cockpit').execute();
  const widgets = await db.selectFrom('cockpit_widgets').select(['id', 'table_preset_id']).where('dashboard_id', 'in', dashboards.length ? dashboards.map((row) => row.id) : [0]).execute();
  const presets = await db.selectFrom('table_presets').select('id').where('is_cockpit', '=', true).where('user_id', 'is', null).execute();
  return { dashboards, widgets, presets };
}

describe('POST cockpit/setup', () => {
  let server: RunningApi;
  let admin: string;
  let bram: string;
  beforeAll(async () => {
    server = await startApi();
    [admin, bram] = await Promise.all([server.login('admin@demo.nl'), server.login('bram@demo.nl')]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes the public default cockpit on the first call and answers what exists on later ones', async () => {
    expect((await server.get('/cockpit/setup', { token: bram })).body).toEqual({ setup_completed: false, dashboard_id: null });
    const first = await setupOf(server, bram);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: true, setup_completed: true, dashboard: { name: 'Cockpit', is_public: true, user_id: null } });
    const widgets = first.body.dashboardWidgets as Array<Record<string, any>>;
    expect(widgets.map((widget) => widget.table_preset.label)).toEqual([
      'Mijn taken',
      'Lang wachtend op reactie',
      'Vandaag',
      'Morgen',
      'Open tickets voor mij',
      'Niet toegewezen zonder categorie',
      'Niet toegewezen van nieuwe klanten',
      'Niet toegewezen in mijn categorieën',
    ]);
    for (const widget of widgets) {
      expect(widget.dashboard_id).toBe(first.body.dashboard.id);
      expect(widget.table_preset).toMatchObject({ is_cockpit: true, user_id: null, cockpit_widget_id: widget.id, pagination_config: { per_page: 15 } });
      expect(widget.table_preset.columns_config.length).toBeGreaterThan(0);
    }
    expect(widgets.map((widget) => widget.widget_type)).toEqual(['table', 'table', 'table', 'table', 'table', 'count', 'count', 'count']);
    const filters = widgets.map((widget) => widget.table_preset.filter_config.columnFilters);
    expect(filters[0]).toEqual({ operator: ['me'], completed: 'false' });
    expect(filters[4].operator).toEqual(['me']);
    expect(filters[5]).toMatchObject({ operator: ['none'], categories: ['none'] });
    expect(filters[7]).toMatchObject({ operator: ['none'], categories: ['me'] });
    // The status filters name the tenant's statuses: waiting for reply, and everything not closed.
    const db = server.api.db as unknown as Kysely<any>;
    const demo = await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const statuses = await db.selectFrom('ticket_statuses').select(['id', 'internal_type']).where('tenant_id', '=', demo.id).orderBy('order').execute();
    const waiting = statuses.filter((status) => status.internal_type === 4).map((status) => String(status.id));
    expect(filters[1]).toEqual({ status: waiting, statusChangedAt: '1w' });
    expect(filters[4].status).not.toContain(String(statuses.find((status) => status.internal_type === 2)!.id));

    expect((await server.get('/cockpit/setup', { token: admin })).body).toEqual({ setup_completed: true, dashboard_id: first.body.dashboard.id });
    const again = await setupOf(server, admin);
    expect(again.body).toMatchObject({ created: false, setup_completed: true, dashboard: { id: first.body.dashboard.id } });
    expect(again.body.dashboardWidgets.map((widget: any) => widget.id)).toEqual(widgets.map((widget) => widget.id));
    const rows = await cockpitRows(db);
    expect(rows.dashboards).toHaveLength(1);
    expect(rows.widgets).toHaveLength(8);
    expect(rows.presets).toHaveLength(8);

    // Removing the dashboard does not bring the defaults back.
    expect((await server.del(`/cockpit-dashboards/${first.body.dashboard.id}`, { token: admin })).status).toBe(200);
    expect((await setupOf(server, bram)).body).toEqual({ created: false, setup_completed: true, dashboard: null, dashboardWidgets: [] });
  });

  it("tells who 'me' is in a quick filter: the caller, their line and categories", async () => {
    const me = (await server.get('/auth/me', { token: bram })).body.user;
    const db = server.api.db as unknown as Kysely<any>;
    const categories = await db.selectFrom('category_user').select('category_id').where('user_id', '=', me.id).orderBy('category_id').execute();
    expect(categories.length).toBeGreaterThan(0);
    expect((await server.get('/cockpit/me', { token: bram })).body).toEqual({ user_id: me.id, line: me.is_operator, category_ids: categories.map((row) => row.category_id) });
  });

  it('is refused to callers without the cockpit and to strangers', async () => {
    const client = await server.login('klant@demo.nl', { contact: true });
    expect((await setupOf(server, client)).body.permission).toBe('cockpit-dashboards.index');
    expect((await server.get('/cockpit/setup', { token: client })).body.permission).toBe('cockpit-dashboards.index');
    expect((await server.get('/cockpit/me', { token: client })).body.permission).toBe('cockpit-dashboards.index');
    expect((await server.post('/cockpit/setup')).status).toBe(401);
  });
});

describe('POST cockpit/setup with two replicas on one PostgreSQL database', () => {
  const database = `balie_cockpit_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let one: RunningApi | undefined;
  let twin: Api | undefined;
  let twinUrl = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    one = await startApi({ databaseUrl, ticketScheduler: false, exportJob: false });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false });
    twinUrl = await twin.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await one?.close();
    await twin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('makes one set of defaults when operators log in at the same moment on both', async () => {
    const tokens = await Promise.all(['admin@demo.nl', 'bram@demo.nl', 'sanne@demo.nl', 'mehmet@demo.nl', 'lotte@demo.nl'].map((email) => one!.login(email)));
    const onTwin = async (token: string) => {
      const response = await fetch(`${twinUrl}/cockpit/setup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    };
    const answers = await Promise.all(tokens.flatMap((token) => [setupOf(one!, token), onTwin(token)]));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.body.created)).toHaveLength(1);
    const dashboardIds = new Set(answers.map((answer) => answer.body.dashboard.id));
    expect(dashboardIds.size).toBe(1);
    for (const answer of answers) expect(answer.body.dashboardWidgets).toHaveLength(8);
    const rows = await cockpitRows(one!.api.db as unknown as Kysely<any>);
    expect(rows.dashboards).toHaveLength(1);
    expect(rows.widgets).toHaveLength(8);
    expect(rows.presets).toHaveLength(8);
  });
});
