import type { DebtorForExport, InvoiceForExport } from '../accounting-contract.ts';

/** How our records become e-Boekhouden's (REST API v1, JSON in camelCase): pure, so each rule is tested on its own. */

/** A business relation ('B') as POST /v1/relation takes it. */
export interface EboekhoudenRelation {
  type: 'B';
  code: string;
  name: string;
  contact?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  emailAddress?: string;
  phoneNumber?: string;
}

export interface EboekhoudenInvoiceItem {
  code: string;
  description: string;
  quantity: number;
  pricePerUnit: number;
  vatCode: string;
  ledgerId: number;
}

export interface EboekhoudenInvoice {
  relationId: number;
  invoiceNumber: string;
  date: string;
  termOfPayment: number;
  templateId: number;
  inExVat: 'EX';
  text: string;
  reference: string;
  items: EboekhoudenInvoiceItem[];
}

export interface EboekhoudenExportIds {
  relationId: number;
  templateId: number;
  /** e-Boekhouden ledger ID per our product code. */
  ledgerIds: ReadonlyMap<string, number>;
  /** e-Boekhouden VAT code per VAT percentage. */
  vatCodes: ReadonlyMap<number, string>;
}

/** e-Boekhouden's own codes for Dutch sales VAT, used for a rate the admin did not map. */
export const DEFAULT_EBOEKHOUDEN_VAT_CODES: ReadonlyMap<number, string> = new Map([
  [21, 'HOOG_VERK_21'],
  [9, 'LAAG_VERK_9'],
  [0, 'GEEN'],
]);

const filled = (value: string | null) => (value && value.trim() !== '' ? value.trim() : undefined);

/** A new debtor gets our company id as its code: unique within the tenant, and easy to find back. */
export const relationCodeFor = (debtor: DebtorForExport) => filled(debtor.debtorCode) ?? String(debtor.companyId);

export function relationFor(debtor: DebtorForExport): EboekhoudenRelation {
  const relation: EboekhoudenRelation = { type: 'B', code: relationCodeFor(debtor), name: debtor.name.trim() };
  const address = [filled(debtor.address1), filled(debtor.address2)].filter(Boolean).join(', ');
  if (filled(debtor.attn)) relation.contact = filled(debtor.attn);
  if (address) relation.address = address;
  if (filled(debtor.postalCode)) relation.postalCode = filled(debtor.postalCode);
  if (filled(debtor.city)) relation.city = filled(debtor.city);
  relation.country = debtor.countryCode || 'NL';
  if (filled(debtor.email)) relation.emailAddress = filled(debtor.email);
  if (filled(debtor.telephone)) relation.phoneNumber = filled(debtor.telephone);
  return relation;
}

/** Days from invoice date to due date; both are plain dates, so UTC keeps daylight saving out. */
export function termOfPayment(invoiceDate: string, dueDate: string): number {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${invoiceDate}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

export const vatKey = (percentage: number) => Math.round(percentage * 100) / 100;

export function invoiceFor(invoice: InvoiceForExport, ids: EboekhoudenExportIds): EboekhoudenInvoice {
  return {
    relationId: ids.relationId,
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.invoiceDate,
    termOfPayment: termOfPayment(invoice.invoiceDate, invoice.dueDate),
    templateId: ids.templateId,
    inExVat: 'EX',
    text: invoice.subject,
    reference: invoice.invoiceNumber,
    items: invoice.lines.map((line) => {
      const ledgerId = ids.ledgerIds.get(line.productCode);
      const vatCode = ids.vatCodes.get(vatKey(line.vatPercentage));
      if (ledgerId === undefined || !vatCode) throw new Error(`Unmapped line ${line.productCode} at ${line.vatPercentage}%`);
      return { code: line.productCode, description: line.description, quantity: line.quantity, pricePerUnit: line.price, vatCode, ledgerId };
    }),
  };
}

/** e-Boekhouden's problem details ({ type, title, status, code }): the title, with its code to look up. */
export function eboekhoudenReason(body: unknown): string | null {
  const problem = body as { title?: unknown; code?: unknown; detail?: unknown } | null;
  const title = typeof problem?.title === 'string' && problem.title.trim() !== '' ? problem.title.trim() : null;
  if (!title) return null;
  const detail = typeof problem?.detail === 'string' && problem.detail.trim() !== '' ? `: ${problem.detail.trim()}` : '';
  const code = typeof problem?.code === 'string' && problem.code.trim() !== '' ? ` (${problem.code.trim()})` : '';
  return `${title}${detail}${code}`;
}
