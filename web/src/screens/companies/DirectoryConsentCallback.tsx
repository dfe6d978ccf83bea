import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/toaster';
import { nl } from '../../i18n/nl';
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

const t = nl.msgraph;

/** Where the identity platform sends the customer's admin back after the consent: the tenant is stored, then the company's settings open again. */
export function DirectoryConsentCallback() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
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
    void finish();
  }, [environment, navigate, params]);

  return (
    <Stack align="center" py="10" gap="3" data-testid="directory-consent-callback">
      <Spinner />
      <Text>{t.consenting}</Text>
    </Stack>
  );
}
