import { useMemo } from 'react';
import { ConnectionHandler } from 'relay-runtime';
import type { useNotificationAddedSubscription } from '../../../__generated__/useNotificationAddedSubscription.graphql';
import { notify } from '../../../components/toaster';
import { notificationMessage } from '../../../lib/notifications';
import { NOTIFICATIONS_CONNECTION, setUnreadCount } from './notificationStore';
import { useLazySubscription, type LiveConfig } from '../../../relay/useLazySubscription';
import { lazyOperations } from '../../../relay/lazyOperation';

const subscription = lazyOperations(() => import('./useNotificationAdded.subscription'))('subscription');

/**
 * Notifications for the signed-in user arrive live (spec core §2): a toast, the bell's unread
 * count, and the new one on top of the unread list when it was loaded.
 */
export function useNotificationAdded(): void {
  const config = useMemo<LiveConfig<useNotificationAddedSubscription>>(
    () => ({
      variables: {},
      updater: (store) => {
        const payload = store.getRootField('notificationAdded');
        const node = payload?.getLinkedRecord('notification');
        const count = payload?.getValue('unreadCount');
        if (typeof count === 'number') setUnreadCount(store, count);
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (!viewer || !node) return;
        for (const read of [false, null]) {
          const connection = ConnectionHandler.getConnection(viewer, NOTIFICATIONS_CONNECTION, { read });
          if (!connection) continue;
          const edge = ConnectionHandler.createEdge(store, connection, node, 'NotificationEdge');
          ConnectionHandler.insertEdgeBefore(connection, edge);
        }
      },
      onNext: (response) => {
        const notification = response?.notificationAdded.notification;
        if (!notification) return;
        notify('info', notificationMessage(notification.data) ?? notification.title ?? '', { title: notification.title ?? undefined });
      },
      // The live connection reconnects by itself.
      onError: () => undefined,
    }),
    [],
  );
  useLazySubscription(subscription, config);
}
