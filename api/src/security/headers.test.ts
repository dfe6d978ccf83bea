import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.ts';

describe('securityHeaders', () => {
  it('forbid sniffing, referrers and framing on every answer', () => {
    expect(securityHeaders({ https: false, contentType: 'text/csv; charset=utf-8', hasCsp: false })).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });

  it('give JSON answers a policy that allows nothing', () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/problem+json']) {
      expect(securityHeaders({ https: false, contentType, hasCsp: false })['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('keep the policy a route set itself', () => {
    expect(securityHeaders({ https: false, contentType: 'application/json', hasCsp: true })).not.toHaveProperty('content-security-policy');
  });

  it('add HSTS only over https', () => {
    expect(securityHeaders({ https: true, contentType: undefined, hasCsp: false })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ https: false, contentType: undefined, hasCsp: false })).not.toHaveProperty('strict-transport-security');
  });
});
