import { loginNl } from '../i18n/login';
import '../theme/plain.css';

/** The page-wide spinner; drawn without Chakra, as the login's first download shows it too. */
export function PageSpinner() {
  return (
    <div className="plain-center" role="status" aria-live="polite" aria-label={loginNl.app.loading}>
      <span className="plain-spinner" aria-hidden="true" />
    </div>
  );
}
