import type { Migration } from './migration.ts';

/**
 * Contract billing: whether a prepaid contract may top itself up again (armed until an automatic
 * top-up, again once its remaining hours are back at or above the threshold), and a lookup of a
 * period by its contract and start that period generation and deduction use.
 */
export const contractBillingMigrations: Migration[] = [
  {
    name: '0020_contract_billing',
    statements: [
      `alter table contracts add column upgrade_armed boolean not null default true`,
      `create index time_registrations_period_order on time_registrations (contract_period_id, executed_at, id) where contract_period_id is not null`,
    ],
  },
];
