import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { untyped } from '../../query/execute.ts';
import { GraphClient } from './client.ts';
import { contactFieldsOf, DIRECTORY_USER_FIELDS, emailOf, type DirectoryUser, type SyncCounts } from './directory-mapping.ts';

/**
 * Directory sync per company: the users of the customer's Microsoft 365 tenant (or of one group)
 * become or update the company's contacts. Matched by directory id, then by e-mail; disabled
 * accounts and users no longer in the directory or group are marked disabled; nothing is deleted.
 */

export interface GroupFilter {
  id: string;
  name: string;
}

/** companies.azure_sync as stored. */
export interface AzureSync {
  tenant_id: string | null;
  group_filter: GroupFilter[] | null;
  last_sync: string | null;
  linked_at?: string | null;
}

export const EMPTY_SYNC: AzureSync = { tenant_id: null, group_filter: null, last_sync: null };

export async function azureSyncOf(db: Db, tenantId: number, companyId: number): Promise<AzureSync | null> {
  const row = await db.selectFrom('companies').select('azure_sync').where('tenant_id', '=', tenantId).where('id', '=', companyId).executeTakeFirst();
  if (!row) return null;
  return { ...EMPTY_SYNC, ...((row.azure_sync as Partial<AzureSync> | null) ?? {}) };
}

export async function saveAzureSync(db: Db, tenantId: number, companyId: number, sync: AzureSync): Promise<void> {
  await db
    .updateTable('companies')
    .set({ azure_sync: JSON.stringify(sync) as never, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', companyId)
    .execute();
}

/** Groups of the customer's tenant whose name matches, for the group filter. */
export async function searchGroups(customerTenant: string, search: string): Promise<GroupFilter[]> {
  const term = search.replace(/["\\]/g, ' ').trim();
  const groups = await new GraphClient(customerTenant).request<{ value: Array<{ id: string; displayName: string | null }> }>('GET', '/groups', {
    query: { ...(term ? { $search: `"displayName:${term}"` } : {}), $select: 'id,displayName', $top: '25', $orderby: 'displayName' },
    // $search on directory objects needs eventual consistency.
    headers: { consistencylevel: 'eventual' },
  });
  return groups.value.map((group) => ({ id: group.id, name: group.displayName ?? group.id }));
}

async function directoryUsers(customerTenant: string, filter: GroupFilter[] | null): Promise<DirectoryUser[]> {
  const client = new GraphClient(customerTenant);
  if (!filter || filter.length === 0) return client.list<DirectoryUser>('/users', { query: { $select: DIRECTORY_USER_FIELDS, $top: '999' } });
  const seen = new Map<string, DirectoryUser>();
  for (const group of filter) {
    const members = await client.list<DirectoryUser & { '@odata.type'?: string }>(`/groups/${encodeURIComponent(group.id)}/members`, { query: { $select: DIRECTORY_USER_FIELDS, $top: '999' } });
    // Members can be devices, contacts or groups as well: only users become contacts.
    for (const member of members) if (!member['@odata.type'] || member['@odata.type'] === '#microsoft.graph.user') seen.set(member.id, member);
  }
  return [...seen.values()];
}

interface Person {
  id: number;
  email: string | null;
  is_operator: number;
  azure_user_id: string | null;
  azure_disabled_at: Date | null;
}

/** Runs the sync for one linked company; answers what changed. */
export async function syncCompany(db: Db, tenantId: number, companyId: number, sync: AzureSync, now = new Date()): Promise<SyncCounts> {
  const users = await directoryUsers(sync.tenant_id!, sync.group_filter);
  const counts: SyncCounts = { created: 0, updated: 0, disabled: 0, skipped: 0 };
  await db.transaction().execute(async (trx) => {
    const people: Person[] = await trx
      .selectFrom('users')
      .select(['id', 'email', 'is_operator', 'azure_user_id', 'azure_disabled_at'])
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('azure_user_id', 'in', users.length ? users.map((user) => user.id) : ['']), eb(sql`lower(email)`, 'in', users.map(emailOf).filter((email): email is string => email !== null).concat(['']))]))
      .execute();
    const clientRole = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'client').executeTakeFirst();
    const byDirectoryId = new Map(people.filter((person) => person.azure_user_id).map((person) => [person.azure_user_id!, person]));
    const byEmail = new Map(people.filter((person) => person.email).map((person) => [person.email!.toLowerCase(), person]));
    const present = new Set<string>();
    for (const user of users) {
      const fields = contactFieldsOf(user);
      const found = byDirectoryId.get(user.id) ?? (fields.email ? byEmail.get(fields.email) : undefined);
      // An operator's account is the IT company's own business, and an address is needed to reach a contact.
      if ((found && found.is_operator > 0) || (!found && !fields.email)) {
        counts.skipped++;
        continue;
      }
      present.add(user.id);
      const disabled = user.accountEnabled === false;
      let contactId: number;
      if (found) {
        contactId = found.id;
        await trx
          .updateTable('users')
          .set({
            first_name: fields.first_name,
            last_name: fields.last_name,
            ...(fields.email ? { email: fields.email } : {}),
            ...(fields.telephone ? { telephone: fields.telephone } : {}),
            ...(fields.telephone_cell ? { telephone_cell: fields.telephone_cell } : {}),
            azure_user_id: user.id,
            azure_disabled_at: disabled ? (found.azure_disabled_at ?? now) : null,
            updated_at: now,
          })
          .where('id', '=', found.id)
          .execute();
        if (disabled && !found.azure_disabled_at) counts.disabled++;
        else counts.updated++;
      } else {
        const created = await trx
          .insertInto('users')
          .values({
            tenant_id: tenantId,
            first_name: fields.first_name,
            last_name: fields.last_name,
            email: fields.email,
            telephone: fields.telephone,
            telephone_cell: fields.telephone_cell,
            is_operator: 0,
            configs: JSON.stringify({}) as never,
            azure_user_id: user.id,
            azure_disabled_at: disabled ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        contactId = created.id;
        if (clientRole) await trx.insertInto('user_role').values({ user_id: contactId, role_id: clientRole.id }).execute();
        counts.created++;
        if (disabled) counts.disabled++;
      }
      await trx.insertInto('company_user').values({ company_id: companyId, user_id: contactId }).onConflict((conflict) => conflict.doNothing()).execute();
    }
    // The company's synced contacts the directory (or the group) no longer has.
    const gone = await untyped(trx as unknown as Db)
      .updateTable('users')
      .set({ azure_disabled_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('is_operator', '=', 0)
      .where('azure_user_id', 'is not', null)
      .where('azure_disabled_at', 'is', null)
      .where('azure_user_id', 'not in', [...present, ''])
      .where('id', 'in', (eb: any) => eb.selectFrom('company_user').select('user_id').where('company_id', '=', companyId))
      .executeTakeFirst();
    counts.disabled += Number(gone.numUpdatedRows);
    await trx
      .updateTable('companies')
      .set({ azure_sync: JSON.stringify({ ...sync, last_sync: now.toISOString() }) as never })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', companyId)
      .execute();
  });
  return counts;
}
