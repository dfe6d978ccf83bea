import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused, roundTrip, startBackOffice, type BackOffice } from './back-office-support.ts';

let office: BackOffice;
let company: number;
let otherCompany: number;
let client: number;
let operator: number;
let acmeCompany: number;

beforeAll(async () => {
  office = await startBackOffice({ tenants: { acme: { mod_invoicing: true } } });
  [company, otherCompany] = (await office.list('companies', { orderBy: [['id', 'asc']] })).data.map((row) => row.id);
  client = (await office.list('clients')).data[0].id;
  operator = (await office.list('operators')).data[0].id;
  acmeCompany = (await office.list('companies', {}, {}, 'acme')).data[0].id;
});

afterAll(async () => {
  await office?.close();
});

const idOf = async (route: string, builder: Record<string, unknown> = {}) => (await office.list(route, builder)).data[0].id as number;
const create = async (route: string, body: Record<string, unknown>, query = '') => {
  const answer = await office.call('POST', `/${route}${query}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};

describe('assets', () => {
  it('are created, changed, archived, restored and deleted', async () => {
    const status = await idOf('asset-statuses');
    await roundTrip(office, {
      route: 'assets',
      create: { name: 'GRO-LT-09', description: 'HP EliteBook 840 G10', serial_number: 'CND4A1B2C3', company_id: company, client_id: client, status_id: status, warranty_until: '2029-03-31' },
      update: { operator_id: operator, tracking_number: 'A90001', warranty_until: null },
      archivable: true,
    });
  });

  it('record their creator and link categories', async () => {
    const categories = (await office.list('asset-categories')).data.map((row) => row.id);
    const asset = await create('assets', { name: 'Testlaptop', relationships: { categories: categories.slice(0, 2) } }, '?load=categories');
    expect(asset.categories.map((category: { id: number }) => category.id).sort()).toEqual(categories.slice(0, 2).sort());
    const me = await office.get('/auth/me');
    expect(asset.actor_id).toBe(me.body.user.id);
    const changed = await office.call('PUT', `/assets/${asset.id}?load=categories`, { relationships: { categories: [categories[2]] } });
    expect(changed.body.data.categories.map((category: { id: number }) => category.id)).toEqual([categories[2]]);
  });

  it.each([
    ['assets', { name: 'Laptop met inventarisnummer' }],
    ['contracts', { name: 'Contract met kenmerk', period: 'month', start_date: '2026-01-01' }],
    ['projects', { name: 'Project met kenmerk' }],
  ] as const)('%s keep custom values', async (route, body) => {
    const field = `kenmerk_${route.replace('-', '_')}`;
    const defined = await office.call('POST', '/custom-fields', { name: field, title: 'Kenmerk', type: 0, morphable_type: route });
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    const record = await create(route, { ...body, relationships: { custom_values: [{ custom_field: field, value: 'INV-0042' }] } }, '?load=custom_values');
    expect(record.custom_values).toMatchObject([{ custom_field: field, value: 'INV-0042' }]);
    const changed = await office.call('PUT', `/${route}/${record.id}?load=custom_values`, { relationships: { custom_values: [{ custom_field: field, value: 'INV-0043' }] } });
    expect(changed.body.data.custom_values).toMatchObject([{ custom_field: field, value: 'INV-0043' }]);
  });

  it('keep tracking numbers unique', async () => {
    const taken = (await office.list('assets', { where: [['tracking_number', '!=', null]] })).data[0];
    await refused(office, 'POST', '/assets', { name: 'Dubbel', tracking_number: taken.tracking_number }, { tracking_number: ['Volgnummer moet uniek zijn.'] });
    const other = await create('assets', { name: 'Ander', tracking_number: 'A99999' });
    await refused(office, 'PUT', `/assets/${other.id}`, { tracking_number: taken.tracking_number }, { tracking_number: ['Volgnummer moet uniek zijn.'] });
    expect((await office.call('PUT', `/assets/${other.id}`, { tracking_number: 'A99999', name: 'Ander 2' })).status).toBe(200);
  });

  it('refuse what the rules refuse', async () => {
    await refused(office, 'POST', '/assets', {}, { name: ['Naam is verplicht.'] });
    await refused(office, 'POST', '/assets', { name: 'X', company_id: acmeCompany }, { company_id: ['Bedrijf bestaat niet.'] });
    await refused(office, 'POST', '/assets', { name: 'X', location_id: 999999 }, { location_id: ['Locatie bestaat niet.'] });
    await refused(office, 'POST', '/assets', { name: 'X', warranty_until: 'volgend jaar' }, { warranty_until: ['Garantie tot is geen geldige datum.'] });
    await refused(office, 'POST', '/assets', { name: 'X', rmm_id: '123' }, { rmm_id: ['Het veld rmm_id kan niet gewijzigd worden.'] });
  });
});

describe('asset categories and statuses', () => {
  it('round trip', async () => {
    await roundTrip(office, { route: 'asset-categories', create: { name: 'Dockingstation' }, update: { name: 'Dockingstations' } });
    await roundTrip(office, { route: 'asset-statuses', create: { name: 'In reparatie', internal_type: 5, order: 9 }, update: { internal_type: 3 } });
  });

  it('refuse a missing name and an unknown type', async () => {
    await refused(office, 'POST', '/asset-categories', {}, { name: ['Naam is verplicht.'] });
    await refused(office, 'POST', '/asset-statuses', { name: 'Kwijt', internal_type: 9 }, { internal_type: ['Type heeft een ongeldige waarde.'] });
  });
});

describe('contracts', () => {
  it('round trip with their companies', async () => {
    await roundTrip(office, {
      route: 'contracts',
      create: { name: 'Servicecontract Test', period: 'month', start_date: '2026-01-01', quantity: 8, hourly_rate_extra: 95, client_id: client, relationships: { companies: [company] } },
      update: { name: 'Servicecontract Test Plus', end_date: '2027-12-31', quantity: 12 },
      archivable: true,
    });
  });

  it('need a period and start date, both fixed after creation', async () => {
    await refused(office, 'POST', '/contracts', {}, { name: ['Naam is verplicht.'] });
    await refused(office, 'POST', '/contracts', { name: 'Zonder periode' }, {
      period: ['Periode is verplicht bij het aanmaken van een contract.'],
      start_date: ['Startdatum is verplicht bij het aanmaken van een contract.'],
    });
    await refused(office, 'POST', '/contracts', { name: 'X', period: 'week', start_date: '2026-01-01' }, { period: ['Periode heeft een ongeldige waarde.'] });
    const contract = await create('contracts', { name: 'Vast', period: 'quarter', start_date: '2026-01-01', relationships: { companies: [company, otherCompany] } }, '?load=companies');
    expect(contract.companies.map((row: { id: number }) => row.id).sort()).toEqual([company, otherCompany].sort());
    await refused(office, 'PUT', `/contracts/${contract.id}`, { period: 'year' }, { period: ['Periode kan na het aanmaken niet meer gewijzigd worden.'] });
    await refused(office, 'PUT', `/contracts/${contract.id}`, { start_date: '2026-02-01' }, { start_date: ['Startdatum kan na het aanmaken niet meer gewijzigd worden.'] });
    await refused(office, 'PUT', `/contracts/${contract.id}`, { end_date: '2025-12-31' }, { end_date: ['De einddatum mag niet voor de startdatum liggen.'] });
  });

  it('a prepaid contract has no hourly rates, and a top-up needs a card', async () => {
    const prepaid = await create('contracts', { name: 'Strippenkaart', period: 'none', start_date: '2026-03-01', quantity: 10, hourly_rate: 80, hourly_rate_extra: 95 }, '?append=period_label,is_prepaid');
    expect(prepaid).toMatchObject({ hourly_rate: 0, hourly_rate_extra: 0, period_label: 'Geen (strippenkaart)', is_prepaid: true });
    await refused(office, 'PUT', `/contracts/${prepaid.id}`, { upgrade_below_quantity: 2 }, {
      upgrade_prepaid_card_id: ['Kies de strippenkaart waarmee automatisch wordt opgewaardeerd.'],
    });
    const card = await idOf('prepaid-cards');
    const topped = await office.call('PUT', `/contracts/${prepaid.id}?load=upgrade_prepaid_card`, { upgrade_below_quantity: 2, upgrade_prepaid_card_id: card });
    expect(topped.body.data.upgrade_prepaid_card.id).toBe(card);
  });

  it('periods round trip and keep their end after their start', async () => {
    const contract = await idOf('contracts');
    await roundTrip(office, {
      route: 'contract-periods',
      create: { contract_id: contract, period_start: '2027-01-01', period_end: '2027-01-31', minutes: 480 },
      update: { minutes: 600 },
    });
    await refused(office, 'POST', '/contract-periods', {}, { contract_id: ['Contract is verplicht.'], period_start: ['Van is verplicht.'] });
    await refused(office, 'POST', '/contract-periods', { contract_id: contract, period_start: '2027-02-01', period_end: '2027-01-31' }, {
      period_end: ['De einddatum mag niet voor de startdatum liggen.'],
    });
    const period = await create('contract-periods', { contract_id: contract, period_start: '2027-02-01', minutes: 300 });
    expect(period).toMatchObject({ registered_time: 0, minutes_remaining: 300 });
    await refused(office, 'PUT', `/contract-periods/${period.id}`, { contract_id: contract }, { contract_id: ['Contract kan na het aanmaken niet meer gewijzigd worden.'] });
  });

  it('prepaid cards round trip and need hours and a price', async () => {
    await roundTrip(office, { route: 'prepaid-cards', create: { name: 'Strippenkaart 15 uur', hours: 15, price: 1312.5, product_code: 'STRIP-15' }, update: { price: 1299 } });
    await refused(office, 'POST', '/prepaid-cards', {}, { name: ['Naam is verplicht.'], hours: ['Aantal uur is verplicht.'], price: ['Prijs is verplicht.'] });
    await refused(office, 'POST', '/prepaid-cards', { name: 'X', hours: 5, price: -1 }, { price: ['Prijs moet minimaal 0 zijn.'] });
  });
});

describe('deals', () => {
  it('round trip', async () => {
    await roundTrip(office, {
      route: 'deals',
      create: { description: 'Nieuwe werkplekken magazijn', company_id: company, client_id: client, operator_id: operator },
      update: { description: 'Nieuwe werkplekken magazijn en kantine', status_id: 2 },
      archivable: true,
    });
  });

  it('start in the first open stage with status Open and a new conversation', async () => {
    const stages = (await office.list('deal-stages')).data;
    const open = stages.find((stage) => stage.internal_type === 1);
    const deal = await create('deals', { description: 'Telefonie vernieuwen' }, '?load=stage,message_thread&append=status_label');
    expect(deal).toMatchObject({ stage_id: open.id, status_id: 1, status_label: 'Open' });
    expect(deal.message_thread).toMatchObject({ status_id: 1 });
    const threads = await office.get(`/message-threads/${deal.message_thread_id}?load=deals&append=status_label`);
    expect(threads.body.data).toMatchObject({ status_label: 'Nieuw', deals: [{ id: deal.id }] });
    const won = stages.find((stage) => stage.internal_type === 2);
    const chosen = await create('deals', { description: 'Gewonnen deal', stage_id: won.id, status_id: 2 });
    expect(chosen).toMatchObject({ stage_id: won.id, status_id: 2 });
  });

  it('need a description and valid CC addresses', async () => {
    await refused(office, 'POST', '/deals', {}, { description: ['De deal mist een beschrijving.'] });
    await refused(office, 'POST', '/deals', { description: '   ' }, { description: ['De deal mist een beschrijving.'] });
    const deal = await idOf('deals');
    await refused(office, 'PUT', `/deals/${deal}`, { description: '' }, { description: ['De deal mist een beschrijving.'] });
    await refused(office, 'PUT', `/deals/${deal}`, { cc: 'jan@voorbeeld.nl; geen-adres' }, { cc: ['geen-adres is geen geldig e-mailadres.'] });
    await refused(office, 'PUT', `/deals/${deal}`, { status_id: 4 }, { status_id: ['Status heeft een ongeldige waarde.'] });
    expect((await office.call('PUT', `/deals/${deal}`, { cc: 'jan@voorbeeld.nl, piet@voorbeeld.nl' })).status).toBe(200);
  });

  it('stages round trip and are reordered by dragging', async () => {
    await roundTrip(office, { route: 'deal-stages', create: { name: 'Demo gegeven', internal_type: 1, order: 3 }, update: { name: 'Demonstratie gegeven' } });
    await refused(office, 'POST', '/deal-stages', { name: 'X' }, { internal_type: ['Type is verplicht.'] });
    const before = (await office.list('deal-stages')).data.map((stage) => stage.id);
    const last = before.at(-1)!;
    const moved = await office.call('PUT', `/deal-stages/${last}/update-order`, { order: 0 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await office.list('deal-stages')).data.map((stage) => stage.id)).toEqual([last, ...before.slice(0, -1)]);
  });

  it('conversation statuses can be changed, nothing else', async () => {
    const thread = await idOf('message-threads');
    const changed = await office.call('PUT', `/message-threads/${thread}?append=status_label`, { status_id: 3 });
    expect(changed.body.data).toMatchObject({ status_id: 3, status_label: 'Behandelaar gereageerd' });
    await refused(office, 'PUT', `/message-threads/${thread}`, { status_id: 4 }, { status_id: ['Status heeft een ongeldige waarde.'] });
    expect((await office.call('POST', '/message-threads', { status_id: 1 })).status).toBe(404);
    expect((await office.call('DELETE', `/message-threads/${thread}`)).status).toBe(404);
  });
});

describe('quotes', () => {
  it('round trip', async () => {
    const deal = await idOf('deals');
    await roundTrip(office, {
      route: 'quotes',
      create: { name: 'Offerte netwerk', deal_id: deal, intro_text: '<p>Beste klant,</p>', footer_text: '<p>Geldig 30 dagen.</p>' },
      update: { status_id: 2, intro_text: '<p>Beste Jan,</p>' },
      archivable: true,
    });
  });

  it('are numbered per year, start as concept and total zero', async () => {
    const deal = await idOf('deals');
    const year = new Date().getFullYear();
    const existing = (await office.all('quotes')).map((quote) => quote.reference).filter((reference: string) => reference.startsWith(`OFF-${year}-`));
    const last = Math.max(0, ...existing.map((reference: string) => Number(reference.slice(-4))));
    const quote = await create('quotes', { name: 'Nieuwe offerte', deal_id: deal }, '?append=status_label,can_accept,can_send');
    expect(quote).toMatchObject({
      reference: `OFF-${year}-${String(last + 1).padStart(4, '0')}`,
      status_id: 1,
      status_label: 'Concept',
      total_excl: 0,
      can_accept: true,
      can_send: true,
    });
    const next = await create('quotes', { name: 'Nog een offerte', deal_id: deal });
    expect(next.reference).toBe(`OFF-${year}-${String(last + 2).padStart(4, '0')}`);
  });

  it('cannot be set to accepted in the form unless already accepted', async () => {
    const deal = await idOf('deals');
    const message = ['De status Goedgekeurd kan alleen gekozen worden door de offerte te accepteren.'];
    await refused(office, 'POST', '/quotes', { name: 'X', deal_id: deal, status_id: 3 }, { status_id: message });
    const concept = await create('quotes', { name: 'Concept', deal_id: deal });
    await refused(office, 'PUT', `/quotes/${concept.id}`, { status_id: 3 }, { status_id: message });
    const accepted = await idOf('quotes', { where: [['status_id', '=', 3]] });
    const kept = await office.call('PUT', `/quotes/${accepted}?append=can_accept,can_send`, { status_id: 3, name: 'Akkoord gegeven' });
    expect(kept.body.data).toMatchObject({ status_id: 3, name: 'Akkoord gegeven', can_accept: false, can_send: false });
  });

  it('need a name and a deal of this tenant', async () => {
    await refused(office, 'POST', '/quotes', {}, { name: ['Naam is verplicht.'], deal_id: ['Deal is verplicht.'] });
    await refused(office, 'POST', '/quotes', { name: 'X', deal_id: 999999 }, { deal_id: ['Deal bestaat niet.'] });
    await refused(office, 'POST', '/quotes', { name: 'X', deal_id: 1, reference: 'OFF-1' }, { reference: ['Het veld reference kan niet gewijzigd worden.'] });
  });

  it('templates round trip', async () => {
    await roundTrip(office, {
      route: 'quote-templates',
      create: { name: 'Werkplek op maat', intro_text: '<p>Beste [voornaam],</p>' },
      update: { footer_text: '<p>[pagina-einde]</p>' },
    });
    await refused(office, 'POST', '/quote-templates', {}, { name: ['Naam is verplicht.'] });
  });
});
