import { describe, expect, it } from 'vitest';
import { defaultOrderNeighbour, listPathsOf, neighbourPath, shortcutAction } from './keyboardShortcuts';

const key = (k: string, extra: Partial<Parameters<typeof shortcutAction>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: { tagName: 'BODY' },
  ...extra,
});

describe('shortcutAction', () => {
  it('maps the single keys', () => {
    expect(['n', 'j', 'k', 'r', 'i'].map((k) => shortcutAction(key(k)))).toEqual(['newTicket', 'nextTicket', 'previousTicket', 'answer', 'note']);
    expect(shortcutAction(key('?', { shiftKey: true }))).toBe('help');
  });

  it('does nothing while typing in a field or an editor', () => {
    expect(shortcutAction(key('n', { target: { tagName: 'INPUT', type: 'text' } }))).toBeNull();
    expect(shortcutAction(key('j', { target: { tagName: 'TEXTAREA' } }))).toBeNull();
    expect(shortcutAction(key('r', { target: { tagName: 'DIV', isContentEditable: true } }))).toBeNull();
    expect(shortcutAction(key('?', { shiftKey: true, target: { tagName: 'SELECT' } }))).toBeNull();
  });

  it('leaves keys with Ctrl, ⌘, Alt or Shift to the browser', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(key('n', { metaKey: true }))).toBeNull();
    expect(shortcutAction(key('j', { altKey: true }))).toBeNull();
    expect(shortcutAction(key('N', { shiftKey: true }))).toBeNull();
    expect(shortcutAction(key('x'))).toBeNull();
  });

  it('works from a checkbox or a button', () => {
    expect(shortcutAction(key('j', { target: { tagName: 'INPUT', type: 'checkbox' } }))).toBe('nextTicket');
    expect(shortcutAction(key('j', { target: { tagName: 'BUTTON' } }))).toBe('nextTicket');
  });
});

describe('neighbourPath', () => {
  const paths = ['/tickets/5', '/tickets/3', '/tickets/9'];
  it('finds the next and the previous path', () => {
    expect(neighbourPath(paths, '/tickets/3', 1)).toBe('/tickets/9');
    expect(neighbourPath(paths, '/tickets/3', -1)).toBe('/tickets/5');
  });
  it('answers null at the ends and undefined outside the list', () => {
    expect(neighbourPath(paths, '/tickets/9', 1)).toBeNull();
    expect(neighbourPath(paths, '/tickets/5', -1)).toBeNull();
    expect(neighbourPath(paths, '/tickets/7', 1)).toBeUndefined();
  });
});

describe('listPathsOf', () => {
  it('reads the paths a list handed over, and nothing else', () => {
    expect(listPathsOf({ listPaths: ['/tickets/1'] })).toEqual(['/tickets/1']);
    expect(listPathsOf(null)).toBeNull();
    expect(listPathsOf({ listPaths: [1] })).toBeNull();
  });
});

describe('defaultOrderNeighbour', () => {
  it('looks for an earlier update for the next ticket', () => {
    expect(defaultOrderNeighbour('2026-11-26T10:00:00.123Z', 1)).toEqual({
      filter: [{ field: 'updatedAt', operator: 'LT', value: '2026-11-26T10:00:00.123Z' }],
      orderBy: [{ field: 'updatedAt', direction: 'DESC' }],
    });
  });
  it('looks past the ticket\'s own millisecond for the previous one', () => {
    expect(defaultOrderNeighbour('2026-11-26T10:00:00.123Z', -1)).toEqual({
      filter: [{ field: 'updatedAt', operator: 'GTE', value: '2026-11-26T10:00:00.124Z' }],
      orderBy: [{ field: 'updatedAt', direction: 'ASC' }],
    });
  });
});
