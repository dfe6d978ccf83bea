import { createHash } from 'node:crypto';
import type { Caller, Me } from '../upstream/client.ts';

const REMEMBER_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who a bearer token belongs to ("demo:12"), remembered for a few minutes per token from any
 * GET /auth/me the BFF makes anyway (sign-in, the viewer), so that counting a request against its
 * user rarely costs a REST call of its own.
 */
export interface Identities {
  /** The caller's user, or undefined without a token or with one the REST service refuses. */
  identify(caller: Caller, me: () => Promise<Me>): Promise<string | undefined>;
  remember(caller: Caller, me: Me): void;
  forget(caller: Caller): void;
}

function keyOf(caller: Caller): string | undefined {
  if (!caller.token) return undefined;
  return createHash('sha256').update(`${caller.tenant ?? ''}|${caller.host ?? ''}|${caller.token}`).digest('base64url');
}

export function createIdentities(): Identities {
  const remembered = new Map<string, { user: string; until: number }>();
  const identities: Identities = {
    async identify(caller, me) {
      const key = keyOf(caller);
      if (!key) return undefined;
      const known = remembered.get(key);
      if (known && known.until > Date.now()) return known.user;
      try {
        const answer = await me();
        identities.remember(caller, answer);
        return remembered.get(key)?.user;
      } catch {
        remembered.delete(key);
        return undefined;
      }
    },
    remember(caller, me) {
      const key = keyOf(caller);
      if (!key) return;
      remembered.delete(key);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, { user: `${me.tenant.subdomain}:${me.user.id}`, until: Date.now() + REMEMBER_MS });
    },
    forget(caller) {
      const key = keyOf(caller);
      if (key) remembered.delete(key);
    },
  };
  return identities;
}
