import { Box, IconButton } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
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

function BellButton({ unread, ...rest }: { unread: number } & Record<string, unknown>) {
  const label = unread > 0 ? interpolate(nlNotifications.bellUnread, { count: String(unread) }) : nlNotifications.bell;
  const badge = unreadBadge(unread);
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" position="relative" data-testid="notification-bell" {...rest}>
      <BellIcon />
      {badge !== null && (
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
      )}
    </IconButton>
  );
}

/** The bell in the header: unread count, live notifications with a toast, and the dropdown list. */
function LiveBell() {
  const data = useLazyLoadQuery<NotificationBellQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  useNotificationAdded();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<NotificationFilter>('unread');
  const unread = data.viewer?.unreadNotificationCount ?? 0;
  return (
    <LoadOnPress
      view={popover}
      props={{ open, onOpenChange: setOpen, filter, onFilter: setFilter }}
      onPress={() => setOpen(true)}
      trigger={(handlers) => <BellButton unread={unread} {...handlers} />}
    />
  );
}

export function NotificationBell() {
  return (
    <Suspense fallback={<BellButton unread={0} disabled />}>
      <LiveBell />
    </Suspense>
  );
}
