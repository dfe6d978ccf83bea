import { convert } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceDocumentLine } from './invoice-data.ts';
import { invoiceUbl, taxCategory, ublAmount, ublLine, unitCode } from './invoice-ubl.ts';
import { lineTotal, totalsOf } from './money.ts';

const line = (id: number, quantity: number, price: number, vatRate: number, ticketId: number | null = null): InvoiceDocumentLine => ({
  id,
  date: '2026-11-03',
  code: `P${id}`,
  description: `Regel ${id}`,
  quantity,
  price,
  total: lineTotal(quantity, price),
  vatRate,
  ticketId,
});

function invoiceOf(lines: InvoiceDocumentLine[], overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    id: 5,
    number: '2026-0007',
    subject: 'Werkzaamheden november',
    directDebit: false,
    issueDate: '2026-11-30',
    dueDate: '2026-12-14',
    paymentTermDays: 14,
    tenant: { name: 'Balie Demo', address: 'Stationsplein 12', postalCode: '3511 ED', city: 'Utrecht', telephone: '030 123 4567', email: 'info@balie-demo.nl', cocNumber: '87654321', vatNumber: 'NL 0044.95445.B01', iban: 'NL91 ABNA 0417 1643 00', paymentTermDays: 14 },
    company: { id: 9, companyName: 'Klant BV', attention: 'Financiële administratie', address1: 'Molenstraat 8', address2: null, postalCode: '6811 AB', city: 'Arnhem', country: null, debtorCode: '10042', countryCode: 'NL', administrativeEmails: ['boekhouding@klant.nl'] },
    lines,
    tickets: new Map(),
    totals: totalsOf(lines),
    ...overrides,
  };
}

const parse = (xml: string) => (convert(xml, { format: 'object' }) as any).Invoice;

describe('UBL amounts', () => {
  it('writes two decimals, rounding half away from zero in cents', () => {
    expect(ublAmount(12)).toBe('12.00');
    expect(ublAmount(0.125)).toBe('0.13');
    expect(ublAmount(-4.5)).toBe('-4.50');
  });

  it('takes VAT per rate from the rounded line amounts, rounded once per rate (not per line)', () => {
    // Three lines of 0,33 at 21%: per line 0,07 each (0,21) but per rate 0,99 × 21% = 0,21; and 1,05 × 9% = 0,0945 → 0,09.
    const lines = [line(1, 1, 0.33, 21), line(2, 1, 0.33, 21), line(3, 1, 0.33, 21), line(4, 3, 0.35, 9)];
    const invoice = parse(invoiceUbl(invoiceOf(lines)));
    const subtotals = invoice['cac:TaxTotal']['cac:TaxSubtotal'];
    expect(subtotals.map((entry: any) => [entry['cbc:TaxableAmount']['#'], entry['cbc:TaxAmount']['#'], entry['cac:TaxCategory']['cbc:ID']])).toEqual([
      ['1.05', '0.09', 'S'],
      ['0.99', '0.21', 'S'],
    ]);
    expect(invoice['cac:TaxTotal']['cbc:TaxAmount']['#']).toBe('0.30');
    const totals = invoice['cac:LegalMonetaryTotal'];
    expect([totals['cbc:LineExtensionAmount']['#'], totals['cbc:TaxExclusiveAmount']['#'], totals['cbc:TaxInclusiveAmount']['#'], totals['cbc:PayableAmount']['#']]).toEqual(['2.04', '2.04', '2.34', '2.34']);
  });

  it('rounds each line to the cent before it is summed', () => {
    const invoice = parse(invoiceUbl(invoiceOf([line(1, 0.67, 96, 21), line(2, 0.33, 96, 21)])));
    expect(invoice['cac:InvoiceLine'].map((entry: any) => entry['cbc:LineExtensionAmount']['#'])).toEqual(['64.32', '31.68']);
    expect(invoice['cac:LegalMonetaryTotal']['cbc:LineExtensionAmount']['#']).toBe('96.00');
  });
});

describe('UBL lines', () => {
  it('moves a negative price into the quantity (BR-27), keeping the amount', () => {
    expect(ublLine(line(1, 2, -10, 21))).toEqual({ quantity: -2, price: 10, amount: -20 });
    expect(ublLine(line(1, 2, 10, 21))).toEqual({ quantity: 2, price: 10, amount: 20 });
  });

  it('bills time booked on a ticket in hours and everything else in pieces; 0% is zero rated', () => {
    expect(unitCode({ ticketId: 4 })).toBe('HUR');
    expect(unitCode({ ticketId: null })).toBe('C62');
    expect(taxCategory(0)).toBe('Z');
    expect(taxCategory(21)).toBe('S');
  });
});

describe('invoiceUbl', () => {
  it('names the Peppol BIS 3.0 profile, our KvK and compact VAT number, the buyer and a SEPA transfer to our IBAN', () => {
    const invoice = parse(invoiceUbl(invoiceOf([line(1, 1, 100, 21)])));
    expect(invoice['cbc:CustomizationID']).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(invoice['cbc:ProfileID']).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(invoice['cbc:BuyerReference']).toBe('10042');
    const seller = invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(seller['cbc:EndpointID']).toEqual({ '@schemeID': '0106', '#': '87654321' });
    expect(seller['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('NL004495445B01');
    const buyer = invoice['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cbc:EndpointID']).toEqual({ '@schemeID': 'EM', '#': 'boekhouding@klant.nl' });
    expect(buyer['cac:PostalAddress']['cbc:StreetName']).toBe('Molenstraat 8');
    expect(invoice['cac:PaymentMeans']).toEqual({ 'cbc:PaymentMeansCode': '58', 'cbc:PaymentID': '2026-0007', 'cac:PayeeFinancialAccount': { 'cbc:ID': 'NL91ABNA0417164300' } });
  });

  it('asks for no transfer when the invoice is collected by direct debit', () => {
    const invoice = parse(invoiceUbl(invoiceOf([line(1, 1, 100, 21)], { directDebit: true })));
    expect(invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('59');
    expect(invoice['cac:PaymentMeans']['cac:PayeeFinancialAccount']).toBeUndefined();
  });

  it('escapes text and names a concept by its id', () => {
    const xml = invoiceUbl(invoiceOf([{ ...line(1, 1, 5, 21), description: 'Kabels <Cat6> & pluggen' }], { number: null }));
    expect(xml).toContain('Kabels &lt;Cat6&gt; &amp; pluggen');
    expect(parse(xml)['cbc:ID']).toBe('Concept-5');
  });
});
