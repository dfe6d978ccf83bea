import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('is the peer when nothing is forwarded', () => {
    expect(clientAddress('203.0.113.9', undefined, false)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', false)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw: the last one', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.7', false)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', ['1.1.1.1', '198.51.100.8'], true)).toBe('198.51.100.8');
  });
});
