import { describe, expect, it } from 'vitest';
import { notificationMessage, notificationPath, unreadBadge } from './notifications';

describe('notificationPath', () => {
  it('follows the url of the notification when it is a path of the app', () => {
    expect(notificationPath({ data: { url: '/tickets/5#messages-9' }, objectType: 'tickets', objectId: 5 })).toBe('/tickets/5#messages-9');
  });

  it('never leaves the app: outside addresses fall back to the object', () => {
    for (const url of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/\\evil', 'tickets/5']) {
      expect(notificationPath({ data: { url }, objectType: 'tickets', objectId: 5 })).toBe('/tickets/5');
    }
  });

  it('has no target without url and object', () => {
    expect(notificationPath({ data: null, objectType: null, objectId: null })).toBeNull();
    expect(notificationPath({ data: [], objectType: 'deals', objectId: 3 })).toBe('/deals/3');
  });
});

describe('notificationMessage', () => {
  it('reads a non-empty message', () => {
    expect(notificationMessage({ message: 'Printer kapot' })).toBe('Printer kapot');
    expect(notificationMessage({ message: '  ' })).toBeNull();
    expect(notificationMessage('tekst')).toBeNull();
  });
});

describe('unreadBadge', () => {
  it('shows nothing without unread notifications, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
