import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { refetchQueryOf } from '../components/list/listQuery';
import { ResourceList } from '../components/list/ResourceList';
import type { ListConfig, ListRowBase } from '../components/list/types';
import { useRetainRouteQuery } from './preload';

/** The list screens of the data-driven routes (resourceRoutes); the record screens load apart (recordViews). */

/** A list on screen with the query its route preloaded. */
export function ListRouteView<Row extends ListRowBase>({ config }: { config: ListConfig<Row> }) {
  const queryRef = useLoaderData() as PreloadedQuery<OperationType>;
  useRetainRouteQuery(config.routeName, queryRef);
  const data = usePreloadedQuery(refetchQueryOf(config.fragment), queryRef);
  return <ResourceList config={config} query={data} />;
}

export function listRouteView(config: ListConfig<ListRowBase>) {
  return function ListRoute() {
    return <ListRouteView config={config} />;
  };
}
