import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { anyDb } from './shared.ts';

/** How long a sent quote's link stays valid. */
export const QUOTE_LINK_DAYS = 30;

/** The web client's public page for a link (served without signing in). */
export const quoteLinkPath = (token: string) => `/offerte/${token}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes in base64url: exactly 43 characters; anything else is no link of ours. */
export const isQuoteLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * A new link to one quote for its customer; only its hash is kept. Links sent earlier for the
 * same quote stop working, so only the latest mail's link opens the quote.
 */
export async function createQuoteLink(db: Db, tenantId: number, quoteId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await anyDb(db)
    .updateTable('quote_links')
    .set({ expires_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql`now()`)
    .execute();
  await anyDb(db)
    .insertInto('quote_links')
    .values({ tenant_id: tenantId, quote_id: quoteId, token_hash: hashOf(token), expires_at: sql`now() + make_interval(days => ${QUOTE_LINK_DAYS})` })
    .execute();
  return token;
}

export interface QuoteLink {
  id: number;
  tenantId: number;
  quoteId: number;
}

/** The quote a link opens: unused and not expired; null for anything else. */
export async function findQuoteLink(db: Db, token: string): Promise<QuoteLink | null> {
  if (!isQuoteLinkToken(token)) return null;
  const row = await anyDb(db)
    .selectFrom('quote_links')
    .select(['id', 'tenant_id', 'quote_id'])
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql`now()`)
    .executeTakeFirst();
  return row ? { id: Number(row.id), tenantId: Number(row.tenant_id), quoteId: Number(row.quote_id) } : null;
}

/** Spends the link inside the caller's transaction; false when another request spent it first. */
export async function useQuoteLink(db: Db, link: QuoteLink): Promise<boolean> {
  const spent = await anyDb(db).updateTable('quote_links').set({ used_at: sql`now()` }).where('id', '=', link.id).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
