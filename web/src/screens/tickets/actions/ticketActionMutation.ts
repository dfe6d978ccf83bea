import { lazyOperations } from '../../../relay/lazyOperation';

/**
 * A ticket action's mutation, loaded when the action runs: the list and the ticket show the buttons
 * at once, and the operations behind them (with their fragments) come with the first press.
 */
export const ticketActionMutation = lazyOperations(() => import('./ticketActionMutations'));
