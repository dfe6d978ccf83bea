import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceNumberOf, nextInvoiceNumber, parseFirstInvoiceNumber } from './invoice-numbers.ts';

describe('invoice numbers', () => {
  it('start at the setting and continue from the last issued number', () => {
    expect(nextInvoiceNumber(null, '1')).toBe(1);
    expect(nextInvoiceNumber(null, '2026001')).toBe(2026001);
    expect(nextInvoiceNumber(41, '1')).toBe(42);
    // A changed setting never moves a started sequence back (no number twice) or forward (no gap).
    expect(nextInvoiceNumber(41, '10')).toBe(42);
    expect(nextInvoiceNumber(41, '500')).toBe(42);
  });

  it('fall back to 1 for a missing or invalid setting', () => {
    expect(nextInvoiceNumber(null, null)).toBe(1);
    expect(nextInvoiceNumber(null, 'F2026-1')).toBe(1);
    expect(nextInvoiceNumber(null, '0')).toBe(1);
  });

  it('accept only whole numbers from 1 as the first number', () => {
    expect(parseFirstInvoiceNumber(' 1000 ')).toBe(1000);
    expect(parseFirstInvoiceNumber('0')).toBeNull();
    expect(parseFirstInvoiceNumber('-3')).toBeNull();
    expect(parseFirstInvoiceNumber('1.5')).toBeNull();
    expect(parseFirstInvoiceNumber('')).toBeNull();
    expect(parseFirstInvoiceNumber('1234567890123456')).toBeNull();
  });

  it('are plain digits', () => {
    expect(formatInvoiceNumber(7)).toBe('7');
    expect(invoiceNumberOf('2026001')).toBe(2026001);
    expect(invoiceNumberOf('F2026-0001')).toBeNull();
    expect(invoiceNumberOf(null)).toBeNull();
  });
});
