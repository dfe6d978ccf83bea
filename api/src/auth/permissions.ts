import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import type { Restriction } from '../query/types.ts';
import type { ResourceDeclaration } from '../resources/declaration.ts';

export interface RoleDefinition {
  name: string;
  displayName: string;
  /** 1: a role for operators, 0: for contact persons. */
  operator: 0 | 1;
  grants: (permission: string) => boolean;
  /** Which rows the role sees (query/types.ts); absent: every row of the tenant. */
  restriction?: Exclude<Restriction, 'none'>;
  /** A contact role that sees only the rows made for the person itself (their own tickets), not all of their companies'. */
  ownRowsOnly?: true;
}

const readOnly = (permission: string) => /\.(index|show)$/.test(permission);

/**
 * What an operator may not do, and an administrator may: manage roles and their permissions,
 * change tenant configuration (settings and the custom fields records carry), and create, change
 * or archive operators (licence cost), and the mailboxes with their credentials. Reading roles, configuration, custom fields and operators
 * stays allowed, because forms and lists need them.
 */
const ADMIN_ONLY = [
  /^roles\.(store|update|destroy|archive|restore)$/,
  /^permissions\./,
  /^configs\.(store|update|destroy)$/,
  /^custom-fields\.(store|update|destroy)$/,
  /^operators\.(store|update|destroy|archive|restore)$/,
  /^mailboxes\./,
];
const operatorGrants = (permission: string) => !ADMIN_ONLY.some((pattern) => pattern.test(permission));

/**
 * Read permissions a contact role needs for what its screens load with a record (row rules keep
 * them to their own companies' rows): a ticket's status and priority and the attachments of its
 * messages for the portal, and what a message may belong to besides a ticket (a conversation, which
 * its own rule keeps from contacts); a quote's phases and lines for a quote link.
 */
export const CONTACT_READS = {
  client: ['attachments.index', 'attachments.show', 'ticket-statuses.index', 'priorities.index', 'message-threads.index', 'message-threads.show'],
  quote_token: ['project-phases.index', 'project-lines.index'],
} as const;

/**
 * What the portal added to the client role: their companies' sent quotes, to look at and accept
 * or decline, and files to go with a new ticket or an answer.
 */
export const PORTAL_PERMISSIONS = ['quotes.index', 'quotes.show', 'quotes.accept', 'quotes.decline', 'quotes.download', ...CONTACT_READS.quote_token, 'attachments.upload'] as const;

/** The portal: own companies' tickets, and their messages (messages.show to open one a live event names), and quotes. */
const CLIENT_PERMISSIONS = new Set<string>([
  'tickets.index',
  'tickets.show',
  'tickets.store',
  'messages.index',
  'messages.show',
  'messages.store',
  ...CONTACT_READS.client,
  ...PORTAL_PERMISSIONS,
]);
/** A link to one quote: look at it, accept, decline or download it. */
const QUOTE_TOKEN_PERMISSIONS = new Set(['quotes.show', 'quotes.accept', 'quotes.decline', 'quotes.download', ...CONTACT_READS.quote_token]);

/**
 * The roles every tenant starts with (spec roles of both documents), which permissions each
 * receives (now and when new ones appear), and which rows it sees. Operator types map onto them:
 * 1 and 2 operator, 3 only_own_tickets, 4 read_only, 5 only_own_company.
 */
export const ROLES: RoleDefinition[] = [
  { name: 'admin', displayName: 'Beheerder', operator: 1, grants: () => true },
  { name: 'operator', displayName: 'Behandelaar', operator: 1, grants: operatorGrants },
  { name: 'only_own_tickets', displayName: 'Alleen eigen tickets', operator: 1, grants: operatorGrants, restriction: 'own_tickets' },
  { name: 'read_only', displayName: 'Alleen lezen', operator: 1, grants: readOnly },
  { name: 'only_own_company', displayName: 'Alleen eigen bedrijf', operator: 1, grants: operatorGrants, restriction: 'own_company' },
  { name: 'client', displayName: 'Contactpersoon', operator: 0, grants: (permission) => CLIENT_PERMISSIONS.has(permission), restriction: 'contact' },
  {
    name: 'client_own_tickets',
    displayName: 'Contactpersoon, alleen eigen tickets',
    operator: 0,
    grants: (permission) => CLIENT_PERMISSIONS.has(permission),
    restriction: 'contact',
    ownRowsOnly: true,
  },
  { name: 'quote_token', displayName: 'Offertelink', operator: 0, grants: (permission) => QUOTE_TOKEN_PERMISSIONS.has(permission), restriction: 'contact' },
];

