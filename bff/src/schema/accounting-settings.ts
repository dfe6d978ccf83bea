import type { Context } from './context.ts';
import { toGraphQLError, toUserErrors } from '../upstream/errors.ts';

/** The admin's accounting package settings over REST /integrations/...: secrets go in, never out. */

interface MappingsRow {
  products: Array<{ product_code: string; external_code: string }>;
  vat: Array<{ vat_percentage: number; vat_code: string }>;
}

interface SettingsRow {
  modules: { mod_exact: boolean; mod_eboekhouden: boolean };
  exact: { client_id: string | null; client_secret_set: boolean; journal: string | null; connected: boolean; division: number | null; connected_at: string | null; mappings: MappingsRow };
  eboekhouden: { api_token_set: boolean; source: string | null; invoice_template_id: number | null; connected: boolean; mappings: MappingsRow };
}

const mappingsOf = (row: MappingsRow) => ({
  products: row.products.map((mapping) => ({ productCode: mapping.product_code, externalCode: mapping.external_code })),
  vat: row.vat.map((mapping) => ({ vatPercentage: mapping.vat_percentage, vatCode: mapping.vat_code })),
});

function settingsOf(row: SettingsRow) {
  return {
    exactModule: row.modules.mod_exact,
    eboekhoudenModule: row.modules.mod_eboekhouden,
    exactOnline: {
      clientId: row.exact.client_id,
      clientSecretSet: row.exact.client_secret_set,
      journal: row.exact.journal,
      connected: row.exact.connected,
      division: row.exact.division,
      connectedAt: row.exact.connected_at,
      mappings: mappingsOf(row.exact.mappings),
    },
    eboekhouden: {
      apiTokenSet: row.eboekhouden.api_token_set,
      source: row.eboekhouden.source,
      invoiceTemplateId: row.eboekhouden.invoice_template_id,
      connected: row.eboekhouden.connected,
      mappings: mappingsOf(row.eboekhouden.mappings),
    },
  };
}

/** REST field names as the mutations' input names; mapping rows keep their index. */
const INPUT_FIELDS: Record<string, string> = {
  client_id: 'clientId',
  client_secret: 'clientSecret',
  api_token: 'apiToken',
  invoice_template_id: 'invoiceTemplateId',
};
const inputField = (field: string) =>
  INPUT_FIELDS[field] ?? field.replace(/product_code|external_code|vat_percentage|vat_code/, (name) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()));

interface Base {
  clientMutationId?: string | null;
}

async function change(ctx: Context, input: Base, method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const row = await ctx.client.request<SettingsRow>(method, path, body);
    return { settings: settingsOf(row), userErrors: [], clientMutationId };
  } catch (error) {
    const userErrors = toUserErrors(error).map((userError) => ({ ...userError, field: userError.field === null ? null : inputField(userError.field) }));
    return { settings: null, userErrors, clientMutationId };
  }
}

/** Only the fields the input carries, so REST changes only those. */
const sent = (entries: Array<[string, unknown]>) => Object.fromEntries(entries.filter(([, value]) => value !== undefined));

export const accountingSettingsResolvers = {
  Query: {
    accountingSettings: async (_: unknown, __: unknown, ctx: Context) => {
      try {
        return settingsOf(await ctx.client.request<SettingsRow>('GET', '/integrations/accounting'));
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  Mutation: {
    updateExactOnlineSettings: (_: unknown, { input }: { input: Base & { clientId?: string | null; clientSecret?: string | null; journal?: string | null } }, ctx: Context) =>
      change(ctx, input, 'PUT', '/integrations/exact', sent([
        ['client_id', input.clientId],
        ['client_secret', input.clientSecret],
        ['journal', input.journal],
      ])),
    startExactOnlineConnection: async (_: unknown, { input }: { input: Base }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<{ url: string }>('GET', '/integrations/exact/connect');
        return { url: answer.url, userErrors: [], clientMutationId };
      } catch (error) {
        return { url: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
      }
    },
    finishExactOnlineConnection: (_: unknown, { input }: { input: Base & { code: string; state: string } }, ctx: Context) =>
      change(ctx, input, 'POST', '/integrations/exact/callback', { code: input.code, state: input.state }),
    disconnectExactOnline: (_: unknown, { input }: { input: Base }, ctx: Context) => change(ctx, input, 'DELETE', '/integrations/exact/connection'),
    updateEboekhoudenSettings: (_: unknown, { input }: { input: Base & { apiToken?: string | null; source?: string | null; invoiceTemplateId?: number | null } }, ctx: Context) =>
      change(ctx, input, 'PUT', '/integrations/eboekhouden', sent([
        ['api_token', input.apiToken],
        ['source', input.source],
        ['invoice_template_id', input.invoiceTemplateId],
      ])),
    disconnectEboekhouden: (_: unknown, { input }: { input: Base }, ctx: Context) => change(ctx, input, 'DELETE', '/integrations/eboekhouden/connection'),
    updateAccountingMappings: (
      _: unknown,
      { input }: { input: Base & { package: 'EXACT_ONLINE' | 'EBOEKHOUDEN'; products: Array<{ productCode: string; externalCode: string }>; vat: Array<{ vatPercentage: number; vatCode: string }> } },
      ctx: Context,
    ) =>
      change(ctx, input, 'PUT', `/integrations/${input.package === 'EXACT_ONLINE' ? 'exact' : 'eboekhouden'}/mappings`, {
        products: input.products.map((row) => ({ product_code: row.productCode, external_code: row.externalCode })),
        vat: input.vat.map((row) => ({ vat_percentage: row.vatPercentage, vat_code: row.vatCode })),
      }),
  },
};
