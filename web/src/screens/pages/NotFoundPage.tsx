import { nlPages } from '../../i18n/nl/pages';
import { backToList, listOfPath, TO_COCKPIT, type WayBack } from '../../routes/unavailable';
import { InfoPage } from './InfoPage';

interface NotFoundPageProps {
  title?: string;
  text?: string;
  /** Ways back; default the cockpit. */
  links?: readonly WayBack[];
}

/** An address that leads nowhere, or a record that does not exist; the address stays as typed. */
export function NotFoundPage({ title = nlPages.notFoundTitle, text = nlPages.notFoundText, links }: NotFoundPageProps) {
  return <InfoPage title={title} text={text} links={links} testId="not-found-page" />;
}

/** What does not exist says so in place (a route's error), with the way back to its list. */
export function NotFoundInPlace({ pathname }: { pathname: string }) {
  const list = listOfPath(pathname);
  return <NotFoundPage links={list ? [backToList(list), TO_COCKPIT] : [TO_COCKPIT]} />;
}
