import { useEffect } from 'react';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH, safeRedirect } from '../lib/redirect';
import { getToken } from '../relay/token';
import { PORTAL_HOME, systemStatus } from './guard';
import { LoginScreen } from '../screens/login/LoginScreen';

/** Known guards of /login/{guard}; anything else is the operators' login. */
const isPortal = (guard: string | undefined) => guard === 'portal';

export function loginLoader({ request, params }: LoaderFunctionArgs) {
  if (params.guard !== undefined && !isPortal(params.guard)) throw redirect('/login');
  // Already signed in: straight on to where the user was going.
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), isPortal(params.guard) ? PORTAL_HOME : HOME_PATH));
  return null;
}

export function LoginRoute() {
  const { guard } = useParams();
  const navigate = useNavigate();
  // Public routes only while setup is complete (spec core §2). The form does not wait for the
  // answer: on a running install it is there a round trip sooner; a new one moves on to /setup.
  useEffect(() => {
    let shown = true;
    systemStatus()
      .then((status) => {
        if (shown && !status.setupCompleted) navigate('/setup', { replace: true });
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [navigate]);
  return <LoginScreen guard={isPortal(guard) ? 'portal' : undefined} />;
}
