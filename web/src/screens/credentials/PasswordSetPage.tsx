import { Button, Field, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import { Link as RouterLink, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { PasswordSetPageLinkQuery, PasswordSetPageLinkQuery$data } from '../../__generated__/PasswordSetPageLinkQuery.graphql';
import type { PasswordSetPageMutation } from '../../__generated__/PasswordSetPageMutation.graphql';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { nlCredentials } from '../../i18n/nl/credentials';
import { tokenExpiry } from '../../lib/cockpitLive';
import { environment } from '../../relay/environment';
import { reportMutationFailure } from '../../relay/errors';
import { clearToken, setToken } from '../../relay/token';
import { forgetViewer, requireSetupCompleted } from '../../routes/guard';
import { PasswordRulesList } from './PasswordRulesList';
import { homeAfterPasswordSet, passwordRuleChecks } from './passwordRules';
import { PublicCard } from './PublicCard';

const t = nlCredentials;

const linkQuery = graphql`
  query PasswordSetPageLinkQuery($token: String!) {
    passwordLink(token: $token) {
      email
      kind
      isOperator
    }
  }
`;

const mutation = graphql`
  mutation PasswordSetPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      accessToken
      expiresIn
      isOperator
      twoFactor
      message
      userErrors {
        field
        message
      }
    }
  }
`;

type Link = PasswordSetPageLinkQuery$data['passwordLink'];

export async function passwordSetLoader({ params }: LoaderFunctionArgs): Promise<Link> {
  await requireSetupCompleted();
  const data = await fetchQuery<PasswordSetPageLinkQuery>(environment, linkQuery, { token: params.token ?? '' }, { fetchPolicy: 'network-only' }).toPromise();
  return data?.passwordLink ?? null;
}

/** /password-reset/{token}: choose a password through an invitation or reset link, then signed in. */
export function PasswordSetPage() {
  const link = useLoaderData() as Link;
  const { token = '' } = useParams();
  if (!link) return <InvalidLink />;
  return <PasswordForm token={token} email={link.email} invite={link.kind === 'INVITE'} />;
}

function InvalidLink() {
  return (
    <PublicCard title={t.invalidTitle}>
      <Stack gap="4">
        <Text data-testid="invalid-link">{t.invalidText}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/password-reset">{t.requestNew}</RouterLink>
        </Button>
        <Link asChild color="blue.700" fontSize="sm" alignSelf="center">
          <RouterLink to="/login">{t.backToLogin}</RouterLink>
        </Link>
      </Stack>
    </PublicCard>
  );
}

function PasswordForm({ token, email, invite }: { token: string; email: string; invite: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [commit, inFlight] = useMutation<PasswordSetPageMutation>(mutation);
  const navigate = useNavigate();
  const busy = inFlight || leaving;
  const rulesMet = Object.values(passwordRuleChecks(password)).every(Boolean);

  if (invalid) return <InvalidLink />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (confirmation !== password) {
      setErrors({ passwordConfirmation: t.mismatch });
      return;
    }
    setErrors({});
    commit({
      variables: { input: { token, password, passwordConfirmation: confirmation } },
      onCompleted: ({ resetPassword }) => {
        const { accessToken, expiresIn, isOperator, twoFactor, message, userErrors } = resetPassword;
        if (userErrors.some((error) => error.field === 'token')) {
          setInvalid(true);
          return;
        }
        if (userErrors.length > 0) {
          setErrors(Object.fromEntries(userErrors.map((error) => [error.field ?? 'password', error.message])));
          return;
        }
        notify('success', message ?? t.passwordSet);
        setLeaving(true);
        if (twoFactor || !accessToken) {
          navigate('/login', { replace: true });
          return;
        }
        // The new session replaces whatever this browser was signed in with.
        clearToken();
        forgetViewer();
        setToken(accessToken, tokenExpiry(expiresIn, Date.now()));
        navigate(homeAfterPasswordSet(isOperator), { replace: true });
      },
      onError: reportMutationFailure,
    });
  };

  return (
    <PublicCard title={invite ? t.inviteTitle : t.resetTitle}>
      <chakra.form onSubmit={onSubmit}>
        <Stack gap="4">
          <Text color="fg.muted" data-testid="link-email">
            {t.forEmail.replace('{email}', email)}
          </Text>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field.Root required invalid={Boolean(errors.password)}>
            <Field.Label>{t.password}</Field.Label>
            <PasswordInput name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
            {errors.password && <Field.ErrorText>{errors.password}</Field.ErrorText>}
          </Field.Root>
          <PasswordRulesList password={password} />
          <Field.Root required invalid={Boolean(errors.passwordConfirmation)}>
            <Field.Label>{t.confirmation}</Field.Label>
            <PasswordInput
              name="password_confirmation"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            {errors.passwordConfirmation && <Field.ErrorText>{errors.passwordConfirmation}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="blue" w="full" disabled={busy || !rulesMet} loading={busy} loadingText={t.submit}>
            {t.submit}
          </Button>
        </Stack>
      </chakra.form>
    </PublicCard>
  );
}
