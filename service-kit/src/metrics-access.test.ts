import { describe, expect, it } from 'vitest';
import { isInternalAddress, metricsAllowed } from './metrics-access.ts';

describe('metrics access', () => {
  it('knows internal addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:192.168.1.10', 'fd12::1', 'fe80::1'])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['203.0.113.5', '172.32.0.1', '8.8.8.8', '::ffff:8.8.8.8', '2001:db8::1', 'localhost', '', undefined])
      expect(isInternalAddress(address), String(address)).toBe(false);
  });

  it('without a token lets internal callers in', () => {
    expect(metricsAllowed({ address: '10.0.0.7', authorization: undefined }, undefined)).toBe(true);
    expect(metricsAllowed({ address: '203.0.113.5', authorization: 'Bearer x' }, undefined)).toBe(false);
  });

  it('with a token wants exactly that bearer, from anywhere', () => {
    expect(metricsAllowed({ address: '203.0.113.5', authorization: 'Bearer s3cret' }, 's3cret')).toBe(true);
    expect(metricsAllowed({ address: '127.0.0.1', authorization: undefined }, 's3cret')).toBe(false);
    expect(metricsAllowed({ address: '127.0.0.1', authorization: 'Bearer s3cre' }, 's3cret')).toBe(false);
    expect(metricsAllowed({ address: '127.0.0.1', authorization: 's3cret' }, 's3cret')).toBe(false);
  });
});
