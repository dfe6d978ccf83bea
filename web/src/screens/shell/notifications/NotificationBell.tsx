import { Box, IconButton } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NotificationBellQuery } from '../../../__generated__/NotificationBellQuery.graphql';
import { BellIcon } from '../../../components/icons';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { onDemand } from '../../../components/onDemand';
import { interpolate } from '../../../lib/interpolate';
import { unreadBadge } from '../../../lib/notifications';
import { nlNotifications } from '../../../i18n/nl/notifications';
import type { NotificationFilter } from './NotificationList';
import { useNotificationAdded } from './useNotificationAdded';

const query = graphql`
  query NotificationBellQuery {
    viewer {
      unreadNotificationCount
    }
  }
`;

const popover = onDemand(() => import('./NotificationPopover').then((module) => module.NotificationPopover));

/** The unread count on the bell, loaded inside it: the bell itself is there, and works, before it arrives. */
function UnreadCount({ onCount }: { onCount: (unread: number) => void }) {
  const data = useLazyLoadQuery<NotificationBellQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  useNotificationAdded();
  const unread = data.viewer?.unreadNotificationCount ?? 0;
  // The bell's name says the count too.
  useEffect(() => onCount(unread), [onCount, unread]);
  const badge = unreadBadge(unread);
  if (badge === null) return null;
  return (
    <Box
      as="span"
      position="absolute"
      top="0.5"
      right="0.5"
      minW="4"
      h="4"
      px="1"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      lineHeight="1rem"
      textAlign="center"
      fontVariantNumeric="tabular-nums"
      outline="2px solid"
      outlineColor="bg"
      aria-hidden
      data-testid="notification-count"
    >
      {badge}
    </Box>
  );
}

/** The bell in the header: unread count, live notifications with a toast, and the dropdown list. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<NotificationFilter>('unread');
  const [unread, setUnread] = useState(0);
  const label = unread > 0 ? interpolate(nlNotifications.bellUnread, { count: String(unread) }) : nlNotifications.bell;
  return (
    <LoadOnPress
      view={popover}
      props={{ open, onOpenChange: setOpen, filter, onFilter: setFilter }}
      onPress={() => setOpen(true)}
      trigger={(handlers) => (
        <IconButton aria-label={label} title={label} variant="ghost" size="sm" position="relative" data-testid="notification-bell" {...handlers}>
          <BellIcon />
          <Suspense fallback={null}>
            <UnreadCount onCount={setUnread} />
          </Suspense>
        </IconButton>
      )}
    />
  );
}
