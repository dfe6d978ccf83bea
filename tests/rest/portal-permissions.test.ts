import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { declarations } from '../../api/src/resources/registry.ts';
import { DEMO_PASSWORD, listQuery, startApi, type RunningApi } from '../support/api.ts';

/**
 * Every contact role against every routed resource of the registry: what a contact may not list,
 * show or write is refused (403 naming the permission, or 404 for a module that is off), and the
 * lists it may read hold only rows of its own companies (own tickets for client_own_tickets).
 * Generated from the registry, so a new resource is covered by itself.
 */

type Row = Record<string, any>;

let server: RunningApi;
let db: Kysely<any>;
let tenantId: number;
let companyIds: number[];

/** What each contact role may list; anything else listing rows is a leak. */
const LISTABLE: Record<string, string[]> = {
  client: ['attachments', 'message-threads', 'messages', 'priorities', 'project-lines', 'project-phases', 'quotes', 'ticket-statuses', 'tickets'],
  client_own_tickets: ['attachments', 'message-threads', 'messages', 'priorities', 'project-lines', 'project-phases', 'quotes', 'ticket-statuses', 'tickets'],
  quote_token: ['project-lines', 'project-phases'],
};
/** What each contact role may create. */
const WRITABLE: Record<string, string[]> = { client: ['tickets', 'messages'], client_own_tickets: ['tickets', 'messages'], quote_token: [] };

const ROLES = [
  { role: 'client', email: 'klant@demo.nl' },
  { role: 'client_own_tickets', email: 'eigen-tickets@demo.nl' },
  { role: 'quote_token', email: 'offerte@demo.nl' },
];

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  const karin = await db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow();
  companyIds = (await db.selectFrom('company_user').select('company_id').where('user_id', '=', karin.id).execute()).map((row) => row.company_id);
  const user = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, email: 'eigen-tickets@demo.nl', first_name: 'Ilse', last_name: 'Eigen', is_operator: 0, password_hash: await hashPassword(DEMO_PASSWORD), configs: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'client_own_tickets').executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  await db.insertInto('company_user').values({ user_id: user.id, company_id: companyIds[0] }).execute();
  // One ticket of their own with a message, beside the company's others.
  const own = await server.login('eigen-tickets@demo.nl', { contact: true });
  const ticket = await server.post('/tickets', { token: own, body: { description: 'Eigen ticket' } });
  expect(ticket.status).toBe(201);
  const message = await server.post('/messages', { token: own, body: { morphable_type: 'tickets', morphable_id: ticket.body.data.id, message: '<p>Graag hulp.</p>' } });
  expect(message.status).toBe(201);
});

afterAll(async () => {
  await server?.close();
});

/** The ids a contact may see of the record types whose rows carry company data, straight from the database. */
async function ownedIds(userId: number, ownOnly: boolean) {
  let tickets = db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('company_id', 'in', companyIds);
  if (ownOnly) tickets = tickets.where('client_id', '=', userId);
  const ticketIds = new Set((await tickets.execute()).map((row) => row.id as number));
  let quotes = db.selectFrom('quotes').innerJoin('deals', 'deals.id', 'quotes.deal_id').select('quotes.id').where('quotes.tenant_id', '=', tenantId).where('deals.company_id', 'in', companyIds).where('quotes.status_id', '<>', 1);
  if (ownOnly) quotes = quotes.where('deals.client_id', '=', userId);
  const quoteIds = new Set((await quotes.execute()).map((row) => row.id as number));
  const projectIds = new Set((await db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId).where('company_id', 'in', companyIds).execute()).map((row) => row.id as number));
  const messages = await db.selectFrom('messages').select(['id', 'morphable_type', 'morphable_id', 'visible_to_client']).where('tenant_id', '=', tenantId).where('morphable_type', '=', 'tickets').execute();
  const messageIds = new Set(messages.filter((row) => row.visible_to_client && ticketIds.has(row.morphable_id)).map((row) => row.id as number));
  const phases = await db.selectFrom('project_phases').select(['id', 'morphable_type', 'morphable_id']).where('tenant_id', '=', tenantId).execute();
  const phaseIds = new Set(
    phases.filter((row) => (row.morphable_type === 'quotes' && quoteIds.has(row.morphable_id)) || (row.morphable_type === 'projects' && projectIds.has(row.morphable_id))).map((row) => row.id as number),
  );
  return { ticketIds, quoteIds, messageIds, phaseIds };
}

