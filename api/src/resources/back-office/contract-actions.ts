import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { bodyFields } from '../../body.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { findRow } from '../../query/execute.ts';
import { actorFor, routeId } from '../actions.ts';
import { TIME_ZONE } from '../core/common.ts';
import type { ResourceContext, Row } from '../declaration.ts';
import { accessOfActor, createRecord, inTransaction, type Actor } from '../writer.ts';
import { conceptInvoiceFor } from './concept-invoices.ts';
import { PERIOD_MONTHS, PREPAID, bundleMinutes, coveringContract, periodsDue, topUpDecision, type CoveringContract } from './contract-rules.ts';
import { dutchToday } from './project-moments.ts';

/**
 * Contract hours (spec back-office §2 Contract detail, §7 Contracts): the periods of periodic
 * contracts, time booked on covered tickets deducted from them, and prepaid cards bought onto
 * prepaid contracts, by hand (POST contracts/{id}/buy) or automatically below the threshold.
 *
 * A prepaid contract has one open period (no end) that holds every hour bought: a card adds its
 * minutes to it, and time is deducted from it, so its remaining is what is left of all cards.
 *
 * Locks are always taken contract first, then its periods, so a registration, a purchase and the
 * scheduler never wait on each other in a circle.
 */

export const CONTRACT_ACTION_TEXTS = {
  bought: 'Factuur aangemaakt!',
  cardRequired: 'Kies een strippenkaart.',
  cardUnknown: 'De gekozen strippenkaart bestaat niet.',
  notPrepaid: 'Alleen bij een contract met strippenkaarten kunnen uren worden bijgekocht.',
  archived: 'Dit contract is gearchiveerd; er kunnen geen uren meer worden bijgekocht.',
  noCompany: 'Koppel eerst een bedrijf aan het contract om uren te kunnen factureren.',
} as const;

interface ContractRow {
  id: number;
  tenant_id: number;
  name: string;
  period: string;
  quantity: number | null;
  start_date: string;
  end_date: string | null;
  archived_at: unknown;
  invoice_to: number | null;
  direct_debit: boolean;
  upgrade_below_quantity: number | null;
  upgrade_prepaid_card_id: number | null;
  upgrade_armed: boolean;
}

const CONTRACT_COLUMNS = sql`id, tenant_id, name, period, quantity, start_date::text as start_date, end_date::text as end_date, archived_at, invoice_to,
  direct_debit, upgrade_below_quantity, upgrade_prepaid_card_id, upgrade_armed`;

const isPeriodic = (period: string) => Object.hasOwn(PERIOD_MONTHS, period);

async function lockContract(db: Db, id: number): Promise<ContractRow | null> {
  const result = await sql<ContractRow>`select ${CONTRACT_COLUMNS} from contracts where id = ${id} for update`.execute(db);
  return result.rows[0] ?? null;
}

/** The periodic contract's missing periods up to the one holding `until`, each with the bundle's minutes; how many were made. */
async function makePeriods(db: Db, contract: ContractRow, until: string): Promise<number> {
  if (!isPeriodic(contract.period)) return 0;
  const covered = await sql<{ covered: string | null }>`
    select max(coalesce(period_end, period_start))::text as covered from contract_periods where contract_id = ${contract.id}`.execute(db);
  const due = periodsDue({ period: contract.period, startDate: contract.start_date, endDate: contract.end_date }, covered.rows[0]?.covered ?? null, until);
  const minutes = bundleMinutes(contract.quantity);
  for (const span of due) {
    await sql`insert into contract_periods (tenant_id, contract_id, period_start, period_end, minutes, registered_time)
      values (${contract.tenant_id}, ${contract.id}, ${span.periodStart}, ${span.periodEnd}, ${minutes}, 0)`.execute(db);
  }
  return due.length;
}

/** The open period of a prepaid contract, made (without hours) when it has none yet. */
async function prepaidPeriod(db: Db, contract: ContractRow): Promise<number> {
  const open = await sql<{ id: number }>`
    select id from contract_periods where contract_id = ${contract.id} order by period_end is null desc, period_start desc, id desc limit 1`.execute(db);
  if (open.rows[0]) return open.rows[0].id;
  const made = await sql<{ id: number }>`insert into contract_periods (tenant_id, contract_id, period_start, period_end, minutes, registered_time)
    values (${contract.tenant_id}, ${contract.id}, ${contract.start_date}, null, 0, 0) returning id`.execute(db);
  return made.rows[0].id;
}

