import type { Context } from './context.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

/** Directory sync per company over REST /msgraph/usersync/... (back-office §7 Directory sync). */

interface SyncRow {
  company_id: number;
  linked: boolean;
  tenant_id: string | null;
  group_filter: Array<{ id: string; name: string }> | null;
  last_sync: string | null;
  linked_at: string | null;
}

const syncOf = (row: SyncRow) => ({
  companyId: row.company_id,
  linked: row.linked,
  tenantId: row.tenant_id,
  groupFilter: row.group_filter,
  lastSync: row.last_sync,
  linkedAt: row.linked_at,
});

const base = (companyId: number) => `/msgraph/usersync/${companyId}`;
const FIELD_NAMES: Record<string, string> = { tenant_id: 'companyId', group_filter: 'group', admin_consent: 'adminConsent', error_description: 'errorDescription' };

/** Refusals of the change: 422 per field, and what Microsoft 365 refused (403 without a permission, 404, 409, 429, 502) as a whole. */
function userErrorsOf(error: unknown) {
  if (error instanceof UpstreamError && [403, 404, 409, 429, 502].includes(error.status) && !(error.status === 403 && error.body.permission)) {
    return [{ field: null, message: error.body.message ?? 'Microsoft 365 weigert dit.' }];
  }
  return toUserErrors(error, FIELD_NAMES);
}

async function change(ctx: Context, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  try {
    return { directorySync: syncOf(await ctx.client.request<SyncRow>(method, path, body)), userErrors: [] };
  } catch (error) {
    return { directorySync: null, userErrors: userErrorsOf(error) };
  }
}

export const directorySyncResolvers = {
  Query: {
    directorySync: async (_: unknown, { companyId }: { companyId: number }, ctx: Context) => {
      try {
        return syncOf(await ctx.client.request<SyncRow>('GET', base(companyId)));
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
    directoryGroups: async (_: unknown, { companyId, search }: { companyId: number; search?: string | null }, ctx: Context) => {
      const term = search?.trim();
      try {
        return (await ctx.client.request<{ data: Array<{ id: string; name: string }> }>('GET', `${base(companyId)}/groups${term ? `/${encodeURIComponent(term)}` : ''}`)).data;
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  Mutation: {
    startDirectoryConsent: async (_: unknown, { input }: { input: { companyId: number } }, ctx: Context) => {
      try {
        return { url: (await ctx.client.request<{ url: string }>('GET', `${base(input.companyId)}/auth`)).url, userErrors: [] };
      } catch (error) {
        return { url: null, userErrors: userErrorsOf(error) };
      }
    },
    finishDirectoryConsent: (
      _: unknown,
      { input }: { input: { state: string; tenant?: string | null; adminConsent?: string | null; error?: string | null; errorDescription?: string | null } },
      ctx: Context,
    ) =>
      change(ctx, 'POST', '/msgraph/usersync/callback', {
        state: input.state,
        tenant: input.tenant ?? null,
        admin_consent: input.adminConsent ?? null,
        error: input.error ?? null,
        error_description: input.errorDescription ?? null,
      }),
    unlinkDirectory: (_: unknown, { input }: { input: { companyId: number } }, ctx: Context) => change(ctx, 'DELETE', base(input.companyId)),
    updateDirectoryGroupFilter: (_: unknown, { input }: { input: { companyId: number; group?: { id: string; name: string } | null } }, ctx: Context) =>
      change(ctx, 'PUT', `${base(input.companyId)}/group-filter`, { group_filter: input.group ? [{ id: input.group.id, name: input.group.name }] : null }),
    syncDirectory: async (_: unknown, { input }: { input: { companyId: number } }, ctx: Context) => {
      try {
        const answer = await ctx.client.request<{ message: string }>('GET', `${base(input.companyId)}/sync`);
        const directorySync = syncOf(await ctx.client.request<SyncRow>('GET', base(input.companyId)));
        return { message: answer.message, directorySync, userErrors: [] };
      } catch (error) {
        return { message: null, directorySync: null, userErrors: userErrorsOf(error) };
      }
    },
  },
};
