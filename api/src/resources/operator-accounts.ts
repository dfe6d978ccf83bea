import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { revokeTokensOfUser } from '../auth/tokens.ts';
import { bodyFields } from '../body.ts';
import type { Db } from '../db/connection.ts';
import { unprocessable } from '../errors.ts';
import { findRecord, parseId } from '../query/execute.ts';
import { actorFor } from './actions.ts';
import { logActivity } from './activity-log.ts';
import type { AppContext, FieldErrors, ResourceContext, Row, SentInput } from './declaration.ts';
import { accessOfActor, inTransaction } from './writer.ts';
import { accountTexts, addsLicence, onTrial, rolesForType } from './operator-rules.ts';

async function tenantOnTrial(db: Db, tenantId: number): Promise<boolean> {
  const tenant = await db.selectFrom('tenants').select('trial_ends_at').where('id', '=', tenantId).executeTakeFirst();
  return onTrial(tenant?.trial_ends_at ?? null);
}

/** The licence warning as a field error, when the write adds a licence outside a trial and was not confirmed. */
export async function licenceErrors({ db, tenantId }: ResourceContext, input: Row, existing: Row | null): Promise<FieldErrors> {
  if (!addsLicence(input, existing) || input.confirm_licence === true) return {};
  return (await tenantOnTrial(db, tenantId)) ? {} : { confirm_licence: [accountTexts.licence] };
}

/** Replaces the user's operator roles by those of its type (admin kept); contact roles stay untouched. */
export async function applyTypeRoles(db: Db, tenantId: number, userId: number, type: number): Promise<void> {
  const held = await db
    .selectFrom('user_role')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_role.user_id', '=', userId)
    .where('roles.operator', '=', 1)
    .execute();
  const wanted = rolesForType(type, held.map((role) => role.name));
  const roles = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('operator', '=', 1).where('name', 'in', wanted).execute();
  const keep = new Set(roles.map((role) => role.id));
  const drop = held.filter((role) => !keep.has(role.id)).map((role) => role.id);
  if (drop.length > 0) await db.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', drop).execute();
  if (roles.length > 0) {
    await db.insertInto('user_role').values(roles.map((role) => ({ user_id: userId, role_id: role.id }))).onConflict((conflict) => conflict.doNothing()).execute();
  }
}

/**
 * After an operator write: a new one without chosen roles gets its type's role; a changed type
 * picks the type's role (admin kept) unless the same write chose the roles.
 */
export async function typeRoleAfterWrite(context: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row, old: Row | null, sent?: SentInput): Promise<void> {
  const chosen = sent?.relationships?.operator_roles;
  if (Array.isArray(chosen) && chosen.length > 0) return;
  const type = Number(record.is_operator);
  if (event === 'created' || (event === 'updated' && Number(old?.is_operator) !== type)) await applyTypeRoles(context.db, context.tenantId, record.id as number, type);
}

async function personByEmail(db: Db, tenantId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'is_operator', 'archived_at', sql<string>`concat_ws(' ', first_name, prefix, last_name)`.as('full_name')])
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

const emailOf = (body: unknown): string => {
  const raw = bodyFields(body).email;
  if (typeof raw !== 'string' || raw.trim() === '') throw unprocessable({ email: [accountTexts.emailRequired] });
  return raw;
};

/** POST operators/lookup and operators/migrate (back-office §7 Operators: an e-mail of a contact becomes an operator). */
export function registerOperatorAccountRoutes(app: FastifyInstance, context: AppContext): void {
  // Whether the address belongs to someone already: an operator (the form warns) or a contact (the form offers migration).
  app.post('/operators/lookup', { config: { permission: 'operators.store' } }, async (request) => {
    const person = await personByEmail(context.db, request.tenant.id, emailOf(request.body));
    if (!person) return { data: { exists: false, kind: null, id: null, full_name: null, archived: false } };
    return {
      data: { exists: true, kind: person.is_operator > 0 ? 'operator' : 'contact', id: person.id, full_name: person.full_name, archived: person.archived_at !== null },
    };
  });

  // The contact keeps its id, tickets and history; its contact roles give way to the operator type's role.
  app.post('/operators/migrate', { config: { permission: 'operators.store' } }, async (request) => {
    const actor = actorFor(request, context);
    const body = bodyFields(request.body);
    const rawType = body.is_operator ?? 1;
    const type = typeof rawType === 'number' ? rawType : typeof rawType === 'string' ? Number(rawType) : NaN;
    if (![1, 2, 3, 4, 5].includes(type)) throw unprocessable({ is_operator: [accountTexts.typeInvalid] });
    const clientId = body.client_id === undefined || body.client_id === null ? null : parseId(String(body.client_id));
    return inTransaction(actor, async (db) => {
      let query = db.selectFrom('users').select(['id', 'archived_at']).where('tenant_id', '=', actor.tenantId).where('is_operator', '=', 0);
      query = clientId !== null ? query.where('id', '=', clientId) : query.where(sql`lower(email)`, '=', emailOf(request.body).trim().toLowerCase());
      const contact = await query.executeTakeFirst();
      if (!contact) throw unprocessable({ email: [accountTexts.contactMissing] });
      if (contact.archived_at !== null) throw unprocessable({ email: [accountTexts.contactArchived] });
      const licence = await licenceErrors({ db, tenantId: actor.tenantId, resolve: actor.resolve }, { confirm_licence: body.confirm_licence === true }, null);
      if (licence.confirm_licence) throw unprocessable(licence);

      await db.updateTable('users').set({ is_operator: type, is_active: true, updated_at: sql<Date>`now()` }).where('id', '=', contact.id).execute();
      const contactRoles = db.selectFrom('roles').select('id').where('tenant_id', '=', actor.tenantId).where('operator', '=', 0);
      await db.deleteFrom('user_role').where('user_id', '=', contact.id).where('role_id', 'in', contactRoles).execute();
      await applyTypeRoles(db, actor.tenantId, contact.id, type);
      // A portal session must not carry on as an operator's.
      await revokeTokensOfUser(db, contact.id);
      await logActivity(db, [
        { tenantId: actor.tenantId, subjectType: 'operators', subjectId: contact.id, causerId: actor.user?.id ?? null, event: 'updated', attributes: { is_operator: type, is_active: true }, old: { is_operator: 0 } },
      ]);
      const record = await findRecord(db, accessOfActor(actor), context.resolve('operators'), context.resolve, contact.id, { include: [], append: ['_label'] });
      return { message: accountTexts.migrated, data: record };
    });
  });
}
