import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { Errors, after, amountField, dateText, firstRow, permissionsOf, timestamps } from './shared.ts';

export const SUBSCRIPTION_LINE_TEXTS = {
  prorateInNextPeriod: 'De pro-rato datum mag niet in de volgende periode vallen.',
} as const;

export const subscriptionLines: ResourceDeclaration = {
  name: 'subscription-lines',
  route: 'subscription-lines',
  table: 'subscription_lines',
  permissions: permissionsOf('subscription-lines'),
  label: { singular: 'Abonnementsregel', plural: 'Abonnementsregels' },
  fields: {
    id: field.integer(),
    subscription_id: field.integer({ input: { label: 'Abonnement', required: true, exists: 'subscriptions', createOnly: true } }),
    quantity: field.decimal({ input: { label: 'Aantal', required: true, default: 1 } }),
    product_code: field.string({ input: { label: 'Productcode', max: 255 } }),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    price: field.decimal({ input: { label: 'Prijs', required: true, default: 0 } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    /** From this day a changed quantity is invoiced pro rata within the running period. */
    invoice_difference_date: field.date({ input: { label: 'Pro-rato datum' } }),
    /** The quantity the last billing run billed; a pro-rata change bills the difference. */
    billed_quantity: field.decimal(),
    total: amountField(),
    /** Licences linked to the line; null without a link, otherwise compared with quantity. */
    licensed_quantity: field.computed(
      'decimal',
      (alias) => sql`(select sum(licence.quantity) from cloud_distribution_subscription_relations as link
        join cloud_distribution_subscriptions as licence on licence.id = link.cloud_distribution_subscription_id
        where link.morphable_type = 'subscription-lines' and link.morphable_id = ${sql.ref(`${alias}.id`)})`,
    ),
    ...timestamps,
  },
  searchable: ['description', 'product_code', 'subscription.description'],
  relations: {
    subscription: { kind: 'belongsTo', target: 'subscriptions', foreignKey: 'subscription_id' },
    licenses: {
      kind: 'morphMany',
      target: 'cloud-distribution-subscription-relations',
      typeField: 'morphable_type',
      idField: 'morphable_id',
      morphType: 'subscription-lines',
    },
  },
  // Lines are shown inside their subscription in the order they are dragged to.
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  ownership: { via: 'subscription' },
  appends: { _label: (row) => row.description },
  validate: async ({ db, tenantId }, input, existing) => {
    const errors = new Errors();
    const prorate = dateText(input.invoice_difference_date);
    const subscriptionId = after(input, existing, 'subscription_id');
    if (prorate && typeof subscriptionId === 'number') {
      const subscription = await firstRow(db, tenantId, 'subscriptions', { id: subscriptionId });
      const nextPeriod = dateText(subscription?.start_period);
      // At most the day before the next period starts.
      if (nextPeriod && prorate >= nextPeriod) errors.add('invoice_difference_date', SUBSCRIPTION_LINE_TEXTS.prorateInNextPeriod);
    }
    return errors.list;
  },
};
