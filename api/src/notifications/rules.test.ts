import { describe, expect, it } from 'vitest';
import { deliverable, excerpt, mentionedByName, mentionedUserIds, newlyAssignedOperator, notificationIntent, notificationTitle } from './rules.ts';

describe('mentionedByName', () => {
  const operators = [
    { id: 1, fullName: 'Bram Jansen' },
    { id: 2, fullName: 'Bram' },
    { id: 3, fullName: 'Sanne Bakker' },
  ];
  it('finds operators typed as @Full Name, whole names only, the longest name first', () => {
    expect(mentionedByName('<p>@bram jansen en @Sanne&nbsp;Bakker, kijken jullie?</p>', operators)).toEqual([1, 3]);
    expect(mentionedByName('<p>@Bram, kijk even</p>', operators)).toEqual([2]);
    expect(mentionedByName('<p>@Sanne Bakkerij is een klant; mail naar sanne@bakker.nl</p>', operators)).toEqual([]);
    expect(mentionedByName('<p>@Bram Jansen @Bram Jansen</p>', operators)).toEqual([1]);
  });
});

describe('mentionedUserIds', () => {
  it('reads the user ids of mention elements once each, in order', () => {
    const html = '<p><span data-mention="12">@Bram</span> en <span class="x" data-mention=\'7\'>@Sanne</span> en nogmaals <span data-mention="12">@Bram</span></p>';
    expect(mentionedUserIds(html)).toEqual([12, 7]);
  });

  it('ignores typed @names, other attributes and nonsense ids', () => {
    expect(mentionedUserIds('<p>@Bram kijk even</p>')).toEqual([]);
    expect(mentionedUserIds('<a data-mention="3">x</a><span data-mentions="4">y</span><span data-mention="0">z</span>')).toEqual([]);
    expect(mentionedUserIds('<span data-mention="99999999999">x</span>')).toEqual([]);
  });
});

describe('newlyAssignedOperator', () => {
  const change = (kind: 'created' | 'updated' | 'deleted', attributes: Record<string, unknown>, old: Record<string, unknown> = {}) => ({
    type: 'tickets',
    id: 5,
    kind,
    attributes,
    old,
  });

  it('names the new operator of a ticket assigned by someone else', () => {
    expect(newlyAssignedOperator(change('updated', { operator_id: 3 }, { operator_id: 2 }), 1)).toBe(3);
    expect(newlyAssignedOperator(change('created', { operator_id: 3 }), 1)).toBe(3);
  });

  it('stays silent when you take it yourself, it is unassigned, unchanged, or not a ticket', () => {
    expect(newlyAssignedOperator(change('updated', { operator_id: 3 }, { operator_id: 2 }), 3)).toBeNull();
    expect(newlyAssignedOperator(change('updated', { operator_id: null }, { operator_id: 2 }), 1)).toBeNull();
    expect(newlyAssignedOperator(change('updated', { status_id: 2 }), 1)).toBeNull();
    expect(newlyAssignedOperator(change('updated', { operator_id: 3 }, { operator_id: 3 }), 1)).toBeNull();
    expect(newlyAssignedOperator(change('deleted', { operator_id: 3 }), 1)).toBeNull();
    expect(newlyAssignedOperator({ ...change('updated', { operator_id: 3 }), type: 'deals' }, 1)).toBeNull();
  });
});

describe('notification texts', () => {
  const ticket = { id: 5, reference: '2026-0042', description: 'Printer kapot' };

  it('names the ticket by reference, and the actor of a mention', () => {
    expect(notificationTitle('assigned', ticket, 'Anna')).toBe('Ticket #2026-0042 is aan je toegewezen');
    expect(notificationTitle('new-message', ticket, null)).toBe('Nieuw bericht op ticket #2026-0042');
    expect(notificationTitle('mentioned', ticket, 'Anna de Vries')).toBe('Anna de Vries heeft je genoemd op ticket #2026-0042');
    expect(notificationTitle('mentioned', { ...ticket, reference: null }, null)).toBe('Je bent genoemd op ticket #5');
  });

  it('shortens message HTML to plain text', () => {
    expect(excerpt('<p>Het&nbsp;werkt <strong>niet</strong> &amp; nu?</p>')).toBe('Het werkt niet & nu?');
    expect(excerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});

describe('deliverable', () => {
  const ticket = { id: 5, reference: '1', description: null };
  const intent = (type: 'assigned' | 'mentioned', userId: number, actorId: number | null, ticketId = 5) =>
    notificationIntent(type, userId, { id: actorId, name: null }, { ...ticket, id: ticketId }, '');

  it('drops notifications about your own doing and keeps one per user and ticket', () => {
    const kept = deliverable([intent('assigned', 2, 1), intent('mentioned', 2, 1), intent('mentioned', 1, 1), intent('mentioned', 2, 1, 6), intent('assigned', 3, null)]);
    expect(kept.map((n) => [n.type, n.userId, n.objectId])).toEqual([
      ['assigned', 2, 5],
      ['mentioned', 2, 6],
      ['assigned', 3, 5],
    ]);
  });
});
