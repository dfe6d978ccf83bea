import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let admin: string;
let reader: string;
let operator: string;

beforeAll(async () => {
  server = await startApi();
  [admin, reader, operator] = await Promise.all(['admin@demo.nl', 'lezer@demo.nl', 'bram@demo.nl'].map((email) => server.login(email)));
});

afterAll(async () => {
  await server?.close();
});

async function list(token: string, route: string, builder?: unknown, params: Record<string, string | number> = {}): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder, params)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const userOf = async (token: string) => (await server.get('/auth/me', { token })).body.user;

describe('table presets', () => {
  it('are shared (user_id null, needs table-presets.store) or personal (anyone, for themselves)', async () => {
    const readerId = (await userOf(reader)).id;
    const shared = { label: 'Open tickets', type: 'tickets', styling: 'warning', filter_config: { columnFilters: { status_id: [1] } }, order_config: { by: 'updated_at', direction: 'DESC' } };
    expect((await server.post('/table-presets', { token: reader, body: shared })).body).toEqual({ message: 'Je hebt geen rechten om deze actie uit te voeren.', permission: 'table-presets.store' });
    const own = await server.post('/table-presets', { token: reader, body: { ...shared, label: 'Mijn filter', user_id: readerId } });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data).toMatchObject({ label: 'Mijn filter', user_id: readerId, filter_config: shared.filter_config, columns_config: [], is_cockpit: false });
    const created = await server.post('/table-presets', { token: admin, body: shared });
    expect(created.status).toBe(201);
    expect(created.body.data.user_id).toBeNull();

    // The reader sees the shared one and its own; the administrator does not see the reader's.
    const seenByReader = (await list(reader, 'table-presets', { where: [['type', 'tickets']] })).data.map((preset) => preset.id);
    expect(seenByReader).toEqual(expect.arrayContaining([own.body.data.id, created.body.data.id]));
    const seenByAdmin = (await list(admin, 'table-presets', { where: [['type', 'tickets']] })).data.map((preset) => preset.id);
    expect(seenByAdmin).toContain(created.body.data.id);
    expect(seenByAdmin).not.toContain(own.body.data.id);
    expect((await server.get(`/table-presets/${own.body.data.id}`, { token: admin })).status).toBe(404);

    // Own ones are changed and removed freely; shared ones need the permission.
    expect((await server.put(`/table-presets/${own.body.data.id}`, { token: reader, body: { label: 'Hernoemd' } })).body.data.label).toBe('Hernoemd');
    expect((await server.put(`/table-presets/${created.body.data.id}`, { token: reader, body: { label: 'Van mij' } })).body.permission).toBe('table-presets.update');
    expect((await server.put(`/table-presets/${created.body.data.id}`, { token: operator, body: { label: 'Open' } })).body.data.label).toBe('Open');
    expect((await server.del(`/table-presets/${own.body.data.id}`, { token: reader })).body).toEqual({ message: 'Item verwijderd.' });
  });

  it('validate their fields', async () => {
    const adminId = (await userOf(admin)).id;
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ type: 'tickets' }, { label: ['Naam is verplicht.'] }],
      [{ label: 'X', type: 'tickets', styling: 'paars' }, { styling: ['Stijl heeft een ongeldige waarde.'] }],
      [{ label: 'X', type: 'ruimteschepen' }, { type: ['Lijst bestaat niet.'] }],
      [{ label: 'X', type: 'tickets', user_id: adminId + 1 }, { user_id: ['Een snelfilter is gedeeld of van jezelf.'] }],
      [{ label: 'X', type: 'tickets', columns_config: { status: true } }, { columns_config: ['Kolommen: een lijst verwacht.'] }],
      [{ label: 'X', type: 'tickets', filter_config: [1] }, { filter_config: ['Filters: een object verwacht.'] }],
    ];
    for (const [body, errors] of cases) expect((await server.post('/table-presets', { token: admin, body })).body.errors, JSON.stringify(body)).toEqual(errors);
  });

  it('made for a cockpit widget need a name of 3 characters, on create and on update', async () => {
    const widget = { type: 'tickets', is_cockpit: true, label: 'Mijn widget' };
    const refused = await server.post('/table-presets', { token: admin, body: { ...widget, label: '  ab ' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ label: ['Naam moet minimaal 3 tekens bevatten.'] });
    // A quick filter of a list keeps its freedom.
    expect((await server.post('/table-presets', { token: admin, body: { ...widget, is_cockpit: false, label: 'ab' } })).status).toBe(201);

    const created = await server.post('/table-presets', { token: admin, body: widget });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await server.put(`/table-presets/${created.body.data.id}`, { token: admin, body: { label: 'x' } });
    expect(renamed.body.errors).toEqual({ label: ['Naam moet minimaal 3 tekens bevatten.'] });
    expect((await server.put(`/table-presets/${created.body.data.id}`, { token: admin, body: { label: 'Mijn tickets' } })).status).toBe(200);
  });
});

