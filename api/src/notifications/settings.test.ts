import { describe, expect, it } from 'vitest';
import type { NotificationIntent } from './rules.ts';
import { effectiveSettings, wanted } from './settings.ts';

const intent = (userId: number, type: NotificationIntent['type']): NotificationIntent => ({
  userId,
  actorId: null,
  type,
  title: '',
  data: { url: '', title: '', message: '', dirty: [] },
  objectType: 'tickets',
  objectId: 1,
});

describe('notification settings', () => {
  it('keep every type on unless switched off', () => {
    const settings = effectiveSettings([{ notification_type: 'mentioned', channel: 'database', enabled: false }]);
    expect(settings).toEqual([
      { notification_type: 'assigned', channel: 'database', enabled: true },
      { notification_type: 'new-message', channel: 'database', enabled: true },
      { notification_type: 'mentioned', channel: 'database', enabled: false },
      { notification_type: 'sla-warning', channel: 'database', enabled: true },
      { notification_type: 'sla-expired', channel: 'database', enabled: true },
    ]);
  });

  it('drop only the switched-off type of that user', () => {
    const intents = [intent(1, 'mentioned'), intent(1, 'assigned'), intent(2, 'mentioned')];
    expect(wanted(intents, [{ user_id: 1, notification_type: 'mentioned' }])).toEqual([intents[1], intents[2]]);
  });
});
