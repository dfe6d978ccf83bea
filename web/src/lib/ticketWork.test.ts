import { describe, expect, it } from 'vitest';
import { checkUsedProduct, moveBy, normalizeEstimate, taskProgress, USED_PRODUCT_MESSAGES, usedProductActions } from './ticketWork';

const open = { archived: false, closed: false, invoicing: true, canUpdate: true, canDelete: true };

describe('used product actions', () => {
  it('offer invoicing for a line without invoice and taking off for an invoiced one', () => {
    expect(usedProductActions({ invoiceId: null, exported: false }, open)).toEqual({ edit: true, remove: true, invoice: true, deinvoice: false });
    expect(usedProductActions({ invoiceId: 4, exported: false }, open)).toEqual({ edit: true, remove: true, invoice: false, deinvoice: true });
  });

  it('keep an archived ticket and an exported invoice read-only', () => {
    const none = { edit: false, remove: false, invoice: false, deinvoice: false };
    expect(usedProductActions({ invoiceId: null, exported: false }, { ...open, archived: true })).toEqual(none);
    expect(usedProductActions({ invoiceId: 4, exported: true }, open)).toEqual(none);
  });

  it('never take an invoiced line of a closed ticket off, and need the module and rights', () => {
    expect(usedProductActions({ invoiceId: 4, exported: false }, { ...open, closed: true }).deinvoice).toBe(false);
    expect(usedProductActions({ invoiceId: null, exported: false }, { ...open, invoicing: false }).invoice).toBe(false);
    expect(usedProductActions({ invoiceId: null, exported: false }, { ...open, canUpdate: false })).toEqual({ edit: false, remove: true, invoice: false, deinvoice: false });
  });
});

describe('used product form', () => {
  const draft = { executedAt: '2026-11-20', productCode: ' HW-1 ', description: ' Muis ', quantity: '2', price: '' };

  it('requires date, description and quantity and defaults the price to 0', () => {
    expect(checkUsedProduct(draft).values).toEqual({ executedAt: '2026-11-20', productCode: 'HW-1', description: 'Muis', quantity: 2, price: 0 });
    expect(checkUsedProduct({ ...draft, executedAt: '', description: '  ', quantity: '' }).errors).toEqual({
      executedAt: USED_PRODUCT_MESSAGES.date,
      description: USED_PRODUCT_MESSAGES.description,
      quantity: USED_PRODUCT_MESSAGES.quantity,
    });
  });

  it('reads prices with a comma and refuses what is not a number', () => {
    expect(checkUsedProduct({ ...draft, price: '12,50', quantity: '-1' }).values).toMatchObject({ price: 12.5, quantity: -1 });
    expect(checkUsedProduct({ ...draft, price: 'gratis' }).errors).toEqual({ price: USED_PRODUCT_MESSAGES.price });
    expect(checkUsedProduct({ ...draft, quantity: 'veel' }).errors).toEqual({ quantity: USED_PRODUCT_MESSAGES.quantityNumber });
  });
});

describe('task checklist', () => {
  it('counts done out of total', () => {
    expect(taskProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(taskProgress([{ completed: true }, { completed: false }, { completed: null }])).toEqual({ done: 1, total: 3, percent: 33 });
  });

  it('writes estimates as hh:mm', () => {
    expect(normalizeEstimate('1:30')).toBe('01:30');
    expect(normalizeEstimate(' 12:05 ')).toBe('12:05');
    expect(normalizeEstimate('1:75')).toBeNull();
    expect(normalizeEstimate('90')).toBeNull();
  });

  it('moves a task one place up or down', () => {
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
