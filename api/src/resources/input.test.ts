import { describe, expect, it } from 'vitest';
import { field, type ResourceDeclaration } from './declaration.ts';
import { coerceInput, parseInput } from './input.ts';

const things: ResourceDeclaration = {
  name: 'things',
  table: 'things',
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 10 } }),
    code: field.string({ input: { label: 'Code', min: 2, max: 2, uppercase: true, createOnly: true } }),
    email: field.string({ input: { label: 'E-mailadres', email: true } }),
    kind: field.integer({ input: { label: 'Soort', in: [1, 2], default: 1 } }),
    hours: field.decimal({ input: { label: 'Uren', min: 0, max: 24 } }),
    active: field.boolean({ input: { label: 'Actief' } }),
    starts_on: field.date({ input: { label: 'Startdatum' } }),
    seen_at: field.timestamp({ input: { label: 'Gezien' } }),
    options: field.json({ input: { label: 'Opties' } }),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
  },
  writeOnly: { password: { type: 'string', input: { label: 'Wachtwoord', max: 32 } } },
  searchable: [],
  relations: {},
  defaultOrder: [['id', 'asc']],
  perPage: 15,
  archivable: true,
};

describe('parseInput', () => {
  it('coerces what a form sends and fills defaults on create', () => {
    const parsed = parseInput(
      things,
      { name: '  Lamp ', code: 'ab', hours: '1,5', active: '1', starts_on: '2026-11-30', seen_at: '2026-11-30 10:00', options: ['a'], password: 'x', email: '' },
      'create',
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toEqual({
      name: 'Lamp',
      code: 'AB',
      hours: 1.5,
      active: true,
      starts_on: '2026-11-30',
      seen_at: '2026-11-30T10:00:00.000Z',
      options: ['a'],
      password: 'x',
      email: null,
      kind: 1,
    });
  });

  it('names every rule with its Dutch message', () => {
    const parsed = parseInput(things, { code: 'A', email: 'geen-adres', kind: 3, hours: 25, name: 'Veel te lange naam' }, 'create');
    expect(parsed.errors).toEqual({
      name: ['Naam mag maximaal 10 tekens bevatten.'],
      code: ['Code moet minimaal 2 tekens bevatten.'],
      email: ['E-mailadres is geen geldig e-mailadres.'],
      kind: ['Soort heeft een ongeldige waarde.'],
      hours: ['Uren mag maximaal 24 zijn.'],
    });
    expect(parseInput(things, { hours: -1 }, 'create').errors).toEqual({ hours: ['Uren moet minimaal 0 zijn.'], name: ['Naam is verplicht.'] });
  });

  it('refuses values of the wrong type', () => {
    expect(parseInput(things, { name: 'x', kind: 'twee', hours: 'veel', active: 'misschien', starts_on: '30-11-2026', seen_at: 'gisteren' }, 'create').errors).toEqual({
      kind: ['Soort moet een geheel getal zijn.'],
      hours: ['Uren moet een getal zijn.'],
      active: ['Actief moet ja of nee zijn.'],
      starts_on: ['Startdatum is geen geldige datum.'],
      seen_at: ['Gezien is geen geldig tijdstip.'],
    });
    expect(parseInput(things, { name: { nested: true } }, 'create').errors.name).toEqual(['Naam moet tekst zijn.']);
  });

  it('on update takes only the fields sent, and refuses clearing a required one', () => {
    expect(parseInput(things, { hours: 2 }, 'update')).toEqual({ values: { hours: 2 }, errors: {} });
    expect(parseInput(things, { name: '' }, 'update').errors).toEqual({ name: ['Naam is verplicht.'] });
    expect(parseInput(things, { code: 'XY' }, 'update').errors).toEqual({ code: ['Code kan na het aanmaken niet meer gewijzigd worden.'] });
  });

  it('refuses unknown and read-only fields by name', () => {
    expect(parseInput(things, { name: 'x', id: 4, created_at: '2026-01-01', colour: 'rood' }, 'create').errors).toEqual({
      id: ['Het veld id kan niet gewijzigd worden.'],
      created_at: ['Het veld created_at kan niet gewijzigd worden.'],
      colour: ['Onbekend veld: colour.'],
    });
    expect(parseInput(things, ['name'], 'create').errors).toEqual({ body: ['Het verzoek moet één object met velden zijn.'] });
  });

  it('reads archived_at on update as archive or restore, and takes relationships apart', () => {
    expect(parseInput(things, { archived_at: null }, 'update')).toMatchObject({ archive: 'restore', values: {} });
    expect(parseInput(things, { archived_at: '2026-11-01' }, 'update')).toMatchObject({ archive: 'archive' });
    expect(parseInput(things, { archived_at: null }, 'create').errors.archived_at).toEqual(['Het veld archived_at kan niet gewijzigd worden.']);
    expect(parseInput(things, { relationships: { tags: [1] } }, 'update').relationships).toEqual({ tags: [1] });
    expect(parseInput(things, { relationships: [1] }, 'update').errors).toEqual({ relationships: ['Het verzoek moet één object met velden zijn.'] });
  });
});

describe('coerceInput', () => {
  it('keeps integers within the column and text without NUL', () => {
    expect(coerceInput('integer', 'Aantal', 2147483648)).toEqual({ error: 'Aantal moet een geheel getal zijn.' });
    expect(coerceInput('integer', 'Aantal', ' 12 ')).toEqual({ value: 12 });
    expect(coerceInput('string', 'Naam', 'a\u0000b')).toEqual({ error: 'Naam moet tekst zijn.' });
    expect(coerceInput('date', 'Datum', '2026-02-30')).toEqual({ error: 'Datum is geen geldige datum.' });
    expect(coerceInput('text', 'Tekst', '  <p>x</p> ')).toEqual({ value: '  <p>x</p> ' });
  });
});
