import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReads, expectInvalid, expectStatus, list, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
const get = () => world;

beforeAll(async () => {
  world = await startCoreWorld();
});

afterAll(async () => {
  await world?.server.close();
});

describeReads(get, { route: 'ticket-statuses', table: 'ticket_statuses', perPage: 15, defaultOrder: [['order', 'asc']], filter: 'internal_type', sort: 'name', embed: [], minimum: 6 });
describeReads(get, { route: 'priorities', table: 'priorities', perPage: 15, defaultOrder: [['order', 'asc']], filter: 'style', sort: 'label', embed: [], minimum: 4 });
describeReads(get, {
  route: 'ticket-sources',
  table: 'ticket_sources',
  perPage: 15,
  defaultOrder: [['order', 'asc'], ['name', 'asc']],
  filter: 'name',
  sort: 'name',
  embed: ['tickets'],
  minimum: 5,
});
describeReads(get, {
  route: 'ticket-types',
  table: 'ticket_types',
  perPage: 15,
  defaultOrder: [['order', 'asc'], ['name', 'asc']],
  filter: 'name',
  sort: 'name',
  embed: ['tickets'],
  minimum: 5,
});
describeReads(get, { route: 'services', table: 'services', perPage: 15, defaultOrder: [['name', 'asc']], filter: 'name', sort: 'name', embed: ['tickets'], minimum: 6 });
describeReads(get, {
  route: 'categories',
  table: 'categories',
  perPage: 15,
  defaultOrder: [['order', 'asc'], ['title', 'asc']],
  filter: 'title',
  sort: 'title',
  embed: ['operators'],
  minimum: 8,
});
describeReads(get, { route: 'countries', table: 'countries', perPage: 15, defaultOrder: [['name', 'asc']], filter: 'code', sort: 'code', embed: [], minimum: 3 });
describeReads(get, {
  route: 'locations',
  table: 'locations',
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'company_id',
  sort: 'name',
  embed: [['company', 'company_id']],
  minimum: 14,
});
describeReads(get, { route: 'activities', table: 'activities', perPage: 15, defaultOrder: [['name', 'asc']], filter: 'is_default', sort: 'price', embed: ['time_registrations'], minimum: 6 });
describeReads(get, { route: 'products', table: 'products', perPage: 25, defaultOrder: [['product_name', 'asc']], filter: 'product_code', sort: 'price_excl', embed: [], minimum: 30 });
describeReads(get, {
  route: 'business-hour-contracts',
  table: 'business_hour_contracts',
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'name',
  sort: 'name',
  embed: ['slas'],
  minimum: 3,
});
describeReads(get, {
  route: 'slas',
  table: 'slas',
  perPage: 15,
  defaultOrder: [['name', 'asc']],
  filter: 'opening_hour_contract_id',
  sort: 'name',
  embed: ['companies', 'ticket_types', 'priorities', ['opening_hour_contract', 'opening_hour_contract_id'], ['operator', 'operator_id']],
  minimum: 3,
});
describeReads(get, {
  route: 'sla-priorities',
  table: 'sla_priorities',
  perPage: 15,
  defaultOrder: [['sla_id', 'asc'], ['priority_id', 'asc']],
  filter: 'sla_id',
  sort: 'first_response_within',
  embed: [['sla', 'sla_id'], ['priority', 'priority_id']],
  minimum: 12,
});

