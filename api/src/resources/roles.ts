import { sql } from 'kysely';
import { bodyFields } from '../body.ts';
import { notFound, unprocessable } from '../errors.ts';
import { ROLES } from '../auth/permissions.ts';
import { parseId, recordExists } from '../query/execute.ts';
import { logActivity } from './activity-log.ts';
import { field, type FieldErrors, type ResourceDeclaration } from './declaration.ts';
import { actorFor } from './actions.ts';
import { inTransaction } from './writer.ts';

export const roleTexts = {
  targetRequired: 'Doelrol is verplicht.',
  targetMissing: 'Doelrol bestaat niet.',
  targetSame: 'Kies een andere rol dan de huidige.',
  targetKind: 'De doelrol moet van hetzelfde type zijn (behandelaars of contactpersonen).',
  moved: 'Gebruikers overgeplaatst!',
  nameTaken: 'Deze naam is al in gebruik.',
  standard: 'Een standaardrol kan niet verwijderd worden.',
  inUse: 'Deze rol heeft nog gebruikers; verplaats ze eerst naar een andere rol.',
} as const;

/** Every permission name, the same for all tenants; read-only (roles.permissions links them). */
export const permissionsResource: ResourceDeclaration = {
  name: 'permissions',
  route: 'permissions',
  table: 'permissions',
  shared: true,
  permissions: { index: 'permissions.index', show: 'permissions.show' },
  label: { singular: 'Recht', plural: 'rechten' },
  fields: {
    id: field.integer(),
    name: field.string(),
  },
  searchable: ['name'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 100,
  appends: { _label: (row) => row.name },
  logActivity: false,
};

/** Roles of operators (operator 1) and of contact persons (operator 0), with their permissions and users. */
export const roles: ResourceDeclaration = {
  name: 'roles',
  route: 'roles',
  table: 'roles',
  permissions: { index: 'roles.index', show: 'roles.show', store: 'roles.store', update: 'roles.update', destroy: 'roles.destroy' },
  label: { singular: 'Rol', plural: 'rollen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 64 } }),
    display_name: field.string({ input: { label: 'Weergavenaam', required: true, max: 191 } }),
    operator: field.integer({ input: { label: 'Type', required: true, in: [0, 1], default: 1 } }),
    users_count: field.computed('integer', (alias) => sql`(select count(*)::int from user_role where user_role.role_id = ${sql.ref(`${alias}.id`)})`),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'display_name'],
  relations: {
    users: { kind: 'belongsToMany', target: 'users', pivot: 'user_role', localKey: 'role_id', relatedKey: 'user_id' },
    permissions: { kind: 'belongsToMany', target: 'permissions', pivot: 'role_permission', localKey: 'role_id', relatedKey: 'permission_id', sync: true },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: {
    _label: (row) => row.display_name,
    type_label: (row) => (Number(row.operator) === 1 ? 'Behandelaars' : 'Contactpersonen'),
  },
  validate: async ({ db, tenantId }, input, existing) => {
    const errors: FieldErrors = {};
    if (typeof input.name === 'string') {
      if (!/^[a-z][a-z0-9_]*$/.test(input.name)) errors.name = ['Naam mag alleen kleine letters, cijfers en _ bevatten en begint met een letter.'];
      else if (existing && ROLES.some((role) => role.name === existing.name) && input.name !== existing.name) errors.name = ['De naam van een standaardrol kan niet veranderen.'];
      else {
        let taken = db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', input.name);
        if (existing) taken = taken.where('id', '<>', existing.id as number);
        if (await taken.executeTakeFirst()) errors.name = [roleTexts.nameTaken];
      }
    }
    return errors;
  },
  beforeDelete: async ({ db }, existing) => {
    if (ROLES.some((role) => role.name === existing.name)) throw unprocessable({ id: [roleTexts.standard] });
    const user = await db.selectFrom('user_role').select('user_id').where('role_id', '=', existing.id as number).executeTakeFirst();
    if (user) throw unprocessable({ id: [roleTexts.inUse] });
  },
  registerRoutes: (app, context) => {
    // The spec's "move all users to another role" (role detail); changing users' roles is roles.update.
    app.post<{ Params: { id: string } }>('/roles/:id/move', { config: { permission: 'roles.update' } }, async (request) => {
      const actor = actorFor(request, context);
      const id = parseId(request.params.id);
      if (id === null || !(await recordExists(context.db, actor.tenantId, roles, id))) throw notFound();
      const raw = bodyFields(request.body).to;
      const to = typeof raw === 'string' ? parseId(raw) : typeof raw === 'number' ? parseId(String(raw)) : null;
      if (raw === undefined || raw === null || raw === '') throw unprocessable({ to: [roleTexts.targetRequired] });
      if (to === null) throw unprocessable({ to: [roleTexts.targetMissing] });
      if (to === id) throw unprocessable({ to: [roleTexts.targetSame] });
      return inTransaction(actor, async (db) => {
        const pair = await db.selectFrom('roles').select(['id', 'operator']).where('tenant_id', '=', actor.tenantId).where('id', 'in', [id, to]).execute();
        const target = pair.find((role) => role.id === to);
        if (!target) throw unprocessable({ to: [roleTexts.targetMissing] });
        if (target.operator !== pair.find((role) => role.id === id)!.operator) throw unprocessable({ to: [roleTexts.targetKind] });
        const users = (await db.selectFrom('user_role').select('user_id').where('role_id', '=', id).execute()).map((row) => row.user_id);
        if (users.length > 0) {
          await db.insertInto('user_role').values(users.map((user_id) => ({ user_id, role_id: to }))).onConflict((conflict) => conflict.doNothing()).execute();
          await db.deleteFrom('user_role').where('role_id', '=', id).execute();
          await db.updateTable('roles').set({ updated_at: sql<Date>`now()` }).where('id', 'in', [id, to]).execute();
          await logActivity(db, [
            { tenantId: actor.tenantId, subjectType: 'roles', subjectId: id, causerId: actor.user?.id ?? null, event: 'updated-relation', attributes: { users: [] }, old: { users } },
            { tenantId: actor.tenantId, subjectType: 'roles', subjectId: to, causerId: actor.user?.id ?? null, event: 'updated-relation', attributes: { users_added: users }, old: {} },
          ]);
        }
        return { message: roleTexts.moved, moved: users.length };
      });
    });
  },
};
