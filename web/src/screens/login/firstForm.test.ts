import { describe, expect, it } from 'vitest';
import { opensOperatorLogin } from './firstForm';

const at = (path: string) => {
  const url = new URL(path, 'https://balie.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('opensOperatorLogin', () => {
  it('shows the first form at the login and at a signed-in address for someone signed out', () => {
    expect(opensOperatorLogin(at('/login'), false)).toBe(true);
    expect(opensOperatorLogin(at('/login?redirect=%2Ftickets'), false)).toBe(true);
    expect(opensOperatorLogin(at('/tickets/42'), false)).toBe(true);
    expect(opensOperatorLogin(at('/'), false)).toBe(true);
  });

  it('not for a signed-in operator, whom the app takes on to the screen itself', () => {
    expect(opensOperatorLogin(at('/login'), true)).toBe(false);
    expect(opensOperatorLogin(at('/tickets'), true)).toBe(false);
  });

  it('not on the portal login or a public page, which have forms of their own', () => {
    for (const path of ['/login/portal', '/portal/tickets', '/setup', '/password-reset/abc', '/offerte/abc', '/two-factor']) {
      expect(opensOperatorLogin(at(path), false), path).toBe(false);
    }
  });
});