describe('ticket statuses', () => {
  it('are created, renamed, reordered and deleted, but not while tickets use them', async () => {
    const created = await send(world, 'POST', '/ticket-statuses', { name: 'In afwachting van leverancier', internal_type: 4 });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ name: 'In afwachting van leverancier', internal_type: 4, order: 0 });
    const id = created.body.data.id;

    const renamed = await send(world, 'PUT', `/ticket-statuses/${id}`, { name: 'Wacht op leverancier' });
    expectStatus(renamed, 200);
    expect(renamed.body.data.name).toBe('Wacht op leverancier');

    const listed = (await list(world, 'ticket-statuses', { paginate: 100 })).data;
    const statuses = listed.map((status) => status.id);
    const moved = await send(world, 'PUT', `/ticket-statuses/${id}/update-order`, { order: 0 });
    expectStatus(moved, 200);
    expect((await list(world, 'ticket-statuses', { paginate: 100 })).data.map((status) => status.id)).toEqual([id, ...statuses.filter((other) => other !== id)]);

    const open = listed.find((status) => status.internal_type === 1).id;
    expectInvalid(await send(world, 'DELETE', `/ticket-statuses/${open}`), 'id', 'Deze status wordt nog door tickets gebruikt.');
    expectStatus(await send(world, 'DELETE', `/ticket-statuses/${id}`), 200);
    expectStatus(await world.server.get(`/ticket-statuses/${id}`, { token: world.token }), 404);
  });

  it('refuse an unknown internal type and a missing name', async () => {
    expectInvalid(await send(world, 'POST', '/ticket-statuses', { name: 'Vreemd', internal_type: 9 }), 'internal_type', 'Soort heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'POST', '/ticket-statuses', { internal_type: 1 }), 'name', 'Naam is verplicht.');
  });

  it('count their tickets with withCount', async () => {
    const page = await list(world, 'ticket-statuses', { withCount: ['tickets'] });
    const counted = page.data.reduce((sum, status) => sum + status.tickets_count, 0);
    const [{ n }] = await world.db
      .selectFrom('tickets')
      .select((eb: any) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', world.demoId)
      .where('is_template', '=', false)
      .where('deleted_at', 'is', null)
      .execute();
    expect(counted).toBe(Number(n));
  });
});

describe('priorities', () => {
  it('take only the badge styles', async () => {
    expectInvalid(await send(world, 'POST', '/priorities', { label: 'Spoed', style: 'paars' }), 'style', 'Stijl heeft een ongeldige waarde.');
    const created = await send(world, 'POST', '/priorities', { label: 'Spoed', style: 'danger', order: 5 });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ label: 'Spoed', style: 'danger', order: 5 });
    expectStatus(await send(world, 'DELETE', `/priorities/${created.body.data.id}`), 200);
  });

  it('mark one default per tenant: a new default takes the mark from the old one', async () => {
    const defaults = async () => (await list(world, 'priorities', { paginate: 100 })).data.filter((priority) => priority.is_default).map((priority) => priority.label);
    expect(await defaults()).toEqual(['Normaal']);
    const urgent = await send(world, 'POST', '/priorities', { label: 'Direct', style: 'danger', is_default: true });
    expectStatus(urgent, 201);
    expect(await defaults()).toEqual(['Direct']);
    const normal = (await list(world, 'priorities', { paginate: 100 })).data.find((priority) => priority.label === 'Normaal');
    expectStatus(await send(world, 'PUT', `/priorities/${normal.id}`, { is_default: true }), 200);
    expect(await defaults()).toEqual(['Normaal']);
    expectInvalid(await send(world, 'PUT', `/priorities/${normal.id}`, { is_default: 'soms' }), 'is_default', 'Standaard moet ja of nee zijn.');
    // Another tenant keeps its own default.
    const acme = await world.server.call('GET', '/priorities', { token: world.acme, tenant: 'acme' });
    expect(acme.body.data.filter((priority: { is_default: boolean }) => priority.is_default)).toHaveLength(1);
    expectStatus(await send(world, 'DELETE', `/priorities/${urgent.body.data.id}`), 200);
  });
});

describe.each([
  ['ticket-sources', 'Bron'],
  ['ticket-types', 'Tickettype'],
  ['services', 'Dienst'],
])('%s', (route) => {
  it('are created, changed and deleted, and need a name', async () => {
    expectInvalid(await send(world, 'POST', `/${route}`, { name: '   ' }), 'name', 'Naam is verplicht.');
    expectInvalid(await send(world, 'POST', `/${route}`, { name: 'x'.repeat(101) }), 'name', 'Naam mag maximaal 100 tekens bevatten.');
    const created = await send(world, 'POST', `/${route}`, { name: 'Chat' });
    expectStatus(created, 201);
    const id = created.body.data.id;
    expect((await send(world, 'PUT', `/${route}/${id}`, { name: 'Livechat' })).body.data.name).toBe('Livechat');
    expectStatus(await send(world, 'DELETE', `/${route}/${id}`), 200);
    expectStatus(await world.server.get(`/${route}/${id}`, { token: world.token }), 404);
  });
});

