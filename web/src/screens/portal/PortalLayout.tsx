import { Box, Button, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import type { PortalLayoutLogoutMutation } from '../../__generated__/PortalLayoutLogoutMutation.graphql';
import { PageSpinner } from '../../components/PageSpinner';
import { portalSearchScope } from '../../lib/globalSearch';
import { interpolate } from '../../lib/interpolate';
import { nlPortal } from '../../i18n/nl/portal';
import { clearToken } from '../../relay/token';
import { ViewerContext, type ViewerInfo } from '../../relay/viewer';
import { PORTAL_LOGIN } from '../../routes/guard';
import { GlobalSearch } from '../shell/GlobalSearch';
import { PortalTextsContext, portalTexts } from './texts';

const logoutMutation = graphql`
  mutation PortalLayoutLogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      ok
    }
  }
`;

/** The customer portal's own frame: no back-office menu, the contact's language, and the banner when an operator looks as them. */
export function PortalLayout() {
  const { viewer } = useLoaderData() as { viewer: ViewerInfo };
  const t = portalTexts(viewer.language);
  const searchScope = useMemo(() => portalSearchScope(t), [t]);
  const [commitLogout, loggingOut] = useMutation<PortalLayoutLogoutMutation>(logoutMutation);
  const finish = () => {
    clearToken();
    window.location.assign(PORTAL_LOGIN);
  };
  const logout = () => commitLogout({ variables: { input: {} }, onCompleted: finish, onError: finish });

  return (
    <PortalTextsContext.Provider value={t}>
      <ViewerContext.Provider value={viewer}>
        <Box minH="100vh" bg="bg.subtle">
          {viewer.impersonatorName && (
            <Box role="status" data-testid="impersonation-banner" bg="orange.100" color="orange.900" borderBottomWidth="1px" borderColor="orange.300" px="4" py="2">
              <Container maxW="5xl">
                <Text fontWeight="semibold">{interpolate(nlPortal.impersonating, { name: viewer.fullName })}</Text>
                <Text fontSize="sm">{interpolate(nlPortal.impersonatedBy, { operator: viewer.impersonatorName })}</Text>
              </Container>
            </Box>
          )}
          <Box as="header" bg="bg" borderBottomWidth="1px">
            <Container maxW="5xl">
              <Flex align="center" justify="space-between" gap="4" py="3" wrap="wrap">
                <HStack gap="6">
                  <Text fontSize="xl" fontWeight="bold" color="blue.700">
                    {t.title}
                  </Text>
                  <HStack as="nav" gap="4" aria-label={t.title}>
                    {[
                      ['/portal/tickets', t.nav.tickets],
                      ['/portal/quotes', t.nav.quotes],
                      ['/portal/profile', t.nav.profile],
                    ].map(([to, label]) => (
                      <Link key={to} asChild fontWeight="medium" _currentPage={{ color: 'blue.700', textDecoration: 'underline' }}>
                        <NavLink to={to}>{label}</NavLink>
                      </Link>
                    ))}
                  </HStack>
                </HStack>
                <HStack gap="3">
                  <GlobalSearch scope={searchScope} />
                  <Text color="fg.muted">{viewer.fullName}</Text>
                  <Button size="sm" variant="outline" onClick={logout} loading={loggingOut}>
                    {t.logout}
                  </Button>
                </HStack>
              </Flex>
            </Container>
          </Box>
          <Container as="main" maxW="5xl" py="6">
            <Stack gap="6">
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </Stack>
          </Container>
        </Box>
      </ViewerContext.Provider>
    </PortalTextsContext.Provider>
  );
}
