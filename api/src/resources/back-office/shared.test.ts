import { describe, expect, it } from 'vitest';
import { colorOf, labelOf, PROJECT_PHASE_STATUSES, QUOTE_STATUSES } from './enums.ts';
import { after, dateText, isBlank } from './shared.ts';

describe('back-office helpers', () => {
  it('read dates the way both drivers return them', () => {
    expect(dateText('2026-03-04')).toBe('2026-03-04');
    expect(dateText('2026-03-04T12:00:00.000Z')).toBe('2026-03-04');
    expect(dateText(new Date(Date.UTC(2026, 2, 4)))).toBe('2026-03-04');
    expect(dateText(new Date(2026, 2, 4))).toBe('2026-03-04');
    expect([dateText(null), dateText(''), dateText('gisteren'), dateText(new Date('x'))]).toEqual([null, null, null, null]);
  });

  it('take the sent value over the stored one', () => {
    expect(after({ name: 'Nieuw' }, { name: 'Oud' }, 'name')).toBe('Nieuw');
    expect(after({ name: null }, { name: 'Oud' }, 'name')).toBeNull();
    expect(after({}, { name: 'Oud' }, 'name')).toBe('Oud');
    expect(after({}, null, 'name')).toBeUndefined();
  });

  it('treat absent, null and spaces as blank', () => {
    expect([undefined, null, '', '  '].every(isBlank)).toBe(true);
    expect([0, false, 'x'].some(isBlank)).toBe(false);
  });

  it('label enumerations in Dutch and mark unknown values', () => {
    expect(QUOTE_STATUSES.map((status) => labelOf(QUOTE_STATUSES, status.value))).toEqual(['Concept', 'Verzonden', 'Goedgekeurd', 'Afgewezen']);
    expect(labelOf(PROJECT_PHASE_STATUSES, 2)).toBe('Gestart');
    expect(labelOf(PROJECT_PHASE_STATUSES, 9)).toBe('(onbekend)');
    expect(labelOf(PROJECT_PHASE_STATUSES, null)).toBeNull();
    expect(colorOf(QUOTE_STATUSES, 4)).toBe('danger');
  });
});
