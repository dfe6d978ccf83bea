import { createBrowserRouter } from 'react-router';
import { loadAppRoutes } from './appRoutesLoader';
import { LoginRoute, loginLoader } from './LoginRoute';
import { RouteError } from './RouteError';
import { preloadOnHover, setRouteTable } from './routeCode';
import { withFallback } from './withFallback';

// The first download knows only the login's routes: everything else, and Relay with it, is
// declared in appRoutes, loaded the first time an address outside the login is asked for.
const loginRoutes = withFallback([
  { path: '/login', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
  // The login of a guard (core §2 /login/{guard?}): 'portal' signs contact persons in to the customer portal.
  { path: '/login/:guard', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
]);

let patched = false;

export const router = createBrowserRouter(loginRoutes, {
  async patchRoutesOnNavigation({ patch }) {
    const routes = await loadAppRoutes();
    // Navigations that wait for the download together patch it in once.
    if (patched) return;
    patched = true;
    patch(null, routes);
    setRouteTable([...loginRoutes, ...routes]);
  },
});

setRouteTable(loginRoutes);
preloadOnHover(document);
