import { describe, expect, it } from 'vitest';
import { isMacPlatform, isSearchShortcut, isTextField, shortcutLabel, type ShortcutKey } from './searchShortcut';

const body = { tagName: 'BODY' };
const key = (k: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: body, ...extra });

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K, or ⌘K on a Mac, even in a text field', () => {
    const input = { tagName: 'INPUT', type: 'text' };
    expect(isSearchShortcut(key('k', { ctrlKey: true, target: input }), false)).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(key('k'), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });

  it("opens on '/' only outside text fields", () => {
    expect(isSearchShortcut(key('/'), false)).toBe(true);
    expect(isSearchShortcut(key('/', { target: { tagName: 'BUTTON' } }), false)).toBe(true);
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT', type: 'checkbox' } }), false)).toBe(true);
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT', type: 'search' } }), false)).toBe(false);
    expect(isSearchShortcut(key('/', { target: { tagName: 'TEXTAREA' } }), false)).toBe(false);
    expect(isSearchShortcut(key('/', { target: { tagName: 'DIV', isContentEditable: true } }), false)).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }), false)).toBe(false);
  });
});

describe('isTextField', () => {
  it('takes an input without a type for a text field', () => {
    expect(isTextField({ tagName: 'input' })).toBe(true);
    expect(isTextField(null)).toBe(false);
  });
});

describe('shortcutLabel', () => {
  it('names the key of the platform', () => {
    expect(shortcutLabel(true)).toBe('⌘K');
    expect(shortcutLabel(false)).toBe('Ctrl+K');
  });
});

describe('isMacPlatform', () => {
  it('knows a Mac from its User-Agent', () => {
    expect(isMacPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15')).toBe(true);
    expect(isMacPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
  });
});
