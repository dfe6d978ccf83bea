import { matchRoutes, type RouteObject } from 'react-router';

let table: readonly RouteObject[] = [];

/** The route table the router was made with (router.tsx). */
export function setRouteTable(routes: readonly RouteObject[]): void {
  table = routes;
}

/**
 * Starts downloading the code of the screens an address shows, on hover or focus of a link to it,
 * so a click finds it there; the data still loads on the click. A failed download is tried again then.
 */
export function preloadCode(path: string): void {
  for (const { route } of matchRoutes([...table], path) ?? []) {
    if (!route.lazy || typeof route.lazy === 'function') continue;
    for (const load of Object.values(route.lazy) as (() => Promise<unknown>)[]) void load().catch(() => undefined);
  }
}
