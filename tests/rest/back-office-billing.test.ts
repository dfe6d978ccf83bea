import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, refused, roundTrip, startBackOffice, total, vat, type BackOffice } from './back-office-support.ts';

let office: BackOffice;
let company: number;
let client: number;

beforeAll(async () => {
  office = await startBackOffice();
  company = (await office.list('companies')).data[0].id;
  client = (await office.list('clients')).data[0].id;
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
const find = async (route: string, id: number, query = '') => (await office.get(`/${route}/${id}${query}`)).body.data;

describe('projects and phases', () => {
  it('projects round trip', async () => {
    await roundTrip(office, {
      route: 'projects',
      create: { name: 'Verbouwing serverruimte', description: 'Nieuwe rekken en koeling.', company_id: company, client_id: client },
      update: { name: 'Verbouwing serverruimte fase 2' },
      archivable: true,
    });
    await refused(office, 'POST', '/projects', {}, { name: ['Naam is verplicht.'] });
  });

  it('a new phase goes last and takes the company, contact and a conversation from its project', async () => {
    const project = await create('projects', { name: 'Nieuw kantoor', company_id: company, client_id: client });
    const first = await create('project-phases', { name: 'Voorbereiding', morphable_type: 'projects', morphable_id: project.id }, '?append=status_label,action_label');
    expect(first).toMatchObject({ order: 0, status_id: 1, status_label: 'Niet gestart', action_label: 'Starten', company_id: company, client_id: client, total_excl: 0 });
    expect(first.message_thread_id).not.toBeNull();
    const second = await create('project-phases', { name: 'Uitvoering', morphable_type: 'projects', morphable_id: project.id });
    expect(second.order).toBe(1);
    const loaded = await find('projects', project.id, '?load=project_phases');
    expect(loaded.project_phases.map((phase: { id: number }) => phase.id)).toEqual([first.id, second.id]);

    const moved = await office.call('PUT', `/project-phases/${second.id}/update-order`, {
      order: 0,
      b: { where: [['morphable_type', '=', 'projects'], ['morphable_id', '=', project.id]] },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await find('projects', project.id, '?load=project_phases')).project_phases.map((phase: { id: number }) => phase.id)).toEqual([second.id, first.id]);

    const started = await office.call('PUT', `/project-phases/${first.id}?append=status_label,action_label`, { status_id: 2 });
    expect(started.body.data).toMatchObject({ status_label: 'Gestart', action_label: 'Afronden' });
  });

  it('a phase of a quote takes the company and contact of the deal, a template phase has none', async () => {
    const quote = await find('quotes', await idOf('quotes'), '?load=deal');
    const phase = await create('project-phases', { name: 'Extra fase', morphable_type: 'quotes', morphable_id: quote.id });
    expect(phase).toMatchObject({ company_id: quote.deal.company_id, client_id: quote.deal.client_id, message_thread_id: null });
    const template = await idOf('quote-templates');
    const templated = await create('project-phases', { name: 'Sjabloonfase', morphable_type: 'quote-templates', morphable_id: template });
    expect(templated).toMatchObject({ company_id: null, client_id: null });
  });

  it('phases round trip and refuse an unknown owner', async () => {
    const project = await idOf('projects');
    await roundTrip(office, {
      route: 'project-phases',
      create: { name: 'Nazorg', morphable_type: 'projects', morphable_id: project, cc: 'it@voorbeeld.nl' },
      update: { name: 'Nazorg en evaluatie', status_id: 3 },
    });
    await refused(office, 'POST', '/project-phases', {}, { name: ['Naam is verplicht.'], morphable_type: ['Hoort bij is verplicht.'], morphable_id: ['Hoort bij is verplicht.'] });
    await refused(office, 'POST', '/project-phases', { name: 'X', morphable_type: 'projects', morphable_id: 999999 }, {
      morphable_id: ['Het project, de offerte of het sjabloon van deze fase bestaat niet.'],
    });
    await refused(office, 'POST', '/project-phases', { name: 'X', morphable_type: 'tickets', morphable_id: 1 }, { morphable_type: ['Hoort bij heeft een ongeldige waarde.'] });
    const phase = await idOf('project-phases');
    await refused(office, 'PUT', `/project-phases/${phase}`, { morphable_id: project }, { morphable_id: ['Hoort bij kan na het aanmaken niet meer gewijzigd worden.'] });
    await refused(office, 'PUT', `/project-phases/${phase}`, { status_id: 4 }, { status_id: ['Status heeft een ongeldige waarde.'] });
  });
});

describe('project lines', () => {
  it('round trip', async () => {
    const phase = await idOf('project-phases');
    await roundTrip(office, {
      route: 'project-lines',
      create: { project_phase_id: phase, product_code: 'UREN-PROJECT', description: 'Configuratie firewall', invoice_type: 3, quantity: 2.5, price: 105 },
      update: { quantity: 3, invoice_moment: 3 },
    });
  });

  it('total quantity × price, with defaults, and add up in the phase and project', async () => {
    const project = await create('projects', { name: 'Rekensom' });
    const phase = await create('project-phases', { name: 'Levering', morphable_type: 'projects', morphable_id: project.id });
    const line = await create('project-lines', { project_phase_id: phase.id, product_code: 'HW-MON-24', description: 'Monitor Dell 24"', invoice_type: 1 }, '?append=quantity_unit,invoice_moment_label');
    expect(line).toMatchObject({ quantity: 1, price: 0, invoice_moment: 1, total_excl: 0, quantity_unit: 'Aantal', invoice_moment_label: 'Akkoord offerte' });
    const priced = await office.call('PUT', `/project-lines/${line.id}`, { quantity: '3', price: '219,95' });
    expect(priced.body.data).toMatchObject({ quantity: 3, price: 219.95, total_excl: amount({ quantity: 3, price: 219.95 }) });
    const hours = await create('project-lines', { project_phase_id: phase.id, product_code: 'UREN-PROJECT', description: 'Installatie', invoice_type: 2, quantity: 1.25, price: 105 });
    const free = await create('project-lines', { project_phase_id: phase.id, product_code: 'PM', description: 'Projectleiding', invoice_type: 4, quantity: 2, price: 105 });
    const lines = [priced.body.data, hours, free];
    const expected = total(lines.filter((row) => row.invoice_type !== 4));
    expect((await find('project-phases', phase.id)).total_excl).toBe(expected);
    expect((await find('projects', project.id)).total_excl).toBe(expected);
  });

  it('need type, product and a description of at most 255 characters', async () => {
    const phase = await idOf('project-phases');
    await refused(office, 'POST', '/project-lines', { project_phase_id: phase }, {
      product_code: ['Product is verplicht.'],
      description: ['Omschrijving is verplicht.'],
      invoice_type: ['Type is verplicht.'],
    });
    await refused(office, 'POST', '/project-lines', { project_phase_id: phase, product_code: 'X', description: 'x'.repeat(256), invoice_type: 5, quantity: 'veel' }, {
      description: ['Omschrijving mag maximaal 255 tekens bevatten.'],
      invoice_type: ['Type heeft een ongeldige waarde.'],
      quantity: ['Aantal moet een getal zijn.'],
    });
    await refused(office, 'POST', '/project-lines', { project_phase_id: 999999, product_code: 'X', description: 'X', invoice_type: 1 }, {
      project_phase_id: ['Projectfase bestaat niet.'],
    });
  });

  it('cannot change or go once their invoice is exported', async () => {
    const invoiced = (await office.all('project-lines', { with: ['invoice'] })).find((line) => line.invoice?.exported_at);
    expect(invoiced).toBeDefined();
    const message = ['Deze regel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.'];
    await refused(office, 'PUT', `/project-lines/${invoiced!.id}`, { quantity: 99 }, { invoice_id: message });
    await refused(office, 'DELETE', `/project-lines/${invoiced!.id}`, undefined, { invoice_id: message });
    expect((await find('project-lines', invoiced!.id)).quantity).toBe(invoiced!.quantity);
  });
});

describe('subscriptions', () => {
  it('round trip', async () => {
    await roundTrip(office, {
      route: 'subscriptions',
      create: { description: 'Microsoft 365 licenties', company_id: company, period: 'month', billing_start_date: '2024-03-01', start_period: '2026-12-01', next_billing_date: '2026-12-01' },
      update: { termination_date: '2027-02-28', direct_debit: true, invoice_setting_on_change: 'prorate' },
      archivable: true,
    });
  });

  it('take the spec defaults', async () => {
    const subscription = await create('subscriptions', { description: 'Back-up', company_id: company, period: 'quarter', billing_start_date: '2025-01-01', next_billing_date: '2025-01-01' }, '?append=period_label,is_terminated');
    expect(subscription).toMatchObject({
      periods: 1,
      invoice_periods: 1,
      invoice_setting_on_change: 'system',
      start_period: '2025-01-01',
      end_period_excluding: '2025-04-01',
      period_label: 'Kwartaal',
      is_terminated: false,
      total: 0,
      mrr: 0,
    });
    const ended = await office.call('PUT', `/subscriptions/${subscription.id}?append=is_terminated`, { termination_date: '2025-06-30' });
    expect(ended.body.data.is_terminated).toBe(true);
    const open = await office.call('PUT', `/subscriptions/${subscription.id}`, { termination_date: null });
    expect(open.body.data.termination_date).toBeNull();
  });

  it('refuse what the subscription form refuses', async () => {
    await refused(office, 'POST', '/subscriptions', {}, {
      description: ['Omschrijving is verplicht.'],
      company_id: ['Bedrijf is verplicht.'],
      period: ['Periode is verplicht.'],
      next_billing_date: ['Volgende factuurdatum is verplicht.'],
      billing_start_date: ['Gestart op is verplicht.'],
    });
    const base = { description: 'X', company_id: company, period: 'month', next_billing_date: '2026-12-01' };
    await refused(office, 'POST', '/subscriptions', { ...base, billing_start_date: '2014-12-31' }, { billing_start_date: ['De startdatum mag niet voor het jaar 2015 liggen.'] });
    await refused(office, 'POST', '/subscriptions', { ...base, billing_start_date: '2026-12-02', start_period: '2026-12-01' }, {
      billing_start_date: ['De startdatum mag niet na de start van de volgende periode liggen.'],
    });
    await refused(office, 'POST', '/subscriptions', { ...base, billing_start_date: '2026-01-01', termination_date: '2025-12-31' }, {
      termination_date: ['De einddatum mag niet voor de startdatum liggen.'],
    });
    await refused(office, 'POST', '/subscriptions', { ...base, billing_start_date: '2026-01-01', periods: 'twee', invoice_periods: 0 }, {
      periods: ['Aantal periodes moet een geheel getal zijn.'],
      invoice_periods: ['Periodes per factuur moet minimaal 1 zijn.'],
    });
    await refused(office, 'POST', '/subscriptions', { ...base, billing_start_date: '2026-01-01', period: 'week' }, { period: ['Periode heeft een ongeldige waarde.'] });
    const subscription = await idOf('subscriptions');
    await refused(office, 'PUT', `/subscriptions/${subscription}`, { company_id: null }, { company_id: ['Bedrijf is verplicht.'] });
    await refused(office, 'PUT', `/subscriptions/${subscription}`, { next_billing_date: '2014-06-01' }, { next_billing_date: ['De factuurdatum mag niet voor het jaar 2015 liggen.'] });
  });

  it('lines add up to the total and mrr; the pro-rata date stays before the next period', async () => {
    const subscription = await create('subscriptions', { description: 'Werkplekbeheer', company_id: company, period: 'quarter', periods: 2, billing_start_date: '2025-01-01', start_period: '2027-01-01', next_billing_date: '2027-01-01' });
    const first = await create('subscription-lines', { subscription_id: subscription.id, product_code: 'BEH-WP', description: 'Beheer werkplek', quantity: 12, price: 19.5 });
    const second = await create('subscription-lines', { subscription_id: subscription.id, description: 'Defender', quantity: 12, price: 2.8, invoice_difference_date: '2026-12-31' });
    expect(first.total).toBe(amount(first));
    const found = await find('subscriptions', subscription.id);
    expect(found.total).toBe(total([first, second]));
    expect(found.mrr).toBe(Math.round((total([first, second]) / 6) * 100) / 100);
    await refused(office, 'PUT', `/subscription-lines/${second.id}`, { invoice_difference_date: '2027-01-01' }, {
      invoice_difference_date: ['De pro-rato datum mag niet in de volgende periode vallen.'],
    });
    await refused(office, 'POST', '/subscription-lines', {}, { subscription_id: ['Abonnement is verplicht.'], description: ['Omschrijving is verplicht.'] });
    await roundTrip(office, {
      route: 'subscription-lines',
      create: { subscription_id: subscription.id, description: 'Exchange Online (Plan 1)', product_code: 'EXO-P1', quantity: 2, price: 3.8 },
      update: { quantity: 3 },
    });
  });

  it('changes round trip, default their moment by what they belong to and total their lines', async () => {
    const project = await idOf('projects', { with: ['project_phases'] });
    const phase = (await find('projects', project, '?load=project_phases')).project_phases[0].id;
    const lines = [{ product_code: 'LIC-M365-BS', description: 'Microsoft 365 Business Standard', quantity: 3, price: 11.7 }, { description: 'Defender', quantity: '2', price: '2.80' }];
    const base = { description: 'Extra licenties', invoice_before_days: 7, direct_debit: false };
    const ofPhase = await create('subscription-changes', { ...base, morphable_type: 'project-phases', morphable_id: phase, lines }, '?append=change_moment_label,period_label');
    expect(ofPhase).toMatchObject({ change_moment: 1, change_moment_label: 'Akkoord offerte', periods: 1, period: 'month', period_label: 'Maand', lines });
    expect(ofPhase.total).toBe(total([{ quantity: 3, price: 11.7 }, { quantity: 2, price: 2.8 }]));
    const ofProject = await create('subscription-changes', { ...base, morphable_type: 'projects', morphable_id: project });
    expect(ofProject).toMatchObject({ change_moment: 3, lines: [], total: 0 });
    expect((await find('project-phases', phase, '?load=subscription_changes')).subscription_changes.map((change: { id: number }) => change.id)).toContain(ofPhase.id);
    await roundTrip(office, {
      route: 'subscription-changes',
      create: { ...base, morphable_type: 'project-phases', morphable_id: phase, change_moment: 4, start_period: '2027-01-01', subscription_id: await idOf('subscriptions') },
      update: { lines: [{ description: 'Beheer', quantity: 1, price: 19.5 }], invoice_before_days: 0 },
    });
  });

  it('changes refuse what their form refuses', async () => {
    const phase = await idOf('project-phases', { where: [['morphable_type', '=', 'projects']] });
    await refused(office, 'POST', '/subscription-changes', {}, {
      description: ['Omschrijving is verplicht.'],
      invoice_before_days: ['Dagen vooraf factureren is verplicht.'],
      direct_debit: ['Automatische incasso is verplicht.'],
      morphable_type: ['Hoort bij is verplicht.'],
      morphable_id: ['Hoort bij is verplicht.'],
    });
    const base = { description: 'X', invoice_before_days: 0, direct_debit: true, morphable_type: 'project-phases', morphable_id: phase };
    await refused(office, 'POST', '/subscription-changes', { ...base, change_moment: 4 }, { start_period: ['Startdatum is verplicht als de wijziging op een vaste datum ingaat.'] });
    await refused(office, 'POST', '/subscription-changes', { ...base, lines: [{ description: 'Goed', quantity: 1 }, { quantity: 'veel' }] }, {
      'lines.1.description': ['Omschrijving is verplicht.'],
      'lines.1.quantity': ['Aantal moet een getal zijn.'],
    });
    await refused(office, 'POST', '/subscription-changes', { ...base, morphable_id: 999999 }, { morphable_id: ['Het project of de projectfase van deze wijziging bestaat niet.'] });
  });
});

describe('invoices', () => {
  it('round trip as concept', async () => {
    await roundTrip(office, {
      route: 'invoices',
      create: { subject: 'Werkzaamheden december', company_id: company, direct_debit: true },
      update: { subject: 'Werkzaamheden december en januari' },
    });
    await refused(office, 'POST', '/invoices', {}, { subject: ['Onderwerp is verplicht.'], company_id: ['Bedrijf is verplicht.'] });
  });

  it('total their lines excl. VAT, the VAT and incl. VAT', async () => {
    const invoice = await create('invoices', { subject: 'Rekenvoorbeeld', company_id: company });
    const lines = [
      await create('invoice-lines', { invoice_id: invoice.id, description: 'Support op afstand', product_code: 'UREN-SUPPORT', quantity: 0.25, price: 95 }),
      await create('invoice-lines', { invoice_id: invoice.id, description: 'Domeinnaam', product_code: 'SV-DOMEIN', quantity: 3, price: 12 }),
      await create('invoice-lines', { invoice_id: invoice.id, description: 'Boek', product_code: 'BOEK', quantity: 1, price: 19.99, vat_percentage: 9 }),
    ];
    expect(lines[0]).toMatchObject({ is_locked: true, vat_percentage: 21, total: 23.75 });
    const found = await find('invoices', invoice.id);
    expect(found.total).toBe(total(lines));
    expect(found.total_vat).toBe(vat(lines));
    expect(found.total_incl).toBe(Math.round((found.total + found.total_vat) * 100) / 100);
    const removed = await office.call('DELETE', `/invoices/${invoice.id}`);
    expect(removed.status).toBe(200);
    expect(await office.count('invoice_lines', { invoice_id: invoice.id })).toBe(0);
  });

  it('lines round trip and refuse a missing description', async () => {
    const invoice = await create('invoices', { subject: 'Regels', company_id: company });
    await roundTrip(office, {
      route: 'invoice-lines',
      create: { invoice_id: invoice.id, description: 'Voorrijkosten', quantity: 1, price: 45, date: '2026-11-02' },
      update: { product_code: 'SV-VOORRIJ', is_locked: false },
    });
    await refused(office, 'POST', '/invoice-lines', { invoice_id: invoice.id }, { description: ['Omschrijving is verplicht.'] });
    await refused(office, 'POST', '/invoice-lines', { invoice_id: invoice.id, description: 'X', vat_percentage: 150 }, { vat_percentage: ['Btw-percentage mag maximaal 100 zijn.'] });
  });

  it('an exported invoice and its lines can no longer change', async () => {
    const exported = (await office.list('invoices', { where: [['exported_at', '!=', null]], with: ['invoice_lines'] })).data[0];
    await refused(office, 'PUT', `/invoices/${exported.id}`, { subject: 'Anders' }, { exported_at: ['Een geëxporteerde factuur kan niet meer gewijzigd worden.'] });
    await refused(office, 'DELETE', `/invoices/${exported.id}`, undefined, { exported_at: ['Een geëxporteerde factuur kan niet verwijderd worden.'] });
    const line = exported.invoice_lines[0].id;
    const message = ['Deze regel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.'];
    await refused(office, 'PUT', `/invoice-lines/${line}`, { quantity: 10 }, { invoice_id: message });
    await refused(office, 'DELETE', `/invoice-lines/${line}`, undefined, { invoice_id: message });
    await refused(office, 'POST', '/invoice-lines', { invoice_id: exported.id, description: 'Nagekomen' }, {
      invoice_id: ['Aan een geëxporteerde factuur kunnen geen regels worden toegevoegd.'],
    });
    expect((await find('invoices', exported.id)).total).toBe(exported.total);
  });
});

describe('imports', () => {
  const config = {
    columns: { Debiteur: 'debtorCode', Bedrag: 'price', Omschrijving: null },
    productCode: 'TEL-DOORBEL',
    quantity: 1,
    invoiceSubject: 'Telefonie [vorige_maand]',
    invoiceLineDescription: 'Gesprekskosten [vorige_maand]',
  };
  const upload = { original_filename: 'kpn-2026-10.csv', storage_filename: '', config };

  beforeAll(async () => {
    // A file the import reads (tests/rest/imports.test.ts covers the upload itself).
    const form = new FormData();
    form.append('file[0]', new Blob(['Debiteur;Bedrag;Omschrijving\nD10001;12,50;Bellen\n']), upload.original_filename);
    const response = await fetch(`${office.server.url}/imports/upload`, { method: 'POST', headers: { authorization: `Bearer ${office.tokens.demo}` }, body: form });
    upload.storage_filename = ((await response.json()) as { storage_filename: string }).storage_filename;
  });

  it('are stored with the caller, and deleted; they are never edited', async () => {
    const me = (await office.get('/auth/me')).body.user.id;
    const created = await create('imports', { ...upload, save_import_definition: true, definition_name: 'Telefonie KPN' }, '?append=model_label');
    expect(created).toMatchObject({ model: 'invoice-lines', model_label: 'Factuurregels', user_id: me, config, imported_rows: 1 });
    expect((await office.call('PUT', `/imports/${created.id}`, { definition_name: 'Anders' })).status).toBe(404);
    expect((await office.call('DELETE', `/imports/${created.id}`)).status).toBe(200);
    const onlyImport = await create('imports', { ...upload, definition_id: await idOf('import-definitions') }, '?load=definition');
    expect(onlyImport.definition.name).toBeTruthy();
  });

  it('refuse what the import screen refuses', async () => {
    await refused(office, 'POST', '/imports', {}, {
      original_filename: ['Bestand is verplicht.'],
      storage_filename: ['Opgeslagen bestand is verplicht.'],
      config: ['Instellingen is verplicht.'],
    });
    await refused(office, 'POST', '/imports', { ...upload, save_import_definition: true }, { definition_name: ['Geef de importdefinitie een naam.'] });
    await refused(office, 'POST', '/imports', { ...upload, original_filename: 'lijst.pdf' }, {
      original_filename: ['Alleen xls-, xlsx- en csv-bestanden kunnen geïmporteerd worden.'],
    });
    await refused(office, 'POST', '/imports', { ...upload, config: { ...config, columns: { Debiteur: 'debtorCode' } } }, {
      'config.columns': ['Debiteurnummer en Prijs zijn verplichte kolommen.'],
    });
    await refused(office, 'POST', '/imports', { ...upload, config: { columns: config.columns } }, {
      'config.invoiceLineDescription': ['Omschrijving factuurregel is verplicht.'],
      'config.invoiceSubject': ['Onderwerp factuur is verplicht.'],
      'config.productCode': ['Standaard product is verplicht als er geen kolom voor de productcode is gekozen.'],
      'config.quantity': ['Standaard aantal is verplicht als er geen kolom voor het aantal is gekozen.'],
    });
  });

  it('definitions round trip and keep a valid mapping', async () => {
    await roundTrip(office, {
      route: 'import-definitions',
      create: { name: 'Azure-verbruik', config },
      update: { config: { ...config, columns: { ...config.columns, Aantal: 'quantity' } } },
    });
    await refused(office, 'POST', '/import-definitions', { name: 'X', config: { ...config, columns: { Bedrag: 'price', Btw: 'vatCode' } } }, {
      'config.columns': ['Onbekende kolom: vatCode.', 'Debiteurnummer en Prijs zijn verplichte kolommen.'],
    });
    await refused(office, 'POST', '/import-definitions', {}, { name: ['Naam is verplicht.'], config: ['Instellingen is verplicht.'] });
  });
});

describe('cloud licences', () => {
  it('are linked to subscription lines, which changes the quantity they are compared with', async () => {
    const licence = (await office.list('cloud-distribution-subscriptions', { withCount: ['relations'], where: [['status', '=', 0]] })).data[0];
    const line = await idOf('subscription-lines');
    const lineQuantity = (await find('subscription-lines', line)).quantity;
    const link = await create('cloud-distribution-subscription-relations', {
      cloud_distribution_subscription_id: licence.id,
      morphable_type: 'subscription-lines',
      morphable_id: line,
      update_quantity: false,
    }, '?load=morphable,cloud_distribution_subscription');
    expect(link.morphable.id).toBe(line);
    const after = await find('cloud-distribution-subscriptions', licence.id);
    expect(after.linked_quantity).toBe(licence.linked_quantity + lineQuantity);
    expect(after.quantity_difference).toBe(licence.quantity_difference - lineQuantity);
    expect((await find('subscription-lines', line, '?load=licenses')).licenses.map((row: { id: number }) => row.id)).toContain(link.id);
    expect((await office.call('DELETE', `/cloud-distribution-subscription-relations/${link.id}`)).status).toBe(200);
    expect((await find('cloud-distribution-subscriptions', licence.id)).linked_quantity).toBe(licence.linked_quantity);
    await refused(office, 'POST', '/cloud-distribution-subscription-relations', { cloud_distribution_subscription_id: licence.id, morphable_type: 'subscription-lines', morphable_id: 999999 }, {
      morphable_id: ['De abonnementsregel bestaat niet.'],
    });
  });

  it('only the ignore flag of a licence is set by hand', async () => {
    const licence = await idOf('cloud-distribution-subscriptions');
    const ignored = await office.call('PUT', `/cloud-distribution-subscriptions/${licence}`, { ignore: true });
    expect(ignored.body.data.ignore).toBe(true);
    expect((await office.call('PUT', `/cloud-distribution-subscriptions/${licence}`, { ignore: false })).body.data.ignore).toBe(false);
    await refused(office, 'PUT', `/cloud-distribution-subscriptions/${licence}`, { quantity: 3 }, { quantity: ['Het veld quantity kan niet gewijzigd worden.'] });
    expect((await office.call('POST', '/cloud-distribution-subscriptions', { name: 'X' })).status).toBe(404);
    expect((await office.call('DELETE', `/cloud-distribution-subscriptions/${licence}`)).status).toBe(404);
  });
});
