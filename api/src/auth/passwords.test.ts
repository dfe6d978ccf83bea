import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores scrypt parameters and salt with the hash, and verifies', async () => {
    const stored = await hashPassword('Balie-demo-2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Balie-demo-2026!', stored)).toBe(true);
    expect(await verifyPassword('balie-demo-2026!', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('zelfde')).not.toBe(await hashPassword('zelfde'));
  });

  it('refuses malformed or unreasonably expensive stored hashes', async () => {
    const stored = await hashPassword('x');
    const parts = stored.split('$');
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', ['scrypt', 2 ** 24, ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('x', [...parts.slice(0, 5), 'kort'].join('$'))).toBe(false);
  });
});
