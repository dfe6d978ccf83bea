import type { Migration } from './migration.ts';

/** The scheduler's bookkeeping on recurring templates, and the invoice line a used product became. */
export const ticketWorkMigrations: Migration[] = [
  {
    name: '0007_ticket_work',
    statements: [
      `alter table tickets
        add column next_run_at timestamptz,
        add column last_run_at timestamptz`,
      // The scheduler looks for due templates across tenants.
      `create index tickets_recurring_due on tickets (next_run_at) where is_template and rrule is not null and deleted_at is null`,
      `alter table used_products add column invoice_line_id integer references invoice_lines(id) on delete set null`,
    ],
  },
];
