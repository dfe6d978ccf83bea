import type { Db } from '../db/connection.ts';
import type { NotificationIntent, NotificationType } from './rules.ts';

/** What a user can be told about (rules.ts) and how: the reference lists notificationTypes and notificationChannels. */
export const NOTIFICATION_TYPES: ReadonlyArray<{ id: NotificationType; name: string }> = [
  { id: 'assigned', name: 'Een ticket is aan mij toegewezen' },
  { id: 'new-message', name: 'Een klant reageert op mijn ticket' },
  { id: 'mentioned', name: 'Ik word genoemd in een bericht of notitie' },
  { id: 'sla-warning', name: 'De SLA van mijn ticket verloopt binnen 1 uur' },
  { id: 'sla-expired', name: 'De SLA van mijn ticket is verlopen' },
];

/** In the app: the notification list, the bell and the live toast. */
export const NOTIFICATION_CHANNELS: ReadonlyArray<{ id: string; name: string }> = [{ id: 'database', name: 'In Balie' }];

export interface NotificationSetting {
  notification_type: string;
  channel: string;
  enabled: boolean;
}

/** Every type on every channel, on unless the user switched it off. */
export function effectiveSettings(stored: ReadonlyArray<NotificationSetting>): NotificationSetting[] {
  return NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      notification_type: type.id,
      channel: channel.id,
      enabled: stored.find((s) => s.notification_type === type.id && s.channel === channel.id)?.enabled ?? true,
    })),
  );
}

/** The intents whose user has not switched their type off on the channel. */
export function wanted(intents: NotificationIntent[], off: ReadonlyArray<{ user_id: number; notification_type: string }>): NotificationIntent[] {
  const muted = new Set(off.map((row) => `${row.user_id}:${row.notification_type}`));
  return intents.filter((intent) => !muted.has(`${intent.userId}:${intent.type}`));
}

/** Drops the notifications their users switched off in the app. */
export async function withoutMuted(db: Db, intents: NotificationIntent[], channel = 'database'): Promise<NotificationIntent[]> {
  if (intents.length === 0) return intents;
  const off = await db
    .selectFrom('notification_settings')
    .select(['user_id', 'notification_type'])
    .where('user_id', 'in', [...new Set(intents.map((intent) => intent.userId))])
    .where('channel', '=', channel)
    .where('enabled', '=', false)
    .execute();
  return wanted(intents, off);
}
