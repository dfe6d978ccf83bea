import { describe, expect, it } from 'vitest';
import type { InvoiceForExport } from '../accounting-contract.ts';
import { DEFAULT_EBOEKHOUDEN_VAT_CODES, eboekhoudenReason, invoiceFor, relationCodeFor, relationFor, termOfPayment } from './mapping.ts';

const invoice: InvoiceForExport = {
  id: 7,
  invoiceNumber: '2026-0042',
  subject: 'Beheer november',
  invoiceDate: '2026-11-30',
  dueDate: '2026-12-30',
  directDebit: true,
  externalId: null,
  debtor: {
    companyId: 3,
    name: ' Bakkerij de Zon B.V. ',
    debtorCode: null,
    attn: 'Mevr. Jansen',
    address1: 'Dorpsstraat 1',
    address2: 'Unit 4',
    postalCode: '1234 AB',
    city: 'Utrecht',
    countryCode: 'BE',
    email: null,
    telephone: '030-1234567',
    paymentTermDays: 30,
  },
  lines: [{ productCode: 'UREN', description: 'Werkzaamheden', quantity: 3, price: 80, vatPercentage: 21, date: null }],
};

describe('e-Boekhouden mapping', () => {
  it('makes a business relation with our company id as its code when it has none', () => {
    expect(relationCodeFor(invoice.debtor)).toBe('3');
    expect(relationCodeFor({ ...invoice.debtor, debtorCode: 'D100' })).toBe('D100');
    expect(relationFor(invoice.debtor)).toEqual({
      type: 'B',
      code: '3',
      name: 'Bakkerij de Zon B.V.',
      contact: 'Mevr. Jansen',
      address: 'Dorpsstraat 1, Unit 4',
      postalCode: '1234 AB',
      city: 'Utrecht',
      country: 'BE',
      phoneNumber: '030-1234567',
    });
  });

  it('counts the payment term in days between invoice and due date, across daylight saving', () => {
    expect(termOfPayment('2026-11-30', '2026-12-30')).toBe(30);
    expect(termOfPayment('2026-03-20', '2026-04-03')).toBe(14);
    expect(termOfPayment('2026-03-20', '2026-03-20')).toBe(0);
  });

  it('sends prices excl. VAT with ledger and VAT code per item', () => {
    expect(invoiceFor(invoice, { relationId: 9, templateId: 1, ledgerIds: new Map([['UREN', 44]]), vatCodes: DEFAULT_EBOEKHOUDEN_VAT_CODES })).toEqual({
      relationId: 9,
      invoiceNumber: '2026-0042',
      date: '2026-11-30',
      termOfPayment: 30,
      templateId: 1,
      inExVat: 'EX',
      text: 'Beheer november',
      reference: '2026-0042',
      items: [{ code: 'UREN', description: 'Werkzaamheden', quantity: 3, pricePerUnit: 80, vatCode: 'HOOG_VERK_21', ledgerId: 44 }],
    });
  });

  it('knows the Dutch sales VAT codes', () => {
    expect([...DEFAULT_EBOEKHOUDEN_VAT_CODES]).toEqual([
      [21, 'HOOG_VERK_21'],
      [9, 'LAAG_VERK_9'],
      [0, 'GEEN'],
    ]);
  });

  it('reads problem details', () => {
    expect(eboekhoudenReason({ type: 'x', title: 'Relation code 3 is already in use.', status: 400, code: 'REL_006' })).toBe('Relation code 3 is already in use. (REL_006)');
    expect(eboekhoudenReason({ title: 'Bad', detail: 'ledgerId', code: '' })).toBe('Bad: ledgerId');
    expect(eboekhoudenReason(null)).toBeNull();
  });
});
