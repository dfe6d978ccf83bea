import { useCallback, useTransition } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';

/** Fetches a detail query again, so the screen shows what a change in a related table did to the record. */
export function useReloadRecord(detailQuery: GraphQLTaggedNode, databaseId: number): [reload: () => void, reloading: boolean] {
  const environment = useRelayEnvironment();
  const [reloading, startReload] = useTransition();
  const reload = useCallback(() => {
    startReload(() => {
      fetchQuery(environment, detailQuery, { id: String(databaseId) }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    });
  }, [environment, detailQuery, databaseId]);
  return [reload, reloading];
}
