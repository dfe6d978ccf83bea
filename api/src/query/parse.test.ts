import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { companies, messages, resolveFixture as resolve, tickets } from './fixtures.ts';
import { parseFindQuery, parseListQuery, parseSearch, parseTimestamp, type ListInput } from './parse.ts';

const parseTickets = (builder: unknown, extra: Omit<ListInput, 'builder'> = {}) =>
  parseListQuery(tickets, resolve, { builder: JSON.stringify(builder), ...extra });

function refusal(run: () => unknown): { status: number; message: string; errors: Record<string, string[]> } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, ...(error.body as { message: string; errors: Record<string, string[]> }) };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseListQuery', () => {
  it('applies the declaration defaults when the builder is absent', () => {
    const query = parseListQuery(tickets, resolve, {});
    expect(query).toEqual({
      conditions: [],
      order: [{ field: 'updated_at', direction: 'desc' }],
      include: [],
      append: [],
      counts: [],
      perPage: 15,
      page: 1,
      onlyTrashed: false,
    });
    expect(parseListQuery(messages, resolve, {}).perPage).toBe(10);
  });

  it('reads every comparison operator, and a pair as equality', () => {
    const query = parseTickets({
      where: [
        ['status_id', 1],
        ['status_id', '!=', 2],
        ['status_id', '<>', 3],
        ['id', '<', 10],
        ['id', '<=', 10],
        ['id', '>', 1],
        ['id', '>=', 1],
        ['description', 'LIKE', '%printer%'],
        ['description', 'ilike', '%VPN%'],
      ],
    });
    expect(query.conditions.map((condition) => condition.kind === 'compare' && condition.op)).toEqual([
      '=', '!=', '!=', '<', '<=', '>', '>=', 'like', 'ilike',
    ]);
  });

  it('turns a null comparison into is null / is not null', () => {
    const query = parseTickets({ where: [['operator_id', null], ['deleted_at', '!=', null]] });
    expect(query.conditions).toEqual([
      { kind: 'null', field: 'operator_id', negate: false },
      { kind: 'null', field: 'deleted_at', negate: true },
    ]);
    expect(refusal(() => parseTickets({ where: [['operator_id', '>', null]] })).status).toBe(422);
  });

  it('coerces values to the column type', () => {
    const query = parseTickets({
      where: [['status_id', '3'], ['is_template', 'false'], ['updated_at', '>=', '2026-11-01']],
      whereIn: [['operator_id', [3, '4']]],
      whereBetween: [['created_at', ['2026-01-01', '2026-01-31T23:59:59+01:00']]],
    });
    expect(query.conditions).toEqual([
      { kind: 'compare', field: 'status_id', op: '=', value: 3 },
      { kind: 'compare', field: 'is_template', op: '=', value: false },
      { kind: 'compare', field: 'updated_at', op: '>=', value: '2026-11-01T00:00:00.000Z' },
      { kind: 'in', field: 'operator_id', values: [3, 4] },
      { kind: 'between', field: 'created_at', from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T22:59:59.000Z' },
    ]);
    expect(() => parseTickets({ whereBetween: [['price', ['1,5', 10]]] })).toThrow();
    expect(parseTickets({ where: [['price', '>=', '12.50'], ['due_on', '<', '2026-11-30T10:00:00Z']] }).conditions).toEqual([
      { kind: 'compare', field: 'price', op: '>=', value: 12.5 },
      { kind: 'compare', field: 'due_on', op: '<', value: '2026-11-30' },
    ]);
  });

  it.each([
    [{ where: [['foo', 1]] }, 'Onbekende kolom: foo.'],
    [{ orderBy: [['foo', 'asc']] }, 'Onbekende kolom: foo.'],
    [{ whereIn: [['foo', [1]]] }, 'Onbekende kolom: foo.'],
    [{ whereNull: ['foo'] }, 'Onbekende kolom: foo.'],
    [{ where: [['status_id', 'between', 1]] }, 'Onbekende operator: between.'],
    [{ with: ['company', 'foo'] }, 'Onbekende relatie: foo.'],
    [{ with: ['company.foo'] }, 'Onbekende relatie: company.foo.'],
    [{ withFoo: true }, 'Onbekende sleutel: withFoo.'],
    [{ withCount: ['foo'] }, 'Onbekende relatie: foo.'],
    [{ withCount: ['company.country'] }, 'Onbekende relatie: company.country.'],
    [{ whereHas: ['foo'] }, 'Onbekende relatie: foo.'],
    [{ whereHas: [['company', { where: [['foo', 1]] }]] }, 'Onbekende kolom: foo.'],
    [{ whereHas: [['company', { orderBy: [['name', 'asc']] }]] }, 'Onbekende sleutel in whereHas: orderBy.'],
    [{ whereHas: [['company', [1]]] }, 'Ongeldige opbouw van whereHas: de voorwaarden moeten één object zijn.'],
    [{ whereHas: [['company.tickets.company.country']] }, 'Relatie te diep genest: company.tickets.company.country.'],
    [{ whereDoesntHave: 'categories' }, 'Ongeldige opbouw van whereDoesntHave: een lijst verwacht.'],
    [{ whereDoesntHave: [5] }, 'Ongeldige opbouw van whereDoesntHave.'],
    [{ whereDoesntHave: ['foo'] }, 'Onbekende relatie: foo.'],
    [{ whereDoesntHave: [['company', { orderBy: [['name', 'asc']] }]] }, 'Onbekende sleutel in whereDoesntHave: orderBy.'],
    [{ whereDoesntHave: [['company', [1]]] }, 'Ongeldige opbouw van whereDoesntHave: de voorwaarden moeten één object zijn.'],
    [{ whereHas: [['company', { whereDoesntHave: ['foo'] }]] }, 'Onbekende relatie: foo.'],
    [{ whereDoesntHave: [['company.tickets.company.country']] }, 'Relatie te diep genest: company.tickets.company.country.'],
    [{ whereNull: ['data'] }, 'Op kolom data kan niet gefilterd worden.'],
    [{ onlyTrashed: 'ja' }, 'onlyTrashed verwacht true of false.'],
    [{ fullSearch: 5 }, 'fullSearch verwacht een zoekterm.'],
    [{ append: ['secret'] }, 'Onbekend extra veld: secret.'],
    [{ orderBy: [['id', 'sideways']] }, 'Ongeldige sorteerrichting: sideways.'],
    [{ where: [['status_id', 'abc']] }, 'Ongeldige waarde voor kolom status_id.'],
    [{ where: [['status_id', 99999999999]] }, 'Ongeldige waarde voor kolom status_id.'],
    [{ where: [['status_id', 1.5]] }, 'Ongeldige waarde voor kolom status_id.'],
    [{ where: [['updated_at', '>', '2026-02-30']] }, 'Ongeldige waarde voor kolom updated_at.'],
    [{ where: [['description', 'nul\u0000']] }, 'Ongeldige waarde voor kolom description.'],
    [{ where: [['status_id', 'like', '1%']] }, 'Operator like kan niet op kolom status_id.'],
    [{ where: [['price', 'veel']] }, 'Ongeldige waarde voor kolom price.'],
    [{ where: [['due_on', '30-11-2026']] }, 'Ongeldige waarde voor kolom due_on.'],
    [{ where: [['description', 'like', 'eind\\']] }, 'Ongeldig patroon voor kolom description.'],
    [{ where: 'status_id=1' }, 'Ongeldige opbouw van where: een lijst verwacht.'],
    [{ where: [['status_id']] }, 'Ongeldige opbouw van where.'],
    [{ paginate: 0 }, 'Het aantal per pagina moet tussen 1 en 100 liggen.'],
    [{ paginate: 101 }, 'Het aantal per pagina moet tussen 1 en 100 liggen.'],
    [{ paginate: 'veel' }, 'Het aantal per pagina moet tussen 1 en 100 liggen.'],
  ])('refuses %j with "%s"', (builder, message) => {
    const answer = refusal(() => parseTickets(builder));
    expect(answer).toEqual({ status: 422, message, errors: { builder: [message] } });
  });

  it('refuses a builder that is not one JSON object', () => {
    expect(refusal(() => parseListQuery(tickets, resolve, { builder: '{"where":' })).message).toBe('De builder is geen geldige JSON.');
    expect(refusal(() => parseListQuery(tickets, resolve, { builder: '[1]' })).message).toBe('De builder moet één JSON-object zijn.');
    expect(refusal(() => parseListQuery(tickets, resolve, { builder: ['{}', '{}'] })).message).toBe('De builder moet één JSON-object zijn.');
  });

  it('does not mistake inherited object keys for clauses or columns', () => {
    expect(refusal(() => parseListQuery(tickets, resolve, { builder: '{"constructor":1}' })).message).toBe('Onbekende sleutel: constructor.');
    expect(refusal(() => parseTickets({ where: [['toString', 1]] })).message).toBe('Onbekende kolom: toString.');
    expect(refusal(() => parseTickets({ with: ['__proto__'] })).message).toBe('Onbekende relatie: __proto__.');
  });

  it('refuses filtering or sorting where the declaration does not allow it', () => {
    const parseMessages = (builder: unknown) => parseListQuery(messages, resolve, { builder: JSON.stringify(builder) });
    expect(refusal(() => parseMessages({ orderBy: [['message', 'asc']] })).message).toBe('Op kolom message kan niet gesorteerd worden.');
    expect(refusal(() => parseTickets({ orderBy: [['data', 'asc']] })).message).toBe('Op kolom data kan niet gesorteerd worden.');
  });

  it('reads orderBy with a default direction', () => {
    expect(parseTickets({ orderBy: [['reference', 'DESC'], ['id']] }).order).toEqual([
      { field: 'reference', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ]);
  });

  it('builds a tree of relations, through polymorphic ones too', () => {
    const query = parseListQuery(messages, resolve, { builder: JSON.stringify({ with: ['morphable', 'morphable.company', 'morphable.country'] }) });
    expect(query.include).toEqual([
      {
        relation: 'morphable',
        nested: [
          { relation: 'company', nested: [] },
          { relation: 'country', nested: [] },
        ],
      },
    ]);
    expect(parseTickets({ with: ['company.country', 'company.contacts', 'messages'] }).include).toEqual([
      { relation: 'company', nested: [{ relation: 'country', nested: [] }, { relation: 'contacts', nested: [] }] },
      { relation: 'messages', nested: [] },
    ]);
  });

  it('reads withCount, append, onlyTrashed and fullSearch', () => {
    const query = parseTickets({ withCount: ['messages'], append: ['_label'], onlyTrashed: true, fullSearch: ' printer  vpn ' });
    expect(query).toMatchObject({ counts: ['messages'], append: ['_label'], onlyTrashed: true, conditions: [{ kind: 'search', terms: ['printer', 'vpn'] }] });
    expect(refusal(() => parseListQuery(companies, resolve, { builder: JSON.stringify({ onlyTrashed: true }) })).message).toBe(
      'onlyTrashed kan niet bij companies: die worden niet zacht verwijderd.',
    );
    expect(parseListQuery(companies, resolve, { builder: JSON.stringify({ onlyTrashed: false }) }).onlyTrashed).toBe(false);
  });

  it('reads whereHas in its forms into conditions of the related resource', () => {
    expect(parseTickets({ whereHas: ['company', ['messages'], ['company', { where: [['name', 'like', '%bv%']], whereNull: ['country_id'] }]] }).conditions).toEqual([
      { kind: 'has', relation: 'company', conditions: [] },
      { kind: 'has', relation: 'messages', conditions: [] },
      {
        kind: 'has',
        relation: 'company',
        conditions: [
          { kind: 'compare', field: 'name', op: 'like', value: '%bv%' },
          { kind: 'null', field: 'country_id', negate: false },
        ],
      },
    ]);
    expect(parseTickets({ whereHas: [['company.country', { where: [['name', 'Nederland']] }]] }).conditions).toEqual([
      { kind: 'has', relation: 'company', conditions: [{ kind: 'has', relation: 'country', conditions: [{ kind: 'compare', field: 'name', op: '=', value: 'Nederland' }] }] },
    ]);
    // Nested builders take the related resource's scopes and search, and nest whereHas again.
    expect(parseListQuery(companies, resolve, { builder: JSON.stringify({ whereHas: [['tickets', { whereOpen: true, fullSearch: 'vpn', whereHas: ['messages'] }]] }) }).conditions).toEqual([
      {
        kind: 'has',
        relation: 'tickets',
        conditions: [
          { kind: 'scope', name: 'whereOpen' },
          { kind: 'search', terms: ['vpn'] },
          { kind: 'has', relation: 'messages', conditions: [] },
        ],
      },
    ]);
  });

  it('reads whereDoesntHave like whereHas, negating only the outermost relation, also nested in whereHas', () => {
    expect(parseTickets({ whereDoesntHave: ['messages', ['company', { whereNull: ['country_id'] }], ['company.country']] }).conditions).toEqual([
      { kind: 'has', relation: 'messages', conditions: [], negate: true },
      { kind: 'has', relation: 'company', conditions: [{ kind: 'null', field: 'country_id', negate: false }], negate: true },
      { kind: 'has', relation: 'company', conditions: [{ kind: 'has', relation: 'country', conditions: [] }], negate: true },
    ]);
    expect(parseListQuery(companies, resolve, { builder: JSON.stringify({ whereHas: [['tickets', { whereDoesntHave: ['messages'] }]] }) }).conditions).toEqual([
      { kind: 'has', relation: 'tickets', conditions: [{ kind: 'has', relation: 'messages', conditions: [], negate: true }] },
    ]);
  });

  it('takes named scopes as keys with true', () => {
    const parseMessages = (builder: unknown) => parseListQuery(messages, resolve, { builder: JSON.stringify(builder) });
    expect(parseTickets({ whereOpen: true }).conditions).toEqual([{ kind: 'scope', name: 'whereOpen' }]);
    expect(parseMessages({ whereIsPinned: false }).conditions).toEqual([]);
    expect(refusal(() => parseMessages({ whereIsPinned: 'ja' })).message).toBe('whereIsPinned verwacht true of false.');
    expect(refusal(() => parseTickets({ whereIsPinned: true })).message).toBe('Onbekende sleutel: whereIsPinned.');
  });

  it('reads page and s beside the builder', () => {
    const query = parseTickets({}, { page: '3', s: '  printer   tweede ' });
    expect(query.page).toBe(3);
    expect(query.conditions).toEqual([{ kind: 'search', terms: ['printer', 'tweede'] }]);
    for (const page of ['0', '-1', '1.5', 'abc', '99999999999', ['1', '2']]) {
      expect(refusal(() => parseTickets({}, { page }))).toEqual({
        status: 422,
        message: 'Ongeldig paginanummer.',
        errors: { page: ['Ongeldig paginanummer.'] },
      });
    }
  });
});

