import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { HttpError, unauthenticated, unprocessable } from '../errors.ts';
import type { Db } from '../db/connection.ts';
import type { Tenant } from '../tenancy.ts';
import { accessFor, authOf, type AuthUser } from './guard.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { LoginThrottle } from './login-throttle.ts';
import { accessOfUser } from './permissions.ts';
import { configMap, referenceLists, requestedLists } from './reference-lists.ts';
import { appKey } from './secret-box.ts';
import { registerSecurityRoutes } from './security-routes.ts';
import { bearerToken, issueToken, refreshToken, revokeToken } from './tokens.ts';
import { verifySecondFactor } from './two-factor-store.ts';
import { twoFactorTexts } from './two-factor.ts';

const WRONG_CREDENTIALS = 'Deze combinatie van e-mailadres en wachtwoord is onjuist.';

/** Preferences are small JSON documents per route; these bounds keep one user's row sane. */
const MAX_PREFERENCE_NAME = 200;
const MAX_PREFERENCES_BYTES = 200_000;

export const meTexts = {
  configsRequired: 'Geef de voorkeuren op in relationships.configs.',
  configsShape: 'Voorkeuren: een object per naam, of een lijst met name en value, verwacht.',
  configName: 'Een voorkeur heeft een naam van 1 tot 200 tekens.',
  tooLarge: 'De voorkeuren zijn te groot.',
  unknownField: (name: string) => `Onbekend veld: ${name}.`,
} as const;

/** 422 that tells the login screen to ask for the second factor. */
const secondFactorNeeded = (message: string) => new HttpError(422, { message, errors: { otp: [message] }, two_factor: true });

export async function presentUser(db: Db, tenant: Tenant, user: AuthUser, permissions: string[], roles: string[], mustEnrolTwoFactor = false) {
  const security = await db.selectFrom('users').select(['activated_2fa_at', 'language']).where('id', '=', user.id).executeTakeFirst();
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    prefix: user.prefix,
    last_name: user.last_name,
    full_name: [user.first_name, user.prefix, user.last_name].filter(Boolean).join(' '),
    is_operator: user.is_operator,
    acronym: user.acronym,
    permissions_names: permissions,
    roles,
    modules: tenant.modules,
    configs: await configMap(db, tenant.id),
    preferences: user.configs ?? {},
    language: security?.language ?? 'nl',
    activated_2fa_at: security?.activated_2fa_at ?? null,
    two_factor_required: mustEnrolTwoFactor,
  };
}

/** The operator who opened this session as the contact ("log in as contact"), for the portal's banner. */
async function impersonatorOf(db: Db, tokenId: number): Promise<{ id: number; full_name: string } | null> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.impersonator_id')
    .select(['users.id', 'users.first_name', 'users.prefix', 'users.last_name'])
    .where('tokens.id', '=', tokenId)
    .executeTakeFirst();
  return row ? { id: row.id, full_name: [row.first_name, row.prefix, row.last_name].filter(Boolean).join(' ') } : null;
}

