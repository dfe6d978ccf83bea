import { useRouteError } from 'react-router';
import { errorHasCode } from '../../relay/errors';
import { RouteError } from '../../routes/RouteError';
import { PORTAL_HOME } from '../../routes/guard';
import { unavailableRecord, type Unavailable, type WayBack } from '../../routes/unavailable';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePortalTexts } from './texts';

export type PortalList = 'tickets' | 'quotes';

/**
 * 'Pagina niet gevonden' or 'Geen toegang' in the portal, in the contact's language, with the way
 * back to the list. A contact sees only their own records: REST answers 404 for the others, so a
 * missing record is one the contact may not see, or that does not exist.
 */
export function PortalUnavailable({ kind, list = 'tickets' }: { kind: Unavailable; list?: PortalList }) {
  const t = usePortalTexts();
  const links: WayBack[] = [{ to: `/portal/${list}`, label: t[list].back }];
  if (list !== 'tickets') links.push({ to: PORTAL_HOME, label: t.tickets.back });
  if (kind === 'not-found') return <NotFoundPage title={t.notFoundTitle} text={t.notFoundText} links={links} />;
  return <ForbiddenPage title={t.forbiddenTitle} text={t.notFound} links={links} />;
}

/** A portal record that could not be loaded: no access (see PortalUnavailable), or the general error page. */
export function portalRecordError(list: PortalList) {
  return function PortalRecordError() {
    const error = useRouteError();
    const code = errorHasCode(error, 'FORBIDDEN') ? 'FORBIDDEN' : errorHasCode(error, 'NOT_FOUND') ? 'NOT_FOUND' : null;
    const kind = unavailableRecord(code, true);
    return kind ? <PortalUnavailable kind={kind} list={list} /> : <RouteError />;
  };
}

/** An unknown portal address, said where it was typed. */
export function PortalNotFound() {
  return <PortalUnavailable kind="not-found" />;
}
