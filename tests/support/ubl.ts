import { convert } from 'xmlbuilder2';

/**
 * Checks of a UBL invoice against the rules of EN 16931 and Peppol BIS Billing 3.0 that a receiver
 * applies first (the rule ids are theirs): well-formed UBL 2.1 Invoice, the Peppol identifiers,
 * mandatory parties, payment account, and every sum and VAT amount recomputed from the lines.
 * Answers the broken rules; none for a good invoice.
 */
export function validateUbl(xml: string): string[] {
  const broken: string[] = [];
  let doc: any;
  try {
    doc = convert(xml, { format: 'object' });
  } catch (error) {
    return [`not well-formed: ${String(error)}`];
  }
  const invoice = doc.Invoice;
  if (!invoice) return ['root: Invoice expected'];
  const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const value = (node: any) => (node && typeof node === 'object' ? node['#'] : node);
  const money = (node: any, rule: string) => {
    const raw = value(node);
    if (typeof raw !== 'string' || !/^-?\d+(\.\d{1,2})?$/.test(raw)) broken.push(`${rule}: amount ${JSON.stringify(raw)} needs at most two decimals`);
    if (node?.['@currencyID'] !== 'EUR') broken.push(`${rule}: currencyID EUR expected`);
    return Math.round(Number(raw) * 100);
  };
  const check = (ok: boolean, rule: string) => {
    if (!ok) broken.push(rule);
  };

  check(invoice['@xmlns'] === 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'namespace: UBL 2.1 Invoice');
  check(invoice['cbc:CustomizationID'] === 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', 'BR-01 / PEPPOL-EN16931-R004: CustomizationID');
  check(invoice['cbc:ProfileID'] === 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', 'PEPPOL-EN16931-R001: ProfileID');
  check(Boolean(invoice['cbc:ID']), 'BR-02: invoice number');
  check(/^\d{4}-\d{2}-\d{2}$/.test(invoice['cbc:IssueDate'] ?? ''), 'BR-03: issue date');
  check(invoice['cbc:InvoiceTypeCode'] === '380', 'BR-04: invoice type code');
  check(invoice['cbc:DocumentCurrencyCode'] === 'EUR', 'BR-05: currency');
  check(Boolean(invoice['cbc:BuyerReference'] || invoice['cac:OrderReference']), 'PEPPOL-EN16931-R003: buyer reference or order reference');

  const seller = invoice['cac:AccountingSupplierParty']?.['cac:Party'];
  const buyer = invoice['cac:AccountingCustomerParty']?.['cac:Party'];
  check(Boolean(seller?.['cac:PartyLegalEntity']?.['cbc:RegistrationName']), 'BR-06: seller name');
  check(Boolean(buyer?.['cac:PartyLegalEntity']?.['cbc:RegistrationName']), 'BR-07: buyer name');
  check(Boolean(seller?.['cac:PostalAddress']?.['cac:Country']?.['cbc:IdentificationCode']), 'BR-09: seller country');
  check(Boolean(buyer?.['cac:PostalAddress']?.['cac:Country']?.['cbc:IdentificationCode']), 'BR-11: buyer country');
  check(Boolean(value(seller?.['cbc:EndpointID'])), 'PEPPOL-EN16931-R020: seller electronic address');
  check(seller?.['cac:PartyLegalEntity']?.['cbc:CompanyID']?.['@schemeID'] === '0106', 'BR-NL-1: seller KvK number (scheme 0106)');
  check(/^NL\d{9}B\d{2}$/.test(seller?.['cac:PartyTaxScheme']?.['cbc:CompanyID'] ?? ''), 'BR-CO-09: seller VAT number with country prefix');

  const means = list(invoice['cac:PaymentMeans']);
  check(means.length > 0, 'BR-49: payment means');
  for (const entry of means) {
    if (entry['cbc:PaymentMeansCode'] === '58' || entry['cbc:PaymentMeansCode'] === '30') check(Boolean(entry['cac:PayeeFinancialAccount']?.['cbc:ID']), 'BR-61: payment account for a transfer');
  }

  const lines = list(invoice['cac:InvoiceLine']);
  check(lines.length > 0, 'BR-16: at least one line');
  const bases = new Map<string, number>();
  let lineSum = 0;
  for (const line of lines) {
    const amount = money(line['cbc:LineExtensionAmount'], 'BR-24');
    lineSum += amount;
    check(Boolean(line['cbc:ID']), 'BR-21: line id');
    check(Boolean(line['cbc:InvoicedQuantity']?.['@unitCode']), 'BR-23: unit of measure');
    check(Boolean(line['cac:Item']?.['cbc:Name']), 'BR-25: item name');
    const price = money(line['cac:Price']?.['cbc:PriceAmount'], 'BR-26');
    check(price >= 0, 'BR-27: price not negative');
    const quantity = Number(value(line['cbc:InvoicedQuantity']));
    // PEPPOL-EN16931-R120: line amount = quantity × price, to the cent.
    check(Math.round(quantity * price) === amount, `PEPPOL-EN16931-R120: line ${line['cbc:ID']} amount`);
    const category = line['cac:Item']?.['cac:ClassifiedTaxCategory'];
    check(Boolean(category?.['cbc:ID']), 'BR-CO-04: line VAT category');
    const key = `${category?.['cbc:ID']}/${Number(category?.['cbc:Percent'])}`;
    bases.set(key, (bases.get(key) ?? 0) + amount);
  }

  const totals = invoice['cac:LegalMonetaryTotal'];
  const lineExtension = money(totals?.['cbc:LineExtensionAmount'], 'BR-12');
  const exclusive = money(totals?.['cbc:TaxExclusiveAmount'], 'BR-13');
  const inclusive = money(totals?.['cbc:TaxInclusiveAmount'], 'BR-14');
  const payable = money(totals?.['cbc:PayableAmount'], 'BR-15');
  check(lineExtension === lineSum, 'BR-CO-10: sum of line amounts');
  check(exclusive === lineExtension, 'BR-CO-13: total without VAT');

  const taxTotals = list(invoice['cac:TaxTotal']);
  check(taxTotals.length === 1, 'BR-CO-14 / PEPPOL-EN16931-R053: one tax total in the document currency');
  const taxTotal = taxTotals[0];
  const taxAmount = money(taxTotal?.['cbc:TaxAmount'], 'BR-CO-14');
  const subtotals = list(taxTotal?.['cac:TaxSubtotal']);
  let subtotalSum = 0;
  for (const subtotal of subtotals) {
    const category = subtotal['cac:TaxCategory'];
    const rate = Number(category?.['cbc:Percent']);
    const key = `${category?.['cbc:ID']}/${rate}`;
    const taxable = money(subtotal['cbc:TaxableAmount'], 'BR-45');
    const vat = money(subtotal['cbc:TaxAmount'], 'BR-46');
    subtotalSum += vat;
    check(taxable === bases.get(key), `BR-S-08: taxable amount at ${key}`);
    check(vat === Math.round((taxable * rate) / 100), `BR-S-09: VAT at ${key} is the taxable amount times the rate, rounded`);
    check(category?.['cac:TaxScheme']?.['cbc:ID'] === 'VAT', 'BR-CO-17 scheme: VAT');
  }
  check(subtotals.length === bases.size, 'BR-CO-18: one VAT breakdown per category and rate');
  check(taxAmount === subtotalSum, 'BR-CO-14: VAT total is the sum of the breakdown');
  check(inclusive === exclusive + taxAmount, 'BR-CO-15: total with VAT');
  check(payable === inclusive, 'BR-CO-16: amount due');
  return broken;
}
