import type { GraphQLTaggedNode } from 'relay-runtime';
import type * as Mutations from './ticketActionMutations';

/**
 * A ticket action's mutation, loaded when the action runs: the list and the ticket show the buttons
 * at once, and the operations behind them (with their fragments) come with the first press.
 */
export function ticketActionMutation(name: keyof typeof Mutations): Promise<GraphQLTaggedNode> {
  return import('./ticketActionMutations').then((mutations) => mutations[name]);
}
