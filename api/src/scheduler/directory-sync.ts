import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { graphApp } from '../integrations/msgraph/config.ts';
import { azureSyncOf, syncCompany } from '../integrations/msgraph/directory.ts';

/** Hours between scheduled directory syncs of a company: MSGRAPH_SYNC_HOURS, default 24; 0 switches them off. */
export function directorySyncHoursFromEnv(): number {
  const raw = process.env.MSGRAPH_SYNC_HOURS;
  if (raw === undefined || raw.trim() === '') return 24;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 24;
}

/**
 * Syncs, one company at a time, every linked company (tenant with mod_ms_user_sync, not archived)
 * whose last sync is older than `hours` before `now`. A company that fails is logged and waits
 * like a synced one (`failedAt`), so a revoked consent is not retried every tick. Answers the ids
 * of the companies synced.
 */
export async function syncDueDirectories(db: Db, now: Date, hours: number, log: (message: string, error?: unknown) => void, failedAt = new Map<number, number>()): Promise<number[]> {
  if (!(hours > 0) || graphApp() === null) return [];
  const since = new Date(now.getTime() - hours * 3_600_000);
  let due: Array<{ id: number; tenant_id: number }>;
  try {
    due = (
      await sql<{ id: number; tenant_id: number }>`
        select companies.id, companies.tenant_id from companies
        join tenants on tenants.id = companies.tenant_id
        where (tenants.modules ->> 'mod_ms_user_sync') = 'true'
          and companies.archived_at is null
          and coalesce(companies.azure_sync ->> 'tenant_id', '') <> ''
          and (companies.azure_sync ->> 'last_sync' is null or (companies.azure_sync ->> 'last_sync')::timestamptz <= ${since})
        order by companies.azure_sync ->> 'last_sync' nulls first, companies.id`.execute(db)
    ).rows;
  } catch (error) {
    log('Directory sync could not find the companies due', error);
    return [];
  }
  const synced: number[] = [];
  for (const company of due) {
    if ((failedAt.get(company.id) ?? -Infinity) > since.getTime()) continue;
    try {
      // Read again: a sync by hand or by another replica may have happened meanwhile.
      const sync = await azureSyncOf(db, company.tenant_id, company.id);
      if (!sync?.tenant_id || (sync.last_sync !== null && Date.parse(sync.last_sync) > since.getTime())) continue;
      await syncCompany(db, company.tenant_id, company.id, sync, now);
      failedAt.delete(company.id);
      synced.push(company.id);
    } catch (error) {
      failedAt.set(company.id, now.getTime());
      log(`Directory sync of company ${company.id} failed`, error);
    }
  }
  return synced;
}
