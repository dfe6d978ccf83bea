import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrivalStep } from '../../components/ArrivalStep';
import { notify } from '../../components/toaster';
import { nlMsgraph } from '../../i18n/nl/msgraph';
import { runAction } from '../../relay/commit';

const finishMutation = graphql`
  mutation DirectoryConsentCallbackMutation($input: FinishDirectoryConsentInput!) {
    result: finishDirectoryConsent(input: $input) {
      directorySync {
        companyId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlMsgraph;

/** Where the identity platform sends the customer's admin back after the consent: the tenant is stored, then the company's settings open again. */
export function DirectoryConsentCallback() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const finish = async () => {
    const state = params.get('state');
    if (!state) {
      notify('danger', params.get('error_description') ?? t.consentFailed);
      navigate('/companies', { replace: true });
      return;
    }
    const result = await runAction(
      environment,
      finishMutation,
      {
        state,
        tenant: params.get('tenant'),
        adminConsent: params.get('admin_consent'),
        error: params.get('error'),
        errorDescription: params.get('error_description'),
      },
      { quiet: true },
    );
    const companyId = (result?.directorySync as { companyId?: number } | null | undefined)?.companyId;
    if (companyId) {
      notify('success', t.consentLinked);
      navigate(`/companies/${companyId}#settings`, { replace: true });
    } else navigate('/companies', { replace: true });
  };

  return <ArrivalStep text={t.consenting} testId="directory-consent-callback" step={finish} />;
}
