import { nlErrors } from '../../i18n/nl/errors';
import { nlPages } from '../../i18n/nl/pages';
import { backToList, TO_COCKPIT, type Unavailable } from '../../routes/unavailable';
import { ForbiddenPage } from './ForbiddenPage';
import { NotFoundPage } from './NotFoundPage';

interface RecordUnavailablePageProps {
  kind: Unavailable;
  /** The record's list, the first way back. */
  listPath: string;
  /** A restricted role cannot be told whether the record exists. */
  restricted: boolean;
}

/** What a record's show route shows when it has no record to show: the address stays as typed. */
export function RecordUnavailablePage({ kind, listPath, restricted }: RecordUnavailablePageProps) {
  const links = [backToList(listPath), TO_COCKPIT];
  if (kind === 'not-found') return <NotFoundPage text={nlPages.recordNotFoundText} links={links} />;
  return <ForbiddenPage text={restricted ? nlPages.recordHiddenText : nlErrors.forbidden} links={links} />;
}
