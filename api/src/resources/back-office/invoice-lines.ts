import { invalidField } from '../../errors.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { Errors, after, amountField, firstRow, isBlank, permissionsOf, timestamps } from './shared.ts';

export const INVOICE_LINE_TEXTS = {
  exported: 'Deze regel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.',
  exportedInvoice: 'Aan een geëxporteerde factuur kunnen geen regels worden toegevoegd.',
  notExported: 'Deze regel wordt niet geëxporteerd naar het facturatiepakket omdat er geen product is geselecteerd.',
} as const;

export const invoiceLines: ResourceDeclaration = {
  name: 'invoice-lines',
  route: 'invoice-lines',
  table: 'invoice_lines',
  permissions: permissionsOf('invoice-lines'),
  label: { singular: 'Factuurregel', plural: 'Factuurregels' },
  module: 'mod_invoicing',
  fields: {
    id: field.integer(),
    invoice_id: field.integer({ input: { label: 'Factuur', required: true, exists: 'invoices', createOnly: true } }),
    date: field.date({ input: { label: 'Datum' } }),
    quantity: field.decimal({ input: { label: 'Aantal', required: true, default: 1 } }),
    product_code: field.string({ input: { label: 'Productcode', max: 255 } }),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    price: field.decimal({ input: { label: 'Prijs', required: true, default: 0 } }),
    vat_percentage: field.decimal({ input: { label: 'Btw-percentage', min: 0, max: 100, default: 21 } }),
    // New lines are locked, so a later recalculation leaves them as entered.
    is_locked: field.boolean({ input: { label: 'Vergrendeld', default: true } }),
    ticket_id: field.integer({ input: { label: 'Ticket', exists: 'tickets' } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    /** The subscription (and its line) or project line the line bills; set by the billing runs. */
    subscription_id: field.integer(),
    subscription_line_id: field.integer(),
    project_line_id: field.integer(),
    total: amountField(),
    ...timestamps,
  },
  searchable: ['description', 'product_code'],
  relations: {
    invoice: { kind: 'belongsTo', target: 'invoices', foreignKey: 'invoice_id' },
    ticket: { kind: 'belongsTo', target: 'tickets', foreignKey: 'ticket_id' },
    subscription: { kind: 'belongsTo', target: 'subscriptions', foreignKey: 'subscription_id' },
    project_line: { kind: 'belongsTo', target: 'project-lines', foreignKey: 'project_line_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  ownership: { via: 'invoice' },
  appends: {
    _label: (row) => row.description,
    /** Without a product the accounting package cannot book the line. */
    export_warning: (row) => (isBlank(row.product_code) ? INVOICE_LINE_TEXTS.notExported : null),
  },
  beforeDelete: async ({ db, tenantId }, existing) => {
    const invoice = await firstRow(db, tenantId, 'invoices', { id: existing.invoice_id });
    if (invoice?.exported_at) throw invalidField('invoice_id', INVOICE_LINE_TEXTS.exported);
  },
  validate: async ({ db, tenantId }, input, existing) => {
    const errors = new Errors();
    const invoiceId = after(input, existing, 'invoice_id');
    if (typeof invoiceId === 'number') {
      const invoice = await firstRow(db, tenantId, 'invoices', { id: invoiceId });
      if (invoice?.exported_at) errors.add('invoice_id', existing ? INVOICE_LINE_TEXTS.exported : INVOICE_LINE_TEXTS.exportedInvoice);
    }
    return errors.list;
  },
};
