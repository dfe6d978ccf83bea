import { createBrowserRouter } from 'react-router';
import { getToken } from '../relay/token';
import { loadAppRoutes } from './appRoutesLoader';
import { LoginRoute, loginLoader } from './LoginRoute';
import { RouteError } from './RouteError';
import { preloadOnHover, setRouteTable } from './routeCode';
import { signedOutStart } from './signedOutStart';
import { withFallback } from './withFallback';

// The first download knows only the login's routes: everything else, and Relay with it, is
// declared in appRoutes, loaded the first time an address outside the login is asked for.
const loginRoutes = withFallback([
  { path: '/login', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
  // The login of a guard (core §2 /login/{guard?}): 'portal' signs contact persons in to the customer portal.
  { path: '/login/:guard', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
]);

// A signed-out visit to a signed-in address (a link from a notification mail) opens the login
// at once; the code of where it leads downloads while the form is filled in.
const start = signedOutStart(window.location, getToken() !== null);
if (start) window.history.replaceState(window.history.state, '', start);

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
