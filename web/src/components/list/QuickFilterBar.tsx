import { Badge, Button, Flex } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { getRequest, type ConcreteRequest } from 'relay-runtime';
import type { QuickFilterBarCountsQuery } from '../../__generated__/QuickFilterBarCountsQuery.graphql';
import type { QuickFilterBarQuery } from '../../__generated__/QuickFilterBarQuery.graphql';
import { nlList } from '../../i18n/nl/list';
import { nlQuickFilters } from '../../i18n/nl/quickFilters';
import { badgePalette, badgeVariant } from '../../lib/badgeColor';
import { toFieldFilters, type FilterableColumn, type FilterContext } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import { quickFilterFromPreset, type PresetConfigInput, type QuickFilter } from '../../lib/quickFilters';
import { executeGraphQL } from '../../relay/request';
import { dialogOnDemand } from '../onDemand';

const presetsQuery = graphql`
  query QuickFilterBarQuery($filter: [FieldFilter!]) {
    tablePresets(first: 100, filter: $filter) {
      edges {
        node {
          id
          databaseId
          label
          styling
          isCockpit
          order
          columnsConfig
          filterConfig
          orderConfig
          paginationConfig
        }
      }
    }
  }
`;

const countsQuery = graphql`
  query QuickFilterBarCountsQuery($type: String!, $presets: [PresetCountInput!]!) {
    presetCounts(type: $type, presets: $presets) {
      presetId
      count
    }
  }
`;

// Adding and managing quick filters is rare next to using them: their dialogs load when first opened.
const AddQuickFilterDialog = dialogOnDemand(
  () => import('./QuickFilterDialogs').then((module) => module.AddQuickFilterDialog),
  (props) => props.open,
);

const ManageQuickFiltersDialog = dialogOnDemand(
  () => import('./QuickFilterDialogs').then((module) => module.ManageQuickFiltersDialog),
  (props) => props.open,
);

export type PresetDialog = 'add' | 'manage' | null;

interface QuickFilterBarProps {
  type: string;
  activeId: string | null;
  columns: readonly FilterableColumn[];
  filterContext: FilterContext;
  /** Changes whenever the list reloads, so the counts follow. */
  refreshKey: number;
  onApply: (quickFilter: QuickFilter | null) => void;
  dialog: PresetDialog;
  onCloseDialog: () => void;
  /** What a new quick filter stores: the list as it is now. */
  currentConfig: () => PresetConfigInput;
}

/** The quick-filter pills of a list with their result counts, and the dialogs to add and manage them. */
export function QuickFilterBar(props: QuickFilterBarProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<QuickFilterBarQuery>(
    presetsQuery,
    { filter: [{ field: 'type', operator: 'EQ', value: props.type }] },
    { fetchKey: `${props.type}:${fetchKey}`, fetchPolicy: 'store-and-network' },
  );
  const presets = useMemo(
    () =>
      (data.tablePresets?.edges ?? [])
        .filter(({ node }) => !node.isCockpit)
        .map(({ node }) => ({ preset: quickFilterFromPreset(node), order: node.order ?? Number.MAX_SAFE_INTEGER }))
        .sort((a, b) => a.order - b.order || a.preset.databaseId - b.preset.databaseId)
        .map(({ preset }) => preset),
    [data],
  );
  const reload = () => setFetchKey((k) => k + 1);
  const counts = usePresetCounts(props.type, presets, props.columns, props.filterContext, props.refreshKey + fetchKey);

  return (
    <>
      {presets.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={nlList.quickFilters} data-testid="quick-filters">
          {presets.map((preset) => {
            const active = preset.id === props.activeId;
            return (
              <Button
                key={preset.id}
                size="xs"
                borderRadius="full"
                colorPalette={badgePalette(preset.styling)}
                variant={active ? 'solid' : badgeVariant(preset.styling) === 'outline' ? 'outline' : 'subtle'}
                aria-pressed={active}
                onClick={() => props.onApply(active ? null : preset)}
                data-testid="quick-filter"
              >
                {preset.label}
                {counts.has(preset.id) && (
                  <Badge
                    size="xs"
                    variant="solid"
                    colorPalette="gray"
                    borderRadius="full"
                    aria-label={interpolate(nlQuickFilters.count, { count: counts.get(preset.id)! })}
                    data-testid="quick-filter-count"
                  >
                    {counts.get(preset.id)}
                  </Badge>
                )}
              </Button>
            );
          })}
        </Flex>
      )}
      <AddQuickFilterDialog open={props.dialog === 'add'} type={props.type} onClose={props.onCloseDialog} onSaved={reload} currentConfig={props.currentConfig} />
      {/* Mounted per opening, so it starts from the quick filters as they are then. */}
      {props.dialog === 'manage' && <ManageQuickFiltersDialog open presets={presets} onClose={props.onCloseDialog} onSaved={reload} />}
    </>
  );
}

/**
 * Result counts of all pills in one request. A count's id is its preset's id, so the answer
 * must not go through the Relay store (it would overwrite the presets): it is asked directly.
 */
function usePresetCounts(type: string, presets: readonly QuickFilter[], columns: readonly FilterableColumn[], filterContext: FilterContext, refreshKey: number) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const request = useMemo(
    () => ({
      type,
      presets: presets.map((p) => ({ presetId: p.id, search: p.search || null, filter: toFieldFilters(columns, p.filters, filterContext) })),
    }),
    // The clock only matters when the list reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, presets, columns, refreshKey],
  );
  useEffect(() => {
    if (request.presets.length === 0) return undefined;
    const controller = new AbortController();
    const text = (getRequest(countsQuery) as ConcreteRequest).params.text ?? '';
    executeGraphQL({ query: text, variables: request, operationName: 'QuickFilterBarCountsQuery' }, controller.signal)
      .then((result) => {
        const data = result.data as QuickFilterBarCountsQuery['response'] | undefined;
        if (data) setCounts(new Map(data.presetCounts.map((c) => [c.presetId, c.count])));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [request]);
  return counts;
}