describe('categories', () => {
  it('sync the operators who handle them', async () => {
    const operators = (await list(world, 'operators', { paginate: 3 })).data.map((operator) => operator.id);
    const created = await send(world, 'POST', '/categories?load=operators', { title: 'Printers', relationships: { operators: operators.slice(0, 2) } });
    expectStatus(created, 201);
    expect(created.body.data.operators.map((operator: { id: number }) => operator.id).sort()).toEqual(operators.slice(0, 2).sort());
    const changed = await send(world, 'PUT', `/categories/${created.body.data.id}?load=operators`, { relationships: { operators: [operators[2]] } });
    expect(changed.body.data.operators.map((operator: { id: number }) => operator.id)).toEqual([operators[2]]);
    expectInvalid(await send(world, 'POST', '/categories', { order: 3 }), 'title', 'Titel is verplicht.');
    expectStatus(await send(world, 'DELETE', `/categories/${created.body.data.id}`), 200);
  });
});

describe('countries', () => {
  it('keep codes in capitals and unique', async () => {
    const created = await send(world, 'POST', '/countries', { name: 'Frankrijk', code: 'fr' });
    expectStatus(created, 201);
    expect(created.body.data.code).toBe('FR');
    expectInvalid(await send(world, 'POST', '/countries', { name: 'Nederland', code: 'NL' }), 'code', 'Deze landcode bestaat al.');
    expectInvalid(await send(world, 'POST', '/countries', { name: 'Onbekend', code: 'N1' }), 'code', 'Landcode moet uit twee hoofdletters bestaan.');
    expectInvalid(await send(world, 'POST', '/countries', { name: 'Oostenrijk', code: 'AUT' }), 'code', 'Landcode mag maximaal 2 tekens bevatten.');
    // Its own code is not a clash with itself.
    expectStatus(await send(world, 'PUT', `/countries/${created.body.data.id}`, { code: 'FR', name: 'France' }), 200);
    expectStatus(await send(world, 'DELETE', `/countries/${created.body.data.id}`), 200);
  });
});

describe('locations', () => {
  it('belong to an existing company of the tenant', async () => {
    const company = (await list(world, 'companies')).data[0];
    const created = await send(world, 'POST', '/locations?load=company', { name: 'Vestiging Oost', company_id: company.id });
    expectStatus(created, 201);
    expect(created.body.data.company).toMatchObject({ id: company.id, name: company.name });
    const acmeCompany = (await world.db.selectFrom('companies').select('id').where('tenant_id', '=', world.acmeId).executeTakeFirstOrThrow()).id;
    expectInvalid(await send(world, 'PUT', `/locations/${created.body.data.id}`, { company_id: acmeCompany }), 'company_id', 'Bedrijf bestaat niet.');
    expectInvalid(await send(world, 'POST', '/locations', { company_id: company.id }), 'name', 'Naam is verplicht.');
    expectStatus(await send(world, 'DELETE', `/locations/${created.body.data.id}`), 200);
  });
});

describe('activities', () => {
  it('keep one default, take prices and archive', async () => {
    const before = (await list(world, 'activities', { where: [['is_default', '=', true]] })).data;
    expect(before).toHaveLength(1);
    const created = await send(world, 'POST', '/activities', { name: 'Nachtwerk', price: '145,50', is_default: true });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ name: 'Nachtwerk', price: 145.5, is_default: true, is_invoicable: true });
    const defaults = (await list(world, 'activities', { where: [['is_default', '=', true]] })).data;
    expect(defaults.map((activity) => activity.id)).toEqual([created.body.data.id]);

    expectInvalid(await send(world, 'POST', '/activities', { name: 'Negatief', price: -1 }), 'price', 'Prijs moet minimaal 0 zijn.');
    expectInvalid(await send(world, 'POST', '/activities', { name: 'Tekst', price: 'veel' }), 'price', 'Prijs moet een getal zijn.');

    const archived = await send(world, 'POST', `/activities/${created.body.data.id}/archive`);
    expectStatus(archived, 200);
    expect(archived.body.data.archived_at).not.toBeNull();
    const restored = await send(world, 'PUT', `/activities/${created.body.data.id}`, { archived_at: null });
    expect(restored.body.data.archived_at).toBeNull();
    await send(world, 'PUT', `/activities/${before[0].id}`, { is_default: true });
    expectStatus(await send(world, 'DELETE', `/activities/${created.body.data.id}`), 200);
  });
});

