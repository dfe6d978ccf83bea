import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { PageSpinner } from '../../components/PageSpinner';
import { phoneTarget } from './phoneTarget';

// The route name of creating a ticket: telephony integrations open this address for a call.
const routeName = 'tickets.store';

export const phoneRoutes: RouteObject[] = [
  {
    path: 'phone/:phone',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      const phone = params.phone ?? '';
      const { lookupPhone } = await import('./phoneLookup');
      throw redirect(phoneTarget(phone, await lookupPhone(phone)));
    },
    Component: PageSpinner,
    ErrorBoundary: RouteError,
  },
];
