import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { publicBase } from '../../documents/quote-mail.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { parseId, recordExists } from '../../query/execute.ts';
import { adminConsentUrl } from './auth.ts';
import { syncMessage } from './directory-mapping.ts';
import { azureSyncOf, saveAzureSync, searchGroups, syncCompany, type AzureSync, type GroupFilter } from './directory.ts';
import { viaGraph } from './http-errors.ts';
import { consumeState, issueState } from './states.ts';

/** Directory sync per company (back-office §7 Directory sync), with the tenant module mod_ms_user_sync. */

const MODULE = 'mod_ms_user_sync';

/** Where the identity platform sends the customer's admin back to: the web client, which hands us tenant and state. */
export const CONSENT_CALLBACK_PATH = '/msgraph/consent';

export const usersyncTexts = {
  notLinked: 'Dit bedrijf is nog niet gekoppeld aan een Microsoft 365-tenant.',
  state: 'Deze koppeling is verlopen of al gebruikt. Begin opnieuw met koppelen.',
  declined: (reason: string) => `De beheerder heeft geen toestemming gegeven${reason ? `: ${reason}` : '.'}`,
  tenant: 'Microsoft 365 gaf geen tenant terug.',
  groupFilter: 'Kies één groep (met id en naam) of geen.',
  unlinked: 'Koppeling met Microsoft 365 verwijderd.',
} as const;

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {});

interface CompanyParams {
  companyId: string;
}

/** What the settings sidebar shows. */
const viewOf = (companyId: number, sync: AzureSync) => ({
  company_id: companyId,
  tenant_id: sync.tenant_id,
  linked: Boolean(sync.tenant_id),
  group_filter: sync.group_filter,
  last_sync: sync.last_sync,
  linked_at: sync.linked_at ?? null,
});

/** The group filter as sent: null or an empty list for all users, else one group. */
export function groupFilterFrom(value: unknown): GroupFilter[] | null | undefined {
  if (value === null || (Array.isArray(value) && value.length === 0)) return null;
  if (!Array.isArray(value) || value.length > 1) return undefined;
  const [group] = value as Array<Record<string, unknown>>;
  const id = typeof group?.id === 'string' ? group.id.trim() : '';
  const name = typeof group?.name === 'string' ? group.name.trim() : '';
  return id && name && id.length <= 100 && name.length <= 255 ? [{ id, name }] : undefined;
}

export function registerUsersyncRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  const change = { permission: 'companies.update', module: MODULE };
  const read = { permission: 'companies.show', module: MODULE };

  /** The company of the path, when the caller may see it; its sync settings. */
  async function company(request: FastifyRequest<{ Params: CompanyParams }>): Promise<{ id: number; sync: AzureSync }> {
    const id = parseId(request.params.companyId);
    if (id === null || !(await recordExists(db, accessFor(request, resolve), resolve('companies'), id, resolve))) throw notFound();
    const sync = await azureSyncOf(db, request.tenant.id, id);
    if (!sync) throw notFound();
    return { id, sync };
  }

  const linked = (sync: AzureSync) => {
    if (!sync.tenant_id) throw unprocessable({ tenant_id: [usersyncTexts.notLinked] });
    return sync.tenant_id;
  };

  app.get<{ Params: CompanyParams }>('/msgraph/usersync/:companyId', { config: read }, async (request) => {
    const { id, sync } = await company(request);
    return viewOf(id, sync);
  });

  app.get<{ Params: CompanyParams }>('/msgraph/usersync/:companyId/auth', { config: change }, async (request) => {
    const { id } = await company(request);
    const redirectUri = `${publicBase(context.publicUrl, request.protocol, request.host)}${CONSENT_CALLBACK_PATH}`;
    const url = await viaGraph(async () => {
      const state = await issueState(db, request.tenant.id, 'usersync', { companyId: id, userId: authOf(request).user.id });
      return adminConsentUrl(redirectUri, state);
    });
    return { url };
  });

  app.post('/msgraph/usersync/callback', { config: change }, async (request) => {
    const body = bodyOf(request);
    const state = typeof body.state === 'string' ? body.state : '';
    const owner = state ? await consumeState(db, request.tenant.id, 'usersync', state) : null;
    if (!owner?.companyId) throw unprocessable({ state: [usersyncTexts.state] });
    const granted = body.admin_consent === true || String(body.admin_consent).toLowerCase() === 'true';
    if (!granted || body.error) throw unprocessable({ admin_consent: [usersyncTexts.declined(typeof body.error_description === 'string' ? body.error_description : '')] });
    const tenant = typeof body.tenant === 'string' ? body.tenant.trim() : '';
    if (!/^[0-9a-f-]{36}$/i.test(tenant)) throw unprocessable({ tenant: [usersyncTexts.tenant] });
    const sync = (await azureSyncOf(db, request.tenant.id, owner.companyId))!;
    const changed: AzureSync = { ...sync, tenant_id: tenant, linked_at: new Date().toISOString(), ...(sync.tenant_id === tenant ? {} : { group_filter: null, last_sync: null }) };
    await saveAzureSync(db, request.tenant.id, owner.companyId, changed);
    return viewOf(owner.companyId, changed);
  });

  app.delete<{ Params: CompanyParams }>('/msgraph/usersync/:companyId', { config: change }, async (request) => {
    const { id, sync } = await company(request);
    const changed: AzureSync = { ...sync, tenant_id: null, group_filter: null, linked_at: null };
    await saveAzureSync(db, request.tenant.id, id, changed);
    return { message: usersyncTexts.unlinked, ...viewOf(id, changed) };
  });

  app.put<{ Params: CompanyParams }>('/msgraph/usersync/:companyId/group-filter', { config: change }, async (request) => {
    const { id, sync } = await company(request);
    linked(sync);
    const filter = groupFilterFrom(bodyOf(request).group_filter);
    if (filter === undefined) throw unprocessable({ group_filter: [usersyncTexts.groupFilter] });
    const changed: AzureSync = { ...sync, group_filter: filter };
    await saveAzureSync(db, request.tenant.id, id, changed);
    return viewOf(id, changed);
  });

  app.get<{ Params: CompanyParams }>('/msgraph/usersync/:companyId/sync', { config: change }, async (request) => {
    const { id, sync } = await company(request);
    linked(sync);
    const counts = await viaGraph(() => syncCompany(db, request.tenant.id, id, sync));
    return { message: syncMessage(counts), ...counts };
  });

  const groups = async (request: FastifyRequest<{ Params: CompanyParams & { search?: string } }>) => {
    const { sync } = await company(request);
    const tenant = linked(sync);
    return { data: await viaGraph(() => searchGroups(tenant, request.params.search ?? '')) };
  };
  app.get<{ Params: CompanyParams }>('/msgraph/usersync/:companyId/groups', { config: change }, groups);
  app.get<{ Params: CompanyParams & { search: string } }>('/msgraph/usersync/:companyId/groups/:search', { config: change }, groups);
}
