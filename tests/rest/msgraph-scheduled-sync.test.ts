import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDueDirectories } from '../../api/src/scheduler/directory-sync.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

/**
 * The scheduler's tick syncs each linked company whose last directory sync is older than
 * MSGRAPH_SYNC_HOURS (24 by default), one at a time; a failing company is logged and skipped.
 */

const TENANT = 'plansync';
const OFF = 'zonderplan';
let restoreEnv: () => void = () => {};
let graph: GraphDouble;
let bo: BackOffice;
let linked: number;
let broken: number;
let offCompany: number;
const start = new Date('2026-11-26T08:00:00Z');
const hoursLater = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

const link = (companyId: number, tenant: string, lastSync: Date | null) =>
  bo.db.updateTable('companies').set({ azure_sync: JSON.stringify({ tenant_id: tenant, group_filter: null, last_sync: lastSync?.toISOString() ?? null }) }).where('id', '=', companyId).execute();
const lastSync = async (companyId: number) => ((await bo.db.selectFrom('companies').select('azure_sync').where('id', '=', companyId).executeTakeFirstOrThrow()).azure_sync as { last_sync: string | null }).last_sync;
const contactOf = (companyId: number, directoryId: string) =>
  bo.db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.email', 'users.last_name'])
    .where('company_user.company_id', '=', companyId)
    .where('users.azure_user_id', '=', directoryId)
    .executeTakeFirst();
const tick = (at: Date) => bo.server.api.recurringTickets.tick(at);

beforeAll(async () => {
  graph = await startGraphDouble();
  restoreEnv = pointAtGraphDouble(graph);
  bo = await startBackOffice({ tenants: { [TENANT]: { mod_ms_user_sync: true }, [OFF]: { mod_ms_user_sync: false } } });
  const companies = await bo.db.selectFrom('companies').select('id').where('tenant_id', '=', bo.tenantIds[TENANT]!).orderBy('id').limit(2).execute();
  [linked, broken] = companies.map((row) => row.id) as [number, number];
  offCompany = (await bo.db.selectFrom('companies').select('id').where('tenant_id', '=', bo.tenantIds[OFF]!).orderBy('id').executeTakeFirstOrThrow()).id;
  graph.consented.add(graph.consentTenant);
  await link(linked, graph.consentTenant, null);
  // A tenant that never granted consent: its token request fails.
  await link(broken, randomUUID(), null);
  await link(offCompany, graph.consentTenant, null);
});

afterAll(async () => {
  await bo?.close();
  await graph?.close();
  restoreEnv();
});

describe('scheduled directory sync', () => {
  const femke = randomUUID();
  const joost = randomUUID();

  it('syncs a linked company never synced on the first tick; a failing company is logged and does not stop it', async () => {
    graph.users.push({ tenant: graph.consentTenant, id: femke, displayName: 'Femke Plan', givenName: 'Femke', surname: 'Plan', mail: 'femke@plan.nl', userPrincipalName: 'femke@plan.nl', accountEnabled: true });
    const result = await tick(start);
    expect(result.directorySyncs).toEqual([linked]);
    expect(await contactOf(linked, femke)).toEqual({ email: 'femke@plan.nl', last_name: 'Plan' });
    expect(await lastSync(linked)).toBe(start.toISOString());
    expect(await lastSync(broken)).toBeNull();
    // The tenant without the module is left alone.
    expect(await contactOf(offCompany, femke)).toBeUndefined();
  });

  it('waits until the last sync is older than the interval (24 hours by default)', async () => {
    graph.users.push({ tenant: graph.consentTenant, id: joost, displayName: 'Joost Plan', givenName: 'Joost', surname: 'Plan', mail: 'joost@plan.nl', userPrincipalName: 'joost@plan.nl', accountEnabled: true });
    expect((await tick(hoursLater(23))).directorySyncs).toEqual([]);
    expect(await contactOf(linked, joost)).toBeUndefined();
    expect(await lastSync(linked)).toBe(start.toISOString());

    // A day later: synced again, and the company that failed is tried again too (and fails again).
    expect((await tick(hoursLater(24))).directorySyncs).toEqual([linked]);
    expect(await contactOf(linked, joost)).toEqual({ email: 'joost@plan.nl', last_name: 'Plan' });
    expect(await lastSync(linked)).toBe(hoursLater(24).toISOString());
    expect(await lastSync(broken)).toBeNull();
  });

  it('follows the configured interval, and 0 switches it off; a failed company waits an interval before it is tried again', async () => {
    const logged: string[] = [];
    const log = (message: string) => void logged.push(message);
    const failedAt = new Map<number, number>();
    const db = bo.server.api.db;
    expect(await syncDueDirectories(db, hoursLater(100), 0, log, failedAt)).toEqual([]);
    expect(logged).toEqual([]);
    // Every 2 hours: the company synced at 24h is not due at 25h; the one never synced is, and fails.
    expect(await syncDueDirectories(db, hoursLater(25), 2, log, failedAt)).toEqual([]);
    expect(logged).toEqual([`Directory sync of company ${broken} failed`]);
    expect(await syncDueDirectories(db, hoursLater(26), 2, log, failedAt)).toEqual([linked]);
    expect(await lastSync(linked)).toBe(hoursLater(26).toISOString());
    expect(logged).toHaveLength(1);
    expect(await syncDueDirectories(db, hoursLater(27), 2, log, failedAt)).toEqual([]);
    expect(logged).toEqual([`Directory sync of company ${broken} failed`, `Directory sync of company ${broken} failed`]);
  });
});
