import { lazy, Suspense } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { loginNl } from '../i18n/login';
import { errorHasCode } from '../relay/errors';
import { ServerUnreachableError } from '../relay/http';
import '../theme/plain.css';

// Only a signed-in screen finds a record missing: the login's first download does without the page.
const NotFoundInPlace = lazy(() => import('../screens/pages/NotFoundPage').then((m) => ({ default: m.NotFoundInPlace })));

/**
 * A route that failed to load. What does not exist says so in place, with the way back to its list.
 * Drawn without Chakra: it is the login's error page too, and an error outside every screen may
 * come before Chakra has loaded.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();

  if (errorHasCode(error, 'NOT_FOUND')) {
    return (
      <Suspense fallback={null}>
        <NotFoundInPlace pathname={pathname} />
      </Suspense>
    );
  }

  const unreachable = error instanceof ServerUnreachableError || error instanceof TypeError;
  const forbidden = errorHasCode(error, 'FORBIDDEN');
  return (
    <div className="plain-center">
      <div className="plain-panel">
        <h1>{forbidden ? loginNl.errors.forbidden : loginNl.errors.generic}</h1>
        {unreachable && <p>{loginNl.errors.unreachable}</p>}
        <div className="plain-actions">
          <button type="button" className="plain-button" onClick={() => window.location.reload()}>
            {loginNl.errors.retry}
          </button>
          <a className="plain-button plain-outline" href="/tickets">
            {loginNl.errors.toOverview}
          </a>
        </div>
      </div>
    </div>
  );
}