/** A new or changed contract gets its periods (periodic: up to today; prepaid: its open period) at once. */
export async function contractWritten({ db }: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row): Promise<void> {
  if (event === 'deleted' || record.archived_at != null) return;
  const contract = await lockContract(db, record.id as number);
  if (!contract) return;
  if (isPeriodic(contract.period)) await makePeriods(db, contract, dutchToday(new Date()));
  else if (event === 'created') await prepaidPeriod(db, contract);
}

/**
 * The scheduler's part: every periodic contract whose current period is missing gets the periods
 * it lacks, each contract claimed in its own transaction with SKIP LOCKED. The periods made are
 * read again under the lock, so replicas ticking at once, or after downtime, make each one once.
 */
export async function makeDuePeriods(db: Db, now: Date): Promise<number> {
  const today = dutchToday(now);
  const seen: number[] = [];
  let made = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const result = await sql<ContractRow>`
        select ${CONTRACT_COLUMNS} from contracts c
        where c.period in (${sql.join(Object.keys(PERIOD_MONTHS))}) and c.archived_at is null and c.start_date <= ${today}::date
          and coalesce((select max(coalesce(p.period_end, p.period_start)) from contract_periods p where p.contract_id = c.id), c.start_date - 1)
            < least(${today}::date, coalesce(c.end_date, ${today}::date))
          ${seen.length > 0 ? sql`and c.id not in (${sql.join(seen)})` : sql``}
        order by c.id
        limit 1
        for update of c skip locked`.execute(trx);
      const contract = result.rows[0];
      if (!contract) return null;
      made += await makePeriods(trx, contract, today);
      return contract.id;
    });
    if (claimed === null) return made;
    seen.push(claimed);
  }
}

interface Candidate extends CoveringContract {
  period: string;
}

/** The period a ticket's time is deducted from: of the contract covering it, the period holding its day. */
async function periodFor(db: Db, tenantId: number, registration: Row): Promise<{ periodId: number; contractId: number } | null> {
  if (registration.ticket_id == null) return null;
  const work = await sql<{ date: string; company_id: number | null; service_id: number | null; ticket_type_id: number | null; activity_id: number | null }>`
    select (r.executed_at at time zone ${TIME_ZONE})::date::text as date, t.company_id, t.service_id, t.ticket_type_id, r.activity_id
    from time_registrations r join tickets t on t.id = r.ticket_id where r.id = ${registration.id}`.execute(db);
  const ticket = work.rows[0];
  if (!ticket || ticket.company_id === null) return null;
  const rows = await sql<Row>`
    select c.id, c.period, c.start_date::text as start_date, c.end_date::text as end_date, c.archived_at, c.service_id,
      coalesce((select json_agg(t.ticket_type_id) from contract_ticket_type t where t.contract_id = c.id), '[]') as ticket_types,
      coalesce((select json_agg(a.activity_id) from contract_activity a where a.contract_id = c.id), '[]') as activities
    from contracts c join contract_company cc on cc.contract_id = c.id and cc.company_id = ${ticket.company_id}
    where c.tenant_id = ${tenantId}`.execute(db);
  const ids = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as number[]) : (value as number[]));
  const candidates: Candidate[] = rows.rows.map((row) => ({
    id: row.id as number,
    period: row.period as string,
    startDate: row.start_date as string,
    endDate: row.end_date as string | null,
    archived: row.archived_at != null,
    companyIds: [ticket.company_id!],
    serviceId: row.service_id as number | null,
    ticketTypeIds: ids(row.ticket_types),
    activityIds: ids(row.activities),
  }));
  const chosen = coveringContract(candidates, { date: ticket.date, companyId: ticket.company_id, serviceId: ticket.service_id, ticketTypeId: ticket.ticket_type_id, activityId: ticket.activity_id });
  if (!chosen) return null;
  const contract = (await lockContract(db, chosen.id))!;
  if (!isPeriodic(contract.period)) return { periodId: await prepaidPeriod(db, contract), contractId: contract.id };
  const holding = () =>
    sql<{ id: number }>`select id from contract_periods where contract_id = ${contract.id} and period_start <= ${ticket.date}::date
      and (period_end is null or period_end >= ${ticket.date}::date) order by period_start desc limit 1`.execute(db);
  let found = (await holding()).rows[0];
  if (!found) {
    // Time dated in a period the scheduler has not reached yet: make the periods up to that day.
    const today = dutchToday(new Date());
    await makePeriods(db, contract, ticket.date > today ? ticket.date : today);
    found = (await holding()).rows[0];
  }
  return found ? { periodId: found.id, contractId: contract.id } : null;
}

