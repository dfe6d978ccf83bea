import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { CHANGE_MOMENT_DATE, INVOICEABLE_TYPES } from './enums.ts';
import { anyDb, dateText, firstRow } from './shared.ts';

/**
 * What happens when a project reaches an invoice moment (1 quote accepted, 2 phase started,
 * 3 phase finished, 4 a fixed date): its invoiceable lines of that moment become due, and its
 * subscription changes of that moment are applied to the company's subscription.
 */

/** Marks the invoiceable lines of these phases with this moment as due now; lines already due keep their time. */
export async function markLinesDue(db: Db, tenantId: number, phaseIds: number[], moment: number): Promise<void> {
  if (phaseIds.length === 0) return;
  await anyDb(db)
    .updateTable('project_lines')
    .set({ due_at: sql`now()`, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('project_phase_id', 'in', phaseIds)
    .where('invoice_moment', '=', moment)
    .where('invoice_type', 'in', [...INVOICEABLE_TYPES])
    .where('due_at', 'is', null)
    .execute();
}

interface ChangeLine {
  product_code?: unknown;
  description?: unknown;
  quantity?: unknown;
  price?: unknown;
}

const todayText = () => new Date().toISOString().slice(0, 10);

/** The company a change's subscription belongs to: that of its phase, else of the phase's project, or of its project. */
async function companyOfChange(db: Db, tenantId: number, change: Record<string, unknown>): Promise<number | null> {
  let projectId = change.morphable_type === 'projects' ? (change.morphable_id as number) : null;
  if (change.morphable_type === 'project-phases') {
    const phase = await firstRow(db, tenantId, 'project_phases', { id: change.morphable_id });
    if (phase?.company_id) return phase.company_id as number;
    if (phase?.morphable_type === 'projects') projectId = phase.morphable_id as number;
  }
  if (projectId === null) return null;
  const project = await firstRow(db, tenantId, 'projects', { id: projectId });
  return (project?.company_id as number | null | undefined) ?? null;
}

/**
 * Applies one change: its lines join its subscription, or a new subscription for the company
 * (starting on the change's date, else today) when it names none; the change records when and where.
 * Answers false when there is no company to subscribe, which leaves the change unapplied.
 */
async function applyChange(db: Db, tenantId: number, change: Record<string, unknown>): Promise<boolean> {
  let subscriptionId = change.subscription_id as number | null;
  // Lines joining a running cycle that was already billed are billed pro rata from this day on the next run.
  let changedOn: string | null = null;
  if (subscriptionId !== null) {
    const subscription = await firstRow(db, tenantId, 'subscriptions', { id: subscriptionId });
    const day = dateText(change.start_period) ?? todayText();
    const nextPeriod = dateText(subscription?.start_period);
    if (nextPeriod && day < nextPeriod) changedOn = day;
  } else {
    const companyId = await companyOfChange(db, tenantId, change);
    if (companyId === null) return false;
    const start = change.start_period ? String(change.start_period instanceof Date ? change.start_period.toISOString() : change.start_period).slice(0, 10) : todayText();
    const created = await anyDb(db)
      .insertInto('subscriptions')
      .values({
        tenant_id: tenantId,
        description: change.description,
        company_id: companyId,
        periods: change.periods,
        period: change.period,
        start_period: start,
        billing_start_date: start,
        next_billing_date: start,
        direct_debit: change.direct_debit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionId = created.id as number;
  }
  const last = await anyDb(db)
    .selectFrom('subscription_lines')
    .select((eb) => eb.fn.max('order').as('order'))
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  let order = last?.order === null || last?.order === undefined ? 0 : Number(last.order) + 1;
  const lines = (Array.isArray(change.lines) ? change.lines : []) as ChangeLine[];
  for (const line of lines) {
    await anyDb(db)
      .insertInto('subscription_lines')
      .values({
        tenant_id: tenantId,
        subscription_id: subscriptionId,
        product_code: typeof line.product_code === 'string' ? line.product_code : null,
        description: String(line.description),
        quantity: Number(line.quantity),
        price: line.price === undefined || line.price === null || line.price === '' ? 0 : Number(line.price),
        order: order++,
        invoice_difference_date: changedOn,
      })
      .execute();
  }
  await anyDb(db)
    .updateTable('subscription_changes')
    .set({ subscription_id: subscriptionId, applied_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', change.id)
    .execute();
  return true;
}

/** Applies the unapplied changes of these owners at this moment; for moment 4 only those whose date has come. */
export async function applySubscriptionChanges(
  db: Db,
  tenantId: number,
  owners: { phaseIds: number[]; projectIds: number[] },
  moment: number,
): Promise<number> {
  if (owners.phaseIds.length === 0 && owners.projectIds.length === 0) return 0;
  let query = anyDb(db)
    .selectFrom('subscription_changes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('change_moment', '=', moment)
    .where('applied_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(owners.phaseIds.length > 0 ? [eb.and([eb('morphable_type', '=', 'project-phases'), eb('morphable_id', 'in', owners.phaseIds)])] : []),
        ...(owners.projectIds.length > 0 ? [eb.and([eb('morphable_type', '=', 'projects'), eb('morphable_id', 'in', owners.projectIds)])] : []),
      ]),
    );
  if (moment === CHANGE_MOMENT_DATE) query = query.where('start_period', '<=', sql`current_date`);
  const changes = (await query.orderBy('id').forUpdate().execute()) as Record<string, unknown>[];
  let applied = 0;
  for (const change of changes) if (await applyChange(db, tenantId, change)) applied += 1;
  return applied;
}

/** The day it is in the Netherlands, as YYYY-MM-DD: a change dated today applies from midnight Dutch time. */
export const dutchToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);

/**
 * Dated changes (moment 4) of projects and their phases whose day has come, applied once: each
 * replica's tick claims them with SKIP LOCKED. Changes of quotes wait for the quote's acceptance,
 * which copies them onto the project.
 */
export async function applyDatedChangesDue(db: Db, today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<Record<string, unknown>>`
      select change.* from subscription_changes as change
      where change.change_moment = ${CHANGE_MOMENT_DATE} and change.applied_at is null and change.start_period <= ${today}
        and (change.morphable_type = 'projects'
          or (change.morphable_type = 'project-phases'
            and exists (select 1 from project_phases as phase where phase.id = change.morphable_id and phase.morphable_type = 'projects')))
      order by change.id
      for update skip locked`.execute(trx);
    let applied = 0;
    for (const change of due.rows) if (await applyChange(trx, change.tenant_id as number, change)) applied += 1;
    return applied;
  });
}
