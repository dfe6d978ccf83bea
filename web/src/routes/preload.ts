import { useEffect } from 'react';
import { loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import { environment } from '../relay/environment';

/**
 * Starts a route's query while the router navigates, so data and code load together.
 * Shows what the store has at once and refreshes it from the server.
 */
export function preloadQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
}

const active = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Releases a route's previous query once its successor is on screen, so the store can
 * forget what nobody shows any more. One retained query per route at most.
 */
export function useRetainRouteQuery(routeId: string, queryRef: PreloadedQuery<OperationType>): void {
  useEffect(() => {
    const previous = active.get(routeId);
    if (previous && previous !== queryRef) previous.dispose();
    active.set(routeId, queryRef);
  }, [routeId, queryRef]);
}
