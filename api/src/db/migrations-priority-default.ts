import type { Migration } from './migration.ts';

/**
 * A tenant's default priority, which a new ticket's form starts with (as Activity has is_default);
 * at most one per tenant. Existing tenants get the seeded 'Normaal' where they still have it.
 */
export const priorityDefaultMigrations: Migration[] = [
  {
    name: '0031_priority_default',
    statements: [
      `alter table priorities add column is_default boolean not null default false`,
      `update priorities set is_default = true where id in (select min(id) from priorities where label = 'Normaal' group by tenant_id)`,
      `create unique index priorities_one_default on priorities (tenant_id) where is_default`,
    ],
  },
];
