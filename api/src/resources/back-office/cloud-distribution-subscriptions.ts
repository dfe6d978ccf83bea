import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { CLOUD_MODULE } from './cloud-distributors.ts';
import { CLOUD_PERIOD_TYPES, CLOUD_STATUSES, colorOf, labelOf } from './enums.ts';
import { followLicenceQuantity } from './licence-quantity.ts';
import { permissionsOf, timestamps } from './shared.ts';

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** Quantity on the subscription lines this licence is linked to. */
const linkedQuantity = (alias: string) => sql`coalesce((select sum(linked_line.quantity)
  from cloud_distribution_subscription_relations as link
  join subscription_lines as linked_line on linked_line.id = link.morphable_id and link.morphable_type = 'subscription-lines'
  where link.cloud_distribution_subscription_id = ${ref(alias, 'id')}), 0)`;

/** A licence (cloud licence) as the distributor reports it, matched to subscription lines. */
export const cloudDistributionSubscriptions: ResourceDeclaration = {
  name: 'cloud-distribution-subscriptions',
  route: 'cloud-distribution-subscriptions',
  table: 'cloud_distribution_subscriptions',
  // Licences come from the distributor's sync; only the ignore flag is ours to set.
  permissions: permissionsOf('cloud-distribution-subscriptions', ['index', 'show', 'update']),
  label: { singular: 'Licentie', plural: 'Licenties' },
  module: CLOUD_MODULE,
  fields: {
    id: field.integer(),
    cloud_distribution_company_id: field.integer(),
    external_id: field.string(),
    name: field.string(),
    quantity: field.integer(),
    sales_price: field.decimal(),
    period_type: field.integer(),
    status: field.integer(),
    start_date: field.date(),
    end_date: field.date(),
    ignore: field.boolean({ input: { label: 'Negeren' } }),
    company_id: field.computed(
      'integer',
      (alias) => sql`(select owner.company_id from cloud_distribution_companies as owner where owner.id = ${ref(alias, 'cloud_distribution_company_id')})`,
    ),
    /** The customer and distributor by name, so a list of licences needs no extra calls for them. */
    company_name: field.computed(
      'string',
      (alias) => sql`(select company.name from cloud_distribution_companies as owner join companies as company on company.id = owner.company_id
        where owner.id = ${ref(alias, 'cloud_distribution_company_id')})`,
    ),
    distributor_name: field.computed(
      'string',
      (alias) => sql`(select distributor.name from cloud_distribution_companies as owner join cloud_distributors as distributor on distributor.id = owner.cloud_distributor_id
        where owner.id = ${ref(alias, 'cloud_distribution_company_id')})`,
    ),
    linked_quantity: field.computed('decimal', linkedQuantity),
    /** Licences minus linked line quantity: above 0 some licences are not invoiced, below 0 too many are. */
    quantity_difference: field.computed('decimal', (alias) => sql`(${ref(alias, 'quantity')} - ${linkedQuantity(alias)})`),
    ...timestamps,
  },
  searchable: ['name', 'external_id'],
  relations: {
    cloud_distribution_company: { kind: 'belongsTo', target: 'cloud-distribution-companies', foreignKey: 'cloud_distribution_company_id' },
    relations: {
      kind: 'hasMany',
      target: 'cloud-distribution-subscription-relations',
      foreignKey: 'cloud_distribution_subscription_id',
    },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  ownership: { via: 'cloud_distribution_company' },
  appends: {
    _label: (row) => row.name,
    status_label: (row) => labelOf(CLOUD_STATUSES, row.status),
    status_color: (row) => colorOf(CLOUD_STATUSES, row.status),
    period_type_label: (row) => labelOf(CLOUD_PERIOD_TYPES, row.period_type),
  },
  // The distributor's sync changes the quantity; lines that follow the licence change with it.
  afterWrite: async ({ db, tenantId }, event, record, old) => {
    if (event === 'updated' && Number(record.quantity) !== Number(old?.quantity)) await followLicenceQuantity(db, tenantId, Number(record.id));
  },
};
