import { sql } from 'kysely';
import { recordExists } from '../../query/execute.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { CHANGE_MOMENTS, CHANGE_MOMENT_DATE, SUBSCRIPTION_PERIODS, labelOf, optionValues } from './enums.ts';
import { Errors, after, isBlank, permissionsOf, timestamps } from './shared.ts';

/** morphable_type values of a change: what it came from. */
export const CHANGE_OWNERS = { 'project-phases': 'project-phases', projects: 'projects' } as const;

export const SUBSCRIPTION_CHANGE_TEXTS = {
  startRequired: 'Startdatum is verplicht als de wijziging op een vaste datum ingaat.',
  ownerMissing: 'Het project of de projectfase van deze wijziging bestaat niet.',
  linesList: 'De regels moeten een lijst zijn.',
  lineDescription: 'Omschrijving is verplicht.',
  lineQuantity: 'Aantal is verplicht.',
  lineNumber: (label: string) => `${label} moet een getal zijn.`,
} as const;

const isNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d{1,12}(\.\d{1,4})?$/.test(value.trim()));

/** Errors of the lines a change adds to a subscription, keyed lines.{index}.{field}. */
export function changeLineErrors(lines: unknown): Record<string, string[]> {
  const errors = new Errors();
  if (!Array.isArray(lines)) {
    errors.add('lines', SUBSCRIPTION_CHANGE_TEXTS.linesList);
    return errors.list;
  }
  lines.forEach((line, index) => {
    const row = typeof line === 'object' && line !== null ? (line as Record<string, unknown>) : {};
    if (isBlank(row.description)) errors.add(`lines.${index}.description`, SUBSCRIPTION_CHANGE_TEXTS.lineDescription);
    if (isBlank(row.quantity)) errors.add(`lines.${index}.quantity`, SUBSCRIPTION_CHANGE_TEXTS.lineQuantity);
    else if (!isNumber(row.quantity)) errors.add(`lines.${index}.quantity`, SUBSCRIPTION_CHANGE_TEXTS.lineNumber('Aantal'));
    if (!isBlank(row.price) && !isNumber(row.price)) errors.add(`lines.${index}.price`, SUBSCRIPTION_CHANGE_TEXTS.lineNumber('Prijs'));
  });
  return errors.list;
}

/** Sum of quantity × price over the jsonb lines, each rounded to cents. */
const linesTotal = (alias: string) => sql`(select coalesce(sum(round((line->>'quantity')::numeric * coalesce((line->>'price')::numeric, 0), 2)), 0)
  from jsonb_array_elements(${sql.ref(`${alias}.lines`)}) as line)`;

/** A change to a subscription (or a new one) that a project or phase brings along, at a chosen moment. */
export const subscriptionChanges: ResourceDeclaration = {
  name: 'subscription-changes',
  route: 'subscription-changes',
  table: 'subscription_changes',
  permissions: permissionsOf('subscription-changes'),
  label: { singular: 'Abonnementswijziging', plural: 'Abonnementswijzigingen' },
  fields: {
    id: field.integer(),
    subscription_id: field.integer({ input: { label: 'Abonnement', exists: 'subscriptions' } }),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    periods: field.integer({ input: { label: 'Aantal periodes', required: true, min: 1, max: 99, default: 1 } }),
    period: field.string({ input: { label: 'Periode', in: optionValues(SUBSCRIPTION_PERIODS), default: 'month' } }),
    change_moment: field.integer({ input: { label: 'Wijzigingsmoment', in: optionValues(CHANGE_MOMENTS) } }),
    start_period: field.date({ input: { label: 'Startdatum' } }),
    invoice_before_days: field.integer({ input: { label: 'Dagen vooraf factureren', required: true, min: 0, max: 365 } }),
    direct_debit: field.boolean({ input: { label: 'Automatische incasso', required: true } }),
    morphable_type: field.string({ input: { label: 'Hoort bij', required: true, in: Object.keys(CHANGE_OWNERS), createOnly: true } }),
    morphable_id: field.integer({ input: { label: 'Hoort bij', required: true, min: 1, createOnly: true } }),
    lines: field.json({ input: { label: 'Regels', default: [] } }),
    /** When the change reached the subscription, at its moment. */
    applied_at: field.timestamp(),
    total: field.computed('decimal', linesTotal),
    ...timestamps,
  },
  searchable: ['description'],
  relations: {
    subscription: { kind: 'belongsTo', target: 'subscriptions', foreignKey: 'subscription_id' },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: CHANGE_OWNERS },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  // Seen with the project or phase it belongs to.
  ownership: { via: 'morphable' },
  appends: {
    _label: (row) => row.description,
    change_moment_label: (row) => labelOf(CHANGE_MOMENTS, row.change_moment),
    period_label: (row) => labelOf(SUBSCRIPTION_PERIODS, row.period),
  },
  validate: async ({ db, tenantId, resolve }, input, existing) => {
    const errors = new Errors();
    if (after(input, existing, 'change_moment') === CHANGE_MOMENT_DATE && isBlank(after(input, existing, 'start_period'))) {
      errors.add('start_period', SUBSCRIPTION_CHANGE_TEXTS.startRequired);
    }
    if (Object.hasOwn(input, 'lines')) Object.assign(errors.list, changeLineErrors(input.lines));
    if (existing === null && typeof input.morphable_type === 'string' && Object.hasOwn(CHANGE_OWNERS, input.morphable_type)) {
      const owner = resolve(CHANGE_OWNERS[input.morphable_type as keyof typeof CHANGE_OWNERS]);
      if (typeof input.morphable_id !== 'number' || !(await recordExists(db, tenantId, owner, input.morphable_id))) {
        errors.add('morphable_id', SUBSCRIPTION_CHANGE_TEXTS.ownerMissing);
      }
    }
    return errors.list;
  },
  // Spec defaults: moment 1 for a phase's change, 3 (end of phase) for a project's.
  beforeCreate: (_context, values) =>
    isBlank(values.change_moment) ? { ...values, change_moment: values.morphable_type === 'projects' ? 3 : 1 } : values,
};
