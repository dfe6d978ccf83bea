import { lazyOperation, type LazyOperation } from '../../../relay/lazyOperation';
import type * as Mutations from './ticketActionMutations';

/**
 * A ticket action's mutation, loaded when the action runs: the list and the ticket show the buttons
 * at once, and the operations behind them (with their fragments) come with the first press.
 */
export function ticketActionMutation(name: keyof typeof Mutations): LazyOperation {
  return lazyOperation(() => import('./ticketActionMutations').then((mutations) => mutations[name]));
}
