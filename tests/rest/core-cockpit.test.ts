import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReads, expectInvalid, expectStatus, list, scopes, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
let bram: string;
const get = () => world;

beforeAll(async () => {
  world = await startCoreWorld();
  bram = await world.server.login('bram@demo.nl');
});

afterAll(async () => {
  await world?.server.close();
});

const ownNotifications = (query: any, w: CoreWorld, tenant: 'demo' | 'acme') => query.where('user_id', '=', tenant === 'demo' ? w.adminId : w.acmeAdminId);

describeReads(get, {
  route: 'notifications',
  table: 'notifications',
  scope: ownNotifications,
  perPage: 15,
  defaultOrder: [['created_at', 'desc']],
  filter: 'type',
  sort: 'title',
  embed: [['actor', 'actor_id'], ['object', 'object_id']],
  minimum: 30,
});
describeReads(get, {
  route: 'cockpit-dashboards',
  table: 'cockpit_dashboards',
  scope: scopes.personal,
  perPage: 15,
  defaultOrder: [['order', 'asc']],
  filter: 'is_public',
  sort: 'name',
  embed: ['widgets'],
  minimum: 2,
});
describeReads(get, {
  route: 'cockpit-widgets',
  table: 'cockpit_widgets',
  perPage: 15,
  defaultOrder: [['order', 'asc']],
  filter: 'widget_type',
  sort: 'table_preset_id',
  embed: [['dashboard', 'dashboard_id'], ['table_preset', 'table_preset_id']],
  minimum: 6,
});
describeReads(get, {
  route: 'external-dashboards',
  table: 'external_dashboards',
  scope: scopes.personal,
  perPage: 15,
  defaultOrder: [['created_at', 'desc']],
  filter: 'name',
  sort: 'url',
  embed: [['user', 'user_id']],
  minimum: 2,
});
describeReads(get, {
  route: 'exports',
  table: 'exports',
  scope: scopes.personal,
  perPage: 15,
  defaultOrder: [['created_at', 'desc']],
  filter: 'model',
  sort: 'model',
  embed: [['user', 'user_id']],
  minimum: 4,
});
describeReads(get, {
  route: 'templates',
  table: 'templates',
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'type',
  sort: 'name',
  embed: [['company', 'company_id']],
  minimum: 6,
});

describe('notifications', () => {
  it('show each user only their own, and let them mark one read whatever their role', async () => {
    const others = await world.db.selectFrom('notifications').select(['id', 'user_id']).where('tenant_id', '=', world.demoId).where('user_id', '!=', world.adminId).orderBy('id').execute();
    expect(others.length).toBeGreaterThan(0);
    expectStatus(await world.server.get(`/notifications/${others[0].id}`, { token: world.token }), 404);
    expectStatus(await send(world, 'PUT', `/notifications/${others[0].id}`, { read_at: null }), 404);

    const unread = await list(world, 'notifications', { whereUnread: true, paginate: 100 });
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.data.every((notification) => notification.read_at === null && notification.user_id === world.adminId)).toBe(true);
    const read = await send(world, 'PUT', `/notifications/${unread.data[0].id}`, { read_at: new Date().toISOString() });
    expectStatus(read, 200);
    expect(read.body.data.read_at).not.toBeNull();
    expect((await list(world, 'notifications', { whereUnread: true })).total).toBe(unread.total - 1);
    expectInvalid(await send(world, 'PUT', `/notifications/${unread.data[0].id}`, { read_at: 'gisteren' }), 'read_at', 'Gelezen op is geen geldig tijdstip.');
    expectInvalid(await send(world, 'PUT', `/notifications/${unread.data[0].id}`, { title: 'Anders' }), 'title', 'Het veld title kan niet gewijzigd worden.');
    expectStatus(await send(world, 'POST', '/notifications', { title: 'Zelfgemaakt' }), 404);

    const bramsOwn = (await list(world, 'notifications', {}, {}, { token: bram })).data;
    expect(bramsOwn.length).toBeGreaterThan(0);
    expect(bramsOwn.every((notification) => notification.user_id !== world.adminId)).toBe(true);
  });

  it('carry the ticket they are about with its label', async () => {
    const notification = (await list(world, 'notifications')).data[0];
    const found = await world.server.get(`/notifications/${notification.id}?load=actor,object&append=_label`, { token: world.token });
    expect(found.body.data.object.id).toBe(notification.object_id);
    expect(found.body.data._label).toBe(notification.title);
    expect(found.body.data.data).toMatchObject({ url: `/tickets/${notification.object_id}` });
  });
});

