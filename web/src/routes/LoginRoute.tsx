import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH, safeRedirect } from '../lib/redirect';
import { getToken } from '../relay/token';
import { PORTAL_HOME, requireSetupCompleted } from './guard';
import { LoginScreen } from '../screens/login/LoginScreen';

/** Known guards of /login/{guard}; anything else is the operators' login. */
const isPortal = (guard: string | undefined) => guard === 'portal';

export async function loginLoader({ request, params }: LoaderFunctionArgs) {
  // Public routes only while setup is complete (spec core §2).
  await requireSetupCompleted();
  if (params.guard !== undefined && !isPortal(params.guard)) throw redirect('/login');
  // Already signed in: straight on to where the user was going.
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), isPortal(params.guard) ? PORTAL_HOME : HOME_PATH));
  return null;
}

export function LoginRoute() {
  const { guard } = useParams();
  return <LoginScreen guard={isPortal(guard) ? 'portal' : undefined} />;
}
