import { sql } from 'kysely';
import type { AnySelect } from '../../query/compile.ts';
import type { AnyExpressionBuilder, Row } from '../declaration.ts';
import { PREPAID, contractTimeLine } from '../back-office/contract-rules.ts';
import { asDate, LINE_INVOICING_TEXTS, type Line, type LineInvoicing } from './line-invoicing.ts';

export const TIME_INVOICING_TEXTS = {
  ...LINE_INVOICING_TEXTS,
  archived: 'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.',
  alreadyInvoiced: 'Deze tijdregel staat al op een factuur.',
  notInvoiced: 'Deze tijdregel staat niet op een factuur.',
  noCompany: 'Het ticket heeft geen bedrijf; koppel eerst een bedrijf om tijd te factureren.',
  closed: 'Het ticket is gesloten; gefactureerde tijdregels kunnen niet meer van de factuur gehaald worden.',
  exported: 'Deze tijdregel staat op een geëxporteerde factuur en kan niet meer van de factuur gehaald worden.',
  notInvoicable: 'De activiteit van deze tijdregel is niet factureerbaar.',
  projectLine: 'Tijd op een projectregel wordt met het project gefactureerd.',
} as const;

/** Hours on the invoice, from the minutes billed (rounded up to five), to the cent. */
export const invoicedHours = (roundedMinutes: number) => Math.round((roundedMinutes / 60) * 100) / 100;

/** The tenant setting naming the product of billed time. */
export const TIME_PRODUCT_CODE_CONFIG = 'invoicing.time_product_code';

const hoursText = (minutes: number) => invoicedHours(minutes).toFixed(2).replace('.', ',');

/**
 * Time deducted from a contract period: inside the bundle at the contract's hourly rate, beyond it
 * at hourly_rate_extra (empty: the activity's price); time crossing the bundle's end is one line
 * of the exact amount that names both parts. Prepaid hours are paid with the cards: always 0.
 */
function contractLine(line: Row, base: ReturnType<TimeInvoiceLine>): ReturnType<TimeInvoiceLine> {
  const prepaid = line.contract_period_kind === PREPAID;
  const priced = contractTimeLine({
    spentMinutes: Number(line.time_spent),
    billedMinutes: Number(line.time_spent_rounded),
    usedBefore: Number(line.contract_used_before ?? 0),
    bundleMinutes: prepaid ? Number.MAX_SAFE_INTEGER : Number(line.contract_bundle ?? 0),
    hourlyRate: prepaid ? 0 : Number(line.contract_rate ?? 0),
    extraRate: prepaid ? 0 : Number(line.contract_rate_extra ?? line.activity_price ?? 0),
  });
  if (!priced.split) return { ...base, quantity: priced.quantity, price: priced.price };
  const description = `${String(line.description)} (${hoursText(priced.insideMinutes)} uur binnen de bundel, ${hoursText(priced.outsideMinutes)} uur daarbuiten)`;
  return { ...base, description, quantity: priced.quantity, price: priced.price };
}

type TimeInvoiceLine = LineInvoicing['invoiceLine'];

/**
 * A time line becomes hours at its activity's price, or at its contract's rates when a contract
 * covers it. Edits do not follow it onto the invoice: the spec warns 'Eventuele wijzigingen worden
 * niet meer in de facturatie meegenomen.'
 */
export const timeInvoicing: LineInvoicing = {
  texts: TIME_INVOICING_TEXTS,
  extend: (query: AnySelect) =>
    query
      .leftJoin('activities as line_activity', 'line_activity.id', 't.activity_id')
      .leftJoin('contract_periods as line_period', 'line_period.id', 't.contract_period_id')
      .leftJoin('contracts as line_contract', 'line_contract.id', 'line_period.contract_id')
      .select([
        'line_activity.price as activity_price',
        'line_activity.is_invoicable as activity_invoicable',
        'line_period.minutes as contract_bundle',
        'line_contract.period as contract_period_kind',
        'line_contract.hourly_rate as contract_rate',
        'line_contract.hourly_rate_extra as contract_rate_extra',
      ])
      // The product time is booked under in the accounting package; without one the line is not exported.
      .select(sql<string | null>`(select nullif(trim(value), '') from configs where configs.tenant_id = t.tenant_id and configs.name = ${TIME_PRODUCT_CODE_CONFIG})`.as('time_product_code'))
      // The period's time spent before this registration: what of the bundle it still finds.
      .select(
        sql<number>`(select coalesce(sum(used.time_spent), 0) from time_registrations used
          where used.contract_period_id = t.contract_period_id and (used.executed_at, used.id) < (t.executed_at, t.id))`.as('contract_used_before'),
      ),
  refuse: (line: Line, action) => {
    if (line.ticket_id === null) return TIME_INVOICING_TEXTS.projectLine;
    if (action === 'invoice' && line.activity_invoicable !== true) return TIME_INVOICING_TEXTS.notInvoicable;
    return null;
  },
  invoiceLine: (line: Row) => {
    const base = {
      date: asDate(line.date),
      product_code: (line.time_product_code as string | null) ?? null,
      description: line.description,
      quantity: invoicedHours(Number(line.time_spent_rounded)),
      price: Number(line.activity_price ?? 0),
    };
    return line.contract_period_id != null && line.contract_period_kind != null ? contractLine(line, base) : base;
  },
  followEdits: false,
};

/**
 * Time lines that can be invoiced or taken off a concept invoice (GET /time-registrations/open):
 * an invoicable activity, a live ticket with a company, not on an exported invoice.
 */
export const openTimeLine = (eb: AnyExpressionBuilder, alias: string) =>
  eb.and([
    eb.exists(
      eb
        .selectFrom('activities as open_activity')
        .select(sql.lit(1).as('found'))
        .whereRef('open_activity.id', '=', `${alias}.activity_id`)
        .where('open_activity.is_invoicable', '=', true),
    ),
    eb.exists(
      eb
        .selectFrom('tickets as open_ticket')
        .select(sql.lit(1).as('found'))
        .whereRef('open_ticket.id', '=', `${alias}.ticket_id`)
        .where('open_ticket.company_id', 'is not', null)
        .where('open_ticket.archived_at', 'is', null)
        .where('open_ticket.deleted_at', 'is', null),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('invoices as open_invoice')
          .select(sql.lit(1).as('found'))
          .whereRef('open_invoice.id', '=', `${alias}.invoice_id`)
          .where('open_invoice.exported_at', 'is not', null),
      ),
    ),
  ]);