describe('cockpit dashboards and widgets', () => {
  it('keep private dashboards to their owner and public ones for everyone', async () => {
    const mine = await send(world, 'POST', '/cockpit-dashboards', { name: 'Planning' });
    expectStatus(mine, 201);
    expect(mine.body.data).toMatchObject({ is_public: false, user_id: world.adminId });
    const shared = await send(world, 'POST', '/cockpit-dashboards', { name: 'Wallboard', is_public: true });
    expect(shared.body.data).toMatchObject({ is_public: true, user_id: null });

    const seenByBram = (await list(world, 'cockpit-dashboards', { paginate: 100 }, {}, { token: bram })).data.map((dashboard) => dashboard.id);
    expect(seenByBram).toContain(shared.body.data.id);
    expect(seenByBram).not.toContain(mine.body.data.id);
    expectStatus(await world.server.get(`/cockpit-dashboards/${mine.body.data.id}`, { token: bram }), 404);

    const madePrivate = await send(world, 'PUT', `/cockpit-dashboards/${shared.body.data.id}`, { is_public: false });
    expect(madePrivate.body.data).toMatchObject({ is_public: false, user_id: world.adminId });
    expectInvalid(await send(world, 'POST', '/cockpit-dashboards', { name: '' }), 'name', 'Naam is verplicht.');
    expectStatus(await send(world, 'DELETE', `/cockpit-dashboards/${mine.body.data.id}`), 200);
    expectStatus(await send(world, 'DELETE', `/cockpit-dashboards/${shared.body.data.id}`), 200);
  });

  it('add a preset once per widget type to a dashboard', async () => {
    const dashboard = (await send(world, 'POST', '/cockpit-dashboards', { name: 'Tellers' })).body.data;
    const preset = (await list(world, 'table-presets', { paginate: 1 })).data[0];
    const widget = await send(world, 'POST', '/cockpit-widgets?load=table_preset', { dashboard_id: dashboard.id, widget_type: 'count', table_preset_id: preset.id });
    expectStatus(widget, 201);
    expect(widget.body.data.table_preset.id).toBe(preset.id);
    expectInvalid(
      await send(world, 'POST', '/cockpit-widgets', { dashboard_id: dashboard.id, widget_type: 'count', table_preset_id: preset.id }),
      'table_preset_id',
      'Deze widget staat al op het dashboard.',
    );
    const table = await send(world, 'POST', '/cockpit-widgets', { dashboard_id: dashboard.id, widget_type: 'table', table_preset_id: preset.id });
    expectStatus(table, 201);
    expectInvalid(await send(world, 'PUT', `/cockpit-widgets/${table.body.data.id}`, { widget_type: 'count' }), 'table_preset_id', 'Deze widget staat al op het dashboard.');
    expectInvalid(await send(world, 'POST', '/cockpit-widgets', { dashboard_id: dashboard.id, widget_type: 'grafiek', table_preset_id: preset.id }), 'widget_type', 'Type widget heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'POST', '/cockpit-widgets', { dashboard_id: dashboard.id, widget_type: 'table' }), 'table_preset_id', 'Snelfilter is verplicht.');
    expectInvalid(await send(world, 'POST', '/cockpit-widgets', { dashboard_id: dashboard.id, widget_type: 'table', table_preset_id: 2147483000 }), 'table_preset_id', 'Snelfilter bestaat niet.');

    const loaded = await world.server.get(`/cockpit-dashboards/${dashboard.id}?load=widgets`, { token: world.token });
    expect(loaded.body.data.widgets).toHaveLength(2);
    expectStatus(await send(world, 'DELETE', `/cockpit-dashboards/${dashboard.id}`), 200);
    expectStatus(await world.server.get(`/cockpit-widgets/${table.body.data.id}`, { token: world.token }), 404);
  });
});

describe('external dashboards', () => {
  it('get https:// when no scheme is given and refuse what is no web address', async () => {
    const created = await send(world, 'POST', '/external-dashboards', { name: 'Grafana', url: 'grafana.example.nl/d/wallboard' });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ url: 'https://grafana.example.nl/d/wallboard', user_id: world.adminId });
    const changed = await send(world, 'PUT', `/external-dashboards/${created.body.data.id}`, { url: 'http://intern.example.nl' });
    expect(changed.body.data.url).toBe('http://intern.example.nl');
    const bare = await send(world, 'PUT', `/external-dashboards/${created.body.data.id}`, { url: 'status.example.nl' });
    expect(bare.body.data.url).toBe('https://status.example.nl');
    expectInvalid(await send(world, 'POST', '/external-dashboards', { name: 'Leeg' }), 'url', 'URL is verplicht.');
    expectInvalid(await send(world, 'POST', '/external-dashboards', { url: 'geen adres' }), 'url', 'De URL is ongeldig.');
    expectInvalid(await send(world, 'POST', '/external-dashboards', { url: 'ftp://bestanden.example.nl' }), 'url', 'De URL is ongeldig.');
    expectStatus(await send(world, 'DELETE', `/external-dashboards/${created.body.data.id}`), 200);
  });
});

