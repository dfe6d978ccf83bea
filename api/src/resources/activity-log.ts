import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { noteActivity } from '../live/changes.ts';
import type { ActivityEntry, ActivityEvent } from './activity-entry.ts';
import { field, presentValue, type ResourceDeclaration, type Row } from './declaration.ts';


const EVENT_LABELS: Record<ActivityEvent, string> = {
  created: 'Aangemaakt',
  updated: 'Bijgewerkt',
  'updated-relation': 'Koppelingen bijgewerkt',
  deleted: 'Verwijderd',
  merged: 'Samengevoegd',
  restored: 'Hersteld',
  archived: 'Gearchiveerd',
  'portal-login': 'Ingelogd als contactpersoon',
};

/**
 * What happened to which record, by whom. `subject` can point at every routed resource; the
 * registry fills its targets, so a restricted role sees the entries of the records it may see.
 */
export const activityLog: ResourceDeclaration = {
  name: 'activity-log',
  route: 'activity-log',
  table: 'activity_log',
  permissions: { index: 'activity-log.index', show: 'activity-log.show' },
  label: { singular: 'Activiteit', plural: 'Activiteiten' },
  fields: {
    id: field.integer(),
    subject_type: field.string(),
    subject_id: field.integer(),
    causer_id: field.integer(),
    event: field.string(),
    properties: field.json(),
    created_at: field.timestamp(),
  },
  searchable: ['subject_type', 'event'],
  relations: {
    causer: { kind: 'belongsTo', target: 'users', foreignKey: 'causer_id' },
    subject: { kind: 'morphTo', typeField: 'subject_type', idField: 'subject_id', targets: {} },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  ownership: { via: 'subject' },
  // A million entries are not counted again after every write; only those of subjects with a visibility rule are.
  keptCountsBy: 'subject_type',
  logActivity: false,
  appends: {
    _label: (row) => EVENT_LABELS[row.event as ActivityEvent] ?? String(row.event),
  },
};


/** Records domain events (merged, status changes) from any module; inside the caller's transaction when given one. */
export async function logActivity(db: Db, entries: ActivityEntry | ActivityEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db
    .insertInto('activity_log')
    .values(
      list.map((entry) => ({
        tenant_id: entry.tenantId,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        causer_id: entry.causerId,
        event: entry.event,
        properties: JSON.stringify({ attributes: entry.attributes ?? {}, old: entry.old ?? {} }),
        created_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .execute();
  noteActivity(list);
}

/** Bookkeeping columns every row has; their changes are not news. */
const UNLOGGED = new Set(['id', 'created_at', 'updated_at']);

/** Wire values of the declared fields, for the log. */
export function loggedValues(declaration: ResourceDeclaration, row: Row, skipNull = false): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(declaration.fields)) {
    if (UNLOGGED.has(name) || !Object.hasOwn(row, name)) continue;
    const value = presentValue(spec.type, row[name]);
    if (skipNull && value === null) continue;
    values[name] = value;
  }
  return values;
}

/** The declared fields whose value differs, as new and old wire values. */
export function changedValues(declaration: ResourceDeclaration, before: Row, after: Row): { attributes: Record<string, unknown>; old: Record<string, unknown> } {
  const next = loggedValues(declaration, after);
  const previous = loggedValues(declaration, before);
  const attributes: Record<string, unknown> = {};
  const old: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(next)) {
    if (JSON.stringify(value) === JSON.stringify(previous[name] ?? null)) continue;
    attributes[name] = value;
    old[name] = previous[name] ?? null;
  }
  return { attributes, old };
}
