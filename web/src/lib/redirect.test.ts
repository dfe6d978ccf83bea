import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows paths inside the app', () => {
    expect(safeRedirect('/tickets/42?x=1#messages-3')).toBe('/tickets/42?x=1#messages-3');
  });

  it('refuses other sites and the login page itself', () => {
    expect(safeRedirect('https://evil.example')).toBe('/cockpit');
    expect(safeRedirect('//evil.example')).toBe('/cockpit');
    expect(safeRedirect('/\\evil.example')).toBe('/cockpit');
    expect(safeRedirect('/login?redirect=/x')).toBe('/cockpit');
    expect(safeRedirect(null)).toBe('/cockpit');
  });
});

describe('loginPath', () => {
  it('carries the current path', () => {
    expect(loginPath('/tickets/42?a=1')).toBe('/login?redirect=%2Ftickets%2F42%3Fa%3D1');
  });
});