/** Rows of a table (of the demo tenant, where the table has one), to ask the service for by id. */
async function someRows(table: string): Promise<Row[]> {
  const withTenant = await db
    .selectFrom('information_schema.columns' as any)
    .select('column_name')
    .where('table_name', '=', table)
    .where('column_name', '=', 'tenant_id')
    .executeTakeFirst();
  let query = db.selectFrom(table).selectAll().orderBy('id').limit(200);
  if (withTenant) query = query.where('tenant_id', '=', tenantId);
  return (await query.execute()) as Row[];
}

/** Why a listed row is not the contact's, or null when it is. */
function leak(resource: string, row: Row, owned: Awaited<ReturnType<typeof ownedIds>>): string | null {
  const check = (ok: boolean) => (ok ? null : `${resource}#${row.id}`);
  switch (resource) {
    case 'tickets':
      return check(owned.ticketIds.has(row.id));
    case 'messages':
      return check(owned.messageIds.has(row.id) && row.time_spent == null);
    case 'quotes':
      return check(owned.quoteIds.has(row.id));
    case 'project-phases':
      return check(owned.phaseIds.has(row.id));
    case 'project-lines':
      return check(owned.phaseIds.has(row.project_phase_id));
    case 'attachments':
      return check(
        (row.morphable_type === 'messages' && owned.messageIds.has(row.morphable_id)) || (row.morphable_type === 'tickets' && owned.ticketIds.has(row.morphable_id)),
      );
    case 'message-threads':
      return `${resource}#${row.id}`;
    default:
      // Reference lists (statuses, priorities) hold no customer data.
      return null;
  }
}

