import type { Migration } from './migration.ts';

/**
 * Invoice numbers: the last number each tenant issued (one unbroken sequence, Dutch invoicing
 * rules) with a lease that serialises exports per tenant across processes without holding a
 * transaction open; the package's id of an exported invoice, kept for re-export; a number is
 * never issued twice within a tenant.
 */
export const invoiceNumberMigrations: Migration[] = [
  {
    name: '0016_invoice_numbers',
    statements: [
      `create table invoice_number_sequences (
        tenant_id integer primary key references tenants(id) on delete cascade,
        last_number bigint,
        locked_by text,
        locked_until timestamptz
      )`,
      `alter table invoices add column external_id text`,
      `create unique index invoices_tenant_code on invoices (tenant_id, invoice_code) where invoice_code is not null`,
    ],
  },
];
