import { describe, expect, it } from 'vitest';
import { parseWithin } from './slaPriorities';

describe('sla priority times as typed', () => {
  it('takes whole numbers from 1 to 100000', () => {
    expect(parseWithin('4')).toBe(4);
    expect(parseWithin(' 30 ')).toBe(30);
    expect(parseWithin('100000')).toBe(100_000);
  });

  it('refuses nothing, zero, fractions, words and too much', () => {
    for (const text of ['', '0', '1,5', '2.5', 'vier', '-3', '100001']) expect(parseWithin(text)).toBeNull();
  });
});
