import { describe, expect, it } from 'vitest';
import type { InvoiceForExport } from '../accounting-contract.ts';
import { accountFor, exactReason, invoiceUrl, odataString, salesInvoiceFor, vatKey } from './mapping.ts';

const invoice: InvoiceForExport = {
  id: 7,
  invoiceNumber: '2026-0042',
  subject: 'Beheer november',
  invoiceDate: '2026-11-30',
  dueDate: '2026-12-14',
  directDebit: false,
  externalId: null,
  debtor: {
    companyId: 3,
    name: 'Bakkerij de Zon B.V.',
    debtorCode: null,
    attn: 'T.a.v. de administratie',
    address1: 'Dorpsstraat 1',
    address2: ' ',
    postalCode: '1234 AB',
    city: 'Utrecht',
    countryCode: 'NL',
    email: 'factuur@dezon.nl',
    telephone: null,
    paymentTermDays: 14,
  },
  lines: [
    { productCode: 'UREN', description: 'Werkzaamheden ticket #12', quantity: 1.5, price: 95, vatPercentage: 21, date: '2026-11-03' },
    { productCode: 'BOEK', description: 'Handleiding', quantity: 2, price: 12.5, vatPercentage: 9, date: null },
  ],
};

describe('Exact Online mapping', () => {
  it('makes a sales customer of the debtor, leaving out empty fields and the code Exact assigns', () => {
    expect(accountFor(invoice.debtor)).toEqual({
      Name: 'Bakkerij de Zon B.V.',
      AddressLine1: 'Dorpsstraat 1',
      Postcode: '1234 AB',
      City: 'Utrecht',
      Country: 'NL',
      Email: 'factuur@dezon.nl',
      Status: 'C',
      IsSales: true,
    });
    expect(accountFor({ ...invoice.debtor, debtorCode: ' 42 ', countryCode: '' })).toMatchObject({ Code: '42', Country: 'NL' });
  });

  it('posts the invoice with our number as YourRef, the account twice, and items and VAT codes per line', () => {
    const body = salesInvoiceFor(invoice, {
      journal: '70',
      accountId: 'acc-1',
      itemIds: new Map([
        ['UREN', 'item-uren'],
        ['BOEK', 'item-boek'],
      ]),
      vatCodes: new Map([
        [21, '2'],
        [9, '1'],
      ]),
    });
    expect(body).toEqual({
      Journal: '70',
      OrderedBy: 'acc-1',
      InvoiceTo: 'acc-1',
      InvoiceDate: '2026-11-30',
      DueDate: '2026-12-14',
      YourRef: '2026-0042',
      Description: 'Beheer november',
      SalesInvoiceLines: [
        { Item: 'item-uren', Description: 'Werkzaamheden ticket #12', Quantity: 1.5, UnitPrice: 95, VATCode: '2', DeliveryDate: '2026-11-03' },
        { Item: 'item-boek', Description: 'Handleiding', Quantity: 2, UnitPrice: 12.5, VATCode: '1' },
      ],
    });
  });

  it('refuses to build a line it cannot map', () => {
    expect(() => salesInvoiceFor(invoice, { journal: '70', accountId: 'a', itemIds: new Map(), vatCodes: new Map() })).toThrow(/UREN/);
  });

  it('keys VAT rates to two decimals', () => {
    expect(vatKey(21)).toBe(vatKey(21.0000001));
    expect(vatKey(9.5)).toBe(9.5);
  });

  it("reads Exact's error body", () => {
    expect(exactReason({ error: { code: '', message: { lang: '', value: 'Artikel: Ongeldige referentie' } } })).toBe('Artikel: Ongeldige referentie');
    expect(exactReason({ error: { code: '', message: 'Plain' } })).toBe('Plain');
    expect(exactReason('<html>')).toBeNull();
  });

  it('quotes OData strings and links to the invoice in its division', () => {
    expect(odataString("O'Brien")).toBe("'O''Brien'");
    expect(invoiceUrl('https://start.exactonline.nl', 123, 'abc')).toBe('https://start.exactonline.nl/docs/SlsInvoice.aspx?_Division_=123&InvoiceID=abc');
  });
});
