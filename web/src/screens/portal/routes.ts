import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouteError } from '../../routes/RouteError';
import { guardPortal, PORTAL_HOME } from '../../routes/guard';
import type { PortalList } from './PortalUnavailable';

const portalRecordError = (list: PortalList) => () => import('./PortalUnavailable').then((m) => m.portalRecordError(list));

/** The customer portal: its own routes and frame in the same web client, for contact persons only. */
export const portalRoutes: RouteObject[] = [
  { path: '/portal/login-as/:token', lazy: { Component: () => import('./PortalLoginAs').then((m) => m.PortalLoginAs) }, ErrorBoundary: RouteError },
  { path: '/portal/login', loader: () => redirect('/login/portal') },
  {
    path: '/portal',
    loader: async ({ request }: LoaderFunctionArgs) => ({ viewer: await guardPortal(request) }),
    // The signed-in contact does not change while navigating.
    shouldRevalidate: () => false,
    lazy: { Component: () => import('./PortalLayout').then((m) => m.PortalLayout) },
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(PORTAL_HOME) },
      { path: 'tickets', lazy: { Component: () => import('./PortalTicketList').then((m) => m.PortalTicketList) } },
      { path: 'tickets/create', lazy: { Component: () => import('./PortalTicketCreate').then((m) => m.PortalTicketCreate) } },
      {
        path: 'tickets/:id',
        lazy: { Component: () => import('./PortalTicketDetail').then((m) => m.PortalTicketDetail), ErrorBoundary: portalRecordError('tickets') },
      },
      { path: 'quotes', lazy: { Component: () => import('./PortalQuoteList').then((m) => m.PortalQuoteList) } },
      {
        path: 'quotes/:id',
        lazy: { Component: () => import('./PortalQuoteDetail').then((m) => m.PortalQuoteDetail), ErrorBoundary: portalRecordError('quotes') },
      },
      { path: 'profile', lazy: { Component: () => import('../profile/ProfileScreen').then((m) => m.ProfileScreen) } },
      // An unknown address says so where it was typed.
      { path: '*', lazy: { Component: () => import('./PortalUnavailable').then((m) => m.PortalNotFound) } },
    ],
  },
];
