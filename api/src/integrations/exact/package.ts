import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import { AccountingRefusal, type AccountingPackage, type ExportResult, type InvoiceForExport } from '../accounting-contract.ts';
import { connectionOf, mappingsOf, rotateTokens, saveConnection, type ConnectionRow } from '../settings-store.ts';
import { authorizeUrl, ExactClient, ExactError, exactBaseUrl, refreshedTokens, tokensFromCode, type ExactApp, type ExactTokens, type TokenKeeper } from './client.ts';
import { accountFor, invoiceUrl, salesInvoiceFor, trimCode, vatKey } from './mapping.ts';

export const EXACT_NAME = 'Exact Online';

/** Sales journal Exact Online creates in every new administration. */
export const DEFAULT_EXACT_JOURNAL = '70';

/** Exact's SalesInvoices Status: 10 open (still a draft we may replace), 50 processed (booked). */
const EXACT_OPEN_INVOICE = 10;

export const EXACT_TEXTS = {
  notConfigured: 'Vul eerst de client ID en het client secret van de Exact Online-app in.',
  notConnected: 'Balie is niet gekoppeld met Exact Online. Koppel via Instellingen > Boekhoudpakket.',
  badState: 'De koppeling met Exact Online is niet door Balie gestart of al gebruikt. Probeer opnieuw te koppelen.',
  connectRefused: (reason: string) => `Exact Online weigerde de koppeling: ${reason}`,
  expired: (reason: string) => `De koppeling met Exact Online is verlopen (${reason}). Koppel opnieuw via Instellingen > Boekhoudpakket.`,
  refused: (reason: string) => `Exact Online weigerde de factuur: ${reason}`,
  unreachable: (reason: string) => `Exact Online is niet bereikbaar: ${reason}`,
  noVatCode: (percentage: number) => `Er is geen Exact Online btw-code ingesteld voor ${percentage}% btw (Instellingen > Boekhoudpakket).`,
  unknownItem: (product: string, item: string) =>
    `Het artikel ${item} voor product ${product} bestaat niet in Exact Online. Maak het daar aan of pas de productkoppeling aan.`,
  processed: 'Deze factuur is in Exact Online al verwerkt en kan daar niet meer vervangen worden.',
} as const;

const appOf = (connection: ConnectionRow | null): ExactApp | null =>
  connection?.client_id && connection.client_secret ? { baseUrl: exactBaseUrl(), clientId: connection.client_id, clientSecret: connection.client_secret } : null;

/** One refresh per tenant and refresh token at a time in this process: parallel exports share it. */
const renewals = new Map<string, Promise<ExactTokens>>();

/** The tenant's stored tokens; renewing stores the rotated pair, or takes the pair another process stored first. */
export function storedTokenKeeper(db: Db, tenantId: number, app: ExactApp): TokenKeeper {
  const load = async (): Promise<ExactTokens> => {
    const connection = await connectionOf(db, tenantId, 'exact');
    if (!connection?.access_token || !connection.refresh_token || !connection.token_expires_at) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.notConnected);
    return { accessToken: connection.access_token, refreshToken: connection.refresh_token, expiresAt: connection.token_expires_at };
  };
  const renew = async (stale: ExactTokens): Promise<ExactTokens> => {
    try {
      const fresh = await refreshedTokens(app, stale.refreshToken);
      const stored = await rotateTokens(db, tenantId, 'exact', stale.refreshToken, {
        access_token: fresh.accessToken,
        refresh_token: fresh.refreshToken,
        token_expires_at: fresh.expiresAt,
      });
      return stored ? fresh : await load();
    } catch (error) {
      const current = await load();
      if (current.refreshToken !== stale.refreshToken) return current;
      if (error instanceof ExactError && error.oauthError) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.expired(error.reason));
      throw error;
    }
  };
  return {
    current: load,
    renew: (stale) => {
      const key = `${tenantId}:${stale.refreshToken}`;
      let pending = renewals.get(key);
      if (!pending) {
        pending = renew(stale).finally(() => renewals.delete(key));
        renewals.set(key, pending);
      }
      return pending;
    },
  };
}

/** Exact's own words, in a Dutch sentence: a refusal stays one, anything else says Exact could not be reached. */
function refusalOf(error: unknown, refused: (reason: string) => string): AccountingRefusal {
  if (error instanceof AccountingRefusal) return error;
  if (error instanceof ExactError) return new AccountingRefusal(EXACT_NAME, refused(error.reason));
  return new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.unreachable(error instanceof Error ? error.message : String(error)));
}

