import { recordExists } from '../../query/execute.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { CLOUD_MODULE } from './cloud-distributors.ts';
import { followLicenceQuantity } from './licence-quantity.ts';
import { Errors, firstRow, permissionsOf, timestamps } from './shared.ts';

/** What a licence can be linked to. */
export const LICENCE_TARGETS = { 'subscription-lines': 'subscription-lines' } as const;

export const LICENCE_LINK_TEXTS = {
  targetMissing: 'De abonnementsregel bestaat niet.',
  alreadyLinked: 'Deze licentie is al aan deze abonnementsregel gekoppeld.',
} as const;

/** The link of a licence to a subscription line; with update_quantity the line's quantity follows the licence. */
export const cloudDistributionSubscriptionRelations: ResourceDeclaration = {
  name: 'cloud-distribution-subscription-relations',
  route: 'cloud-distribution-subscription-relations',
  table: 'cloud_distribution_subscription_relations',
  permissions: permissionsOf('cloud-distribution-subscription-relations'),
  label: { singular: 'Licentiekoppeling', plural: 'Licentiekoppelingen' },
  module: CLOUD_MODULE,
  fields: {
    id: field.integer(),
    cloud_distribution_subscription_id: field.integer({
      input: { label: 'Licentie', required: true, exists: 'cloud-distribution-subscriptions', createOnly: true },
    }),
    morphable_type: field.string({ input: { label: 'Gekoppeld aan', required: true, in: Object.keys(LICENCE_TARGETS), createOnly: true } }),
    morphable_id: field.integer({ input: { label: 'Gekoppeld aan', required: true, min: 1, createOnly: true } }),
    update_quantity: field.boolean({ input: { label: 'Aantal bijwerken', default: false } }),
    ...timestamps,
  },
  searchable: [],
  relations: {
    cloud_distribution_subscription: {
      kind: 'belongsTo',
      target: 'cloud-distribution-subscriptions',
      foreignKey: 'cloud_distribution_subscription_id',
    },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: LICENCE_TARGETS },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  ownership: { via: 'cloud_distribution_subscription' },
  validate: async ({ db, tenantId, resolve }, input, existing) => {
    const errors = new Errors();
    if (existing === null && typeof input.morphable_type === 'string' && Object.hasOwn(LICENCE_TARGETS, input.morphable_type)) {
      const target = resolve(LICENCE_TARGETS[input.morphable_type as keyof typeof LICENCE_TARGETS]);
      if (typeof input.morphable_id !== 'number' || !(await recordExists(db, tenantId, target, input.morphable_id))) {
        errors.add('morphable_id', LICENCE_LINK_TEXTS.targetMissing);
      } else if (typeof input.cloud_distribution_subscription_id === 'number') {
        // A second identical link would count the licence twice against the line.
        const same = await firstRow(db, tenantId, 'cloud_distribution_subscription_relations', {
          cloud_distribution_subscription_id: input.cloud_distribution_subscription_id,
          morphable_type: input.morphable_type,
          morphable_id: input.morphable_id,
        });
        if (same) errors.add('morphable_id', LICENCE_LINK_TEXTS.alreadyLinked);
      }
    }
    return errors.list;
  },
  afterWrite: async ({ db, tenantId }, event, record, old) => {
    if (event === 'deleted' || record.update_quantity !== true) return;
    if (event === 'updated' && old?.update_quantity === true) return;
    await followLicenceQuantity(db, tenantId, Number(record.cloud_distribution_subscription_id));
  },
};
