import { describe, expect, it } from 'vitest';
import { formatCurrency, normalizePriceInput, parsePrice, priceWithTwoDecimals } from './price';

describe('normalizePriceInput', () => {
  it('keeps digits, comma, dot and minus, turning commas into dots', () => {
    expect(normalizePriceInput('€ 1.234,50')).toBe('1.234.50');
    expect(normalizePriceInput('-12,5 euro')).toBe('-12.5');
    expect(normalizePriceInput('abc')).toBe('');
  });

  it('stops at 15 characters', () => {
    expect(normalizePriceInput('12345678901234567890')).toBe('123456789012345');
  });
});

describe('parsePrice', () => {
  it('reads numbers with a comma or dot', () => {
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('-3')).toBe(-3);
    expect(parsePrice(',5')).toBe(0.5);
  });

  it('refuses what is not one number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('1.2.3')).toBeNull();
    expect(parsePrice('-')).toBeNull();
  });
});

describe('formatCurrency', () => {
  it('shows euros the Dutch way', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatCurrency('7')).toMatch(/7,00$/);
    expect(formatCurrency(null)).toBe('');
    expect(priceWithTwoDecimals(12.5)).toBe('12.50');
  });
});
