import { field, type ResourceDeclaration } from '../declaration.ts';
import { QUOTE_ACCEPTED, QUOTE_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { registerQuoteActionRoutes } from './quote-actions.ts';
import { addFirstPhase, copyPhases, nextQuoteReference } from './quote-copies.ts';
import { ARCHIVABLE, Errors, anyDb, firstRow, permissionsOf, phasesTotal, timestamps } from './shared.ts';

export const QUOTE_TEXTS = {
  acceptedOnlyByAccepting: 'De status Goedgekeurd kan alleen gekozen worden door de offerte te accepteren.',
} as const;

const quoteFields = {
  id: field.integer(),
  reference: field.string(),
  name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
  status_id: field.integer({ input: { label: 'Status', in: optionValues(QUOTE_STATUSES), default: 1 } }),
  sent_at: field.timestamp(),
  deal_id: field.integer({ input: { label: 'Deal', required: true, exists: 'deals' } }),
  operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
  intro_text: field.text({ input: { label: 'Introductie', max: 100000 } }),
  footer_text: field.text({ input: { label: 'Voettekst', max: 100000 } }),
  /** The template the quote was made from; its phases, lines and layout were copied on create. */
  template_id: field.integer({ input: { label: 'Sjabloon', exists: 'quote-templates', createOnly: true } }),
  /** Who accepted or declined, when and from which address (the customer's link, or the operator). */
  decided_by_name: field.string(),
  decided_at: field.timestamp(),
  decided_ip: field.string(),
  decline_reason: field.text(),
  total_excl: field.computed('decimal', phasesTotal('quotes')),
  archived_at: field.timestamp(),
  ...timestamps,
};

/** The address a decision came from is for operators only. */
const OPERATOR_ONLY_FIELDS = ['decided_ip'];

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
  fields: quoteFields,
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
  // A contact sees a quote once it is sent: a concept is still the operator's.
  ownership: { via: 'deal', contact: (eb, alias) => eb(`${alias}.status_id`, '<>', 1) },
  contactView: {
    fields: [...Object.keys(quoteFields).filter((name) => !OPERATOR_ONLY_FIELDS.includes(name)), '_label', 'status_label', 'status_color', 'can_accept', 'can_send'],
  },
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
  beforeCreate: async ({ db, tenantId }, values) => {
    const template = values.template_id ? await firstRow(db, tenantId, 'quote_templates', { id: values.template_id }) : undefined;
    return {
      ...values,
      intro_text: values.intro_text ?? template?.intro_text ?? null,
      footer_text: values.footer_text ?? template?.footer_text ?? null,
      reference: await nextQuoteReference(db, tenantId, new Date().getFullYear()),
    };
  },
  // A new quote gets the template's phases and lines, or one empty phase for the deal's company and contact.
  afterWrite: async ({ db, tenantId }, event, record) => {
    if (event !== 'created') return;
    const deal = await firstRow(db, tenantId, 'deals', { id: record.deal_id });
    const people = { company_id: (deal?.company_id as number | null) ?? null, client_id: (deal?.client_id as number | null) ?? null };
    const quote = { type: 'quotes', id: record.id as number } as const;
    if (record.template_id) await copyPhases(db, tenantId, { type: 'quote-templates', id: record.template_id as number }, quote, people);
    else await addFirstPhase(db, tenantId, quote.id, people);
  },
  registerRoutes: registerQuoteActionRoutes,
};
