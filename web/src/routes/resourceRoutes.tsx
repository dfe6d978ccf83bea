import { useContext, useEffect } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRouteError, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { filterContextFor, listDefaults, refetchQueryOf } from '../components/list/listQuery';
import { ListPrintScreen } from '../components/list/ListPrint';
import { ResourceList } from '../components/list/ResourceList';
import type { ListConfig, ListRowBase } from '../components/list/types';
import { storedListPreferences } from '../components/list/useListPreferences';
import { CreateScreen } from '../components/record/CreateScreen';
import { DetailScreen } from '../components/record/DetailScreen';
import type { RecordBase, RecordConfig } from '../components/record/types';
import { listVariables, resolveListState } from '../lib/listState';
import { writePreferences } from '../lib/preferences';
import { printTypes } from '../lib/printView';
import { errorHasCode } from '../relay/errors';
import { ViewerContext } from '../relay/viewer';
import { RecordUnavailablePage } from '../screens/pages/RecordUnavailablePage';
import { currentViewer, guardRoute } from './guard';
import { preloadQuery, useRetainRouteQuery } from './preload';
import { RouteError } from './RouteError';
import { unavailableRecord } from './unavailable';

export interface RouteHandle {
  routeName: string;
  /** A list route's config: its type gets a print view of selected rows (listPrintRoutes). */
  list?: ListConfig<ListRowBase>;
}

/** Paging, sorting and filtering refetch the list itself; only arriving at the list loads the route again. */
function samePath({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A list route: guard, then the list preloaded with the state from the address or the user's preferences. */
export function listRoute<Row extends ListRowBase>(path: string, config: ListConfig<Row>): RouteObject {
  const query = () => refetchQueryOf(config.fragment);
  function ListRoute() {
    const queryRef = useLoaderData() as PreloadedQuery<OperationType>;
    useRetainRouteQuery(config.routeName, queryRef);
    const data = usePreloadedQuery(query(), queryRef);
    return <ResourceList config={config} query={data} />;
  }
  function ListRouteError() {
    const error = useRouteError();
    useEffect(() => {
      // A list that fails to load forgets what it remembered for this route (spec core §8).
      if (errorHasCode(error, 'FORBIDDEN')) return;
      void currentViewer().then((viewer) => {
        // Empty rather than removed, so the server's copy does not come back in its place.
        if (viewer) writePreferences(storage(), viewer.databaseId, config.routeName, {});
      });
    }, [error]);
    return <RouteError />;
  }
  return {
    path,
    handle: { routeName: config.routeName, list: config as unknown as ListConfig<ListRowBase> } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const viewer = await guardRoute(request, config.routeName);
      const state = resolveListState(new URL(request.url).searchParams, listDefaults(config, viewer), storedListPreferences(viewer, config.routeName));
      const variables = { ...listVariables(state, config.columns, filterContextFor(viewer)), trashed: config.fixedVariables?.trashed ?? null };
      return preloadQuery(query(), variables);
    },
    shouldRevalidate: samePath,
    Component: ListRoute,
    ErrorBoundary: ListRouteError,
  };
}

/**
 * The print view of every list type ({type}/print?ids=…, spec core §2) that 'Afdrukken' opens for
 * the selected rows, guarded like the list; types with a print view of their own keep it.
 */
export function listPrintRoutes(routes: readonly RouteObject[]): RouteObject[] {
  const lists = routes.map((route) => (route.handle as RouteHandle | undefined)?.list).filter((list): list is ListConfig<ListRowBase> => list !== undefined);
  const taken = new Set(routes.map((route) => route.path).filter((path): path is string => typeof path === 'string'));
  return printTypes(lists, taken).map((config) => ({
    path: `${config.type}/print`,
    handle: { routeName: config.routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, config.routeName);
      return null;
    },
    Component: () => <ListPrintScreen config={config} />,
    ErrorBoundary: RouteError,
  }));
}

function routeResource(config: RecordConfig<never> | RecordConfig): string {
  return config.routeResource ?? config.type;
}

/** The create screen of a record type ({resource}.store). */
export function createRoute(path: string, config: RecordConfig<never> | RecordConfig): RouteObject {
  const routeName = `${routeResource(config)}.store`;
  const generic = config as RecordConfig;
  return {
    path,
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return null;
    },
    Component: () => <CreateScreen config={generic} />,
    ErrorBoundary: RouteError,
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

/** The detail screen of a record type ({resource}.show); a record that cannot be shown says why, in place. */
export function detailRoute<Rec extends RecordBase>(path: string, config: RecordConfig<Rec>): RouteObject {
  const routeName = `${routeResource(config as unknown as RecordConfig)}.show`;
  function DetailRoute() {
    const queryRef = useLoaderData() as PreloadedQuery<OperationType>;
    useRetainRouteQuery(routeName, queryRef);
    const data = usePreloadedQuery(config.detailQuery, queryRef) as DetailData;
    if (!data.record) return <RecordUnavailable code="NOT_FOUND" listPath={config.listPath} />;
    return <DetailScreen config={config} record={data.record as Rec} />;
  }
  function DetailRouteError() {
    const code = recordErrorCode(useRouteError());
    return code ? <RecordUnavailable code={code} listPath={config.listPath} /> : <RouteError />;
  }
  return {
    path,
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return preloadQuery(config.detailQuery, { id: params.id ?? '' });
    },
    Component: DetailRoute,
    ErrorBoundary: DetailRouteError,
  };
}
