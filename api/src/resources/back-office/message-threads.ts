import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { MESSAGE_THREAD_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { permissionsOf, timestamps } from './shared.ts';

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
  // A thread belongs to whichever company owns the deal or phase it is the conversation of.
  ownership: {
    company: (eb, alias, companyIds) => {
      if (companyIds.length === 0) return sql<boolean>`false`;
      const owner = (table: string) =>
        eb.exists(
          eb
            .selectFrom(`${table} as owner`)
            .select(sql.lit(1).as('found'))
            .whereRef('owner.message_thread_id', '=', `${alias}.id`)
            .where('owner.company_id', 'in', companyIds),
        );
      return eb.or([owner('deals'), owner('project_phases')]);
    },
  },
  appends: {
    _label: (row) => `Berichten #${row.id}`,
    status_label: (row) => labelOf(MESSAGE_THREAD_STATUSES, row.status_id),
    status_color: (row) => colorOf(MESSAGE_THREAD_STATUSES, row.status_id),
  },
};
