import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { publicBase } from '../documents/quote-mail.ts';
import { unprocessable } from '../errors.ts';
import { AccountingRefusal } from './accounting-contract.ts';
import { disconnectExact, finishExactConsent, startExactConsent } from './exact/package.ts';
import { connectionOf, mappingsOf, replaceMappings, saveConnection, type ConnectionFields, type Mappings, type PackageKey } from './settings-store.ts';

/**
 * The admin's settings for the accounting packages: credentials (secrets are written, never read
 * back: the answer says only whether one is set), the Exact Online consent, and the mapping tables.
 * Admin only (configs.update), like the rest of the tenant's configuration.
 */

const PERMISSION = 'configs.update';

/** Where Exact sends the admin back to: the web client's settings screen, which hands us code and state. */
export const EXACT_CALLBACK_PATH = '/settings/accounting/exact';

export const ACCOUNTING_SETTINGS_TEXTS = {
  required: 'Dit veld is verplicht.',
  tooLong: (max: number) => `Maximaal ${max} tekens.`,
  source: 'De bron bestaat uit 1 tot 10 letters of cijfers.',
  templateId: 'Vul het nummer van een factuursjabloon in.',
  mappingList: 'Stuur een lijst met koppelingen.',
  productCode: 'Vul een productcode in.',
  externalCode: 'Vul een code in.',
  duplicateProduct: (code: string) => `Product ${code} is dubbel gekoppeld.`,
  vatPercentage: 'Vul een btw-percentage tussen 0 en 100 in.',
  vatCode: 'Vul een btw-code in.',
  duplicateVat: (percentage: number) => `${percentage}% btw is dubbel gekoppeld.`,
} as const;

const t = ACCOUNTING_SETTINGS_TEXTS;

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