/** The system acting for a purchase: the buyer's name on the record, no permission checks beyond contracts.buy. */
const purchaser = (context: ResourceContext, db: Db): Actor => ({ db, tenantId: context.tenantId, resolve: context.resolve, user: context.user });

/**
 * afterWrite of time registrations: the time is deducted from the period of the contract covering
 * it (contract_period_id), and taken off the period it was on, in the registration's transaction.
 * A prepaid contract that drops below its threshold tops itself up.
 */
export async function deductTime(context: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row, old: Row | null): Promise<void> {
  const { db, tenantId } = context;
  const before = event === 'created' ? null : ((old?.contract_period_id as number | null) ?? null);
  const target = event === 'deleted' ? null : await periodFor(db, tenantId, record);
  const after = target?.periodId ?? null;
  if (event !== 'deleted' && after !== ((record.contract_period_id as number | null) ?? null)) {
    await sql`update time_registrations set contract_period_id = ${after} where id = ${record.id}`.execute(db);
  }
  const deltas = new Map<number, number>();
  if (before !== null) deltas.set(before, -Number(old!.time_spent));
  if (after !== null) deltas.set(after, (deltas.get(after) ?? 0) + Number(record.time_spent));
  const changed = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (changed.length === 0) return;

  const owners = await sql<{ id: number; contract_id: number }>`
    select id, contract_id from contract_periods where id in (${sql.join(changed.map(([id]) => id))})`.execute(db);
  const contractIds = [...new Set(owners.rows.map((row) => row.contract_id))].sort((a, b) => a - b);
  for (const id of contractIds) await lockContract(db, id);
  for (const [id, delta] of changed) {
    await sql`update contract_periods set registered_time = registered_time + ${delta}, updated_at = now() where id = ${id}`.execute(db);
  }
  for (const id of contractIds) await topUp(purchaser(context, db), id);
}

async function remainingOf(db: Db, contractId: number): Promise<number> {
  const result = await sql<{ remaining: number | string | null }>`
    select sum(minutes - registered_time) as remaining from contract_periods where contract_id = ${contractId}`.execute(db);
  return Number(result.rows[0]?.remaining ?? 0);
}

/** Automatic top-up of a (locked) prepaid contract with its card, once per crossing of the threshold. */
async function topUp(actor: Actor, contractId: number): Promise<void> {
  const contract = (await lockContract(actor.db, contractId))!;
  if (contract.period !== PREPAID || contract.archived_at != null || contract.upgrade_below_quantity === null || contract.upgrade_prepaid_card_id === null) return;
  const remaining = await remainingOf(actor.db, contractId);
  const decision = topUpDecision({ remainingMinutes: remaining, belowHours: contract.upgrade_below_quantity, armed: contract.upgrade_armed });
  let armed = decision.armed;
  if (decision.buy) {
    const card = await cardOf(actor.db, contract.tenant_id, contract.upgrade_prepaid_card_id);
    if (!card) return;
    await addCard(actor, contract, card);
    armed = topUpDecision({ remainingMinutes: await remainingOf(actor.db, contractId), belowHours: contract.upgrade_below_quantity, armed: false }).armed;
  }
  if (armed !== contract.upgrade_armed) await sql`update contracts set upgrade_armed = ${armed} where id = ${contractId}`.execute(actor.db);
}

interface CardRow {
  id: number;
  name: string;
  hours: number | string;
  price: number | string;
  product_code: string | null;
}

async function cardOf(db: Db, tenantId: number, id: number): Promise<CardRow | null> {
  const result = await sql<CardRow>`select id, name, hours, price, product_code from prepaid_cards where tenant_id = ${tenantId} and id = ${id}`.execute(db);
  return result.rows[0] ?? null;
}

