/** Messages load the next page within this distance of the bottom of the page (spec §9). */
export const LOAD_MORE_THRESHOLD_PX = 20;

export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
  threshold: number = LOAD_MORE_THRESHOLD_PX,
): boolean {
  return scrollTop + viewportHeight >= documentHeight - threshold;
}
