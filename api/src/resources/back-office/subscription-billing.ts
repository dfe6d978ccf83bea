import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { untyped } from '../../query/execute.ts';
import type { Resolve, Row } from '../declaration.ts';
import { createRecord, type Actor } from '../writer.ts';
import { conceptInvoiceFor } from './concept-invoices.ts';
import { nextInvoiceLineOrder } from './project-line-invoicing.ts';
import { dutchToday } from './project-moments.ts';
import { dateText } from './shared.ts';
import {
  SUBSCRIPTION_CATCH_UP_LIMIT,
  billingRun,
  changeBillingOf,
  changedQuantity,
  cycleMonths,
  periodText,
  priceFor,
  runningCyclePart,
  type BilledSpan,
  type BillingRun,
  type ChangeBilling,
  type Day,
} from './subscription-billing-rules.ts';

/**
 * The subscription billing run of the scheduler's tick. Each due subscription is claimed in its own
 * transaction (FOR UPDATE SKIP LOCKED) and its dates are moved on with a conditional update in
 * that same transaction, so replicas ticking at once bill every billing date exactly once; a tick
 * after downtime bills each missed billing date.
 */

export interface SubscriptionBillingResult {
  /** Ids of the subscriptions billed, once per billing date. */
  billed: number[];
  /** Ids of the invoice lines made. */
  invoiceLines: number[];
}

interface Due extends Row {
  id: number;
  tenant_id: number;
}

type Log = (message: string, error?: unknown) => void;

/** Every subscription whose billing date has come (in the Dutch day of `now`), billed. */
export async function billDueSubscriptions(db: Db, resolve: Resolve, now: Date, log: Log): Promise<SubscriptionBillingResult> {
  const today = dutchToday(now);
  const result: SubscriptionBillingResult = { billed: [], invoiceLines: [] };
  // Claimed once per tick: a subscription with more missed dates than the limit continues next tick.
  const seen: number[] = [];
  for (;;) {
    let current = null as number | null;
    let made: SubscriptionBillingResult | null;
    try {
      made = await db.transaction().execute(async (trx) => {
        const due = await claim(trx, today, seen);
        if (!due) return null;
        current = due.id;
        seen.push(due.id);
        return billSubscription(trx, resolve, due, today);
      });
    } catch (error) {
      if (current === null) throw error;
      // Claimed, then failed: rolled back, nothing of it billed. The next tick tries it again.
      log(`Subscription ${current} could not be billed`, error);
      continue;
    }
    if (made === null) return result;
    result.billed.push(...made.billed);
    result.invoiceLines.push(...made.invoiceLines);
  }
}

/** The next due subscription not locked by another replica, of a tenant that invoices. */
async function claim(trx: Db, today: Day, skip: number[]): Promise<Due | null> {
  const result = await sql<Due>`
    select subscription.* from subscriptions as subscription
    join tenants as tenant on tenant.id = subscription.tenant_id
    where subscription.archived_at is null
      and subscription.next_billing_date <= ${today}
      and subscription.start_period is not null
      and (subscription.termination_date is null or subscription.termination_date >= subscription.start_period)
      and coalesce((tenant.modules->>'mod_invoicing')::boolean, false)
      ${skip.length > 0 ? sql`and subscription.id not in (${sql.join(skip)})` : sql``}
    order by subscription.next_billing_date, subscription.id
    limit 1
    for update of subscription skip locked`.execute(trx);
  return result.rows[0] ?? null;
}

async function tenantProrates(trx: Db, tenantId: number): Promise<boolean> {
  const row = (await untyped(trx).selectFrom('configs').select('value').where('tenant_id', '=', tenantId).where('name', '=', 'invoicing.pro_rate_subscriptions').executeTakeFirst()) as
    | Row
    | undefined;
  return (row?.value ?? '1') === '1';
}

const termsOf = (subscription: Row, billing: ChangeBilling, startPeriod: Day, nextBillingDate: Day) => ({
  periods: Number(subscription.periods),
  period: String(subscription.period),
  startPeriod,
  nextBillingDate,
  billingStartDate: dateText(subscription.billing_start_date),
  terminationDate: dateText(subscription.termination_date),
  invoicePeriods: Number(subscription.invoice_periods),
  billing,
});

