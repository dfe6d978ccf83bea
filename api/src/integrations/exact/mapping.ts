import type { DebtorForExport, InvoiceForExport } from '../accounting-contract.ts';

/** How our records become Exact Online's (REST API v1, OData JSON): pure, so each rule is tested on its own. */

/** An account (debtor) as crm/Accounts takes it: a customer ('C') that may be sold to. */
export interface ExactAccount {
  Code?: string;
  Name: string;
  AddressLine1?: string;
  AddressLine2?: string;
  Postcode?: string;
  City?: string;
  Country: string;
  Email?: string;
  Phone?: string;
  Status: 'C';
  IsSales: true;
}

export interface ExactSalesInvoiceLine {
  Item: string;
  Description: string;
  Quantity: number;
  UnitPrice: number;
  VATCode: string;
  DeliveryDate?: string;
}

export interface ExactSalesInvoice {
  Journal: string;
  OrderedBy: string;
  InvoiceTo: string;
  InvoiceDate: string;
  DueDate: string;
  YourRef: string;
  Description: string;
  SalesInvoiceLines: ExactSalesInvoiceLine[];
}

/** What an export needs besides the invoice: ids Exact gave to the account, items and VAT codes. */
export interface ExactExportIds {
  journal: string;
  accountId: string;
  /** Exact item ID per our product code. */
  itemIds: ReadonlyMap<string, string>;
  /** Exact VAT code per VAT percentage. */
  vatCodes: ReadonlyMap<number, string>;
}

const filled = (value: string | null) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Exact keeps Code as an 18-character string padded with spaces; we show and store it trimmed. */
export const trimCode = (code: string) => code.trim();

/** An OData string literal: quotes doubled. */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function accountFor(debtor: DebtorForExport): ExactAccount {
  const address = [filled(debtor.address1), filled(debtor.address2)];
  const account: ExactAccount = { Name: debtor.name.slice(0, 100), Country: debtor.countryCode || 'NL', Status: 'C', IsSales: true };
  if (filled(debtor.debtorCode)) account.Code = filled(debtor.debtorCode);
  if (address[0]) account.AddressLine1 = address[0];
  if (address[1]) account.AddressLine2 = address[1];
  if (filled(debtor.postalCode)) account.Postcode = filled(debtor.postalCode);
  if (filled(debtor.city)) account.City = filled(debtor.city);
  if (filled(debtor.email)) account.Email = filled(debtor.email);
  if (filled(debtor.telephone)) account.Phone = filled(debtor.telephone);
  return account;
}

/** The VAT percentage as the mapping keys it: two decimals, so 21 and 21.00 meet. */
export const vatKey = (percentage: number) => Math.round(percentage * 100) / 100;

export function salesInvoiceFor(invoice: InvoiceForExport, ids: ExactExportIds): ExactSalesInvoice {
  return {
    Journal: ids.journal,
    OrderedBy: ids.accountId,
    InvoiceTo: ids.accountId,
    InvoiceDate: invoice.invoiceDate,
    DueDate: invoice.dueDate,
    YourRef: invoice.invoiceNumber,
    Description: (invoice.subject || invoice.invoiceNumber).slice(0, 60),
    SalesInvoiceLines: invoice.lines.map((line) => {
      const item = ids.itemIds.get(line.productCode);
      const vatCode = ids.vatCodes.get(vatKey(line.vatPercentage));
      if (!item || !vatCode) throw new Error(`Unmapped line ${line.productCode} at ${line.vatPercentage}%`);
      const mapped: ExactSalesInvoiceLine = { Item: item, Description: line.description.slice(0, 60), Quantity: line.quantity, UnitPrice: line.price, VATCode: vatCode };
      if (line.date) mapped.DeliveryDate = line.date;
      return mapped;
    }),
  };
}

/** Exact's error body: {"error":{"code":"","message":{"lang":"","value":"..."}}}. */
export function exactReason(body: unknown): string | null {
  const error = (body as { error?: { message?: { value?: unknown } | string } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : error?.message?.value;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** The invoice's page in Exact Online for someone logged in to the division. */
export const invoiceUrl = (baseUrl: string, division: number, invoiceId: string) =>
  `${baseUrl}/docs/SlsInvoice.aspx?_Division_=${division}&InvoiceID=${encodeURIComponent(invoiceId)}`;
