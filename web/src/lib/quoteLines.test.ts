import { describe, expect, it } from 'vitest';
import { checkProjectLine, isInvoiceable, lineTotal, newLineDraft, PROJECT_LINE_MESSAGES, quoteStatusChoices, sumTotals } from './quoteLines';

describe('line and phase totals', () => {
  it('multiplies quantity and price to the cent', () => {
    expect(lineTotal(3, 19.99)).toBe(59.97);
    expect(lineTotal(1.5, 95)).toBe(142.5);
    expect(lineTotal(null, 10)).toBe(0);
  });

  it('adds lines to a phase total and phases to a quote total', () => {
    const phase = sumTotals([{ totalExcl: 0.1 }, { totalExcl: 0.2 }, { totalExcl: null }]);
    expect(phase).toBe(0.3);
    expect(sumTotals([{ totalExcl: phase }, { totalExcl: 1200 }])).toBe(1200.3);
    expect(sumTotals([])).toBe(0);
  });
});

describe('a project line form', () => {
  it('starts with quantity 1, price 0 and moment 1', () => {
    expect(newLineDraft()).toMatchObject({ quantity: '1', price: '0.00', invoiceMoment: '1' });
  });

  it('needs type, product and description', () => {
    expect(checkProjectLine(newLineDraft())).toEqual({
      values: null,
      errors: { productCode: PROJECT_LINE_MESSAGES.productCode, description: PROJECT_LINE_MESSAGES.description, invoiceType: PROJECT_LINE_MESSAGES.invoiceType },
    });
  });

  it('refuses a description over 255 characters and quantities that are no number', () => {
    const draft = { ...newLineDraft(), productCode: 'LAP', invoiceType: '1', description: 'x'.repeat(256), quantity: 'veel' };
    expect(checkProjectLine(draft).errors).toEqual({ description: PROJECT_LINE_MESSAGES.descriptionLength, quantity: PROJECT_LINE_MESSAGES.quantity });
  });

  it('gives the values to save; a line that is not invoiced has no moment', () => {
    const draft = { productCode: ' LAP ', description: ' Laptop ', invoiceType: '2', invoiceMoment: '3', quantity: '2,5', price: '95' };
    expect(checkProjectLine(draft).values).toEqual({ productCode: 'LAP', description: 'Laptop', invoiceType: 2, invoiceMoment: 3, quantity: 2.5, price: 95 });
    expect(checkProjectLine({ ...draft, invoiceType: '4' }).values?.invoiceMoment).toBeNull();
    expect(isInvoiceable(4)).toBe(false);
    expect(isInvoiceable(1)).toBe(true);
  });
});

describe('quote status choices', () => {
  const all = ['1', '2', '3', '4'];
  it('leaves out Goedgekeurd unless the quote is accepted', () => {
    expect(quoteStatusChoices(all, 1)).toEqual(['1', '2', '4']);
    expect(quoteStatusChoices(all, 3)).toEqual(all);
    expect(quoteStatusChoices(all, null)).toEqual(['1', '2', '4']);
  });
});
