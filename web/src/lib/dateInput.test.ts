import { describe, expect, it } from 'vitest';
import { toDisplayDate, toWireDate } from './dateInput';

describe('date input', () => {
  it('shows wire dates as DD-MM-YYYY', () => {
    expect(toDisplayDate('2026-11-02')).toBe('02-11-2026');
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate('nonsense')).toBe('');
  });

  it('sends typed dates as YYYY-MM-DD', () => {
    expect(toWireDate('02-11-2026')).toBe('2026-11-02');
    expect(toWireDate('2/3/2026')).toBe('2026-03-02');
    expect(toWireDate(' ')).toBe('');
  });

  it('refuses dates that do not exist', () => {
    expect(toWireDate('31-02-2026')).toBeNull();
    expect(toWireDate('2026-11-02')).toBeNull();
    expect(toWireDate('12-13-2026')).toBeNull();
  });
});
