import { CONTACT_READS } from '../auth/permissions.ts';
import type { Migration } from './migration.ts';

const names = (list: readonly string[]) => list.map((name) => `'${name}'`).join(', ');

/**
 * Relations now demand the read permission of what they load, so tenants made before that get the
 * contact roles' reads (auth/permissions.ts CONTACT_READS); new tenants get them from the role.
 */
const grant = (role: string, permissions: readonly string[]) => `insert into role_permission (role_id, permission_id)
  select roles.id, permissions.id from roles join permissions on permissions.name in (${names(permissions)})
  where roles.name = '${role}'
  on conflict do nothing`;

export const contactReadMigrations: Migration[] = [
  {
    name: '0011_contact_read_permissions',
    statements: Object.entries(CONTACT_READS).map(([role, permissions]) => grant(role, permissions)),
  },
];

/** Messages may belong to a conversation now; a contact reads a message's ticket through that same relation. */
export const contactThreadReadMigrations: Migration[] = [
  {
    name: '0015_contact_reads_message_threads',
    statements: [grant('client', ['message-threads.index', 'message-threads.show'])],
  },
];
