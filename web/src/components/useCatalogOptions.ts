import { useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import { useOperation, type OperationSource } from '../relay/lazyOperation';
import type { SelectOption } from '../lib/recordForm';

interface CatalogNode {
  readonly databaseId: number;
  readonly label?: string | null;
  readonly name?: string | null;
  readonly fullName?: string | null;
  readonly description?: string | null;
  readonly title?: string | null;
}

interface CatalogOperation extends OperationType {
  variables: { search?: string | null; first?: number | null };
  response: { readonly list?: { readonly edges: readonly { readonly node: CatalogNode }[] } | null };
}

/** What a record of another type is called: its label, or its name where the label is missing. */
export function nodeLabel(node: CatalogNode): string {
  return node.label || node.name || node.fullName || node.description || node.title || `#${node.databaseId}`;
}

/** All records of a small catalogue (statuses, stages, services) as select options. */
export function useCatalogOptions(search: OperationSource): SelectOption[] {
  const data = useLazyLoadQuery<CatalogOperation>(useOperation(search), { search: null, first: 100 }, { fetchPolicy: 'store-or-network' });
  return (data.list?.edges ?? []).map(({ node }) => ({ value: String(node.databaseId), label: nodeLabel(node) }));
}
