import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { publicBase } from '../documents/quote-mail.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { findRow } from '../query/execute.ts';
import { logActivity } from '../resources/activity-log.ts';
import { routeId } from '../resources/actions.ts';
import { accessFor, authOf } from './guard.ts';
import { hashToken, issueToken } from './tokens.ts';

export const PORTAL_LOGIN_TEXTS = {
  archived: 'Een gearchiveerde contactpersoon kan niet ingelogd worden.',
  invalid: 'Deze inloglink is ongeldig, al gebruikt of verlopen.',
} as const;

/** Long enough to open the new window, short enough that a copied link is useless. */
export const PORTAL_LOGIN_TTL_SECONDS = 120;

/** Where the web client exchanges the link's token for a session. */
export const portalLoginPath = (token: string) => `/portal/login-as/${token}`;

const fullName = (user: { first_name: string; prefix: string | null; last_name: string }) =>
  [user.first_name, user.prefix, user.last_name].filter(Boolean).join(' ');

/**
 * "Log in as contact": an operator with clients.login asks for a single-use, short-lived link
 * that opens the portal as the contact; exchanging it gives a session marked with the operator
 * (tokens.impersonator_id), and the activity log records who looked as whom.
 */
export function registerPortalLoginRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve, tokenTtlSeconds } = context;

  app.get('/auth/portal-login/:id', { config: { permission: 'clients.login' } }, async (request) => {
    const auth = authOf(request);
    const id = routeId(request as FastifyRequest<{ Params: { id: string } }>);
    // Only a contact the operator may see; an archived one is named as such, not hidden.
    const contact = await findRow(db, accessFor(request, resolve), resolve('clients'), resolve, id, 'with');
    if (!contact) throw notFound();
    if (contact.archived_at) throw unprocessable({ id: [PORTAL_LOGIN_TEXTS.archived] });
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('portal_logins')
      .values({
        tenant_id: request.tenant.id,
        user_id: id,
        impersonator_id: auth.user.id,
        token_hash: hashToken(token),
        expires_at: sql<Date>`now() + make_interval(secs => ${PORTAL_LOGIN_TTL_SECONDS})`,
      })
      .execute();
    return { url: `${publicBase(context.publicUrl, request.protocol, request.host)}${portalLoginPath(token)}` };
  });

  // Spends the link (once, before it expires, while the contact and the operator may still log in).
  app.post<{ Params: { token: string } }>('/auth/portal-login/:token', { config: { public: true } }, async (request) => {
    const token = request.params.token;
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404, { message: PORTAL_LOGIN_TEXTS.invalid });
    const issued = await db.transaction().execute(async (trx) => {
      const link = await trx
        .updateTable('portal_logins')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hashToken(token))
        .where('tenant_id', '=', request.tenant.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'impersonator_id'])
        .executeTakeFirst();
      if (!link) return null;
      const people = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'prefix', 'last_name', 'is_operator'])
        .where('id', 'in', [link.user_id, link.impersonator_id])
        .where('tenant_id', '=', request.tenant.id)
        .where('is_active', '=', true)
        .where('archived_at', 'is', null)
        .execute();
      const contact = people.find((person) => person.id === link.user_id && person.is_operator === 0);
      const operator = people.find((person) => person.id === link.impersonator_id && person.is_operator > 0);
      if (!contact || !operator) return null;
      const session = await issueToken(trx, request.tenant.id, contact.id, tokenTtlSeconds, { userAgent: request.headers['user-agent'], ip: request.ip, impersonatorId: operator.id });
      await logActivity(trx, {
        tenantId: request.tenant.id,
        subjectType: 'clients',
        subjectId: contact.id,
        causerId: operator.id,
        event: 'portal-login',
        attributes: { contact: fullName(contact), operator: fullName(operator) },
      });
      return session;
    });
    if (!issued) throw new HttpError(404, { message: PORTAL_LOGIN_TEXTS.invalid });
    return issued;
  });
}
