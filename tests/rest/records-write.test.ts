import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let token: string;
let demoId: number;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  demoId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function list(route: string, builder?: unknown, params: Record<string, string | number> = {}): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder, params)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The log entries of one record, newest first. */
async function history(type: string, id: number) {
  return (await list('activity-log', { where: [['subject_type', type], ['subject_id', id]], paginate: 100 })).data;
}

describe('companies', () => {
  let id: number;

  it('are created with 201 {data}, defaults filled, and logged', async () => {
    const answer = await server.post('/companies', {
      token,
      body: { name: '  Rondreis B.V. ', debtor_code: 'D99001', invoice_email: 'facturen@rondreis.nl', payment_term_days: '30', direct_debit_hours: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Rondreis B.V.',
      debtor_code: 'D99001',
      invoice_email: 'facturen@rondreis.nl',
      payment_term_days: 30,
      direct_debit_hours: true,
      direct_debit_subscriptions: false,
      archived_at: null,
    });
    id = answer.body.data.id;
    const found = await server.get(`/companies/${id}`, { token });
    expect(found.body.data).toEqual(answer.body.data);
    const [created] = await history('companies', id);
    expect(created).toMatchObject({ event: 'created', causer_id: expect.any(Number), properties: { attributes: { name: 'Rondreis B.V.', debtor_code: 'D99001' } } });
    expect(created.properties.attributes).not.toHaveProperty('address_1');
  });

  it('update only the fields sent, keep the rest, and log old and new values of what changed', async () => {
    const before = (await server.get(`/companies/${id}`, { token })).body.data;
    const answer = await server.put(`/companies/${id}`, { token, body: { city: 'Utrecht', debtor_code: 'D99001' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...before, city: 'Utrecht', updated_at: answer.body.data.updated_at });
    expect(answer.body.data.updated_at > before.updated_at).toBe(true);
    const [updated] = await history('companies', id);
    expect(updated).toMatchObject({ event: 'updated', properties: { attributes: { city: 'Utrecht' }, old: { city: null } } });
    // An unchanged value is not news.
    expect(updated.properties.attributes).not.toHaveProperty('debtor_code');
  });

  it('refuse unknown and read-only fields by name, and invalid values with the field’s Dutch message', async () => {
    const unknown = await server.put(`/companies/${id}`, { token, body: { colour: 'blauw', created_at: '2026-01-01' } });
    expect(unknown).toEqual({
      status: 422,
      body: {
        message: 'Onbekend veld: colour.',
        errors: { colour: ['Onbekend veld: colour.'], created_at: ['Het veld created_at kan niet gewijzigd worden.'] },
      },
    });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ name: '' }, { name: ['Naam is verplicht.'] }],
      [{ name: 'x'.repeat(192) }, { name: ['Naam mag maximaal 191 tekens bevatten.'] }],
      [{ invoice_email: 'geen-adres' }, { invoice_email: ['Factuur e-mail is geen geldig e-mailadres.'] }],
      [{ payment_term_days: 400 }, { payment_term_days: ['Betalingstermijn mag maximaal 365 zijn.'] }],
      [{ payment_term_days: -1 }, { payment_term_days: ['Betalingstermijn moet minimaal 0 zijn.'] }],
      [{ payment_term_days: 'dertig' }, { payment_term_days: ['Betalingstermijn moet een geheel getal zijn.'] }],
      [{ direct_debit_hours: 'soms' }, { direct_debit_hours: ['Automatische incasso uren moet ja of nee zijn.'] }],
      [{ operator_id: 999999 }, { operator_id: ['Standaard behandelaar bestaat niet.'] }],
      [{ invoice_to: id }, { invoice_to: ['Een bedrijf kan niet aan zichzelf gefactureerd worden.'] }],
      [{ administrative_emails: 'a@b.nl, kapot' }, { administrative_emails: ['Administratieve e-mails bevat een ongeldig e-mailadres.'] }],
      [{ email_domains: 'rondreis.nl, -fout-.nl' }, { email_domains: ['E-maildomeinen bevat een ongeldig domein.'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await server.put(`/companies/${id}`, { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect(answer.body.message).toBe(Object.values(errors)[0][0]);
    }
    expect((await server.post('/companies', { token, body: {} })).body.errors).toEqual({ name: ['Naam is verplicht.'] });
    // A company of another tenant does not exist here.
    await server.api.seedTenant('ander', 'Ander IT', 'small');
    const otherId = (await server.api.db.selectFrom('companies').innerJoin('tenants', 'tenants.id', 'companies.tenant_id').select('companies.id').where('tenants.subdomain', '=', 'ander').executeTakeFirstOrThrow()).id;
    expect((await server.put(`/companies/${id}`, { token, body: { invoice_to: otherId } })).body.errors).toEqual({ invoice_to: ['Factureren aan bestaat niet.'] });
    expect((await server.get(`/companies/${otherId}`, { token })).status).toBe(404);
    expect((await server.put(`/companies/${otherId}`, { token, body: { city: 'Elders' } })).status).toBe(404);
  });

  it('archive and restore: POST archive, PUT archived_at null, both logged', async () => {
    const archived = await server.post(`/companies/${id}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived_at).toMatch(/^\d{4}-/);
    expect((await list('companies', { whereNull: ['archived_at'], paginate: 100 })).data.map((company) => company.id)).not.toContain(id);
    const restored = await server.put(`/companies/${id}`, { token, body: { archived_at: null } });
    expect(restored.body.data.archived_at).toBeNull();
    const events = (await history('companies', id)).map((entry) => entry.event);
    expect(events.slice(0, 2)).toEqual(['restored', 'archived']);
  });

  it('archive a selection by ids', async () => {
    const second = (await server.post('/companies', { token, body: { name: 'Tweede Rondreis' } })).body.data;
    const answer = await server.post('/companies/archive', { token, body: { ids: [id, second.id] } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Bedrijven gearchiveerd!');
    expect(answer.body.data.map((company: any) => company.archived_at !== null)).toEqual([true, true]);
    expect((await server.post('/companies/archive', { token, body: { ids: [] } })).body.errors).toEqual({ ids: ['Kies minstens één item.'] });
    expect((await server.post('/companies/archive', { token, body: { ids: [id, 999999] } })).body.errors).toEqual({ ids: ['Niet alle gekozen items bestaan.'] });
    const restored = await server.post('/companies/restore', { token, body: { ids: [id, second.id] } });
    expect(restored.body.message).toBe('Bedrijven hersteld!');
    expect(restored.body.data.every((company: any) => company.archived_at === null)).toBe(true);
  });

  it('delete with 200 and a Dutch message; then it does not exist', async () => {
    const doomed = (await server.post('/companies', { token, body: { name: 'Weg B.V.' } })).body.data;
    expect(await server.del(`/companies/${doomed.id}`, { token })).toEqual({ status: 200, body: { message: 'Item verwijderd.' } });
    expect((await server.get(`/companies/${doomed.id}`, { token })).status).toBe(404);
    expect((await server.del(`/companies/${doomed.id}`, { token })).status).toBe(404);
    const [deleted] = await history('companies', doomed.id);
    expect(deleted).toMatchObject({ event: 'deleted', properties: { old: { name: 'Weg B.V.' } } });
  });

  it('merge: the oldest is the main company; tickets and contacts move; the others are gone', async () => {
    const rows = await server.api.db
      .selectFrom('companies')
      .select(['id', 'name', 'created_at'])
      .where('tenant_id', '=', demoId)
      // Two seeded companies, which have tickets and contacts.
      .where('debtor_code', 'like', 'D1%')
      .orderBy('created_at', 'desc')
      .limit(2)
      .execute();
    const [newer, older] = rows;
    const count = async (table: 'tickets' | 'company_user', companyId: number) =>
      Number((await server.api.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);
    const tickets = (await count('tickets', newer.id)) + (await count('tickets', older.id));
    const contacts = (await count('company_user', newer.id)) + (await count('company_user', older.id));
    expect(tickets).toBeGreaterThan(0);

    expect((await server.post('/companies/merge', { token, body: { ids: [newer.id] } })).body.errors).toEqual({ ids: ['Kies minstens twee bedrijven om samen te voegen.'] });
    const answer = await server.post('/companies/merge', { token, body: { ids: [newer.id, older.id] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Bedrijven samengevoegd!', data: { id: older.id, name: older.name } });
    expect(await count('tickets', older.id)).toBe(tickets);
    expect(await count('company_user', older.id)).toBe(contacts);
    expect((await server.get(`/companies/${newer.id}`, { token })).status).toBe(404);
    const [merged] = await history('companies', older.id);
    expect(merged).toMatchObject({ event: 'merged', properties: { attributes: { merged: [{ id: newer.id, name: newer.name }] } } });
  });
});

describe('contact persons', () => {
  let id: number;
  let companyIds: number[];

  beforeAll(async () => {
    companyIds = (await list('companies', { paginate: 3 })).data.map((company) => company.id);
  });

  it('are created with companies and client roles synced, and the client role by default', async () => {
    const roles = (await list('roles', { where: [['operator', 0]] })).data;
    const answer = await server.post('/clients?load=companies,client_roles', {
      token,
      body: { first_name: 'Joke', prefix: 'van', last_name: 'Rijn', email: 'joke@rijn.nl', relationships: { companies: companyIds.slice(0, 2) } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ full_name: 'Joke van Rijn', last_name_prefixed: 'van Rijn', is_operator: 0, has_login: false, language: 'nl' });
    expect(answer.body.data.companies.map((company: any) => company.id).sort()).toEqual(companyIds.slice(0, 2).sort());
    expect(answer.body.data.client_roles.map((role: any) => role.name)).toEqual(['client']);
    expect(roles.map((role) => role.name).sort()).toEqual(['client', 'client_own_tickets', 'quote_token']);
  });

  it('sync belongs-to-many relations to exactly the ids sent, logged as updated-relation', async () => {
    const quoteToken = (await list('roles', { where: [['name', 'quote_token']] })).data[0];
    const answer = await server.put(`/clients/${id}?load=companies,client_roles`, {
      token,
      body: { relationships: { companies: [companyIds[2], companyIds[0]], client_roles: [{ id: quoteToken.id }] } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.companies.map((company: any) => company.id).sort()).toEqual([companyIds[0], companyIds[2]].sort());
    expect(answer.body.data.client_roles.map((role: any) => role.name)).toEqual(['quote_token']);
    const [entry] = await history('clients', id);
    expect(entry.event).toBe('updated-relation');
    expect(entry.properties.attributes.companies).toEqual([companyIds[0], companyIds[2]].sort((a, b) => a - b));
    expect(entry.properties.old.companies).toEqual(companyIds.slice(0, 2).sort((a, b) => a - b));
  });

  it('refuse relations that cannot be synced and ids that do not exist', async () => {
    const operatorRole = (await list('roles', { where: [['name', 'operator']] })).data[0];
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ companies: [999999] }, { 'relationships.companies': ['Niet alle gekozen bedrijven bestaan.'] }],
      // Operator roles are not contact roles.
      [{ client_roles: [operatorRole.id] }, { 'relationships.client_roles': ['Niet alle gekozen rollen bestaan.'] }],
      [{ tickets: [1] }, { 'relationships.tickets': ['De relatie tickets kan niet op deze manier gewijzigd worden.'] }],
      [{ hobbies: [1] }, { 'relationships.hobbies': ['Onbekende relatie: hobbies.'] }],
      [{ companies: 'alle' }, { 'relationships.companies': ["Een lijst met id's verwacht."] }],
    ];
    for (const [relationships, errors] of cases) {
      const answer = await server.put(`/clients/${id}`, { token, body: { relationships } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
  });

  it('check e-mail format and uniqueness; a password is set through the invitation only', async () => {
    expect((await server.put(`/clients/${id}`, { token, body: { email: 'admin@demo.nl' } })).body.errors).toEqual({ email: ['Dit e-mailadres is al in gebruik.'] });
    expect((await server.put(`/clients/${id}`, { token, body: { email: 'ADMIN@demo.nl' } })).body.errors).toEqual({ email: ['Dit e-mailadres is al in gebruik.'] });
    expect((await server.put(`/clients/${id}`, { token, body: { language: 'de' } })).body.errors).toEqual({ language: ['Taal heeft een ongeldige waarde.'] });
    expect((await server.put(`/clients/${id}`, { token, body: { password: 'Portaal-2026!' } })).body.errors).toEqual({ password: ['Onbekend veld: password.'] });
  });

  it('archive, restore and delete', async () => {
    expect((await server.post(`/clients/${id}/archive`, { token })).body.data.archived_at).not.toBeNull();
    expect((await server.post(`/clients/${id}/restore`, { token })).body.data.archived_at).toBeNull();
    expect((await server.del(`/clients/${id}`, { token })).body).toEqual({ message: 'Item verwijderd.' });
    expect((await server.get(`/clients/${id}`, { token })).status).toBe(404);
  });
});

describe('operators', () => {
  let id: number;

  it('are created with an uppercased acronym, a hashed password and the role of their type', async () => {
    const answer = await server.post('/operators?load=operator_roles', {
      token,
      body: { first_name: 'Tom', last_name: 'Ploeg', email: 'tom@demo.nl', acronym: 'tp', is_operator: 3, password: 'Ploeg-2026!', confirm_licence: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ acronym: 'TP', is_operator: 3, is_active: true, full_name: 'Tom Ploeg' });
    expect(answer.body.data.operator_roles.map((role: any) => role.name)).toEqual(['only_own_tickets']);
    expect(await server.login('tom@demo.nl', { password: 'Ploeg-2026!' })).toMatch(/^[\w-]{43}$/);
  });

  it('validate the spec’s rules', async () => {
    const missing = await server.post('/operators', { token, body: {} });
    expect(missing.body.errors).toEqual({
      first_name: ['Voornaam is verplicht.'],
      last_name: ['Achternaam is verplicht.'],
      email: ['E-mailadres is verplicht.'],
    });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ acronym: 'ABC' }, { acronym: ['Afkorting mag maximaal 2 tekens bevatten.'] }],
      [{ email: 'tom@' }, { email: ['E-mailadres is geen geldig e-mailadres.'] }],
      [{ email: 'bram@demo.nl' }, { email: ['Dit e-mailadres is al in gebruik.'] }],
      [{ is_operator: 0 }, { is_operator: ['Type heeft een ongeldige waarde.'] }],
      [{ is_operator: 6 }, { is_operator: ['Type heeft een ongeldige waarde.'] }],
      [{ activity_id: 999999 }, { activity_id: ['Standaard activiteit bestaat niet.'] }],
    ];
    for (const [body, errors] of cases) expect((await server.put(`/operators/${id}`, { token, body })).body.errors, JSON.stringify(body)).toEqual(errors);
  });

  it('check the password rule where a password is set, and never show or log it', async () => {
    const rule = 'Het wachtwoord moet 8 tot 32 tekens lang zijn en minstens één hoofdletter, één kleine letter, één cijfer en één symbool bevatten.';
    for (const password of ['Kort-1', 'alleenkleineletters1!', 'ALLEENHOOFDLETTERS1!', 'GeenCijfers!!', 'GeenSymbool123']) {
      expect((await server.put(`/operators/${id}`, { token, body: { password } })).body.errors, password).toEqual({ password: [rule] });
    }
    expect((await server.put(`/operators/${id}`, { token, body: { password: 'x'.repeat(33) } })).body.errors).toEqual({ password: ['Wachtwoord mag maximaal 32 tekens bevatten.'] });
    const set = await server.put(`/operators/${id}`, { token, body: { password: 'Ploeg-2027!' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).not.toHaveProperty('password');
    expect(set.body.data).not.toHaveProperty('password_hash');
    expect(await server.login('tom@demo.nl', { password: 'Ploeg-2027!' })).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(await history('operators', id))).not.toContain('Ploeg-2027!');
  });

  it('sync operator roles, companies and categories; contact roles stay out', async () => {
    const operatorRole = (await list('roles', { where: [['name', 'operator']] })).data[0];
    const clientRole = (await list('roles', { where: [['name', 'client']] })).data[0];
    const company = (await list('companies', { paginate: 1 })).data[0];
    const answer = await server.put(`/operators/${id}?load=operator_roles,companies`, {
      token,
      body: { is_operator: 1, relationships: { operator_roles: [operatorRole.id], companies: [company.id] } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.operator_roles.map((role: any) => role.name)).toEqual(['operator']);
    expect(answer.body.data.companies.map((row: any) => row.id)).toEqual([company.id]);
    expect((await server.put(`/operators/${id}`, { token, body: { relationships: { operator_roles: [clientRole.id] } } })).status).toBe(422);
  });

  it('are archived and restored, never deleted', async () => {
    expect((await server.post(`/operators/${id}/archive`, { token })).body.data.archived_at).not.toBeNull();
    expect((await server.put(`/operators/${id}`, { token, body: { archived_at: null } })).body.data.archived_at).toBeNull();
    expect((await server.del(`/operators/${id}`, { token })).status).toBe(404);
  });
});

describe('custom values', () => {
  it('are written through relationships.custom_values, validated per field type, and read with their label', async () => {
    for (const body of [
      { name: 'segment', title: 'Segment', type: 1, morphable_type: 'companies', options: [{ value: 'zorg', label: 'Zorg' }, { value: 'bouw', label: 'Bouw' }] },
      { name: 'startdatum', title: 'Startdatum', type: 2, morphable_type: 'companies' },
      { name: 'notitie', title: 'Notitie', type: 0, morphable_type: 'companies' },
    ]) {
      expect((await server.post('/custom-fields', { token, body })).status).toBe(201);
    }
    expect((await server.post('/custom-fields', { token, body: { name: 'segment', title: 'X', type: 0, morphable_type: 'companies' } })).body.errors).toEqual({ name: ['Deze naam is al in gebruik.'] });
    expect((await server.post('/custom-fields', { token, body: { name: 'keuze', title: 'Keuze', type: 1, morphable_type: 'companies' } })).body.errors).toEqual({ options: ['Een keuzelijst heeft minstens één optie nodig.'] });
    expect((await server.post('/custom-fields', { token, body: { name: 'x', title: 'X', type: 0, morphable_type: 'planeten' } })).body.errors).toEqual({ morphable_type: ['Soort item heeft een ongeldige waarde.'] });

    const company = (await server.post('/companies', { token, body: { name: 'Vrije Velden B.V.', relationships: { custom_values: [{ custom_field: 'segment', value: 'zorg' }, { custom_field: 'startdatum', value: '2020-03-01' }] } } })).body.data;
    const found = await server.get(`/companies/${company.id}?load=custom_values`, { token });
    expect(found.body.data.custom_values.map((value: any) => [value.custom_field, value.value, value._label, value.custom_field_object.title])).toEqual([
      ['segment', 'zorg', 'Zorg', 'Segment'],
      ['startdatum', '2020-03-01', '01-03-2020', 'Startdatum'],
    ]);
    const updated = await server.put(`/companies/${company.id}`, { token, body: { relationships: { custom_values: [{ custom_field: 'segment', value: 'bouw' }, { custom_field: 'startdatum', value: null }, { custom_field: 'notitie', value: 'Belt liever' }] } } });
    expect(updated.status).toBe(200);
    const listed = (await list('companies', { where: [['id', company.id]], with: ['custom_values'] })).data[0];
    expect(Object.fromEntries(listed.custom_values.map((value: any) => [value.custom_field, value.value]))).toEqual({ segment: 'bouw', notitie: 'Belt liever' });
    const [entry] = await history('companies', company.id);
    expect(entry).toMatchObject({
      event: 'updated-relation',
      properties: { attributes: { custom_values: { segment: 'bouw', startdatum: null, notitie: 'Belt liever' } }, old: { custom_values: { segment: 'zorg', startdatum: '2020-03-01', notitie: null } } },
    });

    const refusals: Array<[unknown, string]> = [
      [[{ custom_field: 'segment', value: 'horeca' }], 'Segment heeft een ongeldige waarde.'],
      [[{ custom_field: 'startdatum', value: '1-3-2020' }], 'Startdatum is geen geldige datum.'],
      [[{ custom_field: 'kleur', value: 'rood' }], 'Onbekend vrij veld: kleur.'],
      ['sector=zorg', 'Een lijst met velden en waarden verwacht.'],
    ];
    for (const [values, message] of refusals) {
      expect((await server.put(`/companies/${company.id}`, { token, body: { relationships: { custom_values: values } } })).body.errors).toEqual({ 'relationships.custom_values': [message] });
    }
    // Contacts have their own fields; a company field is unknown there.
    const client = (await list('clients', { paginate: 1 })).data[0];
    expect((await server.put(`/clients/${client.id}`, { token, body: { relationships: { custom_values: [{ custom_field: 'segment', value: 'zorg' }] } } })).status).toBe(422);
  });
});

describe('order and soft deletes', () => {
  it('update-order puts a list of ids in order, or moves one record to a position', async () => {
    const fields = (await list('custom-fields', { where: [['morphable_type', 'companies']], orderBy: [['order', 'asc']] })).data;
    const ids = fields.map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const reversed = [...ids].reverse();
    const answer = await server.put(`/custom-fields/${ids[0]}/update-order`, { token, body: { order: reversed } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ message: 'Volgorde bijgewerkt.', data: reversed.map((rowId, index) => ({ id: rowId, order: index + 1 })) });
    expect((await list('custom-fields', { where: [['morphable_type', 'companies']], orderBy: [['order', 'asc']] })).data.map((row) => row.id)).toEqual(reversed);

    // Move the last one to the front, among the company fields only (b).
    const moved = await server.put(`/custom-fields/${reversed.at(-1)}/update-order`, { token, body: { order: 0, b: { where: [['morphable_type', 'companies']] } } });
    expect(moved.body.data.map((row: any) => row.id)).toEqual([reversed.at(-1), ...reversed.slice(0, -1)]);
    expect((await server.put(`/custom-fields/${ids[0]}/update-order`, { token, body: { order: 'eerst' } })).body.errors).toEqual({ order: ["Volgorde verwacht een lijst met id's of een positie."] });
    expect((await server.put(`/custom-fields/${ids[0]}/update-order`, { token, body: { order: [ids[1]] } })).body.errors).toEqual({ order: ['De volgorde moet dit item bevatten.'] });
    expect((await server.put(`/custom-fields/${ids[0]}/update-order`, { token, body: { order: 0, b: { where: [['morphable_type', 'clients']] } } })).body.errors).toEqual({ b: ['Dit item hoort niet bij deze selectie.'] });
  });

  it('DELETE only marks a soft-deleting resource; onlyTrashed lists it; restore brings it back', async () => {
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    expect((await server.del(`/tickets/${ticket.id}`, { token })).body).toEqual({ message: 'Item verwijderd.' });
    expect((await server.get(`/tickets/${ticket.id}`, { token })).status).toBe(404);
    const stored = await server.api.db.selectFrom('tickets').select('deleted_at').where('id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(stored.deleted_at).not.toBeNull();
    const trashed = await list('tickets', { onlyTrashed: true, paginate: 100 });
    expect(trashed.data.map((row) => row.id)).toContain(ticket.id);
    expect(trashed.data.every((row) => row.deleted_at !== null)).toBe(true);
    const restored = await server.post(`/tickets/${ticket.id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.deleted_at).toBeNull();
    expect((await history('tickets', ticket.id)).map((entry) => entry.event).slice(0, 2)).toEqual(['restored', 'deleted']);
    // onlyTrashed is refused where nothing is soft-deleted.
    expect((await server.get(`/companies${listQuery({ onlyTrashed: true })}`, { token })).status).toBe(422);
  });

  it('keep updated_at current on every write', async () => {
    const company = (await server.post('/companies', { token, body: { name: 'Tijd B.V.' } })).body.data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = (await server.put(`/companies/${company.id}`, { token, body: { city: 'Delft' } })).body.data;
    expect(changed.updated_at > company.updated_at).toBe(true);
    expect(changed.created_at).toBe(company.created_at);
  });
});
