import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect } from '../lib/redirect';
import { getToken } from '../relay/token';
import { requireSetupCompleted } from './guard';
import { LoginScreen } from '../screens/login/LoginScreen';

export async function loginLoader({ request }: LoaderFunctionArgs) {
  // Public routes only while setup is complete (spec core §2).
  await requireSetupCompleted();
  // Already signed in: straight on to where the user was going.
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

export function LoginRoute() {
  return <LoginScreen />;
}