/** A text field that was sent: trimmed, null when emptied; undefined when not sent. */
function textField(body: Body, field: string, errors: Record<string, string[]>, max: number): string | null | undefined {
  if (!(field in body)) return undefined;
  const value = body[field];
  if (value === null) return null;
  if (typeof value !== 'string') {
    errors[field] = [t.required];
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors[field] = [t.tooLong(max)];
  return trimmed === '' ? null : trimmed;
}

async function mappingsView(context: AppContext, tenantId: number, pkg: PackageKey) {
  const mappings = await mappingsOf(context.db, tenantId, pkg);
  return {
    products: mappings.products.map((row) => ({ product_code: row.productCode, external_code: row.externalCode })),
    vat: mappings.vat.map((row) => ({ vat_percentage: row.vatPercentage, vat_code: row.vatCode })),
  };
}

/** What the settings screen shows: no secret leaves, only whether it is set ('ingesteld'). */
export async function accountingSettings(context: AppContext, tenantId: number, modules: Record<string, boolean>) {
  const [exact, eboekhouden] = await Promise.all([connectionOf(context.db, tenantId, 'exact'), connectionOf(context.db, tenantId, 'eboekhouden')]);
  return {
    modules: { mod_exact: modules.mod_exact === true, mod_eboekhouden: modules.mod_eboekhouden === true },
    exact: {
      client_id: exact?.client_id ?? null,
      client_secret_set: Boolean(exact?.client_secret),
      journal: exact?.journal ?? null,
      connected: Boolean(exact?.refresh_token && exact.division),
      division: exact?.division ?? null,
      connected_at: exact?.connected_at?.toISOString() ?? null,
      mappings: await mappingsView(context, tenantId, 'exact'),
    },
    eboekhouden: {
      api_token_set: Boolean(eboekhouden?.api_token),
      source: eboekhouden?.source ?? null,
      invoice_template_id: eboekhouden?.invoice_template_id ?? null,
      connected: Boolean(eboekhouden?.api_token && eboekhouden.source && eboekhouden.invoice_template_id),
      mappings: await mappingsView(context, tenantId, 'eboekhouden'),
    },
  };
}

/** The two mapping tables as sent, checked whole: every row filled, no product or rate twice. */
export function mappingsFrom(body: Body): Mappings {
  const errors: Record<string, string[]> = {};
  const products: Mappings['products'] = [];
  const vat: Mappings['vat'] = [];
  const productRows = body.products ?? [];
  const vatRows = body.vat ?? [];
  if (!Array.isArray(productRows)) errors.products = [t.mappingList];
  if (!Array.isArray(vatRows)) errors.vat = [t.mappingList];
  if (Array.isArray(productRows)) {
    productRows.forEach((row: unknown, index) => {
      const productCode = typeof (row as Body)?.product_code === 'string' ? ((row as Body).product_code as string).trim() : '';
      const externalCode = typeof (row as Body)?.external_code === 'string' ? ((row as Body).external_code as string).trim() : '';
      if (!productCode) errors[`products.${index}.product_code`] = [t.productCode];
      else if (products.some((mapping) => mapping.productCode === productCode)) errors[`products.${index}.product_code`] = [t.duplicateProduct(productCode)];
      if (!externalCode) errors[`products.${index}.external_code`] = [t.externalCode];
      products.push({ productCode, externalCode });
    });
  }
  if (Array.isArray(vatRows)) {
    vatRows.forEach((row: unknown, index) => {
      const raw = (row as Body)?.vat_percentage;
      const vatPercentage = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replace(',', '.')) : Number.NaN;
      const vatCode = typeof (row as Body)?.vat_code === 'string' ? ((row as Body).vat_code as string).trim() : '';
      if (!Number.isFinite(vatPercentage) || vatPercentage < 0 || vatPercentage > 100) errors[`vat.${index}.vat_percentage`] = [t.vatPercentage];
      else if (vat.some((mapping) => mapping.vatPercentage === vatPercentage)) errors[`vat.${index}.vat_percentage`] = [t.duplicateVat(vatPercentage)];
      if (!vatCode) errors[`vat.${index}.vat_code`] = [t.vatCode];
      vat.push({ vatPercentage, vatCode });
    });
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { products, vat };
}

/** A package's refusal is the admin's to read: 422 on the field it concerns. */
function refused(error: unknown, field: string): never {
  if (error instanceof AccountingRefusal) throw unprocessable({ [field]: [error.message] });
  throw error;
}

export function registerAccountingRoutes(app: FastifyInstance, context: AppContext): void {
  const config = { permission: PERMISSION };
  const view = (request: FastifyRequest) => accountingSettings(context, request.tenant.id, request.tenant.modules ?? {});
  const redirectUri = (request: FastifyRequest) => `${publicBase(context.publicUrl, request.protocol, request.host)}${EXACT_CALLBACK_PATH}`;

  app.get('/integrations/accounting', { config }, (request) => view(request));

  app.put('/integrations/exact', { config }, async (request) => {
    const body = bodyOf(request);
    const errors: Record<string, string[]> = {};
    const fields: ConnectionFields = {};
    const clientId = textField(body, 'client_id', errors, 200);
    const secret = textField(body, 'client_secret', errors, 500);
    const journal = textField(body, 'journal', errors, 20);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    if (clientId !== undefined) fields.client_id = clientId;
    // An empty secret field keeps the stored one: the screen never has it to send back.
    if (secret) fields.client_secret = secret;
    if (journal !== undefined) fields.journal = journal;
    await saveConnection(context.db, request.tenant.id, 'exact', fields);
    return view(request);
  });

  app.get('/integrations/exact/connect', { config }, async (request) => {
    try {
      return { url: await startExactConsent(context.db, request.tenant.id, redirectUri(request)) };
    } catch (error) {
      refused(error, 'client_id');
    }
  });

  app.post('/integrations/exact/callback', { config }, async (request) => {
    const body = bodyOf(request);
    const code = typeof body.code === 'string' ? body.code : '';
    const state = typeof body.state === 'string' ? body.state : '';
    if (!code || !state) throw unprocessable({ ...(code ? {} : { code: [t.required] }), ...(state ? {} : { state: [t.required] }) });
    try {
      await finishExactConsent(context.db, request.tenant.id, redirectUri(request), { code, state });
    } catch (error) {
      refused(error, 'code');
    }
    return view(request);
  });

  app.delete('/integrations/exact/connection', { config }, async (request) => {
    await disconnectExact(context.db, request.tenant.id);
    return view(request);
  });

  app.put('/integrations/eboekhouden', { config }, async (request) => {
    const body = bodyOf(request);
    const errors: Record<string, string[]> = {};
    const fields: ConnectionFields = {};
    const token = textField(body, 'api_token', errors, 500);
    const source = textField(body, 'source', errors, 10);
    if (source && !/^[A-Za-z0-9]{1,10}$/.test(source)) errors.source = [t.source];
    if ('invoice_template_id' in body) {
      const raw = body.invoice_template_id;
      const id = raw === null || raw === '' ? null : Number(raw);
      if (id !== null && (!Number.isInteger(id) || id <= 0)) errors.invoice_template_id = [t.templateId];
      else fields.invoice_template_id = id;
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    if (token) fields.api_token = token;
    if (source !== undefined) fields.source = source;
    await saveConnection(context.db, request.tenant.id, 'eboekhouden', fields);
    return view(request);
  });

  app.delete('/integrations/eboekhouden/connection', { config }, async (request) => {
    await saveConnection(context.db, request.tenant.id, 'eboekhouden', { api_token: null });
    return view(request);
  });

  for (const pkg of ['exact', 'eboekhouden'] as const) {
    app.put(`/integrations/${pkg}/mappings`, { config }, async (request) => {
      await replaceMappings(context.db, request.tenant.id, pkg, mappingsFrom(bodyOf(request)));
      return view(request);
    });
  }
}
