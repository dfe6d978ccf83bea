import { Button, Card, Center, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginScreenMutation } from '../../__generated__/LoginScreenMutation.graphql';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { tokenExpiry } from '../../lib/cockpitLive';
import { HOME_PATH, safeRedirect } from '../../lib/redirect';
import { PORTAL_HOME } from '../../routes/guard';
import { nl } from '../../i18n/nl';
import { reportMutationFailure } from '../../relay/errors';
import { clearToken, setToken } from '../../relay/token';

const mutation = graphql`
  mutation LoginScreenMutation($input: LoginInput!) {
    login(input: $input) {
      accessToken
      expiresIn
      userErrors {
        field
        message
      }
    }
  }
`;

/** `guard` portal: the customer portal's login, for contact persons. */
export function LoginScreen({ guard }: { guard?: 'portal' } = {}) {
  const portal = guard === 'portal';
  const [commit, isInFlight] = useMutation<LoginScreenMutation>(mutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [leaving, setLeaving] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const busy = isInFlight || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A stale token must not travel along with the login.
    clearToken();
    commit({
      variables: { input: { username: email.trim(), password, portal } },
      onCompleted: (response) => {
        const { accessToken, expiresIn, userErrors } = response.login;
        if (accessToken) {
          setToken(accessToken, tokenExpiry(expiresIn, Date.now()));
          setLeaving(true);
          navigate(safeRedirect(searchParams.get('redirect'), portal ? PORTAL_HOME : HOME_PATH), { replace: true });
          return;
        }
        if (userErrors.length === 0) notify('danger', nl.errors.generic);
        for (const error of userErrors) notify('danger', error.message);
      },
      onError: reportMutationFailure,
    });
  };

  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="sm">
        <Text textAlign="center" fontSize="2xl" fontWeight="bold" letterSpacing="tight" color="blue.700">
          {nl.app.name}
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {portal ? nl.portal.loginTitle : nl.login.title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <chakra.form onSubmit={onSubmit}>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>{nl.login.email}</Field.Label>
                  <Input
                    type="email"
                    name="username"
                    autoComplete="username"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    autoFocus
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{nl.login.password}</Field.Label>
                  <PasswordInput
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field.Root>
                <Button type="submit" colorPalette="blue" w="full" disabled={busy} loading={busy} loadingText={nl.login.submit}>
                  {nl.login.submit}
                </Button>
              </Stack>
            </chakra.form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
