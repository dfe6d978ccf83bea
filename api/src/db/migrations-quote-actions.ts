import type { Migration } from './migration.ts';

/**
 * Quote actions: when a project line became due for invoicing (its moment came: quote accepted,
 * phase started or finished), and when a subscription change was applied to the subscription.
 */
export const quoteActionMigrations: Migration[] = [
  {
    name: '0014_quote_actions',
    statements: [
      `alter table project_lines add column due_at timestamptz`,
      `create index project_lines_due on project_lines (tenant_id, due_at) where due_at is not null and invoice_id is null`,
      `alter table subscription_changes add column applied_at timestamptz`,
      `create index subscription_changes_date_due on subscription_changes (start_period) where change_moment = 4 and applied_at is null`,
    ],
  },
];
