import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { BilledCompany, InvoiceDocument, InvoiceDocumentLine } from './invoice-data.ts';
import { INVOICE_DOCUMENT_TEXTS } from './invoice-rules.ts';
import type { TenantDetails } from './tenant-details.ts';

/** Peppol BIS Billing 3.0 (which NLCIUS follows for Dutch invoices): the identifiers every receiver checks first. */
export const PEPPOL = {
  customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  /** UNTDID 1001: commercial invoice. */
  invoiceTypeCode: '380',
  /** UNTDID 4461: SEPA credit transfer and SEPA direct debit. */
  creditTransfer: '58',
  directDebit: '59',
  /** ISO 6523 ICD of a Dutch Chamber of Commerce number, and the EAS code of a Dutch VAT number. */
  kvkScheme: '0106',
  vatEndpointScheme: '9944',
  /** EAS: an e-mail address as electronic address. */
  emailScheme: 'EM',
} as const;

const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const CURRENCY = 'EUR';

/** Amounts with exactly two decimals, as BR-DEC-* asks. */
export const ublAmount = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** UNCL 5305: standard rate, or zero rated for 0%. */
export const taxCategory = (rate: number) => (rate === 0 ? 'Z' : 'S');

/** UN/ECE rec 20: hours for time booked on a ticket, pieces for everything else. */
export const unitCode = (line: Pick<InvoiceDocumentLine, 'ticketId'>) => (line.ticketId === null ? 'C62' : 'HUR');

/** A line as Peppol wants it: the price is never negative (BR-27), so a credit line carries its sign in the quantity. */
export function ublLine(line: InvoiceDocumentLine): { quantity: number; price: number; amount: number } {
  return line.price < 0 ? { quantity: -line.quantity, price: -line.price, amount: line.total } : { quantity: line.quantity, price: line.price, amount: line.total };
}

const amount = (parent: XMLBuilder, name: string, value: number) => parent.ele(NAMESPACES.cbc, `cbc:${name}`).att('currencyID', CURRENCY).txt(ublAmount(value)).up();
const text = (parent: XMLBuilder, name: string, value: string | null | undefined) => (value && value.trim() ? parent.ele(NAMESPACES.cbc, `cbc:${name}`).txt(value.trim()).up() : parent);
const taxScheme = (parent: XMLBuilder) => parent.ele(NAMESPACES.cac, 'cac:TaxScheme').ele(NAMESPACES.cbc, 'cbc:ID').txt('VAT').up().up();

/** A Dutch VAT number without spaces or dots: NL004495445B01. */
const compact = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

function address(parent: XMLBuilder, lines: { street: string | null; extra: string | null; city: string | null; postalCode: string | null; countryCode: string }) {
  const postal = parent.ele(NAMESPACES.cac, 'cac:PostalAddress');
  text(postal, 'StreetName', lines.street);
  text(postal, 'AdditionalStreetName', lines.extra);
  text(postal, 'CityName', lines.city);
  text(postal, 'PostalZone', lines.postalCode);
  postal.ele(NAMESPACES.cac, 'cac:Country').ele(NAMESPACES.cbc, 'cbc:IdentificationCode').txt(lines.countryCode).up().up();
}

