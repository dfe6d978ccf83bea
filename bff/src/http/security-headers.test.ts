import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('allows only our own scripts, styles inline, frames of https sites and sockets to the same host', () => {
    const policy = contentSecurityPolicy({ host: 'demo.localhost:4000' });
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("connect-src 'self' ws://demo.localhost:4000 wss://demo.localhost:4000");
    expect(policy).toContain('frame-src https:');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('does not repeat a Host header that could smuggle a source', () => {
    expect(contentSecurityPolicy({ host: "evil.example; script-src *" })).toContain("connect-src 'self';");
  });

  it('allows inline script only with the nonce it is given', () => {
    expect(contentSecurityPolicy({ scriptNonce: 'abc' })).toContain("script-src 'self' 'nonce-abc'");
  });

  it('allows the inline scripts whose hashes it is given, and no other', () => {
    expect(contentSecurityPolicy({ scriptHashes: ['sha256-AAA=', 'sha256-BBB='] })).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("script-src 'self';");
  });
});

describe('securityHeaders', () => {
  it('sends nosniff and a referrer policy, and HSTS only over https', () => {
    const plain = securityHeaders({ host: 'localhost', encrypted: false });
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ forwardedProto: 'https', encrypted: false })['Strict-Transport-Security']).toContain('max-age=');
    expect(securityHeaders({ encrypted: true })['Strict-Transport-Security']).toContain('max-age=');
  });
});
