import { sql } from 'kysely';
import { invalidField } from '../../errors.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { registerInvoiceActionRoutes } from './invoice-actions.ts';
import { Errors, isBlank, lineAmount, permissionsOf, sumOfLines, timestamps } from './shared.ts';

export const INVOICE_TEXTS = {
  exported: 'Een geëxporteerde factuur kan niet meer gewijzigd worden.',
  exportedDelete: 'Een geëxporteerde factuur kan niet verwijderd worden.',
  numberedDelete: 'Deze factuur heeft al een factuurnummer en kan daarom niet verwijderd worden; zo blijft de nummering ononderbroken.',
} as const;

const totalExcl = sumOfLines('invoice_lines', 'invoice_id');

/**
 * The invoice's lines per VAT rate: the base is the sum of the rounded line amounts, the VAT
 * rounded once per rate (half up, as documents/money.ts totalsOf does it everywhere).
 */
const perRate = (alias: string) => sql`(select vat_line.vat_percentage as rate, sum(${lineAmount('vat_line')}) as base,
    floor(sum(${lineAmount('vat_line')}) * vat_line.vat_percentage + 0.5) / 100 as vat
  from invoice_lines as vat_line where vat_line.invoice_id = ${sql.ref(`${alias}.id`)} group by vat_line.vat_percentage)`;

const totalVat = (alias: string) => sql`(select coalesce(sum(rate_group.vat), 0) from ${perRate(alias)} as rate_group)`;

const vatPerRate = (alias: string) => sql`(select coalesce(json_agg(json_build_object('rate', rate_group.rate, 'base', rate_group.base, 'vat', rate_group.vat)
  order by rate_group.rate), '[]'::json) from ${perRate(alias)} as rate_group)`;

/** The lines that came from tickets, per ticket: hours and amount on the invoice, minutes registered. */
const timeGroupedByTicket = (alias: string) => sql`(select coalesce(json_agg(json_build_object('ticket_id', ticket_group.ticket_id,
    'reference', grouped_ticket.reference, 'description', grouped_ticket.description, 'quantity', ticket_group.quantity,
    'total', ticket_group.total, 'minutes', (select coalesce(sum(registration.time_spent), 0) from time_registrations as registration
      where registration.invoice_id = ${sql.ref(`${alias}.id`)} and registration.ticket_id = ticket_group.ticket_id))
    order by grouped_ticket.reference), '[]'::json)
  from (select ticket_line.ticket_id, sum(ticket_line.quantity) as quantity, sum(${lineAmount('ticket_line')}) as total
    from invoice_lines as ticket_line where ticket_line.invoice_id = ${sql.ref(`${alias}.id`)} and ticket_line.ticket_id is not null
    group by ticket_line.ticket_id) as ticket_group
  join tickets as grouped_ticket on grouped_ticket.id = ticket_group.ticket_id)`;

/** The debtor code of the company billed: the one invoice_to names, else the invoice's own. */
const debtorCode = (alias: string) => sql`(select billed.debtor_code from companies as billed
  where billed.id = coalesce(${sql.ref(`${alias}.invoice_to`)}, ${sql.ref(`${alias}.company_id`)}))`;

export const invoices: ResourceDeclaration = {
  name: 'invoices',
  route: 'invoices',
  table: 'invoices',
  permissions: { ...permissionsOf('invoices'), export: 'invoices.export' },
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
    /** The package's id of the exported invoice, so a re-export updates it. */
    external_id: field.string(),
    project_id: field.integer({ input: { label: 'Project', exists: 'projects' } }),
    contract_id: field.integer({ input: { label: 'Contract', exists: 'contracts' } }),
    /** Made to stand alone ('invoice separately', a bought card): other sources never add lines to it. */
    is_separate: field.boolean(),
    total: field.computed('decimal', totalExcl),
    total_vat: field.computed('decimal', totalVat),
    total_incl: field.computed('decimal', (alias) => sql`(${totalExcl(alias)} + ${totalVat(alias)})`),
    vat_per_rate: field.computed('json', vatPerRate),
    time_grouped_by_ticket: field.computed('json', timeGroupedByTicket),
    debtor_code: field.computed('string', debtorCode),
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
  registerRoutes: registerInvoiceActionRoutes,
  beforeDelete: (_context, existing) => {
    if (existing.exported_at) throw invalidField('exported_at', INVOICE_TEXTS.exportedDelete);
    if (!isBlank(existing.invoice_code)) throw invalidField('invoice_code', INVOICE_TEXTS.numberedDelete);
  },
};
