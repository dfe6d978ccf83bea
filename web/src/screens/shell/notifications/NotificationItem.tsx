import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationItem_notification$key } from '../../../__generated__/NotificationItem_notification.graphql';
import { RelativeTime } from '../../../components/RelativeTime';
import { notificationMessage } from '../../../lib/notifications';
import { nlNotifications } from '../../../i18n/nl/notifications';

const fragment = graphql`
  fragment NotificationItem_notification on Notification {
    id
    title
    data
    readAt
    createdAt
    objectType
    objectId
    actor {
      fullName
    }
  }
`;

interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  onOpen: (notification: { id: string; unread: boolean; data: unknown; objectType: string | null | undefined; objectId: number | null | undefined }) => void;
  onToggle: (id: string) => void;
}

/** One line of the dropdown: unread ones bold with a blue dot that toggles the read state. */
export function NotificationItem({ notification: key, onOpen, onToggle }: NotificationItemProps) {
  const notification = useFragment(fragment, key);
  const unread = notification.readAt == null;
  const message = notificationMessage(notification.data);
  return (
    <Flex
      as="li"
      gap="2"
      px="3"
      py="2.5"
      align="flex-start"
      borderBottomWidth="1px"
      bg={unread ? 'blue.50/40' : undefined}
      _hover={{ bg: 'bg.muted' }}
      data-testid="notification-item"
      data-unread={unread || undefined}
    >
      <Stack
        gap="0.5"
        flex="1"
        minW="0"
        cursor="pointer"
        role="link"
        tabIndex={0}
        onClick={() => onOpen({ id: notification.id, unread, data: notification.data, objectType: notification.objectType, objectId: notification.objectId })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onOpen({ id: notification.id, unread, data: notification.data, objectType: notification.objectType, objectId: notification.objectId });
        }}
      >
        <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'} lineClamp={2}>
          {notification.title}
        </Text>
        {message && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {message}
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          {notification.actor?.fullName && `${notification.actor.fullName} · `}
          {notification.createdAt && <RelativeTime value={notification.createdAt} />}
        </Text>
      </Stack>
      <IconButton
        aria-label={unread ? nlNotifications.markRead : nlNotifications.markUnread}
        title={unread ? nlNotifications.markRead : nlNotifications.markUnread}
        size="2xs"
        variant="ghost"
        onClick={() => onToggle(notification.id)}
        data-testid="notification-toggle"
      >
        <Box boxSize="2.5" borderRadius="full" borderWidth="2px" borderColor="blue.500" bg={unread ? 'blue.500' : 'transparent'} />
      </IconButton>
    </Flex>
  );
}