describe('parseSearch', () => {
  it('splits on whitespace and ignores an empty search', () => {
    expect(parseSearch(undefined)).toEqual([]);
    expect(parseSearch('   ')).toEqual([]);
    expect(parseSearch('100%_echt')).toEqual(['100%_echt']);
    expect(refusal(() => parseSearch('x'.repeat(201))).errors).toEqual({ s: ['De zoekterm mag maximaal 200 tekens zijn.'] });
  });
});

describe('parseFindQuery', () => {
  it('reads comma-separated load, append and loadCount', () => {
    expect(parseFindQuery(tickets, resolve, { load: 'company, company.country', append: '_label', loadCount: 'messages' })).toEqual({
      include: [{ relation: 'company', nested: [{ relation: 'country', nested: [] }] }],
      append: ['_label'],
      counts: ['messages'],
    });
    expect(refusal(() => parseFindQuery(tickets, resolve, { load: 'foo' })).errors).toEqual({ load: ['Onbekende relatie: foo.'] });
    expect(refusal(() => parseFindQuery(tickets, resolve, { loadCount: 'bar' })).errors).toEqual({ loadCount: ['Onbekende relatie: bar.'] });
    expect(refusal(() => parseFindQuery(tickets, resolve, { append: 'geheim' })).errors).toEqual({ append: ['Onbekend extra veld: geheim.'] });
  });
});

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-01', '2026-11-01T00:00:00.000Z'],
    ['2026-11-01 13:45', '2026-11-01T13:45:00.000Z'],
    ['2026-11-01T13:45:10.123456Z', '2026-11-01T13:45:10.123Z'],
    ['2026-11-01T13:45:10+0100', '2026-11-01T12:45:10.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (input, expected) => {
    expect(parseTimestamp(input)).toBe(expected);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-11-01T24:00', '0000-01-01', '11/01/2026', 'gisteren', '2026-11-01T10:00:00+01:00x'])(
    'refuses %s',
    (input) => {
      expect(parseTimestamp(input)).toBeNull();
    },
  );
});