describe('products', () => {
  it('page 25 at a time, search code and name, and keep codes unique', async () => {
    const page = await list(world, 'products', {}, { s: 'toner' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((product) => /toner/i.test(`${product.product_code} ${product.product_name}`))).toBe(true);
    expect(page.data[0].price_excl).toEqual(expect.any(Number));

    const existing = page.data[0].product_code;
    expectInvalid(await send(world, 'POST', '/products', { product_code: existing, product_name: 'Dubbel' }), 'product_code', 'Deze artikelcode bestaat al.');
    expectInvalid(await send(world, 'POST', '/products', { product_code: 'X-1' }), 'product_name', 'Naam is verplicht.');
    const created = await send(world, 'POST', '/products?append=_label', { product_code: 'HW-USB-32', product_name: 'USB-stick 32 GB', price_excl: 9.95 });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ price_excl: 9.95, _label: 'HW-USB-32 - USB-stick 32 GB' });
    const archived = await send(world, 'POST', `/products/${created.body.data.id}/archive`);
    expect(archived.body.data.archived_at).not.toBeNull();
    expectStatus(await send(world, 'DELETE', `/products/${created.body.data.id}`), 200);
  });
});

describe('business-hour contracts', () => {
  it('accept only a week of opening hours', async () => {
    expectInvalid(
      await send(world, 'POST', '/business-hour-contracts', { name: 'Nacht', hours: { 1: [['17:00', '08:00']] } }),
      'hours',
      'Openingstijden moeten per weekdag als van-tot in uu:mm ingevuld worden.',
    );
    const created = await send(world, 'POST', '/business-hour-contracts', { name: 'Ochtenden', hours: { 1: [['08:00', '12:00']], 2: [['08:00', '12:00']] } });
    expectStatus(created, 201);
    expect(created.body.data.hours).toEqual({ 1: [['08:00', '12:00']], 2: [['08:00', '12:00']] });
    expectStatus(await send(world, 'DELETE', `/business-hour-contracts/${created.body.data.id}`), 200);
  });

  it('stay while an SLA counts in them', async () => {
    const hours = await send(world, 'POST', '/business-hour-contracts', { name: 'In gebruik', hours: { 1: [['08:00', '17:00']] } });
    const companies = (await list(world, 'companies', { paginate: 1 })).data.map((company) => company.id);
    const sla = await send(world, 'POST', '/slas', { name: 'Brons', opening_hour_contract_id: hours.body.data.id, relationships: { companies } });
    expectStatus(sla, 201);
    expectInvalid(await send(world, 'DELETE', `/business-hour-contracts/${hours.body.data.id}`), 'id', "Deze openingstijden worden nog door SLA's gebruikt.");
    expectStatus(await send(world, 'DELETE', `/slas/${sla.body.data.id}`), 200);
    expectStatus(await send(world, 'DELETE', `/business-hour-contracts/${hours.body.data.id}`), 200);
  });
});

