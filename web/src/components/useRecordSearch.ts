import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { SEARCH_MIN_CHARS } from '../lib/recordForm';
import type { RelationValue } from '../lib/recordForm';
import { nodeLabel } from './useCatalogOptions';
import { useDebounced } from './useDebounced';

/** Search selects wait 300 ms after the last key stroke (spec core §5). */
export const SEARCH_SELECT_DEBOUNCE_MS = 300;

interface SearchData {
  readonly list?: { readonly edges: readonly { readonly node: { readonly databaseId: number; readonly label?: string | null } }[] } | null;

}

interface SearchOperation extends OperationType {
  variables: { search?: string | null };
  response: SearchData;
}

const NOTHING: RelationValue[] = [];

/**
 * Records of a type matching typed text, once at least 2 characters are typed (spec core §5:
 * 'Nog n letter(s)...', 300 ms debounce).
 */
export function useRecordSearch(query: GraphQLTaggedNode, text: string, enabled = true): { results: RelationValue[]; loading: boolean } {
  const environment = useRelayEnvironment();
  const search = useDebounced(text.trim(), SEARCH_SELECT_DEBOUNCE_MS);
  const [state, setState] = useState<{ for: string; results: RelationValue[] }>({ for: '', results: [] });
  const ready = enabled && search.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!ready) return undefined;
    const subscription = fetchQuery<SearchOperation>(environment, query, { search }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        const results = (data.list?.edges ?? []).map(({ node }) => ({ id: node.databaseId, label: nodeLabel(node) }));
        setState({ for: search, results });
      },
      error: () => setState({ for: search, results: [] }),
    });
    return () => subscription.unsubscribe();
  }, [environment, query, search, ready]);

  if (!ready) return { results: NOTHING, loading: false };
  const current = state.for === search;
  return { results: current ? state.results : NOTHING, loading: !current || text.trim() !== search };
}
