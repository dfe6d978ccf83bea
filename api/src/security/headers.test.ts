import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.ts';

describe('securityHeaders', () => {
  it('forbid sniffing, referrers, framing and loading anything on every answer', () => {
    expect(securityHeaders({ https: false, hasCsp: false })).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('keep the policy a route set itself', () => {
    expect(securityHeaders({ https: false, hasCsp: true })).not.toHaveProperty('content-security-policy');
  });

  it('add HSTS only over https', () => {
    expect(securityHeaders({ https: true, hasCsp: false })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ https: false, hasCsp: false })).not.toHaveProperty('strict-transport-security');
  });
});
