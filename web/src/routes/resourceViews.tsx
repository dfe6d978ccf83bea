import { useContext } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRouteError } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { refetchQueryOf } from '../components/list/listQuery';
import { ListPrintScreen } from '../components/list/ListPrint';
import { ResourceList } from '../components/list/ResourceList';
import type { ListConfig, ListRowBase } from '../components/list/types';
import { CreateScreen } from '../components/record/CreateScreen';
import { DetailScreen } from '../components/record/DetailScreen';
import type { RecordBase, RecordConfig } from '../components/record/types';
import { errorHasCode } from '../relay/errors';
import { ViewerContext } from '../relay/viewer';
import { RecordUnavailablePage } from '../screens/pages/RecordUnavailablePage';
import { useRetainRouteQuery } from './preload';
import { RouteError } from './RouteError';
import { unavailableRecord } from './unavailable';

/** The screens of the data-driven routes (resourceRoutes), loaded with the first of them. */

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

export function listPrintView(config: ListConfig<ListRowBase>) {
  return function ListPrintRoute() {
    return <ListPrintScreen config={config} />;
  };
}

export function createRouteView(config: RecordConfig) {
  return function CreateRoute() {
    return <CreateScreen config={config} />;
  };
}

interface DetailData {
  readonly record?: RecordBase | null;
}

/** The error code that says why a record could not be loaded, if any. */
function recordErrorCode(error: unknown): string | null {
  if (errorHasCode(error, 'FORBIDDEN')) return 'FORBIDDEN';
  if (errorHasCode(error, 'NOT_FOUND')) return 'NOT_FOUND';
  return null;
}

/**
 * 'Pagina niet gevonden' or 'Geen toegang' in place of a record, at the address as typed, with the
 * way back to its list; null when the error is not about the record.
 */
function RecordUnavailable({ code, listPath }: { code: string | null; listPath: string }) {
  const restricted = useContext(ViewerContext)?.restricted ?? false;
  const kind = unavailableRecord(code, restricted);
  return kind ? <RecordUnavailablePage kind={kind} listPath={listPath} restricted={restricted} /> : null;
}

export function detailRouteView(routeName: string, config: RecordConfig) {
  return function DetailRoute() {
    const queryRef = useLoaderData() as PreloadedQuery<OperationType>;
    useRetainRouteQuery(routeName, queryRef);
    const data = usePreloadedQuery(config.detailQuery, queryRef) as DetailData;
    if (!data.record) return <RecordUnavailable code="NOT_FOUND" listPath={config.listPath} />;
    return <DetailScreen config={config} record={data.record} />;
  };
}

export function detailRouteError(listPath: string) {
  return function DetailRouteError() {
    const code = recordErrorCode(useRouteError());
    return code ? <RecordUnavailable code={code} listPath={listPath} /> : <RouteError />;
  };
}
