import { sql } from 'kysely';
import { belongsTo, permissionsFor } from './core/common.ts';
import { field, type FieldErrors, type ResourceDeclaration, type Row } from './declaration.ts';

/** How mail reaches a mailbox: delivered to Balie's SMTP listener, or fetched from an IMAP server. */
export const MAILBOX_PROTOCOLS = ['smtp', 'imap'] as const;

export const MAILBOX_TEXTS = {
  imapHostRequired: 'IMAP-server is verplicht voor een IMAP-postvak.',
  imapUsernameRequired: 'Gebruikersnaam is verplicht voor een IMAP-postvak.',
} as const;

/** The IMAP password is written, never read back: it becomes imap_password, and the record shows has_password. */
function withImapPassword(values: Row): Row {
  if (!Object.hasOwn(values, 'password')) return values;
  const { password, ...rest } = values;
  return { ...rest, imap_password: typeof password === 'string' && password !== '' ? password : null };
}

/** An IMAP mailbox needs a server and a user name; an SMTP one only its address. */
export function mailboxErrors(merged: Row): FieldErrors {
  const errors: FieldErrors = {};
  if (merged.protocol !== 'imap') return errors;
  if (!merged.imap_host) errors.imap_host = [MAILBOX_TEXTS.imapHostRequired];
  if (!merged.imap_username) errors.imap_username = [MAILBOX_TEXTS.imapUsernameRequired];
  return errors;
}

/**
 * A mailbox a tenant receives customer mail on (issue: e-mail in). Its address is unique over all
 * tenants, because the SMTP listener finds the tenant by the recipient. New tickets get the
 * mailbox's defaults; unknown senders become contacts of unknown_sender_company_id, or of no company.
 */
export const mailboxes: ResourceDeclaration = {
  name: 'mailboxes',
  route: 'mailboxes',
  table: 'mailboxes',
  permissions: permissionsFor('mailboxes', 'store', 'update', 'destroy'),
  label: { singular: 'Postvak', plural: 'Postvakken' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    address: field.string({ input: { label: 'E-mailadres', required: true, email: true, max: 255 } }),
    protocol: field.string({ input: { label: 'Protocol', required: true, in: MAILBOX_PROTOCOLS, default: 'smtp' } }),
    is_active: field.boolean({ input: { label: 'Actief', default: true } }),
    imap_host: field.string({ input: { label: 'IMAP-server', max: 255 } }),
    imap_port: field.integer({ input: { label: 'IMAP-poort', min: 1, max: 65535 } }),
    imap_secure: field.boolean({ input: { label: 'TLS', default: true } }),
    imap_username: field.string({ input: { label: 'Gebruikersnaam', max: 255 } }),
    has_password: field.computed('boolean', (alias) => sql`(${sql.ref(`${alias}.imap_password`)} is not null)`, { sortable: false }),
    imap_folder: field.string({ input: { label: 'Map', max: 255, default: 'INBOX' } }),
    imap_processed_folder: field.string({ input: { label: 'Verplaatsen naar map', max: 255 } }),
    last_checked_at: field.timestamp(),
    last_error: field.text(),
    default_status_id: field.integer({ input: { label: 'Status', exists: 'ticket-statuses' } }),
    default_priority_id: field.integer({ input: { label: 'Prioriteit', exists: 'priorities' } }),
    default_category_id: field.integer({ input: { label: 'Categorie', exists: 'categories' } }),
    default_operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    unknown_sender_company_id: field.integer({ input: { label: 'Bedrijf voor onbekende afzenders', exists: 'companies' } }),
    create_contacts: field.boolean({ input: { label: 'Onbekende afzenders als contactpersoon toevoegen', default: true } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  writeOnly: { password: { type: 'string', input: { label: 'Wachtwoord', max: 255 } } },
  searchable: ['name', 'address'],
  relations: {
    default_status: belongsTo('ticket-statuses', 'default_status_id'),
    default_priority: belongsTo('priorities', 'default_priority_id'),
    default_category: belongsTo('categories', 'default_category_id'),
    default_operator: belongsTo('operators', 'default_operator_id'),
    unknown_sender_company: belongsTo('companies', 'unknown_sender_company_id'),
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => `${row.name} <${row.address}>` },
  validate: (_context, input, existing) => mailboxErrors({ ...(existing ?? {}), ...input }),
  beforeCreate: (_context, values) => withImapPassword({ ...values, address: String(values.address).toLowerCase() }),
  beforeUpdate: (_context, changes) =>
    withImapPassword(typeof changes.address === 'string' ? { ...changes, address: changes.address.toLowerCase() } : changes),
};
