import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlPages } from '../../i18n/nl/pages';
import { nlStats } from '../../i18n/nl/stats';
import { nlTimeStats } from '../../i18n/nl/timeStats';
import type { StatsPeriod } from '../../lib/statistics';

export interface StatsMeasure {
  label: string;
  /** The summed field (GraphQL name); without it the measure is the number of records. */
  field?: string;
  format: 'number' | 'currency' | 'minutes';
}

export interface StatsPanel {
  id: string;
  title: string;
  /** The record type's REST route; the panel shows only with {type}.index and its module on. */
  type: string;
  module?: string;
  groupBy: string;
  groupLabel: string;
  interval?: 'DAY' | 'WEEK' | 'MONTH';
  /** The date the period choice filters on; without it the panel shows the present state. */
  dateField?: string;
  filter?: ReadonlyArray<{ field: string; operator: 'EQ' | 'IN' | 'GT' | 'GTE'; value: unknown }>;
  /** The first measure sizes the bars and orders the rows. */
  measures: readonly StatsMeasure[];
  limit?: number;
  /** Labels of a grouped option value (periods), where the REST service gives the raw value. */
  options?: Readonly<Record<string, string>>;
  /** Periods (with an interval) also as a column chart of the first measure. */
  chart?: boolean;
}

export interface StatsPage {
  title: string;
  /** Also the SLA report per company and month over the chosen period (needs tickets.index). */
  slaReport?: boolean;
  /** Null when no panel follows the period choice. */
  defaultPeriod: StatsPeriod | null;
  panels: readonly StatsPanel[];
}

const t = nlStats;
const f = nlFields;
const count = (label: string): StatsMeasure => ({ label, format: 'number' });
/** Statuses still asking for work: open, waiting for reply, got reply, scheduled. */
const OPEN_TICKETS = [{ field: 'status.internalType', operator: 'IN', value: [1, 4, 5, 6] }] as const;
const RUNNING = [{ field: 'isRunning', operator: 'EQ', value: true }] as const;
/** Billable time: spent on an activity with a price (spec core §2, 'Totaal facturabel'). */
export const BILLABLE = [{ field: 'activity.price', operator: 'GT', value: 0 }] as const;

export const ticketStats: StatsPage = {
  title: nlPages.statsTitle,
  slaReport: true,
  defaultPeriod: 'months3',
  panels: [
    { id: 'tickets-per-week', title: t.ticketsPerWeek, type: 'tickets', groupBy: 'createdAt', groupLabel: t.week, interval: 'WEEK', dateField: 'createdAt', measures: [count(t.created)] },
    { id: 'tickets-per-status', title: t.ticketsPerStatus, type: 'tickets', groupBy: 'statusId', groupLabel: f.status, dateField: 'createdAt', measures: [count(t.tickets)] },
    { id: 'open-per-operator', title: t.openPerOperator, type: 'tickets', groupBy: 'operatorId', groupLabel: f.operator, dateField: 'createdAt', filter: OPEN_TICKETS, measures: [count(t.open)] },
    { id: 'tickets-per-company', title: t.ticketsPerCompany, type: 'tickets', groupBy: 'companyId', groupLabel: f.company, dateField: 'createdAt', measures: [count(t.tickets)] },
    { id: 'tickets-per-priority', title: t.ticketsPerPriority, type: 'tickets', groupBy: 'priorityId', groupLabel: f.priority, dateField: 'createdAt', measures: [count(t.tickets)] },
    { id: 'tickets-per-type', title: t.ticketsPerType, type: 'tickets', groupBy: 'ticketTypeId', groupLabel: f.ticketType, dateField: 'createdAt', measures: [count(t.tickets)] },
  ],
};

export const usedProductStats: StatsPage = {
  title: nlPages.usedProductsStatsTitle,
  defaultPeriod: 'months3',
  panels: [
    {
      id: 'products-per-month', title: t.productsPerMonth, type: 'used-products', groupBy: 'executedAt', groupLabel: t.month, interval: 'MONTH', dateField: 'executedAt',
      measures: [{ label: t.revenue, field: 'total', format: 'currency' }, { label: t.quantity, field: 'quantity', format: 'number' }, count(t.lines)],
    },
    {
      id: 'products-per-article', title: t.productsPerArticle, type: 'used-products', groupBy: 'description', groupLabel: t.article, dateField: 'executedAt', limit: 15,
      measures: [{ label: t.revenue, field: 'total', format: 'currency' }, { label: t.quantity, field: 'quantity', format: 'number' }],
    },
    {
      id: 'products-per-operator', title: t.productsPerOperator, type: 'used-products', groupBy: 'actorId', groupLabel: f.operator, dateField: 'executedAt',
      measures: [{ label: t.revenue, field: 'total', format: 'currency' }, count(t.lines)],
    },
  ],
};

export const financeStats: StatsPage = {
  title: nlPages.financeTitle,
  defaultPeriod: 'months12',
  panels: [
    {
      id: 'mrr-per-company', title: t.mrrPerCompany, type: 'subscriptions', groupBy: 'companyId', groupLabel: f.company, limit: 15, filter: RUNNING,
      measures: [{ label: t.mrr, field: 'mrr', format: 'currency' }, count(t.subscriptions)],
    },
    {
      id: 'mrr-per-period', title: t.mrrPerPeriod, type: 'subscriptions', groupBy: 'period', groupLabel: f.period, filter: RUNNING, options: nlOptions.subscriptionPeriod,
      measures: [{ label: t.mrr, field: 'mrr', format: 'currency' }, { label: t.periodTotal, field: 'total', format: 'currency' }, count(t.subscriptions)],
    },
    {
      id: 'invoiced-per-month', title: t.invoicedPerMonth, type: 'invoices', module: 'mod_invoicing', groupBy: 'createdAt', groupLabel: t.month, interval: 'MONTH', dateField: 'createdAt',
      measures: [{ label: t.totalExcl, field: 'total', format: 'currency' }, count(t.invoices)],
    },
    {
      id: 'invoiced-per-company', title: t.invoicedPerCompany, type: 'invoices', module: 'mod_invoicing', groupBy: 'companyId', groupLabel: f.company, dateField: 'createdAt', limit: 15,
      measures: [{ label: t.totalExcl, field: 'total', format: 'currency' }, count(t.invoices)],
    },
  ],
};

const tt = nlTimeStats;
const timeMeasures: readonly StatsMeasure[] = [
  { label: tt.time, field: 'timeSpent', format: 'minutes' },
  { label: tt.rounded, field: 'timeSpentRounded', format: 'minutes' },
  count(tt.lines),
];
const time = { type: 'time-registrations', dateField: 'executedAt', measures: timeMeasures } as const;

export const timeRegistrationStats: StatsPage = {
  title: nlPages.timeRegistrationsStatsTitle,
  defaultPeriod: 'months3',
  panels: [
    { ...time, id: 'time-per-operator', title: tt.perOperator, groupBy: 'actorId', groupLabel: f.operator },
    { ...time, id: 'time-per-week', title: tt.perWeek, groupBy: 'executedAt', groupLabel: t.week, interval: 'WEEK', chart: true },
    { ...time, id: 'time-per-activity', title: tt.perActivity, groupBy: 'activityId', groupLabel: tt.activity },
    { ...time, id: 'time-per-company', title: tt.perCompany, groupBy: 'companyId', groupLabel: f.company, limit: 15 },
    { ...time, id: 'billable-per-operator', title: tt.billablePerOperator, groupBy: 'actorId', groupLabel: f.operator, filter: BILLABLE },
  ],
};