export interface Purchase {
  contractId: number;
  invoiceId: number;
  invoiceLineId: number;
  contractPeriodId: number;
  minutes: number;
}

/**
 * A card onto a (locked) prepaid contract: an invoice of its own for the card, billed to the
 * contract's first company (and its invoice_to), and the card's hours added to the open period.
 */
async function addCard(actor: Actor, contract: ContractRow, card: CardRow): Promise<Purchase> {
  const company = await sql<{ company_id: number }>`select company_id from contract_company where contract_id = ${contract.id} order by company_id limit 1`.execute(actor.db);
  const companyId = company.rows[0]?.company_id ?? contract.invoice_to;
  if (companyId === null) throw unprocessable({ companies: [CONTRACT_ACTION_TEXTS.noCompany] });
  const invoiceId = await conceptInvoiceFor(actor, { companyId, contractId: contract.id, separate: true, subject: `${card.name} ${contract.name}`, directDebit: contract.direct_debit });
  if (contract.invoice_to !== null) await sql`update invoices set invoice_to = ${contract.invoice_to} where id = ${invoiceId}`.execute(actor.db);
  const line = await createRecord(actor, actor.resolve('invoice-lines'), {
    invoice_id: invoiceId,
    date: dutchToday(new Date()),
    quantity: 1,
    product_code: card.product_code,
    description: card.name,
    price: Number(card.price),
  });
  const minutes = Math.round(Number(card.hours) * 60);
  const periodId = await prepaidPeriod(actor.db, contract);
  await sql`update contract_periods set minutes = minutes + ${minutes}, updated_at = now() where id = ${periodId}`.execute(actor.db);
  return { contractId: contract.id, invoiceId, invoiceLineId: line.id as number, contractPeriodId: periodId, minutes };
}

function cardIdOf(body: unknown): number {
  const raw = bodyFields(body).prepaid_card_id;
  if (raw === undefined || raw === null || raw === '') throw unprocessable({ prepaid_card_id: [CONTRACT_ACTION_TEXTS.cardRequired] });
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 2147483647) throw unprocessable({ prepaid_card_id: [CONTRACT_ACTION_TEXTS.cardUnknown] });
  return id;
}

/** Buys a prepaid card onto a prepaid contract the caller may see: the card's invoice and its hours. */
export async function buyPrepaidCard(actor: Actor, contractId: number, body: unknown): Promise<Purchase> {
  const cardId = cardIdOf(body);
  return inTransaction(actor, async (db) => {
    const visible = await findRow(db, accessOfActor(actor), actor.resolve('contracts'), actor.resolve, contractId);
    if (!visible) throw notFound();
    const contract = (await lockContract(db, contractId))!;
    if (contract.period !== PREPAID) throw unprocessable({ period: [CONTRACT_ACTION_TEXTS.notPrepaid] });
    if (contract.archived_at != null) throw unprocessable({ archived_at: [CONTRACT_ACTION_TEXTS.archived] });
    const card = await cardOf(db, actor.tenantId, cardId);
    if (!card) throw unprocessable({ prepaid_card_id: [CONTRACT_ACTION_TEXTS.cardUnknown] });
    const purchase = await addCard({ db, tenantId: actor.tenantId, resolve: actor.resolve, user: actor.user }, contract, card);
    // Bought back above the threshold: the next drop below tops up again.
    if (!contract.upgrade_armed && contract.upgrade_below_quantity !== null && (await remainingOf(db, contractId)) >= contract.upgrade_below_quantity * 60) {
      await sql`update contracts set upgrade_armed = true where id = ${contractId}`.execute(db);
    }
    return purchase;
  });
}

/** POST contracts/{id}/buy with prepaid_card_id (needs contracts.buy). */
export function registerContractActionRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/contracts/:id/buy', { config: { permission: 'contracts.buy' } }, async (request, reply) => {
    const purchase = await buyPrepaidCard(actorFor(request, context), routeId(request as FastifyRequest<{ Params: { id: string } }>), request.body);
    reply.code(201);
    return {
      message: CONTRACT_ACTION_TEXTS.bought,
      data: {
        id: purchase.contractId,
        invoice_id: purchase.invoiceId,
        invoice_line_id: purchase.invoiceLineId,
        contract_period_id: purchase.contractPeriodId,
        minutes: purchase.minutes,
      },
    };
  });
}
