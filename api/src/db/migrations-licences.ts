import type { Migration } from './migration.ts';

/** A licence is linked to a subscription line at most once; a second link counted it twice. */
export const licenceMigrations: Migration[] = [
  {
    name: '0025_licence_links_unique',
    statements: [
      `delete from cloud_distribution_subscription_relations as later
        using cloud_distribution_subscription_relations as first
        where later.tenant_id = first.tenant_id
          and later.cloud_distribution_subscription_id = first.cloud_distribution_subscription_id
          and later.morphable_type = first.morphable_type
          and later.morphable_id = first.morphable_id
          and later.id > first.id`,
      `create unique index cloud_distribution_subscription_relations_once on cloud_distribution_subscription_relations
        (tenant_id, cloud_distribution_subscription_id, morphable_type, morphable_id)`,
    ],
  },
];
