import type { Migration } from './migration.ts';

/**
 * Billing sources: an invoice line remembers the subscription (and its line) or the project line it
 * bills, so a subscription lists its invoices; a subscription line remembers the quantity last
 * billed, so a pro-rata change bills only the difference. An invoice made to stand alone ('invoice
 * separately', a bought card) is never the concept other sources add their lines to.
 */
export const subscriptionBillingMigrations: Migration[] = [
  {
    name: '0019_subscription_billing',
    statements: [
      `alter table invoice_lines
        add column subscription_id integer references subscriptions(id) on delete set null,
        add column subscription_line_id integer references subscription_lines(id) on delete set null,
        add column project_line_id integer references project_lines(id) on delete set null`,
      `create index invoice_lines_subscription on invoice_lines (subscription_id)`,
      `create index invoice_lines_subscription_line on invoice_lines (subscription_line_id)`,
      `create index invoice_lines_project_line on invoice_lines (project_line_id)`,
      `alter table subscription_lines add column billed_quantity numeric(12, 2)`,
      `alter table invoices add column is_separate boolean not null default false`,
      `create index subscriptions_billing_due on subscriptions (next_billing_date) where archived_at is null`,
    ],
  },
];
