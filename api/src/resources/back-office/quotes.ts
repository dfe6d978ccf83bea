import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { QUOTE_ACCEPTED, QUOTE_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { ARCHIVABLE, Errors, anyDb, permissionsOf, phasesTotal, timestamps } from './shared.ts';

export const QUOTE_TEXTS = {
  acceptedOnlyByAccepting: 'De status Goedgekeurd kan alleen gekozen worden door de offerte te accepteren.',
} as const;

/** OFF-2026-0007: numbered per year, in order of creation. */
export async function nextQuoteReference(db: Parameters<typeof anyDb>[0], tenantId: number, year: number): Promise<string> {
  const prefix = `OFF-${year}-`;
  const row = await anyDb(db)
    .selectFrom('quotes')
    .select(sql<string | null>`max(reference)`.as('last'))
    .where('tenant_id', '=', tenantId)
    .where('reference', 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = row?.last ? Number(row.last.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

export const quotes: ResourceDeclaration = {
  name: 'quotes',
  route: 'quotes',
  table: 'quotes',
  permissions: {
    ...permissionsOf('quotes', ARCHIVABLE),
    download: 'quotes.download',
    decline: 'quotes.decline',
    accept: 'quotes.accept',
    'create-template': 'quotes.create-template',
  },
  label: { singular: 'Offerte', plural: 'Offertes' },
  fields: {
    id: field.integer(),
    reference: field.string(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    status_id: field.integer({ input: { label: 'Status', in: optionValues(QUOTE_STATUSES), default: 1 } }),
    sent_at: field.timestamp(),
    deal_id: field.integer({ input: { label: 'Deal', required: true, exists: 'deals' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    intro_text: field.text({ input: { label: 'Introductie', max: 100000 } }),
    footer_text: field.text({ input: { label: 'Voettekst', max: 100000 } }),
    total_excl: field.computed('decimal', phasesTotal('quotes')),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['reference', 'name', 'deal.description'],
  relations: {
    deal: { kind: 'belongsTo', target: 'deals', foreignKey: 'deal_id' },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    project_phases: { kind: 'morphMany', target: 'project-phases', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'quotes' },
    projects: { kind: 'hasMany', target: 'projects', foreignKey: 'quote_id' },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'quote_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  archivable: true,
  customFields: 'quotes',
  ownership: { via: 'deal' },
  appends: {
    _label: (row) => `${row.reference} ${row.name}`,
    status_label: (row) => labelOf(QUOTE_STATUSES, row.status_id),
    status_color: (row) => colorOf(QUOTE_STATUSES, row.status_id),
    // Concept and sent quotes can still be accepted or rejected; decided ones cannot be sent again.
    can_accept: (row) => row.status_id === 1 || row.status_id === 2,
    can_send: (row) => row.status_id !== QUOTE_ACCEPTED && row.status_id !== 4,
  },
  validate: (_context, input, existing) => {
    const errors = new Errors();
    if (input.status_id === QUOTE_ACCEPTED && existing?.status_id !== QUOTE_ACCEPTED) {
      errors.add('status_id', QUOTE_TEXTS.acceptedOnlyByAccepting);
    }
    return errors.list;
  },
  beforeCreate: async ({ db, tenantId }, values) => ({
    ...values,
    reference: await nextQuoteReference(db, tenantId, new Date().getFullYear()),
  }),
};
