import { Box, Center, Flex, Heading, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { Suspense, useEffect } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams } from 'react-router';
import type { WallDisplayQuery } from '../../__generated__/WallDisplayQuery.graphql';
import { PageSpinner } from '../../components/PageSpinner';
import { useNow } from '../../components/useNow';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { WALL_RELOAD_MS } from '../../lib/cockpitLive';
import { keepTokenFresh } from '../../relay/session';
import { onReconnect } from '../../relay/subscriptions';
import { ViewerContext, type ViewerInfo } from '../../relay/viewer';
import { useRetainRouteQuery } from '../../routes/preload';
import { ConnectionIndicator } from './ConnectionIndicator';
import { DashboardBoard } from './DashboardBoard';

const query = graphql`
  query WallDisplayQuery {
    viewer {
      cockpitDashboards {
        id
        databaseId
        name
        ...DashboardBoard_dashboard
      }
    }
  }
`;

export interface WallData {
  viewer: ViewerInfo;
  queryRef: PreloadedQuery<WallDisplayQuery>;
}

/**
 * The wall display: /cockpit/wall/{dashboard number} shows one dashboard full screen, without the
 * app's header, in type that scales with the screen. It is made to stay open for days.
 */
export function WallDisplayRoute() {
  const { viewer, queryRef } = useLoaderData() as WallData;
  useRetainRouteQuery('cockpit-wall', queryRef);
  useEffect(() => keepTokenFresh(), []);
  useLargeType();
  return (
    <ViewerContext.Provider value={viewer}>
      <Box minH="100vh" bg="bg.subtle" px={{ base: '3', md: '6' }} py="4" data-testid="wall-display">
        <Suspense fallback={<PageSpinner />}>
          <WallDashboard queryRef={queryRef} />
        </Suspense>
      </Box>
    </ViewerContext.Provider>
  );
}

/** Chakra sizes in rem: a larger root size makes the whole screen readable from across a room. */
function useLargeType() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = 'clamp(16px, 1.05vw, 40px)';
    return () => {
      root.style.fontSize = before;
    };
  }, []);
}

function WallDashboard({ queryRef }: { queryRef: PreloadedQuery<WallDisplayQuery> }) {
  const data = usePreloadedQuery<WallDisplayQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const { dashboardId } = useParams();
  const now = useNow();

  // Dashboards may be renamed or rearranged while the screen hangs on the wall.
  useEffect(() => {
    const reread = () => {
      fetchQuery<WallDisplayQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    };
    const timer = setInterval(reread, WALL_RELOAD_MS);
    const stop = onReconnect(reread);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [environment]);

  const dashboard = data.viewer?.cockpitDashboards.find((d) => String(d.databaseId) === dashboardId);
  if (!dashboard) {
    return (
      <Center minH="80vh">
        <Text fontSize="2xl" color="fg.muted">
          {nlCockpit.notFound}
        </Text>
      </Center>
    );
  }
  return (
    <DashboardBoard
      key={dashboard.id}
      dashboard={dashboard}
      wall
      header={(live) => (
        <Flex align="center" gap="4" mb="4">
          <Heading as="h1" size="2xl" flex="1" minW="0" truncate>
            {dashboard.name}
          </Heading>
          <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {format(now, 'HH:mm')}
          </Text>
          <ConnectionIndicator socket={live.socket} />
        </Flex>
      )}
    />
  );
}
