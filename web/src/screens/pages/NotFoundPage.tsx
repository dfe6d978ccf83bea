import { nl } from '../../i18n/nl';
import type { WayBack } from '../../routes/unavailable';
import { InfoPage } from './InfoPage';

interface NotFoundPageProps {
  title?: string;
  text?: string;
  /** Ways back; default the cockpit. */
  links?: readonly WayBack[];
}

/** An address that leads nowhere, or a record that does not exist; the address stays as typed. */
export function NotFoundPage({ title = nl.pages.notFoundTitle, text = nl.pages.notFoundText, links }: NotFoundPageProps) {
  return <InfoPage title={title} text={text} links={links} testId="not-found-page" />;
}
