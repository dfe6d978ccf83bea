/**
 * What every accounting package integration offers the invoice export. Each package lives in
 * its own folder beside this file (exact/, eboekhouden/) with its client, auth and mapping; they
 * import this file, and accounting.ts picks one, so nothing imports in a circle.
 */

/** The customer an invoice is billed to, as the package needs it to find or create the debtor. */
export interface DebtorForExport {
  companyId: number;
  name: string;
  /** Empty when the company has no debtor in the package yet: the package creates one. */
  debtorCode: string | null;
  attn: string | null;
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166 alpha-2, 'NL' when unknown. */
  countryCode: string;
  email: string | null;
  telephone: string | null;
  paymentTermDays: number | null;
}

/** One line that goes to the package; lines without a product never get here. */
export interface LineForExport {
  productCode: string;
  description: string;
  quantity: number;
  /** Unit price excl. VAT. */
  price: number;
  vatPercentage: number;
  /** YYYY-MM-DD or null. */
  date: string | null;
}

export interface InvoiceForExport {
  id: number;
  /** Our invoice number from the tenant's unbroken sequence. */
  invoiceNumber: string;
  subject: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  /** YYYY-MM-DD: invoice date plus the debtor's payment term. */
  dueDate: string;
  directDebit: boolean;
  debtor: DebtorForExport;
  lines: LineForExport[];
  /** The package's id of this invoice from an earlier export (re-export), else null. */
  externalId: string | null;
}

export interface ExportResult {
  /** The debtor's code in the package (new when the package created the debtor). */
  debtorCode: string;
  /** The package's id of the invoice. */
  externalId: string;
  /** Where the invoice opens in the package, when the package has such a page. */
  externalUrl: string | null;
}

/** The package said no, or could not be reached: `message` is Dutch and carries the package's own reason. */
export class AccountingRefusal extends Error {
  constructor(
    readonly packageName: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountingRefusal';
  }
}

export interface AccountingPackage {
  /** 'Exact Online' or 'e-Boekhouden', as users read it. */
  readonly name: string;
  exportInvoice(invoice: InvoiceForExport, options: { reExport: boolean }): Promise<ExportResult>;
}
