import { describe, expect, it } from 'vitest';
import { subdomainFromHost, tenantSubdomain } from './tenancy.ts';

describe('subdomainFromHost', () => {
  it.each([
    ['demo.localhost:4001', 'demo'],
    ['DEMO.localhost', 'demo'],
    ['acme.balie.nl', 'acme'],
    ['a.b.localhost', 'a'],
    ['localhost:4001', null],
    ['127.0.0.1:4001', null],
    ['[::1]:4001', null],
    ['api:4001', null],
    ['balie.nl', null],
    ['-bad-.localhost', null],
    [undefined, null],
  ])('%s → %s', (host, expected) => {
    expect(subdomainFromHost(host)).toBe(expected);
  });
});

describe('tenantSubdomain', () => {
  it('prefers the host, then the forwarded host, then X-Tenant, then the default', () => {
    expect(tenantSubdomain({ host: 'acme.localhost', forwardedHost: 'demo.localhost', header: 'demo' }, 'demo')).toBe('acme');
    expect(tenantSubdomain({ host: '127.0.0.1:4001', forwardedHost: 'acme.localhost:4000, proxy.internal', header: 'demo' }, 'demo')).toBe('acme');
    expect(tenantSubdomain({ host: '127.0.0.1:4001', forwardedHost: 'localhost:4000', header: ' Acme ' }, 'demo')).toBe('acme');
    expect(tenantSubdomain({ host: 'localhost' }, 'demo')).toBe('demo');
    expect(tenantSubdomain({ host: 'localhost', header: ['a', 'b'] }, 'demo')).toBe('demo');
  });
});
