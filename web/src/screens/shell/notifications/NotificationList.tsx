import { Box, Button, Center, Flex, Heading, SegmentGroup, Text } from '@chakra-ui/react';
import { useTransition } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { NotificationListMarkAllMutation } from '../../../__generated__/NotificationListMarkAllMutation.graphql';
import type { NotificationListPaginationQuery } from '../../../__generated__/NotificationListPaginationQuery.graphql';
import type { NotificationListQuery } from '../../../__generated__/NotificationListQuery.graphql';
import type { NotificationListToggleMutation } from '../../../__generated__/NotificationListToggleMutation.graphql';
import type { NotificationList_viewer$key } from '../../../__generated__/NotificationList_viewer.graphql';
import { notify } from '../../../components/toaster';
import { notificationPath } from '../../../lib/notifications';
import { nlNotifications } from '../../../i18n/nl/notifications';
import { reportMutationFailure } from '../../../relay/errors';
import { NotificationItem } from './NotificationItem';
import { setUnreadCount } from './notificationStore';

const PAGE_SIZE = 10;

const query = graphql`
  query NotificationListQuery($read: Boolean) {
    viewer {
      unreadNotificationCount
      ...NotificationList_viewer @arguments(read: $read)
    }
  }
`;

const fragment = graphql`
  fragment NotificationList_viewer on Viewer
  @refetchable(queryName: "NotificationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, read: { type: "Boolean" }) {
    notifications(first: $count, after: $cursor, read: $read) @connection(key: "NotificationList_notifications", filters: ["read"]) {
      edges {
        node {
          id
          ...NotificationItem_notification
        }
      }
    }
  }
`;

const toggleMutation = graphql`
  mutation NotificationListToggleMutation($input: ToggleNotificationReadInput!) {
    toggleNotificationRead(input: $input) {
      notification {
        id
        readAt
      }
      unreadCount
      userErrors {
        message
      }
    }
  }
`;

const markAllMutation = graphql`
  mutation NotificationListMarkAllMutation($input: MarkAllNotificationsReadInput!) {
    markAllNotificationsRead(input: $input) {
      message
      unreadCount
      userErrors {
        message
      }
    }
  }
`;

export type NotificationFilter = 'unread' | 'read';

interface NotificationListProps {
  filter: NotificationFilter;
  onFilter: (filter: NotificationFilter) => void;
  /** After a notification was opened. */
  onOpened: () => void;
}

/** The dropdown's body (spec core §2): unread or read ones, toggles, 'Alles gelezen', load more. */
export function NotificationList({ filter, onFilter, onOpened }: NotificationListProps) {
  const read = filter === 'read';
  const data = useLazyLoadQuery<NotificationListQuery>(query, { read }, { fetchPolicy: 'store-and-network' });
  const { data: list, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_viewer$key>(
    fragment,
    data.viewer!,
  );
  const [commitToggle] = useMutation<NotificationListToggleMutation>(toggleMutation);
  const [commitMarkAll, markingAll] = useMutation<NotificationListMarkAllMutation>(markAllMutation);
  const [, startTransition] = useTransition();
  const navigate = useNavigate();
  const unread = data.viewer?.unreadNotificationCount ?? 0;
  const edges = list.notifications.edges;

  const toggle = (id: string, then?: () => void) =>
    commitToggle({
      variables: { input: { id } },
      updater: (store, response) => {
        const count = response?.toggleNotificationRead.unreadCount;
        if (typeof count === 'number') setUnreadCount(store, count);
      },
      onCompleted: () => then?.(),
      onError: reportMutationFailure,
    });

  const markAll = () =>
    commitMarkAll({
      variables: { input: {} },
      updater: (store, response) => {
        const count = response?.markAllNotificationsRead.unreadCount;
        if (typeof count === 'number') setUnreadCount(store, count);
      },
      onCompleted: (response) => {
        const message = response.markAllNotificationsRead.message;
        if (message) notify('success', message);
        startTransition(() => {
          refetch({ read }, { fetchPolicy: 'network-only' });
        });
      },
      onError: reportMutationFailure,
    });

  const open = (notification: Parameters<typeof notificationPath>[0] & { id: string; unread: boolean }) => {
    const path = notificationPath(notification);
    if (notification.unread) toggle(notification.id);
    onOpened();
    if (path) navigate(path);
  };

  return (
    <Box>
      <Flex align="center" justify="space-between" gap="2" px="3" py="2" borderBottomWidth="1px">
        <Heading as="h2" size="sm">
          {nlNotifications.title}
        </Heading>
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={markAll} disabled={unread === 0} loading={markingAll}>
          {nlNotifications.markAllRead}
        </Button>
      </Flex>
      <Box px="3" py="2" borderBottomWidth="1px">
        <SegmentGroup.Root size="xs" value={filter} onValueChange={(details) => onFilter(details.value as NotificationFilter)} aria-label={nlNotifications.show}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'unread', label: nlNotifications.showUnread }, { value: 'read', label: nlNotifications.showRead }]} />
        </SegmentGroup.Root>
      </Box>
      {edges.length === 0 ? (
        <Center py="8" px="4">
          <Text color="fg.muted" fontSize="sm" data-testid="notifications-empty">
            {nlNotifications.empty}
          </Text>
        </Center>
      ) : (
        <Box as="ul" listStyleType="none" maxH="60vh" overflowY="auto" data-testid="notification-list">
          {edges.map((edge) => (
            <NotificationItem key={edge.node.id} notification={edge.node} onOpen={open} onToggle={(id) => toggle(id)} />
          ))}
        </Box>
      )}
      {hasNext && (
        <Box p="2" borderTopWidth="1px">
          <Button size="xs" variant="outline" width="full" onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext}>
            {nlNotifications.loadMore}
          </Button>
        </Box>
      )}
    </Box>
  );
}
