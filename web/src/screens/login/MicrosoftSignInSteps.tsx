import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { MicrosoftSignInStepsCallbackMutation } from '../../__generated__/MicrosoftSignInStepsCallbackMutation.graphql';
import { ArrivalStep } from '../../components/ArrivalStep';
import { notify } from '../../components/toaster';
import { nlErrors } from '../../i18n/nl/errors';
import { nlMsgraph } from '../../i18n/nl/msgraph';
import { tokenExpiry } from '../../lib/cockpitLive';
import { HOME_PATH } from '../../lib/redirect';
import { commitAsync, runAction } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { clearToken, setToken } from '../../relay/token';

const startMutation = graphql`
  mutation MicrosoftSignInStepsStartMutation($input: StartMicrosoftSignInInput!) {
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
  mutation MicrosoftSignInStepsCallbackMutation($input: SignInWithMicrosoftInput!) {
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

const t = nlMsgraph;

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
      notify('danger', params.get('error_description') ?? nlErrors.generic);
      navigate('/login', { replace: true });
      return;
    }
    try {
      const answer = (await commitAsync<MicrosoftSignInStepsCallbackMutation>(environment, callbackMutation, { input: { code, state } })).signInWithMicrosoft;
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
