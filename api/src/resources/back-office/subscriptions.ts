import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { INVOICE_SETTINGS_ON_CHANGE, SUBSCRIPTION_PERIODS, labelOf, optionValues } from './enums.ts';
import { ARCHIVABLE, Errors, after, dateText, isBlank, permissionsOf, sumOfLines, timestamps } from './shared.ts';
import { TIME_ZONE } from '../core/common.ts';

export const SUBSCRIPTION_TEXTS = {
  startBefore2015: 'De startdatum mag niet voor het jaar 2015 liggen.',
  startAfterNextPeriod: 'De startdatum mag niet na de start van de volgende periode liggen.',
  endBeforeStart: 'De einddatum mag niet voor de startdatum liggen.',
  nextPeriodBefore2015: 'De start van de volgende periode mag niet voor het jaar 2015 liggen.',
  billingBefore2015: 'De factuurdatum mag niet voor het jaar 2015 liggen.',
} as const;

/** No subscription date lies before this day. */
export const EARLIEST_DATE = '2015-01-01';

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** Months in one period of the row. */
export const monthsPerPeriod = (alias: string) =>
  sql`(case ${ref(alias, 'period')} ${sql.join(
    SUBSCRIPTION_PERIODS.map((period) => sql`when ${sql.lit(period.value)} then ${sql.lit(period.months)}`),
    sql` `,
  )} end)`;

const total = sumOfLines('subscription_lines', 'subscription_id');

/** Recurring invoicing for a company: every `periods` × `period` its lines are billed. */
export const subscriptions: ResourceDeclaration = {
  name: 'subscriptions',
  route: 'subscriptions',
  table: 'subscriptions',
  permissions: permissionsOf('subscriptions', ARCHIVABLE),
  label: { singular: 'Abonnement', plural: 'Abonnementen' },
  fields: {
    id: field.integer(),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', required: true, exists: 'companies' } }),
    periods: field.integer({ input: { label: 'Aantal periodes', min: 1, max: 99, default: 1 } }),
    period: field.string({ input: { label: 'Periode', required: true, in: optionValues(SUBSCRIPTION_PERIODS) } }),
    start_period: field.date({ input: { label: 'Start volgende periode' } }),
    next_billing_date: field.date({ input: { label: 'Volgende factuurdatum', required: true } }),
    billing_start_date: field.date({ input: { label: 'Gestart op', required: true } }),
    termination_date: field.date({ input: { label: 'Einddatum' } }),
    invoice_periods: field.integer({ input: { label: 'Periodes per factuur', min: 1, max: 99, default: 1 } }),
    direct_debit: field.boolean({ input: { label: 'Automatische incasso', default: false } }),
    invoice_separately: field.boolean({ input: { label: 'Apart factureren', default: false } }),
    invoice_setting_on_change: field.string({
      input: { label: 'Factureren bij wijziging', in: optionValues(INVOICE_SETTINGS_ON_CHANGE), default: 'system' },
    }),
    total: field.computed('decimal', total),
    /** Monthly recurring revenue: the total of one invoice cycle spread over its months. */
    mrr: field.computed('decimal', (alias) => sql`round(${total(alias)} / nullif(${ref(alias, 'periods')} * ${monthsPerPeriod(alias)}, 0), 2)`),
    /** Not ended: no end date, or one still to come; what monthly revenue counts. */
    is_running: field.computed('boolean', (alias) => sql`(${ref(alias, 'termination_date')} is null or ${ref(alias, 'termination_date')} >= (now() at time zone ${TIME_ZONE})::date)`),
    /** First day after the coming cycle. */
    end_period_excluding: field.computed(
      'date',
      (alias) => sql`(${ref(alias, 'start_period')} + make_interval(months => ${ref(alias, 'periods')} * ${monthsPerPeriod(alias)}))::date`,
    ),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['description', 'company.name'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    lines: { kind: 'hasMany', target: 'subscription-lines', foreignKey: 'subscription_id' },
    changes: { kind: 'hasMany', target: 'subscription-changes', foreignKey: 'subscription_id' },
    /** What its billing runs put on invoices. */
    invoice_lines: { kind: 'hasMany', target: 'invoice-lines', foreignKey: 'subscription_id' },
  },
  defaultOrder: [['description', 'asc']],
  perPage: 15,
  archivable: true,
  ownership: { company: 'company_id' },
  appends: {
    _label: (row) => row.description,
    period_label: (row) => labelOf(SUBSCRIPTION_PERIODS, row.period),
    invoice_setting_on_change_label: (row) => labelOf(INVOICE_SETTINGS_ON_CHANGE, row.invoice_setting_on_change),
    is_terminated: (row) => {
      const end = dateText(row.termination_date);
      return end !== null && end < new Date().toISOString().slice(0, 10);
    },
  },
  validate: (_context, input, existing) => {
    const errors = new Errors();
    const start = dateText(after(input, existing, 'billing_start_date'));
    const givenNextPeriod = dateText(after(input, existing, 'start_period'));
    const nextPeriod = givenNextPeriod ?? start;
    const billing = dateText(after(input, existing, 'next_billing_date'));
    const end = dateText(after(input, existing, 'termination_date'));
    if (start && start < EARLIEST_DATE) errors.add('billing_start_date', SUBSCRIPTION_TEXTS.startBefore2015);
    else if (start && nextPeriod && start > nextPeriod) errors.add('billing_start_date', SUBSCRIPTION_TEXTS.startAfterNextPeriod);
    if (givenNextPeriod && givenNextPeriod < EARLIEST_DATE) errors.add('start_period', SUBSCRIPTION_TEXTS.nextPeriodBefore2015);
    if (billing && billing < EARLIEST_DATE) errors.add('next_billing_date', SUBSCRIPTION_TEXTS.billingBefore2015);
    if (start && end && end < start) errors.add('termination_date', SUBSCRIPTION_TEXTS.endBeforeStart);
    return errors.list;
  },
  // Without a next period the first one starts at the start date.
  beforeCreate: (_context, values) => (isBlank(values.start_period) ? { ...values, start_period: values.billing_start_date } : values),
};
