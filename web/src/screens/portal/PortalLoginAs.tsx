import { Card, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate, useParams } from 'react-router';
import type { PortalLoginAsMutation } from '../../__generated__/PortalLoginAsMutation.graphql';
import { useOnArrival } from '../../components/ArrivalStep';
import { tokenExpiry } from '../../lib/cockpitLive';
import { nlPortal } from '../../i18n/nl/portal';
import { setTabToken } from '../../relay/token';
import { forgetViewer, PORTAL_HOME } from '../../routes/guard';

const mutation = graphql`
  mutation PortalLoginAsMutation($input: ExchangePortalLoginInput!) {
    exchangePortalLogin(input: $input) {
      accessToken
      expiresIn
      userErrors {
        message
      }
    }
  }
`;

/**
 * The window 'log in as contact' opens: spends the single-use link and keeps the contact's
 * session to this window only, so the operator's own session elsewhere stays as it is.
 */
export function PortalLoginAs() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [commit] = useMutation<PortalLoginAsMutation>(mutation);
  const [failed, setFailed] = useState<string | null>(null);

  useOnArrival(() => {
    commit({
      variables: { input: { token } },
      onCompleted: (answer) => {
        const { accessToken, expiresIn, userErrors } = answer.exchangePortalLogin;
        if (!accessToken) {
          setFailed(userErrors[0]?.message ?? nlPortal.loginLinkFailed);
          return;
        }
        setTabToken(accessToken, tokenExpiry(expiresIn, Date.now()));
        forgetViewer();
        navigate(PORTAL_HOME, { replace: true });
      },
      onError: () => setFailed(nlPortal.loginLinkFailed),
    });
  });

  return (
    <Center minH="100vh" bg="bg.subtle" px="4">
      <Card.Root maxW="md" w="full">
        <Card.Body>
          <Stack gap="3" align="center" textAlign="center">
            <Heading as="h1" size="md">
              {nlPortal.loginAs}
            </Heading>
            {failed ? <Text color="red.600">{failed}</Text> : <Spinner />}
            {!failed && <Text color="fg.muted">{nlPortal.loginLinkBusy}</Text>}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
