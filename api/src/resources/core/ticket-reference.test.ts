import { describe, expect, it } from 'vitest';
import { formatReference, referenceYear } from './ticket-reference.ts';

describe('ticket references', () => {
  it('pads the number to five digits and grows beyond', () => {
    expect(formatReference(2026, 1)).toBe('T-2026-00001');
    expect(formatReference(2026, 4321)).toBe('T-2026-04321');
    expect(formatReference(2027, 123456)).toBe('T-2027-123456');
  });

  it('takes the year of Dutch local time', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Amsterdam.
    expect(referenceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(referenceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});
