import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ResetTwoFactorButtonMutation } from '../../__generated__/ResetTwoFactorButtonMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyValidation } from '../../components/toaster';
import { nlSecurity } from '../../i18n/nl/security';
import { interpolate } from '../../lib/interpolate';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import type { RecordBase } from '../../components/record/types';

const mutation = graphql`
  mutation ResetTwoFactorButtonMutation($input: ResetOperatorTwoFactorInput!) {
    resetOperatorTwoFactor(input: $input) {
      operator {
        id
        activated2faAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlSecurity;

/** For an operator who lost their phone and recovery codes: only while 2FA is on, for whoever may edit operators. */
export function ResetTwoFactorButton({ operator, onReset }: { operator: RecordBase & { activated2faAt?: string | null; fullName?: string | null }; onReset: () => void }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!operator.activated2faAt || !viewer.permissions.has('operators.update')) return null;

  const reset = async () => {
    setBusy(true);
    try {
      const result = (await commitAsync<ResetTwoFactorButtonMutation>(environment, mutation, { input: { id: operator.id } })).resetOperatorTwoFactor;
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else {
        notify('success', t.resetDone);
        onReset();
      }
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} data-testid="reset-two-factor">
        {t.resetTwoFactor}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.resetTwoFactor}
        text={interpolate(t.resetConfirm, { name: operator.fullName ?? operator.label ?? '' })}
        danger
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
