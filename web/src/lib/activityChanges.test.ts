import { describe, expect, it } from 'vitest';
import { changeLines, fieldLabel, formatChangeValue } from './activityChanges';

const texts = { empty: '(leeg)', yes: 'Ja', no: 'Nee' };
const labels = { name: 'Naam', company: 'Bedrijf', statusId: 'Status', city: 'Plaats' };

describe('formatChangeValue', () => {
  it('writes empty values, booleans, lists and dates the Dutch way', () => {
    expect(formatChangeValue(null, texts)).toBe('(leeg)');
    expect(formatChangeValue('', texts)).toBe('(leeg)');
    expect(formatChangeValue(true, texts)).toBe('Ja');
    expect(formatChangeValue(false, texts)).toBe('Nee');
    expect(formatChangeValue([3, 4], texts)).toBe('3, 4');
    expect(formatChangeValue([], texts)).toBe('(leeg)');
    expect(formatChangeValue('2026-11-22', texts)).toBe('22-11-2026');
    expect(formatChangeValue(new Date(2026, 10, 22, 9, 5, 7).toISOString(), texts)).toBe('22-11-2026 09:05:07');
  });
  it('reads rich text as plain text and cuts long values', () => {
    expect(formatChangeValue('<p>Printer <b>kapot</b></p>', texts)).toBe('Printer kapot');
    const long = formatChangeValue('x'.repeat(500), texts);
    expect(long.length).toBe(120);
    expect(long.endsWith('…')).toBe(true);
  });
  it('shows a related record by its label', () => {
    expect(formatChangeValue({ id: 3, _label: 'Bakkerij de Vries' }, texts)).toBe('Bakkerij de Vries');
  });
});

describe('fieldLabel', () => {
  it('finds a label by GraphQL name, also for foreign keys', () => {
    expect(fieldLabel('name', labels)).toBe('Naam');
    expect(fieldLabel('company_id', labels)).toBe('Bedrijf');
    expect(fieldLabel('status_id', labels)).toBe('Status');
    expect(fieldLabel('users_added', labels)).toBe('Users added');
  });
});

describe('changeLines', () => {
  it('gives old and new values of an update, field by field', () => {
    const lines = changeLines({ attributes: { city: 'Utrecht', company_id: 4 }, old: { city: null, company_id: 3 } }, (name) => fieldLabel(name, labels), texts);
    expect(lines).toEqual([
      { field: 'Plaats', old: '(leeg)', value: 'Utrecht' },
      { field: 'Bedrijf', old: '3', value: '4' },
    ]);
  });
  it('gives only new values when nothing came before, and nothing for garbage', () => {
    expect(changeLines({ attributes: { name: 'Nieuw' }, old: {} }, (name) => fieldLabel(name, labels), texts)).toEqual([{ field: 'Naam', value: 'Nieuw' }]);
    expect(changeLines(null, (name) => name, texts)).toEqual([]);
    expect(changeLines('kapot', (name) => name, texts)).toEqual([]);
  });
  it('shows a removed value as emptied', () => {
    expect(changeLines({ attributes: {}, old: { name: 'Weg' } }, (name) => fieldLabel(name, labels), texts)).toEqual([{ field: 'Naam', old: 'Weg', value: '(leeg)' }]);
  });
});
