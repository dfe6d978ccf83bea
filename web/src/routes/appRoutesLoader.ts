import type { RouteObject } from 'react-router';
import { preloadFirstScreen } from './firstScreens';
import { preloadCode } from './routeCode';

let appRoutes: Promise<RouteObject[]> | null = null;

/**
 * Every route outside the login (appRoutes, with Relay and Chakra behind it), downloaded the first
 * time it is needed; a failed download is tried again the next time.
 */
export function loadAppRoutes(): Promise<RouteObject[]> {
  appRoutes ??= import('./appRoutes').then(
    (m) => m.appRoutes,
    (error: unknown) => {
      appRoutes = null;
      throw error;
    },
  );
  return appRoutes;
}

/**
 * While someone fills in the login form, the code of where they are going downloads: the route
 * table and that screen's chunks, so signing in waits for the answer only. A first screen's chunks
 * start at once, beside the route table.
 */
export function preloadAfterLogin(path: string): void {
  preloadFirstScreen(path);
  void loadAppRoutes().then(
    (routes) => preloadCode(path, routes),
    () => undefined,
  );
}