describe('a contact reads nothing outside its portal', () => {
  for (const { role, email } of ROLES) {
    it(`${role}: every registered resource route`, async () => {
      const token = await server.login(email, { contact: true });
      const me = await server.get('/auth/me', { token });
      const permissions = new Set<string>(me.body.user.permissions_names);
      const owned = await ownedIds(me.body.user.id, role === 'client_own_tickets');
      const problems: string[] = [];
      const listed: string[] = [];

      for (const declaration of declarations) {
        if (!declaration.route || !declaration.permissions) continue;
        const route = declaration.route;
        const refused = (answer: { status: number; body: any }, permission: string | undefined, what: string) => {
          if (answer.status === 404 && declaration.module) return;
          if (answer.status !== 403 || (permission && answer.body?.permission !== permission)) problems.push(`${what} ${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        };
        // A write on a row the contact cannot see: it does not exist for them (404), or the operator-only
        // fields are refused before anything is read (422); either way nothing is read or written.
        const writeRefused = (answer: { status: number; body: any }, permission: string, what: string) => {
          if (answer.status === 404) return;
          if (answer.status === 422 && /^Een contactpersoon mag /.test(answer.body?.message ?? '')) return;
          refused(answer, permission, what);
        };

        const list = await server.get(`/${route}${listQuery({ paginate: 100 })}`, { token });
        if (permissions.has(declaration.permissions.index)) {
          if (list.status === 404 && declaration.module) continue;
          if (list.status !== 200) {
            problems.push(`list ${route}: ${list.status}`);
            continue;
          }
          if (list.body.data.length > 0) listed.push(declaration.name);
          for (const row of list.body.data as Row[]) {
            const found = leak(declaration.name, row, owned);
            if (found) problems.push(`listed ${found}`);
          }
        } else {
          refused(list, declaration.permissions.index, 'list');
        }

        // A row the contact must not see, if the tenant has one: refused or not found.
        const rows = await someRows(declaration.table);
        const foreign = rows.find((row) => leak(declaration.name, row, owned) !== null || !permissions.has(declaration.permissions!.show));
        if (foreign) {
          const shown = await server.get(`/${route}/${foreign.id}`, { token });
          if (permissions.has(declaration.permissions.show)) {
            // The rows the database lookup cannot judge (reference lists) may show; a foreign one may not.
            if (leak(declaration.name, { ...foreign, ...(shown.body?.data ?? {}) }, owned) !== null && shown.status !== 404) problems.push(`show ${route}/${foreign.id}: ${shown.status}`);
          } else {
            refused(shown, declaration.permissions.show, 'show');
          }
          for (const [method, action] of [['PUT', 'update'], ['DELETE', 'destroy']] as const) {
            const permission = declaration.permissions[action];
            if (!permission) continue;
            writeRefused(await server.call(method, `/${route}/${foreign.id}`, { token, body: method === 'PUT' ? { name: 'x' } : undefined }), permission, method);
          }
          for (const action of ['archive', 'restore'] as const) {
            const permission = declaration.permissions[action];
            if (permission) writeRefused(await server.post(`/${route}/${foreign.id}/${action}`, { token }), permission, action);
          }
        }
        if (declaration.permissions.store && !WRITABLE[role].includes(declaration.name)) {
          refused(await server.post(`/${route}`, { token, body: {} }), declaration.permissions.store, 'store');
        }
      }

      expect(problems).toEqual([]);
      // Lists with rows are exactly those meant for the role (an empty list proves nothing either way).
      expect(listed.filter((name) => !LISTABLE[role].includes(name))).toEqual([]);
      if (role !== 'quote_token') expect(listed).toEqual(expect.arrayContaining(['tickets', 'messages', 'ticket-statuses']));
    }, 300_000);
  }

  it('no contact role holds a write or read permission beyond the portal', async () => {
    for (const { email } of ROLES) {
      const token = await server.login(email, { contact: true });
      const names: string[] = (await server.get('/auth/me', { token })).body.user.permissions_names;
      const writes = names.filter((name) => !/\.(index|show|download)$/.test(name));
      expect(writes.every((name) => ['tickets.store', 'messages.store', 'attachments.upload', 'quotes.accept', 'quotes.decline'].includes(name)), writes.join(', ')).toBe(true);
    }
  });
});

describe('writes on what the contact does see', () => {
  it('refuses changing, deleting or archiving their own ticket, message or quote, naming the permission', async () => {
    const token = await server.login('klant@demo.nl', { contact: true });
    const ticket = (await server.get(`/tickets${listQuery({ paginate: 1 })}`, { token })).body.data[0];
    const probes: Array<[string, string, unknown, string]> = [
      ['PUT', `/tickets/${ticket.id}`, { description: 'Anders' }, 'tickets.update'],
      ['DELETE', `/tickets/${ticket.id}`, undefined, 'tickets.destroy'],
      ['POST', `/tickets/${ticket.id}/archive`, {}, 'tickets.archive'],
    ];
    const message = (await server.get(`/messages${listQuery({ paginate: 1 })}`, { token })).body.data[0];
    if (message) probes.push(['PUT', `/messages/${message.id}`, { is_pinned: true }, 'messages.update']);
    for (const [method, path, body, permission] of probes) {
      const answer = await server.call(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.permission).toBe(permission);
    }
  });
});

describe('the operator-only routes outside the registry', () => {
  it('refuses a contact the back-office routes that are not resources', async () => {
    const token = await server.login('klant@demo.nl', { contact: true });
    const karin = (await server.get('/auth/me', { token })).body.user.id;
    const paths: Array<[string, string]> = [
      ['GET', `/auth/portal-login/${karin}`],
      ['GET', '/time-registrations/open'],
      ['GET', '/invoices/1/download'],
      ['POST', '/tickets/1/pick-up'],
      ['POST', '/quotes/1/duplicate'],
      ['POST', '/roles/1/move'],
    ];
    for (const [method, path] of paths) {
      const answer = await server.call(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect([403, 404], `${method} ${path}: ${answer.status}`).toContain(answer.status);
    }
  });
});
