import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** One licence linked to a subscription line. */
export interface LineLicence {
  licenceQuantity: number;
  updateQuantity: boolean;
}

/**
 * The quantity a line takes from its licences: the sum of those linked with update_quantity, or
 * null when none is, so the line keeps the quantity entered by hand.
 */
export function followedQuantity(licences: readonly LineLicence[]): number | null {
  const followed = licences.filter((licence) => licence.updateQuantity);
  if (followed.length === 0) return null;
  return followed.reduce((sum, licence) => sum + licence.licenceQuantity, 0);
}

/**
 * Gives the subscription lines linked to a licence with update_quantity the quantity of their
 * licences; called when such a link is made and when a licence's quantity changes.
 */
export async function followLicenceQuantity(db: Db, tenantId: number, licenceId: number): Promise<void> {
  const rows = await sql<{ line_id: number; licence_quantity: string | number; update_quantity: boolean }>`
    select link.morphable_id as line_id, licence.quantity as licence_quantity, link.update_quantity
    from cloud_distribution_subscription_relations as link
    join cloud_distribution_subscriptions as licence on licence.id = link.cloud_distribution_subscription_id
    where link.tenant_id = ${tenantId} and link.morphable_type = 'subscription-lines'
      and link.morphable_id in (
        select mine.morphable_id from cloud_distribution_subscription_relations as mine
        where mine.tenant_id = ${tenantId} and mine.cloud_distribution_subscription_id = ${licenceId}
          and mine.morphable_type = 'subscription-lines' and mine.update_quantity)`.execute(db);
  const byLine = new Map<number, LineLicence[]>();
  for (const row of rows.rows) {
    const licences = byLine.get(row.line_id) ?? [];
    licences.push({ licenceQuantity: Number(row.licence_quantity), updateQuantity: row.update_quantity });
    byLine.set(row.line_id, licences);
  }
  for (const [lineId, licences] of byLine) {
    const quantity = followedQuantity(licences);
    if (quantity === null) continue;
    await sql`update subscription_lines set quantity = ${quantity}, updated_at = now()
      where id = ${lineId} and tenant_id = ${tenantId} and quantity is distinct from ${quantity}`.execute(db);
  }
}
