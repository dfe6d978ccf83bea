import { matchRoutes, type RouteObject } from 'react-router';

let table: readonly RouteObject[] = [];

/** The route table the router was made with (router.tsx). */
export function setRouteTable(routes: readonly RouteObject[]): void {
  table = routes;
}

/**
 * Starts downloading the code of the screens an address shows, so a click finds it there; the data
 * still loads on the click. A failed download is tried again then.
 */
export function preloadCode(path: string, routes: readonly RouteObject[] = table): void {
  for (const { route } of matchRoutes([...routes], path) ?? []) {
    if (!route.lazy || typeof route.lazy === 'function') continue;
    // The router clears a property's loader once it has loaded it.
    for (const load of Object.values(route.lazy) as ((() => Promise<unknown>) | undefined)[]) void load?.().catch(() => undefined);
  }
}

/** The path a link's href leads to within the app; null for another site. */
export function inAppPath(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  return url.origin === origin ? url.pathname : null;
}

/** Hovering or focusing any link in the app (navigation, list rows, buttons) preloads its screen's code. */
export function preloadOnHover(root: Document): void {
  let last: string | null = null;
  const preload = (event: Event) => {
    const href = event.target instanceof Element ? event.target.closest('a[href]')?.getAttribute('href') : null;
    const path = href ? inAppPath(href, root.location.origin) : null;
    // The pointer moving within one link reports it again and again.
    if (!path || path === last) return;
    last = path;
    preloadCode(path);
  };
  root.addEventListener('pointerover', preload, { passive: true });
  root.addEventListener('focusin', preload);
}