describe('presets-result-count', () => {
  const builders = [
    { id: 'alles', builder: {} },
    { id: 'zonder-behandelaar', builder: { whereNull: ['operator_id'] } },
    { id: 'bv', builder: { whereHas: [['company', { where: [['name', 'like', '%B.V.%']] }]] } },
    { id: 'printer', builder: JSON.stringify({ fullSearch: 'printer' }) },
    { id: 'zoek', s: 'vpn' },
  ];

  it('counts what each builder would list (POST and GET alike)', async () => {
    const answer = await server.post('/presets-result-count/tickets', { token: admin, body: { builders } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.map((row: any) => row.id)).toEqual(builders.map((entry) => entry.id));
    for (const [index, entry] of builders.entries()) {
      const builder = typeof entry.builder === 'string' ? JSON.parse(entry.builder) : (entry.builder ?? {});
      const total = (await list(admin, 'tickets', builder, entry.s ? { s: entry.s } : {})).total;
      expect(answer.body[index].count, entry.id).toBe(total);
    }
    const viaGet = await server.get(`/presets-result-count/tickets?builders=${encodeURIComponent(JSON.stringify(builders))}`, { token: admin });
    expect(viaGet.body).toEqual(answer.body);
  });

  it('applies the role’s limits, the permission and the builder’s validation', async () => {
    const own = await server.login('eigen@demo.nl');
    const counted = await server.post('/presets-result-count/tickets', { token: own, body: { builders } });
    for (const [index, entry] of builders.entries()) {
      const builder = typeof entry.builder === 'string' ? JSON.parse(entry.builder) : (entry.builder ?? {});
      expect(counted.body[index].count).toBe((await list(own, 'tickets', builder, entry.s ? { s: entry.s } : {})).total);
    }
    const client = await server.login('klant@demo.nl', { contact: true });
    expect((await server.post('/presets-result-count/companies', { token: client, body: { builders } })).body.permission).toBe('companies.index');
    expect((await server.post('/presets-result-count/ruimteschepen', { token: admin, body: { builders } })).status).toBe(404);
    const refused = await server.post('/presets-result-count/tickets', { token: admin, body: { builders: [{ id: 1 }, { id: 2, builder: { where: [['geheim', 1]] } }] } });
    expect(refused).toEqual({ status: 422, body: { message: 'Onbekende kolom: geheim.', errors: { 'builders.1.builder': ['Onbekende kolom: geheim.'] } } });
    expect((await server.post('/presets-result-count/tickets', { token: admin, body: {} })).body.errors).toEqual({ builders: ['builders verwacht een lijst met id en builder.'] });
  });
});

describe('configs', () => {
  it('hold the tenant configuration with defaults, changed by administrators with per-type checks', async () => {
    const configs = (await list(admin, 'configs', { paginate: 100 })).data;
    const byName = Object.fromEntries(configs.map((config) => [config.name, config]));
    expect(byName['app.company_name'].value).toBe('Balie Demo');
    expect(byName['app.ask_time_registration_before_closing']).toMatchObject({ value: 'only_missing', input_type: 'select' });
    expect(byName['ticketing.auto_start_timer'].value).toBe('0');
    expect(byName['ticketing.ticket_fields_config']).toMatchObject({ value: '[]', input_type: 'json' });
    expect(byName['notifications.client_ticket_closed'].value).toBe('1');
    expect(byName['notifications.default_language'].value).toBe('nl');
    expect(byName['invoicing.pro_rate_subscriptions'].value).toBe('1');
    expect(byName['styling.app_color'].value).toBe('#2b6cb0');

    const set = (name: string, value: unknown) => server.put(`/configs/${byName[name].id}`, { token: admin, body: { value } });
    expect((await set('ticketing.auto_start_timer', '2')).body.errors).toEqual({ value: ['Waarde moet 0 of 1 zijn.'] });
    expect((await set('ticketing.ticket_fields_config', '[{')).body.errors).toEqual({ value: ['Waarde is geen geldige JSON.'] });
    expect((await set('styling.app_color', 'blauw')).body.errors).toEqual({ value: ['Waarde is geen geldige kleur (#rrggbb).'] });
    expect((await set('notifications.default_language', 'fr')).body.errors).toEqual({ value: ['Waarde heeft een ongeldige waarde.'] });
    expect((await server.put(`/configs/${byName['app.company_name'].id}`, { token: admin, body: { name: 'x' } })).body.errors).toEqual({ name: ['Het veld name kan niet gewijzigd worden.'] });
    expect((await set('ticketing.ticket_fields_config', '[{"field":"operator_id","label":"Behandelaar"}]')).status).toBe(200);
    const me = (await server.get('/auth/me', { token: operator })).body;
    expect(me.user.configs['ticketing.ticket_fields_config']).toEqual([{ field: 'operator_id', label: 'Behandelaar' }]);
    expect(me.lists.configs.find((config: any) => config.name === 'ticketing.ticket_fields_config').value).toEqual([{ field: 'operator_id', label: 'Behandelaar' }]);
  });
});
