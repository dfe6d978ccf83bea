import { sql, type Expression, type SqlBool } from 'kysely';
import { field, type AnyExpressionBuilder, type ResourceDeclaration } from '../declaration.ts';
import { MESSAGE_THREAD_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { permissionsOf, timestamps } from './shared.ts';

/** What a thread can be the conversation of, and the permission that reads it. */
const THREAD_OWNERS = [
  { table: 'deals', permission: 'deals.show' },
  { table: 'project_phases', permission: 'project-phases.show' },
];

/** A deal or phase in this table has the thread (of one of these companies, when given). */
function ownedBy(eb: AnyExpressionBuilder, alias: string, table: string, companyIds: number[] | null): Expression<SqlBool> {
  let owner = eb
    .selectFrom(`${table} as owner`)
    .select(sql.lit(1).as('found'))
    .whereRef('owner.message_thread_id', '=', `${alias}.id`);
  if (companyIds !== null) owner = owner.where('owner.company_id', 'in', companyIds);
  return eb.exists(owner);
}

/** The conversation of a deal or a project phase; its messages morph to it as 'message-threads'. */
export const messageThreads: ResourceDeclaration = {
  name: 'message-threads',
  route: 'message-threads',
  table: 'message_threads',
  permissions: permissionsOf('message-threads', ['index', 'show', 'update']),
  label: { singular: 'Berichtenreeks', plural: 'Berichtenreeksen' },
  fields: {
    id: field.integer(),
    status_id: field.integer({ input: { label: 'Status', required: true, in: optionValues(MESSAGE_THREAD_STATUSES) } }),
    ...timestamps,
  },
  searchable: [],
  relations: {
    messages: { kind: 'morphMany', target: 'messages', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'message-threads' },
    deals: { kind: 'hasMany', target: 'deals', foreignKey: 'message_thread_id' },
    project_phases: { kind: 'hasMany', target: 'project-phases', foreignKey: 'message_thread_id' },
  },
  defaultOrder: [['updated_at', 'desc']],
  perPage: 15,
  // A thread belongs to whichever company owns the deal or phase it is the conversation of, and is
  // read with that deal or phase: without deals.show a deal's conversation stays closed.
  ownership: {
    company: (eb, alias, companyIds) => {
      if (companyIds.length === 0) return sql<boolean>`false`;
      return eb.or(THREAD_OWNERS.map((owner) => ownedBy(eb, alias, owner.table, companyIds)));
    },
    permitted: (eb, alias, permissions) => {
      const readable = THREAD_OWNERS.filter((owner) => permissions.has(owner.permission));
      if (readable.length === 0) return sql<boolean>`false`;
      return eb.or(readable.map((owner) => ownedBy(eb, alias, owner.table, null)));
    },
  },
  appends: {
    _label: (row) => `Berichten #${row.id}`,
    status_label: (row) => labelOf(MESSAGE_THREAD_STATUSES, row.status_id),
    status_color: (row) => colorOf(MESSAGE_THREAD_STATUSES, row.status_id),
  },
};
