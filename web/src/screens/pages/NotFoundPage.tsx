import { nl } from '../../i18n/nl';
import { InfoPage } from './InfoPage';

export function NotFoundPage() {
  return <InfoPage title={nl.pages.notFoundTitle} text={nl.pages.notFoundText} testId="not-found-page" />;
}
