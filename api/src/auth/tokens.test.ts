import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken } from './tokens.ts';

describe('tokens', () => {
  const token = 'a'.repeat(43);

  it('reads a bearer token of the issued form only', () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`Bearer ${token}x`)).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('hashes with SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