describe('exports', () => {
  it('are queued for the caller for a known list, and show their state', async () => {
    const created = await send(world, 'POST', '/exports?append=status', { model: 'tickets', filter: { where: [['status_id', '=', 1]] } });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ model: 'tickets', user_id: world.adminId, exported_at: null, status: 'In wachtrij', filter: { where: [['status_id', '=', 1]] } });
    // The export job writes it in the background.
    let done = created.body.data;
    for (let tries = 0; done.status === 'In wachtrij' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = (await send(world, 'GET', `/exports/${created.body.data.id}?append=status`)).body.data;
    }
    expect(done.status).toBe('Download');
    expect(done.download_url).toEqual(expect.any(String));
    expectInvalid(await send(world, 'POST', '/exports', { model: 'wachtwoorden' }), 'model', 'Dit soort gegevens kan niet geëxporteerd worden.');
    expectInvalid(await send(world, 'POST', '/exports', { model: 'tickets', filter: [1, 2] }), 'filter', 'Het filter moet een object zijn.');
    expectInvalid(await send(world, 'POST', '/exports', {}), 'model', 'Soort is verplicht.');
    expectStatus(await send(world, 'PUT', `/exports/${created.body.data.id}`, { model: 'companies' }), 404);
    expectStatus(await send(world, 'DELETE', `/exports/${created.body.data.id}`), 200);
  });
});

describe('quick-reply templates', () => {
  it('are stored as safe HTML, for all companies or one', async () => {
    const company = (await list(world, 'companies')).data[0];
    const created = await send(world, 'POST', '/templates?load=company', {
      name: 'Herstart',
      body: '<p onclick="steel()">Wil je de computer herstarten?<script>steel()</script></p>',
      company_id: company.id,
    });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ type: 'tickets', body: '<p>Wil je de computer herstarten?</p>', company: { id: company.id } });
    const changed = await send(world, 'PUT', `/templates/${created.body.data.id}`, { body: '<p>Opnieuw <img src=x onerror="steel()">opstarten</p>' });
    expect(changed.body.data.body).toBe('<p>Opnieuw opstarten</p>');
    expectInvalid(await send(world, 'POST', '/templates', { name: 'Leeg', body: '<p>&nbsp;</p>' }), 'body', 'De tekst van het sjabloon is leeg.');
    expectInvalid(await send(world, 'POST', '/templates', { body: '<p>Tekst</p>' }), 'name', 'Naam is verplicht.');
    expectInvalid(await send(world, 'POST', '/templates', { name: 'Type', body: '<p>Tekst</p>', type: 'facturen' }), 'type', 'Type heeft een ongeldige waarde.');

    const general = await list(world, 'templates', { whereNull: ['company_id'], paginate: 100 });
    expect(general.total).toBeGreaterThanOrEqual(6);
    expectStatus(await send(world, 'DELETE', `/templates/${created.body.data.id}`), 200);
  });
});
