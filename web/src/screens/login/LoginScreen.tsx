import { Button, Card, Center, Field, Heading, Input, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { LoginScreenMutation } from '../../__generated__/LoginScreenMutation.graphql';
import { PasswordInput } from '../../components/PasswordInput';
import { notifyLater as notify } from '../../components/notifyLater';
import { tokenExpiry } from '../../lib/cockpitLive';
import { HOME_PATH, safeRedirect } from '../../lib/redirect';
import { PORTAL_HOME } from '../../routes/guard';
import { loginNl } from '../../i18n/login';
import { graphql } from '../../relay/graphqlTag';
import { reportMutationFailure } from '../../relay/errors';
import { requestGraphQL } from '../../relay/request';
import { clearToken, setToken } from '../../relay/token';
import { MicrosoftSignInButton } from './MicrosoftSignIn';

const mutation = graphql`
  mutation LoginScreenMutation($input: LoginInput!) {
    login(input: $input) {
      accessToken
      expiresIn
      twoFactor
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
  const [isInFlight, setInFlight] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // After a right password, when the account has two-factor login on: the code step.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const busy = isInFlight || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A stale token must not travel along with the login.
    clearToken();
    const otp = askCode ? code.trim() : '';
    setInFlight(true);
    requestGraphQL<LoginScreenMutation>(mutation, { input: { username: email.trim(), password, portal, ...(otp ? { otp } : {}) } })
      .then((response) => {
        setInFlight(false);
        const { accessToken, expiresIn, twoFactor, userErrors } = response.login;
        if (accessToken) {
          setToken(accessToken, tokenExpiry(expiresIn, Date.now()));
          setLeaving(true);
          navigate(safeRedirect(searchParams.get('redirect'), portal ? PORTAL_HOME : HOME_PATH), { replace: true });
          return;
        }
        if (twoFactor) {
          // The first ask is not an error: the password was right, now the code.
          if (askCode) setCodeError(userErrors.map((error) => error.message).join(' ') || loginNl.errors.generic);
          setAskCode(true);
          setCode('');
          return;
        }
        if (userErrors.length === 0) notify('danger', loginNl.errors.generic);
        for (const error of userErrors) notify('danger', error.message);
      })
      .catch((error: unknown) => {
        setInFlight(false);
        reportMutationFailure(error);
      });
  };

  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="sm">
        <Text textAlign="center" fontSize="2xl" fontWeight="bold" letterSpacing="tight" color="blue.700">
          {loginNl.app.name}
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {portal ? loginNl.portal.loginTitle : loginNl.login.title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <chakra.form onSubmit={onSubmit}>
              <Stack gap="4">
                {askCode ? (
                  <Field.Root required invalid={codeError !== null}>
                    <Field.Label>{loginNl.security.loginCode}</Field.Label>
                    <Input
                      name="otp"
                      autoComplete="one-time-code"
                      inputMode="text"
                      maxLength={11}
                      value={code}
                      onChange={(event) => {
                        setCode(event.target.value);
                        setCodeError(null);
                      }}
                      autoFocus
                    />
                    {codeError ? <Field.ErrorText>{codeError}</Field.ErrorText> : <Field.HelperText>{loginNl.security.loginCodeHelp}</Field.HelperText>}
                  </Field.Root>
                ) : (
                  <>
                    <Field.Root required>
                      <Field.Label>{loginNl.login.email}</Field.Label>
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
                      <Field.Label>{loginNl.login.password}</Field.Label>
                      <PasswordInput
                        name="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                    </Field.Root>
                  </>
                )}
                <Button type="submit" colorPalette="blue" w="full" disabled={busy} loading={busy} loadingText={loginNl.login.submit}>
                  {loginNl.login.submit}
                </Button>
                {!portal && !askCode ? <MicrosoftSignInButton /> : null}
                <Link asChild color="blue.700" fontSize="sm" alignSelf="center">
                  <RouterLink to="/password-reset">{loginNl.credentials.forgotPassword}</RouterLink>
                </Link>
                {askCode && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setAskCode(false);
                      setCode('');
                      setCodeError(null);
                      setPassword('');
                    }}
                  >
                    {loginNl.security.loginBack}
                  </Button>
                )}
              </Stack>
            </chakra.form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
