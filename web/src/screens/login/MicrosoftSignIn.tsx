import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MicrosoftSignInEnabledQuery } from '../../__generated__/MicrosoftSignInEnabledQuery.graphql';
import { ArrivalStep } from '../../components/ArrivalStep';
import { notify } from '../../components/toaster';
import { nl } from '../../i18n/nl';
import { tokenExpiry } from '../../lib/cockpitLive';
import { HOME_PATH } from '../../lib/redirect';
import { commitAsync, runAction } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { clearToken, setToken } from '../../relay/token';
import type { MicrosoftSignInCallbackMutation } from '../../__generated__/MicrosoftSignInCallbackMutation.graphql';

const enabledQuery = graphql`
  query MicrosoftSignInEnabledQuery {
    microsoftSignInEnabled
  }
`;

const startMutation = graphql`
  mutation MicrosoftSignInStartMutation($input: StartMicrosoftSignInInput!) {
    result: startMicrosoftSignIn(input: $input) {
      url
      userErrors {
        field
        message
      }
    }
  }
`;

const callbackMutation = graphql`
  mutation MicrosoftSignInCallbackMutation($input: SignInWithMicrosoftInput!) {
    signInWithMicrosoft(input: $input) {
      accessToken
      expiresIn
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nl.msgraph;

/**
 * 'Inloggen met Microsoft' on the operators' login, only when Microsoft 365 is set up: a link to
 * the page that leaves for Microsoft's sign-in.
 */
export function MicrosoftSignInButton() {
  const environment = useRelayEnvironment();
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    let stale = false;
    fetchQuery<MicrosoftSignInEnabledQuery>(environment, enabledQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (!stale) setEnabled(data?.microsoftSignInEnabled === true);
      })
      // Without the answer the link stays away: the password login works regardless.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [environment]);

  if (!enabled) return null;
  return (
    <Button asChild variant="outline" w="full">
      <RouterLink to={SIGN_IN_START_PATH} data-testid="microsoft-sign-in">
        {t.signIn}
      </RouterLink>
    </Button>
  );
}

export const SIGN_IN_START_PATH = '/msgraph/signin';

/** Asks for Microsoft's sign-in page (with a fresh state) and goes there; back to the login when that fails. */
export function MicrosoftSignInStart() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();

  const start = async () => {
    clearToken();
    const result = await runAction(environment, startMutation, {}, { quiet: true });
    if (typeof result?.url === 'string') window.location.assign(result.url);
    else navigate('/login', { replace: true });
  };

  return <ArrivalStep text={t.signingIn} testId="microsoft-sign-in-start" step={start} />;
}

/** The identity platform's way back (/msgraph/code?code&state, or /msgraph/code/{code}?state): signs in, or back to the login with the reason. */
export function MicrosoftSignInCallback() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { code: pathCode } = useParams();
  const [params] = useSearchParams();

  const finish = async () => {
    const code = pathCode ?? params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      notify('danger', params.get('error_description') ?? nl.errors.generic);
      navigate('/login', { replace: true });
      return;
    }
    try {
      const answer = (await commitAsync<MicrosoftSignInCallbackMutation>(environment, callbackMutation, { input: { code, state } })).signInWithMicrosoft;
      if (answer.accessToken) {
        setToken(answer.accessToken, tokenExpiry(answer.expiresIn, Date.now()));
        navigate(HOME_PATH, { replace: true });
        return;
      }
      for (const error of answer.userErrors) notify('danger', error.message);
    } catch (error) {
      reportMutationFailure(error);
    }
    navigate('/login', { replace: true });
  };

  return <ArrivalStep text={t.signingIn} testId="microsoft-sign-in-callback" step={finish} />;
}
