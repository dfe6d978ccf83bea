import { Button, Card, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { redirect, useNavigate } from 'react-router';
import type { TwoFactorEnrolPageLogoutMutation } from '../../__generated__/TwoFactorEnrolPageLogoutMutation.graphql';
import { nlApp } from '../../i18n/nl/app';
import { nlSecurity } from '../../i18n/nl/security';
import { loginPath } from '../../lib/redirect';
import { endSession } from '../../relay/session';
import { getToken } from '../../relay/token';
import { forgetViewer, mustEnrolTwoFactor, requireSetupCompleted } from '../../routes/guard';
import { RecoveryCodes, TwoFactorSetup } from './TwoFactorSetup';

const logoutMutation = graphql`
  mutation TwoFactorEnrolPageLogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      ok
    }
  }
`;

const t = nlSecurity;

/** Only for a signed-in operator whom the tenant requires to set up two-factor login. */
export async function twoFactorEnrolLoader() {
  await requireSetupCompleted();
  if (!getToken()) throw redirect(loginPath('/'));
  if (!(await mustEnrolTwoFactor())) throw redirect('/');
  return null;
}

/** The one page an operator sees until the two-factor login their organisation requires is set up. */
export function TwoFactorEnrolPage() {
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [logout, loggingOut] = useMutation<TwoFactorEnrolPageLogoutMutation>(logoutMutation);
  const navigate = useNavigate();
  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="lg">
        <Text textAlign="center" fontSize="2xl" fontWeight="bold" letterSpacing="tight" color="blue.700">
          {nlApp.name}
        </Text>
        <Card.Root data-testid="two-factor-enrol">
          <Card.Header>
            <Heading as="h1" size="lg">
              {t.enrolTitle}
            </Heading>
            <Text color="fg.muted">{t.enrolIntro}</Text>
          </Card.Header>
          <Card.Body>
            {codes ? (
              <RecoveryCodes
                codes={codes}
                onDone={() => {
                  forgetViewer();
                  navigate('/', { replace: true });
                }}
              />
            ) : (
              <TwoFactorSetup onEnabled={setCodes} />
            )}
          </Card.Body>
          <Card.Footer>
            <Flex justify="flex-end" w="full">
              <Button variant="ghost" size="sm" loading={loggingOut} onClick={() => logout({ variables: { input: {} }, onCompleted: endSession, onError: endSession })}>
                {t.logout}
              </Button>
            </Flex>
          </Card.Footer>
        </Card.Root>
      </Stack>
    </Center>
  );
}
