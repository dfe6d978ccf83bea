import { field, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor } from './common.ts';

/** What happened for one user (a new message, an assignment); unread until read_at is set. */
export const notifications: ResourceDeclaration = {
  name: 'notifications',
  route: 'notifications',
  table: 'notifications',
  permissions: permissionsFor('notifications', 'update', 'destroy'),
  label: { singular: 'Notificatie', plural: 'notificaties' },
  fields: {
    id: field.integer(),
    user_id: field.integer(),
    type: field.string(),
    title: field.string(),
    /** url, title, message and a dirty list of {label, value}. */
    data: field.json(),
    actor_id: field.integer(),
    object_type: field.string(),
    object_id: field.integer(),
    read_at: field.timestamp({ input: { label: 'Gelezen op' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['title'],
  relations: {
    actor: belongsTo('users', 'actor_id'),
    object: {
      kind: 'morphTo',
      typeField: 'object_type',
      idField: 'object_id',
      targets: { tickets: 'tickets', deals: 'deals', 'project-phases': 'project-phases' },
    },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  scopes: {
    whereUnread: (eb, alias) => eb(`${alias}.read_at`, 'is', null),
    whereRead: (eb, alias) => eb(`${alias}.read_at`, 'is not', null),
  },
  appends: { _label: (row) => row.title },
  // Everyone sees, reads and clears only their own notifications, whatever the role.
  ownership: { personal: 'user_id' },
  writePermission: (_context, action) => (action === 'update' || action === 'destroy' ? null : undefined),
  logActivity: false,
};
