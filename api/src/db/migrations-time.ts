import type { Migration } from './migrations.ts';

/** Time lines: the invoice line an invoiced time registration became. */
export const timeMigrations: Migration[] = [
  {
    name: '0008_time_invoicing',
    statements: [`alter table time_registrations add column invoice_line_id integer references invoice_lines(id) on delete set null`],
  },
];