/** The role an operator of this type gets when none is chosen. */
export const ROLE_FOR_OPERATOR_TYPE: Record<number, string> = { 1: 'operator', 2: 'operator', 3: 'only_own_tickets', 4: 'read_only', 5: 'only_own_company' };

/**
 * The rows a user sees given its roles: contact persons only their companies' rows; an operator is
 * restricted only when every role it holds is, and then by its first restricted role.
 */
export function restrictionOf(isOperator: number, roleNames: string[]): Restriction {
  if (isOperator === 0) return 'contact';
  const definitions = roleNames.map((name) => ROLES.find((role) => role.name === name));
  if (definitions.length === 0 || definitions.some((definition) => !definition?.restriction)) return 'none';
  return definitions[0]!.restriction!;
}

/**
 * Whether a contact person sees only the rows made for them (tickets they are the contact of):
 * when every role they hold says so. A contact with a company-wide role as well sees the company.
 */
export function ownRowsOnly(isOperator: number, roleNames: string[]): boolean {
  if (isOperator !== 0 || roleNames.length === 0) return false;
  return roleNames.every((name) => ROLES.find((role) => role.name === name)?.ownRowsOnly === true);
}

/** Screens that are not a resource of their own but have a route name the web checks (spec core §2). */
const SCREEN_PERMISSIONS = ['planner.index', 'stats.index', 'reporting.index', 'api-key.index'];

/** Every permission a route of this service can ask for. */
export function permissionCatalogue(declarations: ResourceDeclaration[]): string[] {
  const names = new Set<string>(SCREEN_PERMISSIONS);
  for (const declaration of declarations) {
    for (const permission of Object.values(declaration.permissions ?? {})) names.add(permission);
  }
  return [...names].sort();
}

/**
 * Adds permissions that are new in this version and hands them to the standard roles of every
 * tenant. Existing grants are left alone, so a role an administrator narrowed stays narrowed.
 */
export async function syncPermissions(trx: Transaction<Database>, catalogue: string[]): Promise<void> {
  if (catalogue.length === 0) return;
  const added = await trx
    .insertInto('permissions')
    .values(catalogue.map((name) => ({ name })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  if (added.length === 0) return;
  const roles = await trx
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('name', 'in', ROLES.map((role) => role.name))
    .execute();
  await grant(trx, roles, added);
}

async function grant(trx: Transaction<Database>, roles: Array<{ id: number; name: string }>, permissions: Array<{ id: number; name: string }>) {
  const grants = roles.flatMap((role) => {
    const definition = ROLES.find((candidate) => candidate.name === role.name)!;
    return permissions.filter((permission) => definition.grants(permission.name)).map((permission) => ({
      role_id: role.id,
      permission_id: permission.id,
    }));
  });
  for (let start = 0; start < grants.length; start += 1000) {
    await trx.insertInto('role_permission').values(grants.slice(start, start + 1000)).onConflict((conflict) => conflict.doNothing()).execute();
  }
}

/** Gives every tenant the standard roles it lacks (new in this version), with their permissions. */
export async function syncRoles(trx: Transaction<Database>, tenantId?: number): Promise<void> {
  let tenants = trx.selectFrom('tenants').select('id');
  if (tenantId !== undefined) tenants = tenants.where('id', '=', tenantId);
  const rows = (await tenants.execute()).flatMap((tenant) =>
    ROLES.map((role) => ({ tenant_id: tenant.id, name: role.name, display_name: role.displayName, operator: role.operator })),
  );
  if (rows.length === 0) return;
  const created = await trx
    .insertInto('roles')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['tenant_id', 'name']).doNothing())
    .returning(['id', 'name'])
    .execute();
  if (created.length === 0) return;
  await grant(trx, created, await trx.selectFrom('permissions').select(['id', 'name']).execute());
}

export interface UserAccess {
  permissions: string[];
  roles: string[];
  companyIds: number[];
}

/** A user's permission names, role names and linked companies: what every request's checks need. */
export async function accessOfUser(db: Db, userId: number): Promise<UserAccess> {
  const [permissions, roles, companies] = await Promise.all([
    permissionNamesOf(db, userId),
    db
      .selectFrom('user_role')
      .innerJoin('roles', 'roles.id', 'user_role.role_id')
      .select('roles.name')
      .where('user_role.user_id', '=', userId)
      .orderBy('roles.name')
      .execute(),
    db.selectFrom('company_user').select('company_id').where('user_id', '=', userId).orderBy('company_id').execute(),
  ]);
  return { permissions, roles: roles.map((row) => row.name), companyIds: companies.map((row) => row.company_id) };
}

export async function permissionNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role_permission', 'role_permission.role_id', 'user_role.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permission.permission_id')
    .select(sql<string>`permissions.name`.as('name'))
    .distinct()
    .where('user_role.user_id', '=', userId)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}
