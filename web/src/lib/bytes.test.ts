import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('uses base 1024 from B to YB with a decimal comma', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(32 * 1024 * 1024)).toBe('32 MB');
    expect(formatBytes(1024 ** 8 * 2)).toBe('2 YB');
  });
});
