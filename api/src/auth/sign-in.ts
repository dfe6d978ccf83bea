import type { AppContext } from '../context.ts';
import type { Tenant } from '../tenancy.ts';
import { accessOfUser } from './permissions.ts';
import { presentUser } from './routes.ts';
import { issueToken, type SessionOrigin } from './tokens.ts';

/**
 * Signs a user in without a password check, after they proved who they are another way (a
 * password link, the first-run setup): a token and the user, as POST auth/login answers. Null when
 * the user has two-factor login: they sign in with their password and a code instead.
 */
export async function signInAs(context: AppContext, tenant: Tenant, userId: number, origin: SessionOrigin = {}) {
  const user = await context.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'prefix', 'last_name', 'acronym', 'is_operator', 'configs', 'activated_2fa_at'])
    .where('id', '=', userId)
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  const { activated_2fa_at: twoFactor, ...authUser } = user;
  if (twoFactor) return null;
  const token = await issueToken(context.db, tenant.id, user.id, context.tokenTtlSeconds, origin);
  const access = await accessOfUser(context.db, user.id);
  return { ...token, user: await presentUser(context.db, tenant, authUser, access.permissions, access.roles) };
}
