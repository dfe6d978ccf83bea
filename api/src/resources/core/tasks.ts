import { sql } from 'kysely';
import { field, type FieldErrors, type ResourceContext, type ResourceDeclaration, type Row } from '../declaration.ts';
import { belongsTo, permissionsFor, resulting, touches } from './common.ts';
import { ESTIMATE_FORMAT, estimateMinutes } from './durations.ts';
import { morphTargetExists } from './morph.ts';

export const TASK_EMPTY = 'Beschrijving is leeg.';
export const TASK_PARENTS = ['tickets', 'project-phases', 'deals'] as const;

/** A checklist item on a ticket, project phase or deal; done when executed_at is set. */
export const tasks: ResourceDeclaration = {
  name: 'tasks',
  route: 'tasks',
  table: 'tasks',
  permissions: permissionsFor('tasks', 'store', 'update', 'destroy'),
  label: { singular: 'Taak', plural: 'taken' },
  fields: {
    id: field.integer(),
    task: field.string({ input: { label: 'Beschrijving', max: 1000 } }),
    executed_at: field.timestamp({ input: { label: 'Afgerond op' } }),
    completed: field.computed('boolean', (alias) => sql`(${sql.ref(`${alias}.executed_at`)} is not null)`),
    completed_by: field.integer({ input: { label: 'Afgerond door', exists: 'operators' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    scheduled_at: field.timestamp({ input: { label: 'Ingepland op' } }),
    estimated_time: field.string({ input: { label: 'Geschatte tijd', max: 5 } }),
    project_line_id: field.integer({ input: { label: 'Projectregel', exists: 'project-lines' } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    graph_event_id: field.string(),
    morphable_type: field.string({ input: { label: 'Type', required: true, in: TASK_PARENTS, createOnly: true } }),
    morphable_id: field.integer({ input: { label: 'Object', required: true, createOnly: true } }),
    ticket_id: field.integer(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['task'],
  relations: {
    operator: belongsTo('operators', 'operator_id'),
    completed_by_user: belongsTo('users', 'completed_by'),
    ticket: belongsTo('tickets', 'ticket_id'),
    project_line: { ...belongsTo('project-lines', 'project_line_id'), ifRegistered: true },
    morphable: {
      kind: 'morphTo',
      typeField: 'morphable_type',
      idField: 'morphable_id',
      targets: { tickets: 'tickets', 'project-phases': 'project-phases', deals: 'deals' },
    },
  },
  defaultOrder: [['executed_at', 'asc']],
  perPage: 15,
  scopes: {
    whereOpen: (eb, alias) => eb(`${alias}.executed_at`, 'is', null),
  },
  appends: { _label: (row) => row.task },
  orderColumn: 'order',
  // Visible with the ticket, phase or deal it belongs to.
  ownership: { via: 'morphable' },
  // The checklist's tick: complete true marks the task done by the caller, false opens it again.
  writeOnly: { complete: { type: 'boolean', input: { label: 'Afgerond' } } },
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (touches(input, existing, 'task')) {
      const task = resulting(input, existing, 'task');
      if (typeof task !== 'string' || task.trim() === '') errors.task = [TASK_EMPTY];
    }
    if (typeof input.estimated_time === 'string' && estimateMinutes(input.estimated_time) === null) {
      errors.estimated_time = [ESTIMATE_FORMAT];
    }
    // Ticket templates share the tickets table and its type, and carry a checklist too.
    if (existing === null && !(await morphTargetExists(context, input.morphable_type, input.morphable_id, { tickets: ['ticket-templates'] }))) {
      errors.morphable_id = ['Het object bestaat niet.'];
    }
    return errors;
  },
  beforeCreate: async (context, values) => completion(context, await withOwnOperator(context, values), null),
  beforeUpdate: (context, changes, existing) => completion(context, changes, existing),
};

/**
 * A new task without a chosen operator is the creating operator's, so it shows in their own open
 * tasks (like a new ticket, spec core §2 prefill defaults); an explicit null keeps it unassigned.
 * A template's checklist stays unassigned: its tasks are copied into every ticket made from it.
 */
async function withOwnOperator({ db, tenantId, user }: ResourceContext, values: Row): Promise<Row> {
  if (values.operator_id !== undefined || !user?.is_operator) return values;
  if (values.morphable_type === 'tickets') {
    const parent = await db.selectFrom('tickets').select('is_template').where('tenant_id', '=', tenantId).where('id', '=', Number(values.morphable_id)).executeTakeFirst();
    if (parent?.is_template) return values;
  }
  return { ...values, operator_id: user.id };
}

/** executed_at and completed_by move together: done by someone at some moment, or open. */
function completion({ user }: ResourceContext, values: Row, existing: Row | null): Row {
  const { complete, ...rest } = values;
  if (complete === true && (existing?.executed_at ?? null) === null && rest.executed_at === undefined) rest.executed_at = new Date();
  if (complete === false) rest.executed_at = null;
  if (rest.executed_at === null) rest.completed_by = null;
  else if (rest.executed_at !== undefined && rest.completed_by === undefined) rest.completed_by = user?.id ?? null;
  return rest;
}