/** Starts the consent: a fresh state kept for the callback, and Exact's authorize URL to send the admin to. */
export async function startExactConsent(db: Db, tenantId: number, redirectUri: string): Promise<string> {
  const app = appOf(await connectionOf(db, tenantId, 'exact'));
  if (!app) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.notConfigured);
  const state = randomBytes(24).toString('base64url');
  await saveConnection(db, tenantId, 'exact', { oauth_state: state });
  return authorizeUrl(app, redirectUri, state);
}

/** The admin came back from Exact with a code: trade it for tokens, find the division, store all of it. */
export async function finishExactConsent(db: Db, tenantId: number, redirectUri: string, parameters: { code: string; state: string }): Promise<{ division: number }> {
  const connection = await connectionOf(db, tenantId, 'exact');
  const app = appOf(connection);
  if (!app) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.notConfigured);
  if (!connection?.oauth_state || connection.oauth_state !== parameters.state) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.badState);
  await saveConnection(db, tenantId, 'exact', { oauth_state: null });
  try {
    const tokens = await tokensFromCode(app, redirectUri, parameters);
    let current = tokens;
    const keeper: TokenKeeper = {
      current: async () => current,
      renew: async (stale) => (current = await refreshedTokens(app, stale.refreshToken)),
    };
    const me = await new ExactClient(app.baseUrl, keeper).me();
    await saveConnection(db, tenantId, 'exact', {
      access_token: current.accessToken,
      refresh_token: current.refreshToken,
      token_expires_at: current.expiresAt,
      division: me.CurrentDivision,
      connected_at: new Date(),
    });
    return { division: me.CurrentDivision };
  } catch (error) {
    throw refusalOf(error, EXACT_TEXTS.connectRefused);
  }
}

export async function disconnectExact(db: Db, tenantId: number): Promise<void> {
  await saveConnection(db, tenantId, 'exact', { access_token: null, refresh_token: null, token_expires_at: null, division: null, connected_at: null, oauth_state: null });
}

export class ExactPackage implements AccountingPackage {
  readonly name = EXACT_NAME;

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
  ) {}

  async exportInvoice(invoice: InvoiceForExport, options: { reExport: boolean }): Promise<ExportResult> {
    const connection = await connectionOf(this.db, this.tenantId, 'exact');
    const app = appOf(connection);
    if (!app || !connection?.refresh_token || !connection.division) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.notConnected);
    const division = connection.division;
    const mappings = await mappingsOf(this.db, this.tenantId, 'exact');
    const vatCodes = new Map(mappings.vat.map((row) => [vatKey(row.vatPercentage), row.vatCode]));
    for (const line of invoice.lines) {
      if (!vatCodes.has(vatKey(line.vatPercentage))) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.noVatCode(line.vatPercentage));
    }
    const itemCodes = new Map(mappings.products.map((row) => [row.productCode, row.externalCode]));
    const client = new ExactClient(app.baseUrl, storedTokenKeeper(this.db, this.tenantId, app));
    let createdAccount: { ID: string } | null = null;
    try {
      // Items first: an unknown item refuses the export before a new debtor is made in Exact.
      const itemIds = new Map<string, string>();
      for (const productCode of new Set(invoice.lines.map((line) => line.productCode))) {
        const itemCode = itemCodes.get(productCode) ?? productCode;
        const item = await client.findItem(division, itemCode);
        if (!item) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.unknownItem(productCode, itemCode));
        itemIds.set(productCode, item.ID);
      }
      const debtorCode = invoice.debtor.debtorCode?.trim() || null;
      let account = debtorCode ? await client.findAccount(division, debtorCode) : null;
      if (!account) account = createdAccount = await client.createAccount(division, accountFor(invoice.debtor));
      if (options.reExport && invoice.externalId) {
        const earlier = await client.findSalesInvoice(division, invoice.externalId);
        if (earlier && earlier.Status !== EXACT_OPEN_INVOICE) throw new AccountingRefusal(EXACT_NAME, EXACT_TEXTS.processed);
        if (earlier) await client.deleteSalesInvoice(division, invoice.externalId);
      }
      const created = await client.createSalesInvoice(
        division,
        salesInvoiceFor(invoice, { journal: connection.journal?.trim() || DEFAULT_EXACT_JOURNAL, accountId: account.ID, itemIds, vatCodes }),
      );
      return { debtorCode: trimCode(account.Code), externalId: created.InvoiceID, externalUrl: invoiceUrl(app.baseUrl, division, created.InvoiceID) };
    } catch (error) {
      // The company keeps no code from a refused export, so the debtor made for it goes again: a retry would make a second one.
      if (createdAccount) await client.deleteAccount(division, createdAccount.ID).catch(() => {});
      throw refusalOf(error, EXACT_TEXTS.refused);
    }
  }
}
