import type { Db } from '../../db/connection.ts';
import { invalidField } from '../../errors.ts';
import { field, type ResourceDeclaration, type Row } from '../declaration.ts';
import { INVOICEABLE_TYPES, INVOICE_MOMENTS, PROJECT_LINE_INVOICE_TYPES, TIME_TYPES, labelOf, optionValues } from './enums.ts';
import { Errors, firstRow, lineTimeSpent, permissionsOf, projectLineAmount, timestamps } from './shared.ts';

/** A line billed on an exported invoice is history: it can no longer change or go. */
async function onExportedInvoice(db: Db, tenantId: number, line: Row): Promise<boolean> {
  if (!line.invoice_id) return false;
  const invoice = await firstRow(db, tenantId, 'invoices', { id: line.invoice_id });
  return Boolean(invoice?.exported_at);
}

export const PROJECT_LINE_TEXTS = {
  exported: 'Deze regel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.',
} as const;

/** An article or a block of hours in a phase; quantity is in hours for the hour types. */
export const projectLines: ResourceDeclaration = {
  name: 'project-lines',
  route: 'project-lines',
  table: 'project_lines',
  permissions: permissionsOf('project-lines'),
  label: { singular: 'Projectregel', plural: 'Projectregels' },
  fields: {
    id: field.integer(),
    project_phase_id: field.integer({ input: { label: 'Projectfase', required: true, exists: 'project-phases', createOnly: true } }),
    product_code: field.string({ input: { label: 'Product', required: true, max: 255 } }),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    invoice_type: field.integer({ input: { label: 'Type', required: true, in: optionValues(PROJECT_LINE_INVOICE_TYPES) } }),
    invoice_moment: field.integer({ input: { label: 'Factuurmoment', in: optionValues(INVOICE_MOMENTS), default: 1 } }),
    invoice_id: field.integer(),
    /** When the line's invoice moment came (quote accepted, phase started or finished): ready to invoice since. */
    due_at: field.timestamp(),
    quantity: field.decimal({ input: { label: 'Aantal', required: true, default: 1 } }),
    price: field.decimal({ input: { label: 'Prijs', required: true, default: 0 } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    /** Quantity × price; for 'Uren nacalculatie' in a project the registered hours × price. */
    total_excl: field.computed('decimal', projectLineAmount),
    /** Minutes registered on the line. */
    total_spent: field.computed('integer', lineTimeSpent),
    ...timestamps,
  },
  searchable: ['description', 'product_code'],
  relations: {
    project_phase: { kind: 'belongsTo', target: 'project-phases', foreignKey: 'project_phase_id' },
    invoice: { kind: 'belongsTo', target: 'invoices', foreignKey: 'invoice_id' },
    time_registrations: { kind: 'hasMany', target: 'time-registrations', foreignKey: 'project_line_id', ifRegistered: true },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  ownership: { via: 'project_phase' },
  appends: {
    _label: (row) => row.description,
    invoice_type_label: (row) => labelOf(PROJECT_LINE_INVOICE_TYPES, row.invoice_type),
    // The moment only matters for lines that are invoiced.
    invoice_moment_label: (row) => (INVOICEABLE_TYPES.includes(row.invoice_type as number) ? labelOf(INVOICE_MOMENTS, row.invoice_moment) : null),
    quantity_unit: (row) => (TIME_TYPES.includes(row.invoice_type as number) ? 'Uur' : 'Aantal'),
    is_invoiceable: (row) => INVOICEABLE_TYPES.includes(row.invoice_type as number),
    is_time_registerable: (row) => TIME_TYPES.includes(row.invoice_type as number),
  },
  validate: async ({ db, tenantId }, _input, existing) => {
    const errors = new Errors();
    if (existing && (await onExportedInvoice(db, tenantId, existing))) errors.add('invoice_id', PROJECT_LINE_TEXTS.exported);
    return errors.list;
  },
  beforeDelete: async ({ db, tenantId }, existing) => {
    if (await onExportedInvoice(db, tenantId, existing)) throw invalidField('invoice_id', PROJECT_LINE_TEXTS.exported);
  },
};
