import { Box, Button, Code, Field, Flex, Image, Input, List, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { TwoFactorSetupConfirmMutation } from '../../__generated__/TwoFactorSetupConfirmMutation.graphql';
import type { TwoFactorSetupStartMutation } from '../../__generated__/TwoFactorSetupStartMutation.graphql';
import { useOnArrival } from '../../components/ArrivalStep';
import { notify, notifyValidation } from '../../components/toaster';
import { nlErrors } from '../../i18n/nl/errors';
import { nlSecurity } from '../../i18n/nl/security';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';

const startMutation = graphql`
  mutation TwoFactorSetupStartMutation($input: StartTwoFactorSetupInput!) {
    startTwoFactorSetup(input: $input) {
      secret
      otpauthUrl
      qrCode
      userErrors {
        field
        message
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation TwoFactorSetupConfirmMutation($input: ConfirmTwoFactorInput!) {
    confirmTwoFactor(input: $input) {
      recoveryCodes
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlSecurity;

/** The recovery codes, shown once, with a copy action. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('success', t.copied);
    } catch {
      notify('danger', nlErrors.generic);
    }
  };
  return (
    <Stack gap="3" data-testid="recovery-codes">
      <Text fontWeight="semibold">{t.recoveryTitle}</Text>
      <Text color="fg.muted">{t.recoveryText}</Text>
      <List.Root as="ol" listStyleType="none" display="grid" gridTemplateColumns="repeat(2, max-content)" columnGap="8" rowGap="1" ps="0">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fontSize="md" data-testid="recovery-code">
              {code}
            </Code>
          </List.Item>
        ))}
      </List.Root>
      <Flex gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          {t.done}
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * Enrolment in two-factor login: asks for a new secret as it shows, then a QR code and the key to
 * type by hand, and a code from the app to confirm; answers the recovery codes to show once.
 */
export function TwoFactorSetup({ onEnabled, onCancel }: { onEnabled: (codes: readonly string[]) => void; onCancel?: () => void }) {
  const environment = useRelayEnvironment();
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const result = (await commitAsync<TwoFactorSetupStartMutation>(environment, startMutation, { input: {} })).startTwoFactorSetup;
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else if (result.secret && result.qrCode) setSetup({ secret: result.secret, qrCode: result.qrCode });
    } catch (failure) {
      reportMutationFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  // Once per showing, also when effects run twice in development.
  useOnArrival(start);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = (await commitAsync<TwoFactorSetupConfirmMutation>(environment, confirmMutation, { input: { otp: code.trim() } })).confirmTwoFactor;
      if (result.userErrors.length > 0) setError(result.userErrors.map((e) => e.message).join(' '));
      else if (result.recoveryCodes) {
        notify('success', t.enabled);
        onEnabled(result.recoveryCodes);
      }
    } catch (failure) {
      reportMutationFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!setup) {
    return (
      <Flex gap="2" align="center">
        <Spinner size="sm" />
        {!busy && onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && code.trim() !== '') void confirm();
      }}
    >
      <Stack gap="4" maxW="md">
        <Text>{t.scan}</Text>
        <Image src={setup.qrCode} alt={t.qrAlt} width="220px" height="220px" borderWidth="1px" borderRadius="md" />
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t.secret}
          </Text>
          <Code fontSize="md" wordBreak="break-all" data-testid="two-factor-secret">
            {setup.secret}
          </Code>
        </Box>
        <Field.Root required invalid={error !== null}>
          <Field.Label>{t.code}</Field.Label>
          <Input
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            autoFocus
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Flex gap="2">
          <Button type="submit" colorPalette="blue" loading={busy} disabled={code.trim() === ''}>
            {t.confirm}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t.cancel}
            </Button>
          )}
        </Flex>
      </Stack>
    </chakra.form>
  );
}
