import { Alert, Button, Field, Input, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PasswordResetRequestPageMutation } from '../../__generated__/PasswordResetRequestPageMutation.graphql';
import { notify } from '../../components/toaster';
import { nlCredentials } from '../../i18n/nl/credentials';
import { nlErrors } from '../../i18n/nl/errors';
import { reportMutationFailure } from '../../relay/errors';
import { PublicCard } from './PublicCard';

const t = nlCredentials;

const mutation = graphql`
  mutation PasswordResetRequestPageMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      userErrors {
        field
        message
      }
    }
  }
`;

/** /password-reset: asks for the e-mail address and always answers the same (spec core §2). */
export function PasswordResetRequestPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<PasswordResetRequestPageMutation>(mutation);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ requestPasswordReset }) => {
        if (requestPasswordReset.message) setSent(requestPasswordReset.message);
        else if (requestPasswordReset.userErrors.length > 0) setError(requestPasswordReset.userErrors[0].message);
        else notify('danger', nlErrors.generic);
      },
      onError: reportMutationFailure,
    });
  };

  return (
    <PublicCard title={t.requestTitle}>
      <Stack gap="4">
        {sent ? (
          <Alert.Root status="success" data-testid="reset-sent">
            <Alert.Indicator />
            <Alert.Title>{sent}</Alert.Title>
          </Alert.Root>
        ) : (
          <chakra.form onSubmit={onSubmit}>
            <Stack gap="4">
              <Text color="fg.muted">{t.requestText}</Text>
              <Field.Root required invalid={error !== null}>
                <Field.Label>{t.email}</Field.Label>
                <Input type="email" name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" colorPalette="blue" w="full" disabled={busy} loading={busy} loadingText={t.requestSubmit}>
                {t.requestSubmit}
              </Button>
            </Stack>
          </chakra.form>
        )}
        <Link asChild color="blue.700" fontSize="sm" alignSelf="center">
          <RouterLink to="/login">{t.backToLogin}</RouterLink>
        </Link>
      </Stack>
    </PublicCard>
  );
}
