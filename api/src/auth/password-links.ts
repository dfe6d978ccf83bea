import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { publicBase } from '../documents/quote-mail.ts';
import { HttpError } from '../errors.ts';
import { fromAddress } from '../messages/deliver.ts';
import { isPasswordLinkToken, LINK_LIFETIME_MINUTES, passwordLinkPath, passwordMail, type PasswordLinkKind } from './password-mail.ts';
import { revokeTokensOfUser } from './tokens.ts';

export const passwordLinkTexts = {
  noSmtp: 'Er is geen mailserver ingesteld; de uitnodiging is niet verstuurd.',
  refused: (reason: string) => `De mailserver weigerde de e-mail: ${reason}.`,
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for one user; only its hash is kept. Unused links of the same kind stop working, so
 * only the latest mail's link opens the page.
 */
export async function createPasswordLink(
  db: Db,
  { tenantId, userId, kind, createdBy = null }: { tenantId: number; userId: number; kind: PasswordLinkKind; createdBy?: number | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .updateTable('password_links')
    .set({ expires_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('password_links')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      kind,
      token_hash: hashOf(token),
      created_by: createdBy,
      expires_at: sql<Date>`now() + make_interval(mins => ${LINK_LIFETIME_MINUTES[kind]})`,
    })
    .execute();
  return token;
}

export interface PasswordLink {
  id: number;
  kind: PasswordLinkKind;
  userId: number;
  email: string;
  isOperator: boolean;
}

/** What a link opens: unused, not expired, of an active, unarchived user of this tenant; else null. */
export async function findPasswordLink(db: Db, tenantId: number, token: string): Promise<PasswordLink | null> {
  if (!isPasswordLinkToken(token)) return null;
  const row = await db
    .selectFrom('password_links')
    .innerJoin('users', 'users.id', 'password_links.user_id')
    .select(['password_links.id', 'password_links.kind', 'users.id as user_id', 'users.email', 'users.is_operator'])
    .where('password_links.token_hash', '=', hashOf(token))
    .where('password_links.tenant_id', '=', tenantId)
    .where('password_links.used_at', 'is', null)
    .where('password_links.expires_at', '>', sql<Date>`now()`)
    .where('users.is_active', '=', true)
    .where('users.archived_at', 'is', null)
    .where('users.email', 'is not', null)
    .executeTakeFirst();
  return row ? { id: row.id, kind: row.kind, userId: row.user_id, email: row.email!, isOperator: row.is_operator > 0 } : null;
}

/**
 * Spends a link and sets the user's password (already hashed: hashing is slow, and is not done
 * inside the transaction); every other open link of the user stops working and every session of
 * the user ends. Null when the link is not valid (anymore), also when a racing request spent it.
 */
export async function consumePasswordLink(db: Db, { tenantId, token, passwordHash }: { tenantId: number; token: string; passwordHash: string }): Promise<PasswordLink | null> {
  return db.transaction().execute(async (trx) => {
    const link = await findPasswordLink(trx, tenantId, token);
    if (!link) return null;
    const spent = await trx.updateTable('password_links').set({ used_at: sql<Date>`now()` }).where('id', '=', link.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    await trx
      .updateTable('password_links')
      .set({ expires_at: sql<Date>`now()` })
      .where('user_id', '=', link.userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql<Date>`now()` }).where('id', '=', link.userId).execute();
    await revokeTokensOfUser(trx, link.userId);
    return link;
  });
}

export interface PasswordMailRequest {
  tenantId: number;
  userId: number;
  kind: PasswordLinkKind;
  /** The web client's address, without a trailing slash. */
  base: string;
  /** The operator who invites; null when the system does (a new tenant's administrator). */
  inviterId: number | null;
}

/**
 * Makes a link and mails it to the user. Throws 503 without a mail server and 502 when the server
 * refuses the mail; answers the link, for the tenant command that prints it too.
 */
export async function mailPasswordLink(context: Pick<AppContext, 'db' | 'mailer'>, request: PasswordMailRequest): Promise<string> {
  const { db, mailer } = context;
  if (!mailer) throw new HttpError(503, { message: passwordLinkTexts.noSmtp });
  const user = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.first_name', 'users.email', 'users.is_operator', 'users.language', 'tenants.name as tenant_name'])
    .where('users.id', '=', request.userId)
    .where('users.tenant_id', '=', request.tenantId)
    .executeTakeFirstOrThrow();
  const inviter =
    request.inviterId === null
      ? undefined
      : await db.selectFrom('users').select(['first_name', 'prefix', 'last_name']).where('id', '=', request.inviterId).executeTakeFirst();
  const token = await createPasswordLink(db, { tenantId: request.tenantId, userId: request.userId, kind: request.kind, createdBy: request.inviterId });
  const { subject, html } = passwordMail({
    kind: request.kind,
    isOperator: user.is_operator > 0,
    language: user.language,
    firstName: user.first_name,
    email: user.email ?? '',
    tenantName: user.tenant_name,
    inviterName: inviter ? [inviter.first_name, inviter.prefix, inviter.last_name].filter(Boolean).join(' ') : null,
    url: `${request.base}${passwordLinkPath(token)}`,
  });
  try {
    await mailer.send({ from: await fromAddress(context, request.tenantId), to: [user.email!], cc: [], bcc: [], subject, html, attachments: [] });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    throw new HttpError(502, { message: passwordLinkTexts.refused(reason) });
  }
  return token;
}

/** The web client's address as the caller reached it (PUBLIC_URL when set). */
export const webBase = (context: Pick<AppContext, 'publicUrl'>, request: FastifyRequest) => publicBase(context.publicUrl, request.protocol, request.host);

/** Mails a user (operator or contact, with an e-mail address) the invitation to choose a password, from the caller. */
export async function sendInvitation(context: AppContext, request: FastifyRequest, userId: number): Promise<void> {
  await mailPasswordLink(context, { tenantId: request.tenant.id, userId, kind: 'invite', base: webBase(context, request), inviterId: request.auth?.user.id ?? null });
}

const pendingInvitations = new AsyncLocalStorage<number[]>();

/** Runs a request's work with a list that invitations asked for during it go into. */
export function collectInvitations<T>(list: number[], work: () => T): T {
  return pendingInvitations.run(list, work);
}

/**
 * Asks for an invitation to the user once the running request's write is committed (a new
 * operator). Outside a request (seeds, scripts) nothing is sent: those make their own links.
 */
export function inviteAfterCommit(userId: number): void {
  pendingInvitations.getStore()?.push(userId);
}
