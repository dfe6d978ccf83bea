import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The connection key of the notification list, with `read` as its filter. */
export const NOTIFICATIONS_CONNECTION = 'NotificationList_notifications';

/** The bell's number lives on the viewer; mutations and live events set it. */
export function setUnreadCount(store: RecordSourceSelectorProxy, count: number): void {
  store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'unreadNotificationCount');
}
