import { describe, expect, it } from 'vitest';
import { isWebUrl, withScheme } from './cockpit.ts';

describe('external dashboard URLs', () => {
  it('prepends https:// when no http(s) scheme is given', () => {
    expect(withScheme('status.example.nl/board')).toBe('https://status.example.nl/board');
    expect(withScheme('  grafana.example.nl ')).toBe('https://grafana.example.nl');
    expect(withScheme('http://intern.example.nl')).toBe('http://intern.example.nl');
    expect(withScheme('HTTPS://Example.nl')).toBe('HTTPS://Example.nl');
  });

  it('accepts only web addresses with a host name', () => {
    expect(isWebUrl(withScheme('status.example.nl'))).toBe(true);
    expect(isWebUrl(withScheme('ftp://example.nl'))).toBe(false);
    expect(isWebUrl(withScheme('javascript:alert(1)'))).toBe(false);
    expect(isWebUrl(withScheme('niet een url'))).toBe(false);
  });
});
