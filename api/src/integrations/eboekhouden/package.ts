import type { Db } from '../../db/connection.ts';
import { AccountingRefusal, type AccountingPackage, type ExportResult, type InvoiceForExport } from '../accounting-contract.ts';
import { connectionOf, mappingsOf } from '../settings-store.ts';
import { EboekhoudenError, EboekhoudenSession, eboekhoudenBaseUrl } from './client.ts';
import { DEFAULT_EBOEKHOUDEN_VAT_CODES, invoiceFor, relationCodeFor, relationFor, vatKey } from './mapping.ts';

export const EBOEKHOUDEN_NAME = 'e-Boekhouden';

export const EBOEKHOUDEN_TEXTS = {
  notConnected: 'Balie is niet gekoppeld met e-Boekhouden. Vul het API-token, de bron en het factuursjabloon in via Instellingen > Boekhoudpakket.',
  refused: (reason: string) => `e-Boekhouden weigerde de factuur: ${reason}`,
  unreachable: (reason: string) => `e-Boekhouden is niet bereikbaar: ${reason}`,
  noVatCode: (percentage: number) => `Er is geen e-Boekhouden btw-code ingesteld voor ${percentage}% btw (Instellingen > Boekhoudpakket).`,
  noLedger: (product: string) => `Product ${product} is niet gekoppeld aan een grootboekrekening van e-Boekhouden (Instellingen > Boekhoudpakket).`,
  unknownLedger: (product: string, ledger: string) => `De grootboekrekening ${ledger} voor product ${product} bestaat niet in e-Boekhouden.`,
  unchangeable: 'e-Boekhouden laat een eenmaal aangemaakte factuur niet wijzigen of verwijderen. Verwijder de factuur eerst in e-Boekhouden en exporteer dan opnieuw.',
} as const;

function refusalOf(error: unknown): AccountingRefusal {
  if (error instanceof AccountingRefusal) return error;
  if (error instanceof EboekhoudenError) return new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.refused(error.reason));
  return new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.unreachable(error instanceof Error ? error.message : String(error)));
}

export class EboekhoudenPackage implements AccountingPackage {
  readonly name = EBOEKHOUDEN_NAME;

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
  ) {}

  async exportInvoice(invoice: InvoiceForExport, options: { reExport: boolean }): Promise<ExportResult> {
    const connection = await connectionOf(this.db, this.tenantId, 'eboekhouden');
    if (!connection?.api_token || !connection.source || !connection.invoice_template_id) throw new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.notConnected);
    const mappings = await mappingsOf(this.db, this.tenantId, 'eboekhouden');
    const vatCodes = new Map(DEFAULT_EBOEKHOUDEN_VAT_CODES);
    for (const row of mappings.vat) vatCodes.set(vatKey(row.vatPercentage), row.vatCode);
    const ledgerCodes = new Map(mappings.products.map((row) => [row.productCode, row.externalCode]));
    for (const line of invoice.lines) {
      if (!vatCodes.has(vatKey(line.vatPercentage))) throw new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.noVatCode(line.vatPercentage));
      if (!ledgerCodes.has(line.productCode)) throw new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.noLedger(line.productCode));
    }
    let session: EboekhoudenSession | null = null;
    try {
      session = await EboekhoudenSession.start({ baseUrl: eboekhoudenBaseUrl(), accessToken: connection.api_token, source: connection.source });
      const code = relationCodeFor(invoice.debtor);
      const relation = (await session.findRelation(code)) ?? (await session.createRelation(relationFor(invoice.debtor)));
      const ledgerIds = new Map<string, number>();
      for (const productCode of new Set(invoice.lines.map((line) => line.productCode))) {
        const ledgerCode = ledgerCodes.get(productCode)!;
        const ledger = await session.findLedger(ledgerCode);
        if (!ledger) throw new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.unknownLedger(productCode, ledgerCode));
        ledgerIds.set(productCode, ledger.id);
      }
      if (options.reExport && invoice.externalId && (await session.findInvoice(invoice.externalId))) {
        throw new AccountingRefusal(EBOEKHOUDEN_NAME, EBOEKHOUDEN_TEXTS.unchangeable);
      }
      const created = await session.createInvoice(invoiceFor(invoice, { relationId: relation.id, templateId: connection.invoice_template_id, ledgerIds, vatCodes }));
      const stored = await session.findInvoice(String(created.id));
      return { debtorCode: code, externalId: String(created.id), externalUrl: stored?.urlPdfFile ?? null };
    } catch (error) {
      throw refusalOf(error);
    } finally {
      await session?.end().catch(() => {});
    }
  }
}
