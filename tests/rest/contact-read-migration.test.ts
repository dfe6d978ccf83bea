import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_READS } from '../../api/src/auth/permissions.ts';
import { migrate, underSchemaLock } from '../../api/src/db/migrate.ts';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

/**
 * 0011_contact_read_permissions on a database from before it: the contact roles lack their new
 * reads and the migration is not recorded. It must add exactly those reads and nothing an
 * administrator took away.
 */

const MIGRATION = '0011_contact_read_permissions';

let server: RunningApi;
let tenantId: number;
let admin: string;

interface Role {
  id: number;
  name: string;
  permissions: Array<{ id: number; name: string }>;
}

/** Every role of the demo tenant with its permission names, as the administrator's role screen reads them. */
async function rolesWithPermissions(): Promise<Map<string, string[]>> {
  const { status, body } = await server.get(`/roles${listQuery({ with: ['permissions'], paginate: 100 })}`, { token: admin });
  expect(status, JSON.stringify(body)).toBe(200);
  return new Map((body.data as Role[]).map((role) => [role.name, role.permissions.map((permission) => permission.name).sort()]));
}

async function roleId(name: string): Promise<number> {
  return (await server.api.db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function permissionIds(names: string[]): Promise<number[]> {
  return (await server.api.db.selectFrom('permissions').select('id').where('name', 'in', names).execute()).map((row) => row.id);
}

beforeAll(async () => {
  server = await startApi();
  tenantId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  admin = await server.login('admin@demo.nl');
});

afterAll(async () => {
  await server?.close();
});

describe(`${MIGRATION} on a database from before it`, () => {
  let before: Map<string, string[]>;

  beforeAll(async () => {
    // The old state: the contact roles without the reads this migration grants, the migration not recorded.
    for (const [role, reads] of Object.entries(CONTACT_READS)) {
      await server.api.db
        .deleteFrom('role_permission')
        .where('role_id', '=', await roleId(role))
        .where('permission_id', 'in', await permissionIds([...reads]))
        .execute();
    }
    await server.api.db.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();

    // An administrator narrowed both contact roles: customers may no longer write messages, quote links no longer download.
    const old = await rolesWithPermissions();
    const narrowed = { client: 'messages.store', quote_token: 'quotes.download' };
    for (const [role, taken] of Object.entries(narrowed)) {
      expect(old.get(role)).toContain(taken);
      const kept = old.get(role)!.filter((name) => name !== taken);
      const saved = await server.put(`/roles/${await roleId(role)}`, { token: admin, body: { relationships: { permissions: await permissionIds(kept) } } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    before = await rolesWithPermissions();
  });

  it('leaves a customer unable to open tickets with their status before it runs', async () => {
    const client = await server.login('klant@demo.nl', { contact: true });
    const answer = await server.get(`/tickets${listQuery({ with: ['status'] })}`, { token: client });
    expect(answer).toEqual({ status: 403, body: expect.objectContaining({ permission: 'ticket-statuses.index' }) });
  });

  it('runs once, gives the contact roles exactly their new reads and keeps every narrowing', async () => {
    expect(await underSchemaLock(server.api.db, migrate)).toEqual([MIGRATION]);
    const after = await rolesWithPermissions();
    for (const [role, reads] of Object.entries(CONTACT_READS)) {
      const added = after.get(role)!.filter((name) => !before.get(role)!.includes(name));
      expect(added, role).toEqual([...reads].sort());
      expect(after.get(role)!.filter((name) => !added.includes(name)), role).toEqual(before.get(role));
    }
    expect(after.get('client')).not.toContain('messages.store');
    expect(after.get('quote_token')).not.toContain('quotes.download');
    // Operator roles are none of its business.
    for (const [role, names] of before) {
      if (!(role in CONTACT_READS)) expect(after.get(role), role).toEqual(names);
    }
    // Recorded: a second run does nothing.
    expect(await underSchemaLock(server.api.db, migrate)).toEqual([]);
    expect(await rolesWithPermissions()).toEqual(after);
  });

  it('lets the customer read tickets with their status afterwards, and still not write', async () => {
    const client = await server.login('klant@demo.nl', { contact: true });
    const tickets = await server.get(`/tickets${listQuery({ with: ['status', 'priority'], paginate: 5 })}`, { token: client });
    expect(tickets.status, JSON.stringify(tickets.body)).toBe(200);
    expect(tickets.body.data.length).toBeGreaterThan(0);
    const ticket = tickets.body.data[0] as { id: number };
    const sent = await server.post('/messages', { token: client, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Nog iets.</p>' } });
    expect(sent).toEqual({ status: 403, body: expect.objectContaining({ permission: 'messages.store' }) });
  });
});
