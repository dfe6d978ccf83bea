import { describe, expect, it } from 'vitest';
import { needsOperatorSession, signedOutStart } from './signedOutStart';

const at = (path: string) => {
  const url = new URL(path, 'https://balie.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('signedOutStart', () => {
  it('sends a signed-out first load of a signed-in address to the login, keeping where it was going', () => {
    expect(signedOutStart(at('/tickets'), false)).toBe('/login?redirect=%2Ftickets');
    expect(signedOutStart(at('/tickets/42?tab=tijd#bericht-3'), false)).toBe('/login?redirect=%2Ftickets%2F42%3Ftab%3Dtijd%23bericht-3');
    expect(signedOutStart(at('/'), false)).toBe('/login?redirect=%2F');
    expect(signedOutStart(at('/cockpit/wall/3'), false)).toBe('/login?redirect=%2Fcockpit%2Fwall%2F3');
    expect(signedOutStart(at('/bestaat-niet'), false)).toBe('/login?redirect=%2Fbestaat-niet');
  });

  it('opens every address as it is for a signed-in user', () => {
    expect(signedOutStart(at('/tickets'), true)).toBeNull();
  });

  it('leaves the public pages, the portal and the login itself to their own routes', () => {
    for (const path of ['/login', '/login/portal', '/portal/tickets', '/portal/login-as/abc', '/setup', '/password-reset', '/password-reset/abc', '/billing', '/offerte/abc', '/msgraph/signin', '/msgraph/code', '/two-factor']) {
      expect(needsOperatorSession(path), path).toBe(false);
      expect(signedOutStart(at(path), false), path).toBeNull();
    }
  });

  it('does not take an address that only starts like a public one for it', () => {
    expect(needsOperatorSession('/portaal')).toBe(true);
    expect(needsOperatorSession('/setup-wizard')).toBe(true);
  });
});
