import { describe, expect, it } from 'vitest';
import { needsBlurCheck } from './blurCheck';

describe('needsBlurCheck', () => {
  it('skips an empty value', () => {
    expect(needsBlurCheck('', 'A100')).toBe(false);
    expect(needsBlurCheck('   ', null)).toBe(false);
    expect(needsBlurCheck(null, 'A100')).toBe(false);
  });

  it('skips the value the form started with', () => {
    expect(needsBlurCheck('A100', 'A100')).toBe(false);
    expect(needsBlurCheck(' A100 ', 'A100')).toBe(false);
  });

  it('checks a new or changed value', () => {
    expect(needsBlurCheck('A100', '')).toBe(true);
    expect(needsBlurCheck('A100', undefined)).toBe(true);
    expect(needsBlurCheck('A101', 'A100')).toBe(true);
  });
});
