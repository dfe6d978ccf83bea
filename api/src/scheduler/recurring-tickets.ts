import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import { untyped } from '../query/execute.ts';
import { nextOccurrence, occurrencesBetween, parseRule } from '../resources/core/recurrence-schedule.ts';
import type { Resolve, Row } from '../resources/declaration.ts';
import { applyDatedChangesDue, dutchToday } from '../resources/back-office/project-moments.ts';
import { makeDuePeriods } from '../resources/back-office/contract-actions.ts';
import { billDueSubscriptions } from '../resources/back-office/subscription-billing.ts';
import { createRecord, withoutUnassignable } from '../resources/writer.ts';
import { recomputeDueTimes } from '../resources/core/sla-due.ts';
import { syncDueDirectories } from './directory-sync.ts';
import { escalateSlas, type StoredNotifications } from './sla-escalation.ts';

/**
 * Missed occurrences that still get a ticket after downtime: one ticket per occurrence, the most
 * recent ones when more were missed. A service desk wants each missed round of work on record,
 * but not a flood of hundreds after a long outage.
 */
export const CATCH_UP_LIMIT = 10;

/** The ticket fields a template passes on to the tickets it creates. */
const COPIED = [
  'description',
  'status_id',
  'priority_id',
  'line_type',
  'company_id',
  'client_id',
  'operator_id',
  'cc',
  'ticket_group_id',
  'ticket_source_id',
  'ticket_type_id',
  'service_id',
  'sla_id',
] as const;

export interface TickResult {
  /** Ids of the tickets created, in the order created. */
  created: number[];
  /** Dated subscription changes that reached their subscription. */
  appliedChanges: number;
  /** Contract periods made for periodic contracts. */
  contractPeriods: number;
  /** Subscriptions billed (once per billing date) and the invoice lines made. */
  subscriptionBilling: { billed: number[]; invoiceLines: number[] };
  /** Notifications stored for SLA due times coming close or passed. */
  slaNotifications: number[];
  /** Companies whose Microsoft 365 directory was synced. */
  directorySyncs: number[];
}

export interface RecurringTicketScheduler {
  /** Runs the due templates now; `now` stands in for the clock (tests). */
  tick(now?: Date): Promise<TickResult>;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  resolve: Resolve;
  /** Milliseconds between ticks; 0 or less: no timer, only explicit ticks. */
  intervalMs: number;
  log?: (message: string, error?: unknown) => void;
  /** Notifications the tick stored (SLA escalations), to be sent out live. */
  notified?: StoredNotifications;
  /** Hours between scheduled directory syncs of a linked company; 0: none. */
  directorySyncHours?: number;
}

interface Due {
  id: number;
  tenant_id: number;
  rrule: string;
  created_at: Date;
  next_run_at: Date | null;
}

/**
 * Creates the tickets of recurring templates when due. Each template is claimed in its own
 * transaction with a row lock (SKIP LOCKED) and moved on with a conditional update of next_run_at
 * in that same transaction, so replicas ticking at once create every occurrence exactly once. The
 * first tick runs at start, which catches up what was missed while no replica ran.
 */
