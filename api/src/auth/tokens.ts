import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/** An expired token may still be exchanged for a new one during this window. */
export const REFRESH_WINDOW_SECONDS = 14 * 24 * 60 * 60;

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Only the hash is stored: a copy of the tokens table does not let anyone log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes in base64url are exactly 43 characters. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Where a session was started, for the user's list of sessions. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
  /** The operator who opens the session as this contact ("log in as contact"). */
  impersonatorId?: number | null;
}

/** A browser's User-Agent can be long; the list needs no more than this. */
const MAX_USER_AGENT = 500;

export async function issueToken(db: Db, tenantId: number, userId: number, ttlSeconds: number, origin: SessionOrigin = {}): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('tokens')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      impersonator_id: origin.impersonatorId ?? null,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      refresh_until: sql<Date>`now() + make_interval(secs => ${REFRESH_WINDOW_SECONDS})`,
      user_agent: origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      ip: origin.ip ?? null,
      last_used_at: sql<Date>`now()`,
    })
    .execute();
  return { access_token: token, token_type: 'bearer', expires_in: ttlSeconds };
}

/**
 * Exchanges a token (expired or not, within its refresh window, not revoked, of an active user)
 * for a new one. The session stays the same row (its id, start and origin), only its secret and
 * times change, so the old token stops working; the conditional update lets one of two racing
 * refreshes win.
 */
export async function refreshToken(db: Db, tenantId: number, token: string, ttlSeconds: number): Promise<IssuedToken | null> {
  const fresh = randomBytes(32).toString('base64url');
  const renewed = await db
    .updateTable('tokens')
    .set({
      token_hash: hashToken(fresh),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      refresh_until: sql<Date>`now() + make_interval(secs => ${REFRESH_WINDOW_SECONDS})`,
      last_used_at: sql<Date>`now()`,
    })
    .where('token_hash', '=', hashToken(token))
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('refresh_until', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'tokens.user_id')
          .where('users.is_active', '=', true)
          .where('users.archived_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1 ? { access_token: fresh, token_type: 'bearer', expires_in: ttlSeconds } : null;
}

/** Marks a session used; at most once a minute, so most requests write nothing. */
export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('tokens').set({ revoked_at: sql<Date>`now()` }).where('id', '=', tokenId).execute();
}

/** Ends every session of a user but the one kept (the caller's own, when they change their own password). */
export async function revokeTokensOfUser(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  let update = db.updateTable('tokens').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) update = update.where('id', '<>', keepTokenId);
  await update.execute();
}
