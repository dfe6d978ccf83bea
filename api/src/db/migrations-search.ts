import type { Migration } from './migration.ts';

/**
 * Dutch stems for prose and the words as written ('simple') for codes, names and e-mail addresses.
 * Generated columns need immutable expressions: the configuration is always named.
 */
const bothConfigs = (text: string) => `to_tsvector('dutch', ${text}) || to_tsvector('simple', ${text})`;

/**
 * Message bodies are HTML: tags would otherwise be indexed as words. A tsvector holds at most 1 MB,
 * so a huge mail is indexed by its first 200,000 characters instead of failing to be stored.
 */
const messageText = `regexp_replace(left(message, 200000), '<[^>]*>', ' ', 'g')`;

/** File names: "scan_printer-2.pdf" holds the words scan, printer, 2 and pdf. */
const fileNameText = `regexp_replace(name, '[^[:alnum:]@]+', ' ', 'g')`;

const trigram = (table: string, column: string) =>
  `create index if not exists ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`;

/**
 * Full-text search over tickets, their messages and attachments' names, kept current by stored
 * generated columns; trigram indexes serve the `ilike '%…%'` of partial words and references.
 */
export const searchMigrations: Migration[] = [
  {
    name: '0027_search',
    statements: [
      `create extension if not exists pg_trgm`,
      // Reference and description rank above anything found only in the conversation (weight A).
      `alter table tickets add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', reference), 'A')
        || setweight(to_tsvector('dutch', description), 'A')
        || setweight(to_tsvector('simple', description), 'B')
      ) stored`,
      `create index tickets_search_vector on tickets using gin (search_vector)`,
      `alter table messages add column search_vector tsvector generated always as (${bothConfigs(messageText)}) stored`,
      `create index messages_search_vector on messages using gin (search_vector)`,
      `alter table attachments add column search_vector tsvector generated always as (${bothConfigs(fileNameText)}) stored`,
      `create index attachments_search_vector on attachments using gin (search_vector)`,
      trigram('tickets', 'reference'),
      trigram('tickets', 'description'),
      trigram('companies', 'name'),
      trigram('companies', 'debtor_code'),
      trigram('companies', 'city'),
      trigram('users', 'email'),
      trigram('users', 'first_name'),
      trigram('users', 'last_name'),
      trigram('assets', 'name'),
      trigram('assets', 'serial_number'),
      trigram('assets', 'tracking_number'),
      trigram('quotes', 'reference'),
      trigram('quotes', 'name'),
      trigram('projects', 'name'),
      trigram('invoices', 'subject'),
      trigram('invoices', 'invoice_code'),
    ],
  },
];