/** Each missed billing date of one claimed subscription, oldest first, then its dates moved on. */
async function billSubscription(trx: Db, resolve: Resolve, due: Due, today: Day): Promise<SubscriptionBillingResult> {
  const raw = untyped(trx);
  const actor: Actor = { db: trx, tenantId: due.tenant_id, resolve };
  const billing = changeBillingOf(String(due.invoice_setting_on_change), await tenantProrates(trx, due.tenant_id));
  const lines = (await raw.selectFrom('subscription_lines').selectAll().where('subscription_id', '=', due.id).orderBy('order').orderBy('id').execute()) as Row[];
  const startPeriod = dateText(due.start_period)!;
  const nextBillingDate = dateText(due.next_billing_date)!;
  const made: SubscriptionBillingResult = { billed: [], invoiceLines: [] };
  let terms = termsOf(due, billing, startPeriod, nextBillingDate);
  let first = true;
  for (let round = 0; round < SUBSCRIPTION_CATCH_UP_LIMIT && terms.nextBillingDate <= today; round++) {
    const run = billingRun(terms);
    if (!run) break;
    made.invoiceLines.push(...(await billRun(actor, due, lines, run, terms.startPeriod, first ? billing : null)));
    made.billed.push(due.id);
    first = false;
    // Later runs of a catch-up start on a cycle boundary: no start part any more.
    terms = { ...terms, startPeriod: run.nextStartPeriod, nextBillingDate: run.nextBillingDate, billingStartDate: null };
  }
  if (made.billed.length === 0) return made;
  // Only the replica whose view of the dates is still current moves them on.
  const moved = await sql`
    update subscriptions set start_period = ${terms.startPeriod}, next_billing_date = ${terms.nextBillingDate}, updated_at = now()
    where id = ${due.id} and start_period = ${startPeriod} and next_billing_date = ${nextBillingDate}`.execute(trx);
  if (Number(moved.numAffectedRows ?? 0) !== 1) throw new Error('Subscription was billed by another process');
  for (const line of lines) {
    await raw.updateTable('subscription_lines').set({ billed_quantity: line.quantity, invoice_difference_date: null, updated_at: sql`now()` }).where('id', '=', line.id).execute();
  }
  return made;
}

interface LineDraft {
  line: Row;
  span: BilledSpan;
  quantity: number;
}

/**
 * One billing date: the lines of the start part, the changed lines' pro-rata parts (first run
 * only: `changes` is then how changes are billed) and the cycles ahead, on the company's concept
 * invoice or, with 'invoice separately', an invoice of its own.
 */
async function billRun(actor: Actor, subscription: Row, lines: Row[], run: BillingRun, startPeriod: Day, changes: ChangeBilling | null): Promise<number[]> {
  const drafts: LineDraft[] = [];
  const months = cycleMonths(Number(subscription.periods), String(subscription.period));
  for (const line of lines) {
    const quantity = Number(line.quantity);
    if (run.startPart) drafts.push({ line, span: run.startPart, quantity });
    const changedOn = dateText(line.invoice_difference_date);
    // A start part already bills the line's whole quantity for that cycle.
    if (changes && changedOn && !run.startPart) {
      const difference = changedQuantity(quantity, line.billed_quantity === null ? null : Number(line.billed_quantity));
      const span = runningCyclePart(startPeriod, months, changedOn, changes);
      if (span && difference !== 0) drafts.push({ line, span, quantity: difference });
    }
  }
  if (run.ahead) for (const line of lines) drafts.push({ line, span: run.ahead, quantity: Number(line.quantity) });
  if (drafts.length === 0) return [];

  const separate = Boolean(subscription.invoice_separately);
  const invoiceId = await conceptInvoiceFor(actor, {
    companyId: subscription.company_id as number,
    separate,
    subject: separate ? `${subscription.description} ${periodText(run.ahead?.from ?? drafts[0].span.from, run.ahead?.until ?? drafts[0].span.until).toLowerCase()}` : undefined,
    directDebit: Boolean(subscription.direct_debit),
  });
  const raw = untyped(actor.db);
  let order = await nextInvoiceLineOrder(actor, invoiceId);
  const ids: number[] = [];
  for (const draft of drafts) {
    const created = await createRecord(actor, actor.resolve('invoice-lines'), {
      invoice_id: invoiceId,
      date: run.billingDate,
      quantity: draft.quantity,
      product_code: draft.line.product_code ?? null,
      description: `${draft.line.description} - ${periodText(draft.span.from, draft.span.until)}`.slice(0, 255),
      price: priceFor(Number(draft.line.price), draft.span.factor),
      is_locked: true,
      order: order++,
    });
    await raw
      .updateTable('invoice_lines')
      .set({ subscription_id: subscription.id, subscription_line_id: draft.line.id })
      .where('id', '=', created.id)
      .execute();
    ids.push(created.id as number);
  }
  return ids;
}
