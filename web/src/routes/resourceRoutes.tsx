import { useEffect, type ComponentType } from 'react';
import { useRouteError, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ConcreteRequest } from 'relay-runtime';
import { filterContextFor, listDefaults, refetchQueryOf } from '../components/list/listQuery';
import type { ListConfig, ListRowBase } from '../components/list/types';
import { storedListPreferences } from '../components/list/useListPreferences';
import type { RecordBase, RecordConfig } from '../components/record/types';
import { listVariables, resolveListState } from '../lib/listState';
import { writePreferences } from '../lib/preferences';
import { printTypes } from '../lib/printView';
import { errorHasCode } from '../relay/errors';
import { listViews, recordViews } from './firstScreens';
import { currentViewer, guardRoute } from './guard';
import { preloadQuery } from './preload';
import { RouteError } from './RouteError';

/*
 * The route declarations are in the first download; each screen's code is not. A route's loader
 * starts its query as soon as the little it needs has arrived (a list's config, or a detail
 * query's generated artifact), while the screen's own code is still on its way (lazy Component).
 */

export interface RouteHandle {
  routeName: string;
  /** A list route: its type gets a print view of selected rows (listPrintRoutes). */
  list?: ListRouteKey & { load: LoadList };
}

/** The names a list route is known by before its config has arrived; the config must agree. */
export interface ListRouteKey {
  type: string;
  routeName: string;
}

type LoadList = () => Promise<ListConfig<ListRowBase>>;
type LoadRecord = () => Promise<RecordConfig>;
/** A generated query artifact, imported on its own: small next to the screen that shows it. */
type LoadQuery = () => Promise<{ default: ConcreteRequest }>;

const printViews = () => import('./printViews');
const createViews = () => import('./createViews');

/** A declaration and the config it loads disagree: fail loudly rather than guard the wrong route. */
function agree(what: string, declared: string, actual: string): void {
  if (declared !== actual) throw new Error(`Route ${what} ${declared} does not match its config (${actual})`);
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

function listRouteError(routeName: string) {
  return function ListRouteError() {
    const error = useRouteError();
    useEffect(() => {
      // A list that fails to load forgets what it remembered for this route (spec core §8).
      if (errorHasCode(error, 'FORBIDDEN')) return;
      void currentViewer().then((viewer) => {
        // Empty rather than removed, so the server's copy does not come back in its place.
        if (viewer) writePreferences(storage(), viewer.databaseId, routeName, {});
      });
    }, [error]);
    return <RouteError />;
  };
}

/** A list's config, checked against its declaration. */
function listConfig(key: ListRouteKey, load: LoadList): Promise<ListConfig<ListRowBase>> {
  return load().then((config) => {
    agree('name', key.routeName, config.routeName);
    agree('type', key.type, config.type);
    return config;
  });
}

/** The loader of a list route: guard, then the list preloaded with the state from the address or the user's preferences. */
export function listLoader(key: ListRouteKey, load: LoadList) {
  return async ({ request }: LoaderFunctionArgs) => {
    const [viewer, config] = await Promise.all([guardRoute(request, key.routeName), listConfig(key, load)]);
    const state = resolveListState(new URL(request.url).searchParams, listDefaults(config, viewer), storedListPreferences(viewer, config.routeName));
    const variables = { ...listVariables(state, config.columns, filterContextFor(viewer)), trashed: config.fixedVariables?.trashed ?? null };
    return preloadQuery(refetchQueryOf(config.fragment), variables);
  };
}

/** A list route; `load` imports the list's config (its own chunk). */
export function listRoute<Row extends ListRowBase>(path: string, key: ListRouteKey, load: () => Promise<ListConfig<Row>>): RouteObject {
  const loadList = load as unknown as LoadList;
  return {
    path,
    handle: { routeName: key.routeName, list: { ...key, load: loadList } } satisfies RouteHandle,
    loader: listLoader(key, loadList),
    shouldRevalidate: samePath,
    lazy: {
      Component: async () => {
        const [{ listRouteView }, config] = await Promise.all([listViews(), listConfig(key, loadList)]);
        return listRouteView(config);
      },
    },
    ErrorBoundary: listRouteError(key.routeName),
  };
}

/** A signed-in route without data of its own: the guard checks its route name. */
export function guarded(routeName: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    await guardRoute(request, routeName);
    return null;
  };
}

/**
 * The print view of every list type ({type}/print?ids=…, spec core §2) that 'Afdrukken' opens for
 * the selected rows, guarded like the list; types with a print view of their own keep it.
 */
export function listPrintRoutes(routes: readonly RouteObject[]): RouteObject[] {
  const lists = routes.map((route) => (route.handle as RouteHandle | undefined)?.list).filter((list) => list !== undefined);
  const taken = new Set(routes.map((route) => route.path).filter((path): path is string => typeof path === 'string'));
  return printTypes(lists, taken).map((list) => ({
    path: `${list.type}/print`,
    handle: { routeName: list.routeName } satisfies RouteHandle,
    loader: guarded(list.routeName),
    lazy: {
      Component: async () => {
        const [{ listPrintView }, config] = await Promise.all([printViews(), listConfig(list, list.load)]);
        return listPrintView(config);
      },
    },
    ErrorBoundary: RouteError,
  }));
}

/** A record config, checked against the resource its routes were declared for. */
function recordConfig(resource: string, load: LoadRecord): Promise<RecordConfig> {
  return load().then((config) => {
    agree('resource', resource, config.routeResource ?? config.type);
    return config;
  });
}

/** The create screen of a record type ({resource}.store); `load` imports the record's config. */
export function createRoute<Rec extends RecordBase>(path: string, resource: string, load: () => Promise<RecordConfig<Rec>>): RouteObject {
  const routeName = `${resource}.store`;
  const loadRecord = load as unknown as LoadRecord;
  return {
    path,
    handle: { routeName } satisfies RouteHandle,
    loader: guarded(routeName),
    lazy: {
      Component: async () => {
        const [{ createRouteView }, config] = await Promise.all([createViews(), recordConfig(resource, loadRecord)]);
        return createRouteView(config);
      },
    },
    ErrorBoundary: RouteError,
  };
}

/**
 * The detail screen of a record type ({resource}.show); a record that cannot be shown says why, in
 * place. `query` imports the detail query's artifact, so the record loads beside the screen's code.
 */
export function detailRoute<Rec extends RecordBase>(path: string, resource: string, query: LoadQuery, load: () => Promise<RecordConfig<Rec>>): RouteObject {
  const routeName = `${resource}.show`;
  const loadRecord = load as unknown as LoadRecord;
  return {
    path,
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const [, artifact] = await Promise.all([guardRoute(request, routeName), query()]);
      return preloadQuery(artifact.default, { id: params.id ?? '' });
    },
    lazy: {
      Component: async () => {
        const [artifact, { detailRouteView }, config] = await Promise.all([query(), recordViews(), recordConfig(resource, loadRecord)]);
        if (config.detailQuery !== artifact.default) throw new Error(`Route ${path} preloads another query than its config shows`);
        return detailRouteView(routeName, config);
      },
      ErrorBoundary: async () => {
        const [{ detailRouteError }, config] = await Promise.all([recordViews(), recordConfig(resource, loadRecord)]);
        return detailRouteError(config.listPath);
      },
    },
  };
}

/** A signed-in screen without data of its own: the guard checks its route name; `load` imports its code. */
export function pageRoute(path: string, routeName: string | null, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    handle: routeName ? ({ routeName } satisfies RouteHandle) : undefined,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return null;
    },
    lazy: { Component: load },
    ErrorBoundary: RouteError,
  };
}
