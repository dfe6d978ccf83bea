import { describe, expect, it } from 'vitest';
import { requestIdFrom, saneRequestId } from './request-id.ts';

describe('request ids', () => {
  it('takes a plain id of up to 128 characters', () => {
    expect(saneRequestId('abc-DEF_1.2')).toBe('abc-DEF_1.2');
    expect(saneRequestId('x'.repeat(128))).toBe('x'.repeat(128));
    expect(saneRequestId(['first', 'second'])).toBe('first');
  });

  it('refuses empty, long or odd ids', () => {
    for (const bad of ['', 'x'.repeat(129), 'a b', 'a\nlevel=error', '<script>', 'ïd', undefined, null]) expect(saneRequestId(bad)).toBeUndefined();
  });

  it('makes a fresh id when the caller sent none or a bad one', () => {
    const made = requestIdFrom('a b');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).not.toBe(made);
    expect(requestIdFrom('mine-1')).toBe('mine-1');
  });
});
