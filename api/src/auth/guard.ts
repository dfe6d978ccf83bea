import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { forbidden, HttpError, unauthenticated } from '../errors.ts';
import { REQUIRE_2FA_CONFIG } from '../resources/configs.ts';
import type { Access } from '../query/compile.ts';
import type { Viewer } from '../query/types.ts';
import type { Caller, Resolve } from '../resources/declaration.ts';
import { accessOfUser, ownRowsOnly, restrictionOf } from './permissions.ts';
import { bearerToken, hashToken, touchToken } from './tokens.ts';
import { twoFactorTexts } from './two-factor.ts';

export interface AuthUser {
  id: number;
  email: string | null;
  first_name: string;
  prefix: string | null;
  last_name: string;
  acronym: string | null;
  is_operator: number;
  configs: Record<string, unknown>;
  /** nl or en: the language the portal speaks to a contact. */
  language?: string;
}

export interface AuthContext {
  user: AuthUser;
  permissions: Set<string>;
  roles: string[];
  /** What the roles let the user see (auth/permissions.ts). */
  viewer: Viewer;
  tokenId: number;
  /** The tenant requires 2FA of operators and this one has not enrolled: only enrolment routes answer. */
  mustEnrolTwoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The permission a caller needs; a missing one answers 403 naming it. */
    permission?: string;
    /** A stream that stays open (live events): no request deadline. */
    longLived?: boolean;
    /** Tenant module the route belongs to; while it is off the route answers 404. */
    module?: string;
    /** Open to an operator who still has to enrol in 2FA the tenant requires (profile, enrolment, logout). */
    enrolment?: boolean;
  }
}

/** The signed-in caller; routes behind the guard always have one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The caller's view of the tenant, for every query a route makes on its behalf. */
export function accessFor(request: FastifyRequest, resolve: Resolve): Access {
  return { tenantId: request.tenant.id, viewer: authOf(request).viewer, resolve };
}

export function callerOf(request: FastifyRequest): Caller {
  const { user, viewer, tokenId } = authOf(request);
  return { id: user.id, is_operator: user.is_operator, companyIds: viewer.companyIds, tokenId };
}

export const MODULE_OFF = 'Module niet actief.';

export function moduleActive(request: FastifyRequest, module: string | undefined): boolean {
  return !module || request.tenant.modules?.[module] === true;
}

/** 404 for anything of a module the tenant has switched off. */
export function requireModule(request: FastifyRequest, module: string | undefined): void {
  if (!moduleActive(request, module)) throw new HttpError(404, { message: MODULE_OFF });
}

async function authenticate(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select([
      'tokens.id as token_id',
      'users.id',
      'users.email',
      'users.first_name',
      'users.prefix',
      'users.last_name',
      'users.acronym',
      'users.is_operator',
      'users.configs',
      'users.activated_2fa_at',
      'tokens.last_used_at',
      (eb) =>
        eb
          .selectFrom('configs')
          .select('configs.value')
          .whereRef('configs.tenant_id', '=', 'tokens.tenant_id')
          .where('configs.name', '=', REQUIRE_2FA_CONFIG)
          .as('require_2fa'),
      'users.language',
    ])
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.tenant_id', '=', request.tenant.id)
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', sql<Date>`now()`)
    .where('users.is_active', '=', true)
    .where('users.archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthenticated();
  const { token_id: tokenId, activated_2fa_at: activated, last_used_at: lastUsed, require_2fa: require2fa, ...user } = row;
  if (!lastUsed || Date.now() - lastUsed.getTime() > 60_000) await touchToken(db, tokenId);
  const access = await accessOfUser(db, user.id);
  const permissions = new Set(access.permissions);
  return {
    user,
    tokenId,
    mustEnrolTwoFactor: require2fa === '1' && user.is_operator > 0 && activated === null,
    permissions,
    roles: access.roles,
    viewer: {
      userId: user.id,
      restriction: restrictionOf(user.is_operator, access.roles),
      ownRowsOnly: ownRowsOnly(user.is_operator, access.roles),
      companyIds: access.companyIds,
      permissions,
    },
  };
}

/** Every route needs a valid token unless it is marked public, and the permission it declares. */
export function registerGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.public) return;
    request.auth = await authenticate(db, request);
    if (request.auth.mustEnrolTwoFactor && !config.enrolment) throw new HttpError(403, { message: twoFactorTexts.enrolmentRequired, two_factor_required: true });
    requireModule(request, config.module);
    if (config.permission && !request.auth.permissions.has(config.permission)) throw forbidden(config.permission);
  });
}
