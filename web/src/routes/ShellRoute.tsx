import { Box, Container } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Outlet, useLoaderData } from 'react-router';
import type { ShellRouteQuery } from '../__generated__/ShellRouteQuery.graphql';
import { PageSpinner } from '../components/PageSpinner';
import { endSession } from '../relay/session';
import { ViewerContext } from '../relay/viewer';
import { AppHeader } from '../screens/shell/AppHeader';
import { useRetainRouteQuery } from './preload';
import type { ShellData } from './shellLoader';

const query = graphql`
  query ShellRouteQuery {
    viewer {
      ...AppHeader_viewer
    }
  }
`;

/** Every signed-in screen: the header above the screen. */
export function ShellRoute() {
  const { viewer, queryRef } = useLoaderData() as ShellData;
  useRetainRouteQuery('shell', queryRef);
  return (
    <ViewerContext.Provider value={viewer}>
      <Box minH="100vh" bg="bg.subtle">
        <Suspense fallback={<Box h="24" bg="bg" borderBottomWidth="1px" />}>
          <Header queryRef={queryRef} />
        </Suspense>
        <Container as="main" maxW="8xl" py={{ base: '4', md: '6' }} px={{ base: '3', md: '6' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </ViewerContext.Provider>
  );
}

function Header({ queryRef }: { queryRef: PreloadedQuery<ShellRouteQuery> }) {
  const data = usePreloadedQuery<ShellRouteQuery>(query, queryRef);
  const signedOut = data.viewer == null;
  useEffect(() => {
    // The token is no longer valid: start again from the login page.
    if (signedOut) endSession();
  }, [signedOut]);
  if (!data.viewer) return null;
  return <AppHeader viewer={data.viewer} />;
}
