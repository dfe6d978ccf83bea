import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { OperationType, Subscription } from 'relay-runtime';
import { operationOf, type OperationSource } from '../relay/lazyOperation';
import { SEARCH_MIN_CHARS } from '../lib/recordForm';
import type { RelationValue } from '../lib/recordForm';
import type { FieldFilter } from '../lib/filters';
import { nodeLabel } from './useCatalogOptions';
import { useDebounced } from './useDebounced';

/** Search selects wait 300 ms after the last key stroke (spec core §5). */
export const SEARCH_SELECT_DEBOUNCE_MS = 300;

interface SearchData {
  readonly list?: { readonly edges: readonly { readonly node: { readonly databaseId: number; readonly label?: string | null } }[] } | null;

}

interface SearchOperation extends OperationType {
  variables: { search?: string | null; filter?: readonly FieldFilter[] | null };
  response: SearchData;
}

const NOTHING: RelationValue[] = [];

/**
 * Records of a type matching typed text, once at least 2 characters are typed (spec core §5:
 * 'Nog n letter(s)...', 300 ms debounce). Narrowed by filters, all of them before anything is typed.
 */
export function useRecordSearch(query: OperationSource, text: string, enabled = true, filter: readonly FieldFilter[] | null = null): { results: RelationValue[]; loading: boolean } {
  const environment = useRelayEnvironment();
  const search = useDebounced(text.trim(), SEARCH_SELECT_DEBOUNCE_MS);
  const [state, setState] = useState<{ for: string; results: RelationValue[] }>({ for: '', results: [] });
  const filterKey = filter ? JSON.stringify(filter) : '';
  const ready = enabled && (search.length >= SEARCH_MIN_CHARS || (filter !== null && search === ''));
  const asked = `${filterKey}|${search}`;

  useEffect(() => {
    if (!ready) return undefined;
    const variables = filterKey ? { search: search || null, filter: JSON.parse(filterKey) as FieldFilter[] } : { search };
    let subscription: Subscription | null = null;
    let cancelled = false;
    operationOf(query).then(
      (operation) => {
        if (cancelled) return;
        subscription = fetchQuery<SearchOperation>(environment, operation, variables, { fetchPolicy: 'network-only' }).subscribe({
          next: (data) => {
            const results = (data.list?.edges ?? []).map(({ node }) => ({ id: node.databaseId, label: nodeLabel(node) }));
            setState({ for: asked, results });
          },
          error: () => setState({ for: asked, results: [] }),
        });
      },
      () => {
        if (!cancelled) setState({ for: asked, results: [] });
      },
    );
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [environment, query, search, ready, filterKey, asked]);

  if (!ready) return { results: NOTHING, loading: false };
  const current = state.for === asked;
  return { results: current ? state.results : NOTHING, loading: !current || text.trim() !== search };
}
