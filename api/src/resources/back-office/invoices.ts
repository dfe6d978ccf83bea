import { sql } from 'kysely';
import { invalidField } from '../../errors.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { Errors, lineAmount, permissionsOf, sumOfLines, timestamps } from './shared.ts';

export const INVOICE_TEXTS = {
  exported: 'Een geëxporteerde factuur kan niet meer gewijzigd worden.',
  exportedDelete: 'Een geëxporteerde factuur kan niet verwijderd worden.',
} as const;

const totalExcl = sumOfLines('invoice_lines', 'invoice_id');

/** VAT over the whole invoice: each line's rounded amount times its rate, rounded once at the end. */
const totalVat = (alias: string) => sql`(select round(coalesce(sum(${lineAmount('vat_line')} * vat_line.vat_percentage / 100), 0), 2)
  from invoice_lines as vat_line where vat_line.invoice_id = ${sql.ref(`${alias}.id`)})`;

export const invoices: ResourceDeclaration = {
  name: 'invoices',
  route: 'invoices',
  table: 'invoices',
  permissions: permissionsOf('invoices'),
  label: { singular: 'Factuur', plural: 'Facturen' },
  module: 'mod_invoicing',
  fields: {
    id: field.integer(),
    invoice_code: field.string(),
    subject: field.string({ input: { label: 'Onderwerp', required: true, max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', required: true, exists: 'companies' } }),
    invoice_to: field.integer({ input: { label: 'Factureren aan', exists: 'companies' } }),
    direct_debit: field.boolean({ input: { label: 'Automatische incasso', default: false } }),
    exported_at: field.timestamp(),
    external_url: field.string(),
    project_id: field.integer({ input: { label: 'Project', exists: 'projects' } }),
    contract_id: field.integer({ input: { label: 'Contract', exists: 'contracts' } }),
    /** Made to stand alone ('invoice separately', a bought card): other sources never add lines to it. */
    is_separate: field.boolean(),
    total: field.computed('decimal', totalExcl),
    total_vat: field.computed('decimal', totalVat),
    total_incl: field.computed('decimal', (alias) => sql`(${totalExcl(alias)} + ${totalVat(alias)})`),
    ...timestamps,
  },
  searchable: ['subject', 'invoice_code', 'company.name', 'company.debtor_code'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    invoice_company: { kind: 'belongsTo', target: 'companies', foreignKey: 'invoice_to' },
    project: { kind: 'belongsTo', target: 'projects', foreignKey: 'project_id' },
    contract: { kind: 'belongsTo', target: 'contracts', foreignKey: 'contract_id' },
    invoice_lines: { kind: 'hasMany', target: 'invoice-lines', foreignKey: 'invoice_id' },
    time_registrations: { kind: 'hasMany', target: 'time-registrations', foreignKey: 'invoice_id', ifRegistered: true },
    used_products: { kind: 'hasMany', target: 'used-products', foreignKey: 'invoice_id', ifRegistered: true },
  },
  // The invoice list asks for the latest changes first (spec §7); invoices have no name.
  defaultOrder: [['updated_at', 'desc']],
  perPage: 15,
  ownership: { company: 'company_id' },
  appends: {
    _label: (row) => row.subject,
    is_exported: (row) => row.exported_at !== null && row.exported_at !== undefined,
    exported_label: (row) => (row.exported_at ? 'Geëxporteerd' : 'Concept'),
  },
  // Only a concept can be edited; an exported invoice is restored to concept first.
  validate: (_context, _input, existing) => {
    const errors = new Errors();
    if (existing?.exported_at) errors.add('exported_at', INVOICE_TEXTS.exported);
    return errors.list;
  },
  beforeDelete: (_context, existing) => {
    if (existing.exported_at) throw invalidField('exported_at', INVOICE_TEXTS.exportedDelete);
  },
};
