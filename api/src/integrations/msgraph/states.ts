import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connection.ts';

/** The state of a round trip to the identity platform: random, stored as a hash, good once for 30 minutes. */

const LIFETIME_MINUTES = 30;

export type StatePurpose = 'usersync' | 'signin';

export async function issueState(db: Db, tenantId: number, purpose: StatePurpose, owner: { companyId?: number; userId?: number } = {}): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db
    .insertInto('msgraph_states')
    .values({
      tenant_id: tenantId,
      purpose,
      company_id: owner.companyId ?? null,
      user_id: owner.userId ?? null,
      state_hash: hashToken(state),
      expires_at: sql<Date>`now() + ${`${LIFETIME_MINUTES} minutes`}::interval`,
    })
    .execute();
  return state;
}

/** Uses the state up: the row it belongs to, or null when it is unknown, spent, expired or of another tenant or purpose. */
export async function consumeState(db: Db, tenantId: number, purpose: StatePurpose, state: string): Promise<{ companyId: number | null; userId: number | null } | null> {
  const row = await db
    .updateTable('msgraph_states')
    .set({ used_at: sql<Date>`now()` })
    .where('state_hash', '=', hashToken(state))
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['company_id', 'user_id'])
    .executeTakeFirst();
  return row ? { companyId: row.company_id, userId: row.user_id } : null;
}
