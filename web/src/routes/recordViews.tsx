import { useContext } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRouteError } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { DetailScreen } from '../components/record/DetailScreen';
import type { RecordBase, RecordConfig } from '../components/record/types';
import { errorHasCode } from '../relay/errors';
import { ViewerContext } from '../relay/viewer';
import { RecordUnavailablePage } from '../screens/pages/RecordUnavailablePage';
import { useRetainRouteQuery } from './preload';
import { RouteError } from './RouteError';
import { unavailableRecord } from './unavailable';

/** The detail screens of the data-driven routes (resourceRoutes), and why a record is not there. */

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
