import { describe, expect, it } from 'vitest';
import { fromOwnTenant, signInAddresses } from './sign-in-claims.ts';

describe('sign-in claims', () => {
  it('collects the e-mail and the sign-in name, lower case, once each', () => {
    expect(signInAddresses({ email: 'Bram@Demo.nl', preferred_username: 'bram@demo.nl', upn: 'bram@demo.onmicrosoft.com' })).toEqual(['bram@demo.nl', 'bram@demo.onmicrosoft.com']);
  });

  it("takes no guest's sign-in name nor a value that is no address", () => {
    expect(signInAddresses({ preferred_username: 'piet_elders.nl#EXT#@demo.onmicrosoft.com', email: 42, upn: 'geen-adres' })).toEqual([]);
  });

  it('accepts only tokens of the own tenant when that is configured by id', () => {
    const own = '9a8b7c6d-0000-4000-8000-00000000e2e0';
    expect(fromOwnTenant({ tid: own.toUpperCase() }, own)).toBe(true);
    expect(fromOwnTenant({ tid: '11111111-0000-4000-8000-000000000000' }, own)).toBe(false);
    expect(fromOwnTenant({}, own)).toBe(false);
    expect(fromOwnTenant({ tid: 'anything' }, 'contoso.onmicrosoft.com')).toBe(true);
  });
});