export function startRecurringTicketScheduler(options: SchedulerOptions): RecurringTicketScheduler {
  const log = options.log ?? ((message, error) => console.error(message, error));
  let closed = false;
  const running = new Set<Promise<unknown>>();
  const failedSyncs = new Map<number, number>();

  const tick = (now?: Date) => {
    const at = now ?? new Date();
    // One tick for what is due by the clock: recurring tickets, contract periods, and subscriptions to bill
    // once the changes dated today have reached them.
    const work = Promise.all([
      runDueTemplates(options.db, options.resolve, at, log),
      applyDatedChangesDue(options.db, dutchToday(at)).then(async (appliedChanges) => ({ appliedChanges, subscriptionBilling: await billDueSubscriptions(options.db, options.resolve, at, log) })),
      makeDuePeriods(options.db, at),
      escalateSlas(options.db, at, options.notified),
      syncDueDirectories(options.db, at, options.directorySyncHours ?? 0, log, failedSyncs),
    ]).then(([templates, billing, contractPeriods, slaNotifications, directorySyncs]) => ({ ...templates, ...billing, contractPeriods, slaNotifications, directorySyncs }));
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };
  const background = () => {
    if (!closed) tick().catch((error) => log('Recurring tickets could not be created', error));
  };

  const timer = options.intervalMs > 0 ? setInterval(background, options.intervalMs) : null;
  timer?.unref();
  if (timer) setImmediate(background);
  return {
    tick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

/** Every due template once: claimed, its tickets created, its next run set. */
export async function runDueTemplates(db: Db, resolve: Resolve, now: Date, log: (message: string, error?: unknown) => void): Promise<Pick<TickResult, 'created'>> {
  const created: number[] = [];
  const failed: number[] = [];
  for (;;) {
    let claimed: number | null = null;
    try {
      claimed = await db.transaction().execute(async (trx) => {
        const due = await claim(trx, now, failed);
        if (!due) return null;
        created.push(...(await runTemplate(trx, resolve, due, now, log)));
        return due.id;
      });
    } catch (error) {
      // Claimed, then failed: rolled back. The next tick tries it again; this one moves on.
      const id = (error as { templateId?: number }).templateId;
      if (id === undefined) throw error;
      failed.push(id);
      log(`Recurring template ${id} failed`, (error as { cause?: unknown }).cause);
      continue;
    }
    if (claimed === null) return { created };
  }
}

/** The next due template not locked by another replica; a template never scheduled yet counts as due. */
async function claim(trx: Db, now: Date, skip: number[]): Promise<Due | null> {
  const result = await sql<Due>`
    select id, tenant_id, rrule, created_at, next_run_at from tickets
    where is_template and rrule is not null and deleted_at is null
      and (next_run_at <= ${now} or (next_run_at is null and last_run_at is null))
      ${skip.length > 0 ? sql`and id not in (${sql.join(skip)})` : sql``}
    order by next_run_at nulls first, id
    limit 1
    for update skip locked`.execute(trx);
  return result.rows[0] ?? null;
}

async function runTemplate(trx: Db, resolve: Resolve, due: Due, now: Date, log: (message: string, error?: unknown) => void): Promise<number[]> {
  try {
    const rule = parseRule(due.rrule);
    const created = new Date(due.created_at);
    const made: number[] = [];
    if (rule && due.next_run_at !== null) {
      // Everything from the planned run up to now; the planned run itself included.
      const missed = occurrencesBetween(rule, created, new Date(new Date(due.next_run_at).getTime() - 1), now).slice(-CATCH_UP_LIMIT);
      for (const occurrence of missed) {
        const id = await createTicket(trx, resolve, due, occurrence, log);
        if (id !== null) made.push(id);
      }
    }
    const next = rule ? nextOccurrence(rule, created, now) : null;
    // A rule that ended (COUNT, UNTIL) or cannot be read keeps last_run_at set and is not looked at again.
    // Only the replica whose view of next_run_at is still current moves it on.
    const moved = await sql`
      update tickets set next_run_at = ${next}, last_run_at = ${next === null || made.length > 0 ? now : sql`last_run_at`}
      where id = ${due.id} and next_run_at is not distinct from ${due.next_run_at}::timestamptz`.execute(trx);
    if (Number(moved.numAffectedRows ?? 0) !== 1) throw new Error('Template was run by another process');
    return made;
  } catch (error) {
    throw Object.assign(new Error(`Recurring template ${due.id} failed`), { templateId: due.id, cause: error });
  }
}

/** One ticket as the template describes it, with its categories and checklist; dated at its occurrence. */
async function createTicket(trx: Db, resolve: Resolve, due: Due, occurrence: Date, log: (message: string, error?: unknown) => void): Promise<number | null> {
  const raw = untyped(trx);
  const template = (await raw.selectFrom('tickets').selectAll().where('id', '=', due.id).executeTakeFirstOrThrow()) as Row;
  const body: Row = { template_id: due.id };
  for (const name of COPIED) if (template[name] !== null && template[name] !== undefined) body[name] = template[name];
  const categories = (await raw.selectFrom('category_ticket').select('category_id').where('ticket_id', '=', due.id).execute()) as Array<{ category_id: number }>;
  if (categories.length > 0) body.relationships = { categories: categories.map((row) => row.category_id) };
  let ticket;
  try {
    // An operator who left no longer gets the new tickets: they arrive unassigned.
    ticket = await createRecord({ db: trx, tenantId: due.tenant_id, resolve }, resolve('tickets'), await withoutUnassignable(trx, due.tenant_id, resolve, resolve('tickets'), body));
  } catch (error) {
    // A template that no longer validates (a contact moved to another company) skips this run.
    if (error instanceof HttpError) {
      log(`Recurring template ${due.id} skipped ${occurrence.toISOString()}: ${error.body.message}`);
      return null;
    }
    throw error;
  }
  const id = ticket.id as number;
  await raw.updateTable('tickets').set({ created_at: occurrence }).where('id', '=', id).execute();
  // Its SLA counts from the occurrence, like its date.
  await recomputeDueTimes(trx, due.tenant_id, id);
  const tasks = (await raw
    .selectFrom('tasks')
    .select(['task', 'operator_id', 'estimated_time', 'order'])
    .where('tenant_id', '=', due.tenant_id)
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', due.id)
    .orderBy('order')
    .orderBy('id')
    .execute()) as Row[];
  if (tasks.length > 0) {
    await raw
      .insertInto('tasks')
      .values(tasks.map((task) => ({ ...task, tenant_id: due.tenant_id, morphable_type: 'tickets', morphable_id: id })))
      .execute();
  }
  return id;
}
