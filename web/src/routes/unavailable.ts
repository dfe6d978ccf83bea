import { nlPages } from '../i18n/nl/pages';
import { PLANNED_ROUTES } from './routeTable';

/** Why a record's show route has nothing to show. */
export type Unavailable = 'not-found' | 'forbidden';

/**
 * What a record's show route shows instead of the record. A REST 403 is 'Geen toegang'. A 404 is
 * 'not found' – except for a restricted role (own tickets, own company, a contact): REST answers
 * 404 for the records it may not see, so that their existence is not given away, and such a user
 * is told it may be either. Any other error is not about the record.
 */
export function unavailableRecord(code: string | null, restricted: boolean): Unavailable | null {
  if (code === 'FORBIDDEN') return 'forbidden';
  if (code === 'NOT_FOUND') return restricted ? 'forbidden' : 'not-found';
  return null;
}

export interface WayBack {
  to: string;
  label: string;
}

export const TO_COCKPIT: WayBack = { to: '/cockpit', label: nlPages.toCockpit };

/** The way back to a list ('Terug naar Tickets'), named after the list's screen in the route table. */
export function backToList(listPath: string): WayBack {
  const path = listPath.replace(/^\//, '').split('?')[0];
  const title = PLANNED_ROUTES.find((route) => route.path === path)?.title;
  return { to: listPath, label: title ? nlPages.backTo.replace('{list}', title) : nlPages.back };
}

/** The list a path under the shell belongs to ('/tickets/12' → '/tickets'), or null for a top-level one. */
export function listOfPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const path = segments.slice(0, -1).join('/');
  return PLANNED_ROUTES.some((route) => route.path === path) ? `/${path}` : null;
}
