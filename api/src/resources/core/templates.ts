import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { isBlankHtml, sanitizeMessageHtml } from '../message-html.ts';
import { belongsTo, permissionsFor } from './common.ts';

export const TEMPLATE_TYPES = ['tickets', 'deals', 'project-phases'] as const;
export const TEMPLATE_EMPTY = 'De tekst van het sjabloon is leeg.';

/** Quick-reply snippets for the message editor; company_id null offers one to every company. */
export const templates: ResourceDeclaration = {
  name: 'templates',
  route: 'templates',
  table: 'templates',
  permissions: permissionsFor('templates', 'store', 'update', 'destroy'),
  label: { singular: 'Sjabloon', plural: 'sjablonen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    /** Where the snippet is offered: the editor of a ticket, a deal or a project phase. */
    type: field.string({ input: { label: 'Type', in: TEMPLATE_TYPES, default: 'tickets' } }),
    body: field.text({ input: { label: 'Tekst', required: true, max: 100_000 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'body'],
  relations: {
    company: belongsTo('companies', 'company_id'),
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  validate: (_context, input) => {
    const errors: FieldErrors = {};
    if (typeof input.body === 'string' && isBlankHtml(input.body)) errors.body = [TEMPLATE_EMPTY];
    return errors;
  },
  // Snippets end up in messages to clients, so they hold the same safe HTML as messages do.
  beforeCreate: (_context, values) => ({ ...values, body: sanitizeMessageHtml(String(values.body)) }),
  beforeUpdate: (_context, changes) => (typeof changes.body === 'string' ? { ...changes, body: sanitizeMessageHtml(changes.body) } : changes),
};
