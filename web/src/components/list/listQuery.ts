import { startOfMinute } from 'date-fns';
import { getFragment, getRefetchMetadata, type ConcreteRequest, type GraphQLTaggedNode } from 'relay-runtime';
import type { FilterContext } from '../../lib/filters';
import type { ListDefaults } from '../../lib/listState';
import type { ViewerInfo } from '../../relay/viewer';
import type { ListConfig, ListRowBase } from './types';

/** The query Relay generated for a @refetchable list fragment; routes preload it directly. */
export function refetchQueryOf(fragment: GraphQLTaggedNode): ConcreteRequest {
  return getRefetchMetadata(getFragment(fragment), 'ResourceList').refetchableRequest;
}

/** The list's defaults; the viewer's reference lists give the filters it opens with, where it has them. */
export function listDefaults<Row extends ListRowBase>(config: ListConfig<Row>, viewer?: ViewerInfo): ListDefaults {
  return {
    filters: viewer && config.defaultFilters ? config.defaultFilters(viewer) : undefined,
    order: config.defaultOrder,
    perPage: config.perPage,
    searchOrder: config.searchOrder,
    sortFields: [...new Set([config.defaultOrder.field, ...config.columns.map((c) => c.sortField).filter((f): f is string => Boolean(f))])],
  };
}

/**
 * Who 'Mijzelf' is and what "now" is for date filters. The clock is rounded to the minute so the
 * route's preloaded query and the screen ask the same thing.
 */
export function filterContextFor(viewer: ViewerInfo): FilterContext {
  return {
    now: startOfMinute(new Date()),
    viewerId: viewer.databaseId,
    myCategoryIds: viewer.categoryIds,
    viewerLine: viewer.line,
  };
}
