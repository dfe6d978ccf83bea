/** What the app needs of a notification to open it. */
export interface NotificationTarget {
  data: unknown;
  objectType: string | null | undefined;
  objectId: number | null | undefined;
}

/** A path inside the app: one leading slash, never a protocol-relative or outside address. */
const INTERNAL_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Where clicking a notification goes: the url the server gave it when that is a path of this
 * app, else the show page of its object, else nowhere.
 */
export function notificationPath(notification: NotificationTarget): string | null {
  const data = notification.data;
  const url = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>).url : undefined;
  if (typeof url === 'string' && INTERNAL_PATH.test(url)) return url;
  if (notification.objectType && notification.objectId) return `/${notification.objectType}/${notification.objectId}`;
  return null;
}

/** The message line of a notification (data.message), if any. */
export function notificationMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const message = (data as Record<string, unknown>).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The most unread notifications the bell spells out; beyond it shows '99+'. */
export const UNREAD_CAP = 99;

/** The bell's count: nothing without unread notifications, else the number, capped. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}
