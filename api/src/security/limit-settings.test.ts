import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitSettings, minutesText, secondsText, trustProxyFrom } from './limit-settings.ts';

describe('limitSettings', () => {
  it('takes the defaults without options or environment', () => {
    expect(limitSettings({}, {})).toEqual(DEFAULT_LIMITS);
  });

  it('prefers options over the environment over the defaults', () => {
    const env = { LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_WINDOW_SECONDS: '60', RATE_LIMIT_PER_USER: '0', RATE_LIMIT_PREFIX: 'test' };
    expect(limitSettings({ loginWindowSeconds: 2 }, env)).toEqual({
      ...DEFAULT_LIMITS,
      loginFailuresPerAccount: 5,
      loginWindowSeconds: 2,
      requestsPerMinutePerUser: 0,
      keyPrefix: 'test',
    });
  });

  it('ignores values that are no whole number, and a login limit of 0', () => {
    const env = { LOGIN_FAILURES_PER_ACCOUNT: '0', LOGIN_FAILURES_PER_ADDRESS: 'veel', RATE_LIMIT_PER_ADDRESS: '1.5', LOGIN_WINDOW_SECONDS: ' ' };
    expect(limitSettings({}, env)).toEqual(DEFAULT_LIMITS);
    expect(limitSettings({ requestsPerMinutePerUser: -1 }, {})).toEqual(DEFAULT_LIMITS);
  });
});

describe('trustProxyFrom', () => {
  it('trusts loopback by default', () => {
    expect(trustProxyFrom(undefined)).toBe('loopback');
    expect(trustProxyFrom(' ')).toBe('loopback');
  });

  it('reads booleans and address lists', () => {
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('wait texts', () => {
  it('round up to whole minutes and seconds, singular for one', () => {
    expect(minutesText(1)).toBe('1 minuut');
    expect(minutesText(60)).toBe('1 minuut');
    expect(minutesText(61)).toBe('2 minuten');
    expect(minutesText(900)).toBe('15 minuten');
    expect(secondsText(0.2)).toBe('1 seconde');
    expect(secondsText(42)).toBe('42 seconden');
  });
});
