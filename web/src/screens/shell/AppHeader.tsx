import { Box, Button, Container, Flex, Link, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, NavLink, useLocation, useMatches, useNavigate } from 'react-router';
import type { AppHeaderLogoutMutation } from '../../__generated__/AppHeaderLogoutMutation.graphql';
import type { AppHeader_viewer$key } from '../../__generated__/AppHeader_viewer.graphql';
import { ActionMenu } from '../../components/ActionMenu';
import { LogoutIcon, MoreIcon, PlusIcon } from '../../components/icons';
import { OPERATOR_SEARCH } from '../../lib/globalSearch';
import { isTabVisible, newButtonResource } from '../../lib/routeAccess';
import { TRUNCATE, truncate } from '../../lib/truncate';
import { nlApp } from '../../i18n/nl/app';
import { nlNav } from '../../i18n/nl/nav';
import { finishLogout } from '../../relay/session';
import { useViewer } from '../../relay/viewer';
import { GlobalSearch } from './GlobalSearch';
import { ShortcutsHelp } from './ShortcutsHelp';
import { MORE_TABS, NAV_TABS, NEW_TARGETS } from './navTabs';
import { NotificationBell } from './notifications/NotificationBell';
import { TimersDropdown } from '../time/timers/TimersDropdown';
import { useLazyMutation } from '../../relay/useLazyMutation';
import { lazyOperations } from '../../relay/lazyOperation';

const fragment = graphql`
  fragment AppHeader_viewer on Viewer {
    user {
      fullName
    }
  }
`;

const logoutMutation = lazyOperations(() => import('./AppHeader.mutation'))('logoutMutation');

const KNOWN_RESOURCES = new Set([...Object.keys(NEW_TARGETS), 'quotes', 'tasks', 'project-phases', 'subscription-lines', 'invoices', 'time-registrations', 'used-products', 'exports', 'activity-log', 'cloud-distribution-subscriptions']);

/** The route name of the screen on display, from the matched routes' handles. */
function useRouteName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { routeName?: string } | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return null;
}

export function AppHeader({ viewer: viewerKey }: { viewer: AppHeader_viewer$key }) {
  const data = useFragment(fragment, viewerKey);
  const viewer = useViewer();
  const routeName = useRouteName();
  const [commitLogout, isLoggingOut] = useLazyMutation<AppHeaderLogoutMutation>(logoutMutation);

  // Whatever the server answers, this browser signs out.
  const logout = () => commitLogout({ variables: { input: {} }, onCompleted: finishLogout, onError: finishLogout });

  const tabs = NAV_TABS.filter((tab) => isTabVisible(tab, viewer.permissions, viewer.modules));
  const more = MORE_TABS.filter((tab) => isTabVisible(tab, viewer.permissions, viewer.modules));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inMore = more.some((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  // A list has its own New button in its header; elsewhere the bar offers one.
  const onList = Boolean(routeName && /\.(index|restore)$/.test(routeName));
  const newResource = onList ? null : newButtonResource(routeName, viewer.permissions, KNOWN_RESOURCES);
  const newTarget = newResource ? NEW_TARGETS[newResource] : undefined;
  const fullName = data.user.fullName ?? '';

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="8xl" px={{ base: '3', md: '6' }}>
        <Flex h="14" align="center" gap={{ base: '2', md: '4' }}>
          <Link asChild fontWeight="bold" fontSize="lg" color="blue.700" letterSpacing="tight" variant="plain" _hover={{ textDecoration: 'none' }}>
            <NavLink to="/cockpit">{nlApp.name}</NavLink>
          </Link>
          <Box flex="1" />
          <GlobalSearch scope={OPERATOR_SEARCH} />
          <ShortcutsHelp />
          {newTarget && (
            <Button asChild size="sm" colorPalette="blue" variant="subtle" data-testid="header-new-button">
              <RouterLink to={newTarget.path}>
                <PlusIcon />
                <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                  {newTarget.label}
                </Text>
              </RouterLink>
            </Button>
          )}
          <TimersDropdown />
          <NotificationBell />
          {/* On a phone the first name, whole, rather than the full name cut off; the title holds the full name. */}
          <Link asChild variant="plain" fontSize="sm" color="fg.muted" truncate maxW={{ base: 'none', sm: '14rem', md: 'none' }} title={fullName} data-testid="viewer-name">
            <RouterLink to="/profile">
              <Text as="span" display={{ base: 'inline', sm: 'none' }}>
                {fullName.split(' ')[0]}
              </Text>
              <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                {truncate(fullName, TRUNCATE.operatorName)}
              </Text>
            </RouterLink>
          </Link>
          {/* On a phone the button shows its icon only, leaving the user's name the room to be read. */}
          <Button size="sm" variant="outline" onClick={logout} disabled={isLoggingOut} aria-label={nlNav.logout} title={nlNav.logout} px={{ base: '2', sm: '3' }} flexShrink={0}>
            <LogoutIcon />
            <Text as="span" display={{ base: 'none', sm: 'inline' }}>
              {nlNav.logout}
            </Text>
          </Button>
        </Flex>
        <Flex
          as="nav"
          aria-label={nlNav.label}
          gap="1"
          overflowX="auto"
          pb="2"
          mt="-1"
          css={{ scrollbarWidth: 'thin' }}
        >
          {tabs.map((tab) => (
            <Link
              key={tab.path}
              asChild
              variant="plain"
              px="3"
              py="1.5"
              borderRadius="md"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              css={{ '&.active': { bg: 'blue.50', color: 'blue.700' } }}
            >
              <NavLink to={tab.path} end={tab.path === '/tickets'}>
                {tab.label}
              </NavLink>
            </Link>
          ))}
          {more.length > 0 && (
            <ActionMenu
              entries={more.map((tab) => ({ value: tab.path, label: tab.label }))}
              onSelect={(path) => navigate(path)}
              scrolls
              trigger={(handlers) => (
                <Button
                  variant="ghost"
                  size="sm"
                  fontWeight="medium"
                  color={inMore ? 'blue.700' : 'fg.muted'}
                  bg={inMore ? 'blue.50' : undefined}
                  flexShrink={0}
                  {...handlers}
                >
                  {nlNav.more}
                  <MoreIcon />
                </Button>
              )}
            />
          )}
        </Flex>
      </Container>
    </Box>
  );
}