describe('SLAs', () => {
  it('need opening hours, sync companies and ticket types, and hold times per priority', async () => {
    const companies = (await list(world, 'companies', { paginate: 2 })).data.map((company) => company.id);
    const types = (await list(world, 'ticket-types')).data.map((type) => type.id);
    const hours = (await list(world, 'business-hour-contracts')).data[0].id;
    expectInvalid(await send(world, 'POST', '/slas', { name: 'Goud', relationships: { companies } }), 'opening_hour_contract_id', 'Openingstijden veld is verplicht!');
    expectInvalid(await send(world, 'POST', '/slas', { name: 'Goud', opening_hour_contract_id: hours }), 'companies', 'Bedrijven zijn verplicht!');
    expect((await list(world, 'slas', { where: [['name', '=', 'Goud']] })).total).toBe(0);

    const created = await send(world, 'POST', '/slas?load=companies,ticket_types', {
      name: 'Goud',
      opening_hour_contract_id: hours,
      relationships: { companies, ticket_types: types.slice(0, 2) },
    });
    expectStatus(created, 201);
    expect(created.body.data.companies.map((company: { id: number }) => company.id).sort()).toEqual([...companies].sort());
    expect(created.body.data.ticket_types).toHaveLength(2);
    const sla = created.body.data.id;
    expectInvalid(await send(world, 'PUT', `/slas/${sla}`, { opening_hour_contract_id: null }), 'opening_hour_contract_id', 'Openingstijden veld is verplicht!');
    expectInvalid(await send(world, 'PUT', `/slas/${sla}`, { relationships: { companies: [] } }), 'companies', 'Bedrijven zijn verplicht!');
    expect((await world.server.get(`/slas/${sla}?load=companies`, { token: world.token })).body.data.companies).toHaveLength(2);

    // Creating the SLA gave every priority its row of times, in the default unit.
    const priorities = (await list(world, 'priorities')).data.map((row: { id: number }) => row.id);
    const rows = (await world.server.get(`/slas/${sla}?load=priorities`, { token: world.token })).body.data.priorities;
    expect(rows.map((row: { priority_id: number }) => row.priority_id).sort()).toEqual([...priorities].sort());
    expect(rows.every((row: { first_response_within_unit: string; resolve_within_unit: string }) => row.first_response_within_unit === 'uur' && row.resolve_within_unit === 'uur')).toBe(true);
    const priority = priorities[0];
    expectInvalid(
      await send(world, 'POST', '/sla-priorities', { sla_id: sla, priority_id: priority, first_response_within: 1, resolve_within: 2 }),
      'priority_id',
      'Deze prioriteit heeft al tijden in deze SLA.',
    );
    const row = rows.find((candidate: { priority_id: number }) => candidate.priority_id === priority);
    const times = await send(world, 'PUT', `/sla-priorities/${row.id}`, { first_response_within: 30, first_response_within_unit: 'min', resolve_within: 4 });
    expectStatus(times, 200);
    expect(times.body.data).toMatchObject({ first_response_within: 30, first_response_within_unit: 'min', resolve_within: 4, resolve_within_unit: 'uur' });
    expectInvalid(await send(world, 'PUT', `/sla-priorities/${times.body.data.id}`, { resolve_within_unit: 'dag' }), 'resolve_within_unit', 'Eenheid oplossen heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'PUT', `/sla-priorities/${times.body.data.id}`, { resolve_within: 0 }), 'resolve_within', 'Oplossen binnen moet minimaal 1 zijn.');
    expectInvalid(await send(world, 'PUT', `/sla-priorities/${times.body.data.id}`, { sla_id: sla }), 'sla_id', 'SLA kan na het aanmaken niet meer gewijzigd worden.');

    const loaded = await world.server.get(`/slas/${sla}?load=priorities.priority`, { token: world.token });
    expect(loaded.body.data.priorities).toContainEqual(expect.objectContaining({ priority_id: priority, first_response_within: 30, priority: expect.objectContaining({ id: priority }) }));
    expectStatus(await send(world, 'DELETE', `/slas/${sla}`), 200);
    expectStatus(await world.server.get(`/sla-priorities/${times.body.data.id}`, { token: world.token }), 404);
  });
});

describe('permissions', () => {
  it('let the read-only role read catalogues but not change them', async () => {
    const read = { token: world.readOnly };
    expectStatus(await world.server.get('/products', read), 200);
    const refused = await send(world, 'POST', '/products', { product_name: 'Iets' }, world.readOnly);
    expectStatus(refused, 403);
    expect(refused.body).toEqual({ message: 'Je hebt geen rechten om deze actie uit te voeren.', permission: 'products.store' });
    const id = (await list(world, 'categories')).data[0].id;
    expect((await send(world, 'DELETE', `/categories/${id}`, undefined, world.readOnly)).body.permission).toBe('categories.destroy');
  });
});
