import { createHash } from 'node:crypto';
import type { Context } from '../schema/context.ts';

const REMEMBER_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who a bearer token belongs to ("demo:12"), or undefined for no or an invalid token. The answer
 * of GET /auth/me is remembered for a few minutes per token, so that counting a request against
 * its user does not cost a REST call each time.
 */
export function createIdentities() {
  const remembered = new Map<string, { user: string; until: number }>();
  return async function identify(context: Context): Promise<string | undefined> {
    const token = context.caller.token;
    if (!token) return undefined;
    const key = createHash('sha256').update(`${context.caller.tenant ?? ''}|${context.caller.host ?? ''}|${token}`).digest('base64url');
    const known = remembered.get(key);
    if (known && known.until > Date.now()) return known.user;
    try {
      const me = await context.me();
      const user = `${me.tenant.subdomain}:${me.user.id}`;
      remembered.delete(key);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, { user, until: Date.now() + REMEMBER_MS });
      return user;
    } catch {
      remembered.delete(key);
      return undefined;
    }
  };
}

export type Identify = ReturnType<typeof createIdentities>;
