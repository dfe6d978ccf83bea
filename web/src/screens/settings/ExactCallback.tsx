import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrivalStep } from '../../components/ArrivalStep';
import { notify } from '../../components/toaster';
import { nlAccounting } from '../../i18n/nl/accounting';
import { saveSettings, finishExactMutation } from './accountingMutations';

const t = nlAccounting;

/**
 * Exact Online sends the admin back here with a code and our state (or an error when they said
 * no); the server trades the code for tokens, and the admin lands on the settings again.
 */
export function ExactCallback() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const finish = async () => {
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) notify('danger', params.get('error_description') ?? params.get('error') ?? t.exact.notConnected);
    else await saveSettings(environment, finishExactMutation, { code, state }, t.exact.connectedToast);
    navigate('/settings/accounting', { replace: true });
  };

  return <ArrivalStep text={t.exact.connecting} testId="exact-callback" step={finish} />;
}