/** relationships.configs: { name: value } or [{ name, value }]; a null value forgets the entry. */
function parsePreferences(body: unknown): Record<string, unknown> {
  const fields = bodyFields(body);
  for (const key of Object.keys(fields)) if (key !== 'relationships') throw unprocessable({ [key]: [meTexts.unknownField(key)] });
  const relationships = bodyFields(fields.relationships);
  const raw = relationships.configs;
  if (raw === undefined) throw unprocessable({ 'relationships.configs': [meTexts.configsRequired] });
  const entries: Array<[unknown, unknown]> = Array.isArray(raw)
    ? raw.map((entry) => [bodyFields(entry).name, bodyFields(entry).value])
    : typeof raw === 'object' && raw !== null
      ? Object.entries(raw)
      : (() => {
          throw unprocessable({ 'relationships.configs': [meTexts.configsShape] });
        })();
  const changes: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof name !== 'string' || name === '' || name.length > MAX_PREFERENCE_NAME) throw unprocessable({ 'relationships.configs': [meTexts.configName] });
    changes[name] = value ?? null;
  }
  return changes;
}

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, tokenTtlSeconds } = context;
  const throttle = new LoginThrottle(context.counters, context.limits);

  app.post<{ Querystring: { operator?: string } }>('/auth/login', { config: { public: true } }, async (request) => {
    const body = bodyFields(request.body);
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const otp = typeof body.otp === 'string' ? body.otp.trim() : typeof body.otp === 'number' ? String(body.otp).padStart(6, '0') : '';
    const errors: Record<string, string[]> = {};
    if (username === '') errors.username = ['E-mailadres is verplicht.'];
    if (password === '') errors.password = ['Wachtwoord is verplicht.'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const attempt = { tenantId: request.tenant.id, username, address: request.ip };
    await throttle.check(attempt);

    const asOperator = request.query.operator === 'true' || request.query.operator === '1';
    const user = username.includes('\0')
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'first_name', 'prefix', 'last_name', 'acronym', 'is_operator', 'configs', 'language', 'password_hash', 'is_active', 'archived_at', 'activated_2fa_at'])
          .where('tenant_id', '=', request.tenant.id)
          .where(sql`lower(email)`, '=', username.toLowerCase())
          .where('is_operator', asOperator ? '>' : '=', 0)
          .executeTakeFirst();
    // Always pay for one hash check, so a wrong e-mail address answers as slowly as a wrong password.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !valid || !user.is_active || user.archived_at) {
      await throttle.failed(attempt);
      throw unprocessable({ username: [WRONG_CREDENTIALS] });
    }
    // The password was right: with 2FA on, the code decides; a wrong one counts as a failed attempt.
    if (user.activated_2fa_at) {
      if (otp === '') throw secondFactorNeeded(twoFactorTexts.otpRequired);
      if (otp.length > 64 || !(await verifySecondFactor(db, appKey(context.filesDir), user.id, otp))) {
        await throttle.failed(attempt);
        throw secondFactorNeeded(twoFactorTexts.otpWrong);
      }
    }
    await throttle.succeeded(attempt);
    const { password_hash: _hash, is_active: _active, archived_at: _archived, activated_2fa_at: _activated, ...authUser } = user;
    const token = await issueToken(db, request.tenant.id, user.id, tokenTtlSeconds, { userAgent: request.headers['user-agent'], ip: request.ip });
    const access = await accessOfUser(db, user.id);
    return { ...token, user: await presentUser(db, request.tenant, authUser, access.permissions, access.roles) };
  });

  // A refresh token is a secret too: unknown ones count toward the address's failures.
  app.post('/auth/refresh', { config: { public: true } }, async (request) => {
    const attempt = { tenantId: request.tenant.id, address: request.ip };
    await throttle.check(attempt);
    const token = bearerToken(request.headers.authorization);
    const issued = token && (await refreshToken(db, request.tenant.id, token, tokenTtlSeconds));
    if (!issued) {
      await throttle.failed(attempt);
      throw unauthenticated();
    }
    return issued;
  });

  registerSecurityRoutes(app, context, throttle);

  app.post('/auth/logout', { config: { enrolment: true } }, async (request) => {
    await revokeToken(db, authOf(request).tokenId);
    return { message: 'Uitgelogd.' };
  });

  app.get('/auth/me', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const names = requestedLists((request.query as { lists?: unknown }).lists);
    return {
      user: await presentUser(db, request.tenant, auth.user, [...auth.permissions].sort(), auth.roles, auth.mustEnrolTwoFactor),
      tenant: { subdomain: request.tenant.subdomain, name: request.tenant.name },
      impersonator: await impersonatorOf(db, auth.tokenId),
      // Which records the role sees; a restricted caller is told 404 for the others, as for a missing one.
      restriction: auth.viewer.restriction,
      lists: await referenceLists(db, request, accessFor(request, context.resolve), auth.permissions, names),
    };
  });

  // The user's own preferences (filter, order, pagination, columns per route), merged into what is stored.
  app.post('/auth/me', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const changes = parsePreferences(request.body);
    const preferences = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('users').select('configs').where('id', '=', auth.user.id).forUpdate().executeTakeFirstOrThrow();
      const merged: Record<string, unknown> = { ...(row.configs ?? {}) };
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) delete merged[name];
        else merged[name] = value;
      }
      const text = JSON.stringify(merged);
      if (Buffer.byteLength(text) > MAX_PREFERENCES_BYTES) throw unprocessable({ 'relationships.configs': [meTexts.tooLarge] });
      await trx.updateTable('users').set({ configs: text }).where('id', '=', auth.user.id).execute();
      return merged;
    });
    return {
      user: await presentUser(db, request.tenant, { ...auth.user, configs: preferences }, [...auth.permissions].sort(), auth.roles, auth.mustEnrolTwoFactor),
    };
  });
}
