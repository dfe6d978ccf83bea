/**
 * Whether a subscription line shows the quantity-difference icon (spec back-office §2): it is
 * linked to licences (licensed is null without a link) and their quantity is not the line's.
 */
export function licenceDifference(quantity: number | null | undefined, licensed: number | null | undefined): boolean {
  if (licensed === null || licensed === undefined) return false;
  return Number(quantity ?? 0) !== Number(licensed);
}