function seller(root: XMLBuilder, tenant: TenantDetails) {
  const party = root.ele(NAMESPACES.cac, 'cac:AccountingSupplierParty').ele(NAMESPACES.cac, 'cac:Party');
  const coc = tenant.cocNumber.replace(/\s/g, '');
  const vat = compact(tenant.vatNumber);
  if (coc) party.ele(NAMESPACES.cbc, 'cbc:EndpointID').att('schemeID', PEPPOL.kvkScheme).txt(coc);
  else if (vat) party.ele(NAMESPACES.cbc, 'cbc:EndpointID').att('schemeID', PEPPOL.vatEndpointScheme).txt(vat);
  if (coc) party.ele(NAMESPACES.cac, 'cac:PartyIdentification').ele(NAMESPACES.cbc, 'cbc:ID').att('schemeID', PEPPOL.kvkScheme).txt(coc);
  party.ele(NAMESPACES.cac, 'cac:PartyName').ele(NAMESPACES.cbc, 'cbc:Name').txt(tenant.name);
  address(party, { street: tenant.address, extra: null, city: tenant.city, postalCode: tenant.postalCode, countryCode: 'NL' });
  if (vat) {
    const scheme = party.ele(NAMESPACES.cac, 'cac:PartyTaxScheme');
    scheme.ele(NAMESPACES.cbc, 'cbc:CompanyID').txt(vat);
    taxScheme(scheme);
  }
  const legal = party.ele(NAMESPACES.cac, 'cac:PartyLegalEntity');
  legal.ele(NAMESPACES.cbc, 'cbc:RegistrationName').txt(tenant.name);
  if (coc) legal.ele(NAMESPACES.cbc, 'cbc:CompanyID').att('schemeID', PEPPOL.kvkScheme).txt(coc);
  if (tenant.telephone || tenant.email) {
    const contact = party.ele(NAMESPACES.cac, 'cac:Contact');
    text(contact, 'Telephone', tenant.telephone);
    text(contact, 'ElectronicMail', tenant.email);
  }
}

function buyer(root: XMLBuilder, company: BilledCompany) {
  const party = root.ele(NAMESPACES.cac, 'cac:AccountingCustomerParty').ele(NAMESPACES.cac, 'cac:Party');
  const email = company.administrativeEmails[0];
  if (email) party.ele(NAMESPACES.cbc, 'cbc:EndpointID').att('schemeID', PEPPOL.emailScheme).txt(email);
  if (company.debtorCode) party.ele(NAMESPACES.cac, 'cac:PartyIdentification').ele(NAMESPACES.cbc, 'cbc:ID').txt(company.debtorCode);
  const name = company.companyName ?? '';
  party.ele(NAMESPACES.cac, 'cac:PartyName').ele(NAMESPACES.cbc, 'cbc:Name').txt(name);
  address(party, { street: company.address1, extra: company.address2, city: company.city, postalCode: company.postalCode, countryCode: company.countryCode });
  party.ele(NAMESPACES.cac, 'cac:PartyLegalEntity').ele(NAMESPACES.cbc, 'cbc:RegistrationName').txt(name);
  if (company.attention) party.ele(NAMESPACES.cac, 'cac:Contact').ele(NAMESPACES.cbc, 'cbc:Name').txt(company.attention);
}

/**
 * The invoice as a UBL 2.1 e-invoice after Peppol BIS Billing 3.0 / NLCIUS: seller with KvK and
 * VAT number, buyer, SEPA transfer to our IBAN or direct debit, VAT per rate and totals by the same
 * rule as every other invoice document (money.ts), and its lines.
 */
