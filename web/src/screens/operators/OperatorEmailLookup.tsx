import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useRevalidator } from 'react-router';
import type { OperatorEmailLookupMigrateMutation } from '../../__generated__/OperatorEmailLookupMigrateMutation.graphql';
import type { OperatorEmailLookupQueryMutation, OperatorEmailLookupQueryMutation$data } from '../../__generated__/OperatorEmailLookupQueryMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyValidation } from '../../components/toaster';
import { useDebounced } from '../../components/useDebounced';
import { nlAccounts } from '../../i18n/nl/accounts';
import { nlErrors } from '../../i18n/nl/errors';
import { interpolate } from '../../lib/interpolate';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { reloadSession } from '../../routes/guard';

const lookupMutation = graphql`
  mutation OperatorEmailLookupQueryMutation($input: LookupOperatorEmailInput!) {
    lookupOperatorEmail(input: $input) {
      exists
      archived
      client {
        id
        fullName
      }
      operator {
        databaseId
        fullName
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const migrateMutation = graphql`
  mutation OperatorEmailLookupMigrateMutation($input: MigrateContactToOperatorInput!) {
    migrateContactToOperator(input: $input) {
      operator {
        id
        databaseId
        isOperator
        isActive
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

type Found = OperatorEmailLookupQueryMutation$data['lookupOperatorEmail'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const t = nlAccounts;

/**
 * Below the operator create form (back-office §7 Operators): an e-mail of a contact offers to turn
 * that person into an operator, keeping tickets and history; an operator's e-mail is named.
 */
export function OperatorEmailLookup({ email, type }: { email: string; type: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const settled = useDebounced(email.trim(), 400);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [licence, setLicence] = useState<string | null>(null);

  useEffect(() => {
    if (!EMAIL.test(settled)) {
      setFound(null);
      return;
    }
    let current = true;
    commitAsync<OperatorEmailLookupQueryMutation>(environment, lookupMutation, { input: { email: settled } })
      .then((answer) => current && setFound(answer.lookupOperatorEmail.exists ? answer.lookupOperatorEmail : null))
      .catch(() => current && setFound(null));
    return () => {
      current = false;
    };
  }, [environment, settled]);

  const migrate = async (confirmLicence: boolean) => {
    if (!found?.client) return;
    setBusy(true);
    try {
      const { migrateContactToOperator: result } = await commitAsync<OperatorEmailLookupMigrateMutation>(environment, migrateMutation, {
        input: { clientId: found.client.id, isOperator: Number(type) || 1, confirmLicence },
      });
      setBusy(false);
      const licenceError = result.userErrors.find((error) => error.field === 'confirmLicence');
      if (licenceError && result.userErrors.length === 1) {
        setLicence(licenceError.message);
        return;
      }
      if (result.userErrors.length > 0 || !result.operator) {
        notifyValidation(result.userErrors.length > 0 ? result.userErrors : [{ message: nlErrors.generic }]);
        return;
      }
      notify('success', result.message ?? '');
      void Promise.resolve(navigate(`/operators/${result.operator.databaseId}`, { replace: true })).then(() => reloadSession(revalidator));
    } catch (error) {
      setBusy(false);
      reportMutationFailure(error);
    }
  };

  if (!found || settled !== email.trim()) return null;
  const name = found.client?.fullName ?? found.operator?.fullName ?? '';
  return (
    <Stack mt="4" data-testid="operator-email-lookup">
      {found.operator ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{interpolate(t.lookupOperator, { name })}</Alert.Title>
        </Alert.Root>
      ) : found.archived ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{interpolate(t.lookupArchived, { name })}</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="info" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{interpolate(t.lookupContact, { name })}</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void migrate(false)}>
            {t.migrate}
          </Button>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={licence !== null}
        title={t.licenceTitle}
        text={licence ?? ''}
        confirmLabel={t.licenceConfirm}
        busy={busy}
        onCancel={() => setLicence(null)}
        onConfirm={() => {
          setLicence(null);
          void migrate(true);
        }}
      />
    </Stack>
  );
}
