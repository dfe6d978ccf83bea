import { redirect, type RouteObject } from 'react-router';
import { RouteError } from '../../routes/RouteError';
import { PORTAL_HOME } from '../../routes/guard';
import { PortalLayout, portalLoader } from './PortalLayout';
import { PortalLoginAs } from './PortalLoginAs';
import { ProfileScreen } from '../profile/ProfileScreen';
import { PortalQuoteDetail } from './PortalQuoteDetail';
import { PortalQuoteList } from './PortalQuoteList';
import { PortalTicketCreate } from './PortalTicketCreate';
import { PortalTicketDetail } from './PortalTicketDetail';
import { PortalTicketList } from './PortalTicketList';
import { PortalUnavailable, portalRecordError } from './PortalUnavailable';

/** The customer portal: its own routes and frame in the same web client, for contact persons only. */
export const portalRoutes: RouteObject[] = [
  { path: '/portal/login-as/:token', Component: PortalLoginAs, ErrorBoundary: RouteError },
  { path: '/portal/login', loader: () => redirect('/login/portal') },
  {
    path: '/portal',
    loader: portalLoader,
    // The signed-in contact does not change while navigating.
    shouldRevalidate: () => false,
    Component: PortalLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(PORTAL_HOME) },
      { path: 'tickets', Component: PortalTicketList },
      { path: 'tickets/create', Component: PortalTicketCreate },
      { path: 'tickets/:id', Component: PortalTicketDetail, ErrorBoundary: portalRecordError('tickets') },
      { path: 'quotes', Component: PortalQuoteList },
      { path: 'quotes/:id', Component: PortalQuoteDetail, ErrorBoundary: portalRecordError('quotes') },
      { path: 'profile', Component: ProfileScreen },
      // An unknown address says so where it was typed.
      { path: '*', Component: () => <PortalUnavailable kind="not-found" /> },
    ],
  },
];