export function invoiceUbl(invoice: InvoiceDocument): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACES.invoice, 'Invoice').att('xmlns:cac', NAMESPACES.cac).att('xmlns:cbc', NAMESPACES.cbc);
  text(root, 'CustomizationID', PEPPOL.customizationId);
  text(root, 'ProfileID', PEPPOL.profileId);
  text(root, 'ID', invoice.number ?? `${INVOICE_DOCUMENT_TEXTS.concept}-${invoice.id}`);
  text(root, 'IssueDate', invoice.issueDate);
  text(root, 'DueDate', invoice.dueDate);
  text(root, 'InvoiceTypeCode', PEPPOL.invoiceTypeCode);
  text(root, 'Note', invoice.subject);
  text(root, 'DocumentCurrencyCode', CURRENCY);
  // BR-NL / PEPPOL-R003: a buyer reference or an order reference; ours is the debtor code, else the subject.
  text(root, 'BuyerReference', invoice.company.debtorCode ?? invoice.subject);

  seller(root, invoice.tenant);
  buyer(root, invoice.company);

  const means = root.ele(NAMESPACES.cac, 'cac:PaymentMeans');
  means.ele(NAMESPACES.cbc, 'cbc:PaymentMeansCode').txt(invoice.directDebit ? PEPPOL.directDebit : PEPPOL.creditTransfer);
  text(means, 'PaymentID', invoice.number ?? invoice.subject);
  const iban = invoice.tenant.iban.replace(/\s/g, '').toUpperCase();
  if (iban && !invoice.directDebit) means.ele(NAMESPACES.cac, 'cac:PayeeFinancialAccount').ele(NAMESPACES.cbc, 'cbc:ID').txt(iban);
  root.ele(NAMESPACES.cac, 'cac:PaymentTerms').ele(NAMESPACES.cbc, 'cbc:Note').txt(INVOICE_DOCUMENT_TEXTS.paymentTerm(invoice.paymentTermDays));

  const { totals } = invoice;
  const vat = totals.vat.reduce((sum, group) => sum + Math.round(group.vat * 100), 0) / 100;
  const taxTotal = root.ele(NAMESPACES.cac, 'cac:TaxTotal');
  amount(taxTotal, 'TaxAmount', vat);
  for (const group of totals.vat) {
    const subtotal = taxTotal.ele(NAMESPACES.cac, 'cac:TaxSubtotal');
    amount(subtotal, 'TaxableAmount', group.base);
    amount(subtotal, 'TaxAmount', group.vat);
    const category = subtotal.ele(NAMESPACES.cac, 'cac:TaxCategory');
    category.ele(NAMESPACES.cbc, 'cbc:ID').txt(taxCategory(group.rate));
    category.ele(NAMESPACES.cbc, 'cbc:Percent').txt(String(group.rate));
    taxScheme(category);
  }

  const monetary = root.ele(NAMESPACES.cac, 'cac:LegalMonetaryTotal');
  amount(monetary, 'LineExtensionAmount', totals.excl);
  amount(monetary, 'TaxExclusiveAmount', totals.excl);
  amount(monetary, 'TaxInclusiveAmount', totals.incl);
  amount(monetary, 'PayableAmount', totals.incl);

  invoice.lines.forEach((line, index) => {
    const values = ublLine(line);
    const entry = root.ele(NAMESPACES.cac, 'cac:InvoiceLine');
    entry.ele(NAMESPACES.cbc, 'cbc:ID').txt(String(index + 1));
    entry.ele(NAMESPACES.cbc, 'cbc:InvoicedQuantity').att('unitCode', unitCode(line)).txt(String(values.quantity));
    amount(entry, 'LineExtensionAmount', values.amount);
    if (line.date) entry.ele(NAMESPACES.cac, 'cac:InvoicePeriod').ele(NAMESPACES.cbc, 'cbc:StartDate').txt(line.date).up().ele(NAMESPACES.cbc, 'cbc:EndDate').txt(line.date);
    const item = entry.ele(NAMESPACES.cac, 'cac:Item');
    // BT-153 is a short name; the full text goes in the description.
    item.ele(NAMESPACES.cbc, 'cbc:Description').txt(line.description);
    item.ele(NAMESPACES.cbc, 'cbc:Name').txt(line.description.length > 100 ? `${line.description.slice(0, 99)}…` : line.description);
    if (line.code) item.ele(NAMESPACES.cac, 'cac:SellersItemIdentification').ele(NAMESPACES.cbc, 'cbc:ID').txt(line.code);
    const category = item.ele(NAMESPACES.cac, 'cac:ClassifiedTaxCategory');
    category.ele(NAMESPACES.cbc, 'cbc:ID').txt(taxCategory(line.vatRate));
    category.ele(NAMESPACES.cbc, 'cbc:Percent').txt(String(line.vatRate));
    taxScheme(category);
    amount(entry.ele(NAMESPACES.cac, 'cac:Price'), 'PriceAmount', values.price);
  });
  return root.end({ prettyPrint: true });
}
