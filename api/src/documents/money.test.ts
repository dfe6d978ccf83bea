import { describe, expect, it } from 'vitest';
import { formatEuro, formatQuantity, formatRate, lineTotal, totalsOf } from './money.ts';

// Intl puts a no-break space between the euro sign and the amount.
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('money on documents', () => {
  it('writes euros the Dutch way', () => {
    expect(formatEuro(1234.5)).toBe(nbsp('€ 1.234,50'));
    expect(formatEuro(0)).toBe(nbsp('€ 0,00'));
    expect(formatEuro(-12.3)).toBe(nbsp('€ -12,30'));
  });

  it('writes quantities and rates with a decimal comma', () => {
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(1250)).toBe('1.250');
    expect(formatRate(21)).toBe('21%');
    expect(formatRate(9)).toBe('9%');
  });

  it('rounds a line total to the cent', () => {
    expect(lineTotal(3, 0.1)).toBe(0.3);
    expect(lineTotal(1.333, 10)).toBe(13.33);
  });

  it('adds VAT per rate, lowest rate first', () => {
    const totals = totalsOf([
      { total: 100, vatRate: 21 },
      { total: 50.5, vatRate: 9 },
      { total: 0.1, vatRate: 21 },
      { total: 0.2, vatRate: 21 },
    ]);
    expect(totals.vat).toEqual([
      { rate: 9, base: 50.5, vat: 4.55 },
      { rate: 21, base: 100.3, vat: 21.06 },
    ]);
    expect(totals.excl).toBe(150.8);
    expect(totals.incl).toBe(176.41);
  });

  it('gives zero totals for no lines', () => {
    expect(totalsOf([])).toEqual({ excl: 0, vat: [], incl: 0 });
  });
});
