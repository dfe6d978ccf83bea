import { reorder } from './columns';
import { moveBy } from './ticketWork';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** The ids after dropping the item at `from` on the place of `to`; null when nothing moves (no save). */
export function droppedOrder(ids: readonly string[], from: number, to: number): string[] | null {
  const next = reorder(ids, from, to);
  return same(next, ids) ? null : next;
}

/** The ids after moving one item a place up (-1) or down (+1) with the keyboard buttons; null at either end. */
export function steppedOrder(ids: readonly string[], index: number, step: -1 | 1): string[] | null {
  const next = moveBy(ids, index, step);
  return same(next, ids) ? null : next;
}
