import { describe, expect, it } from 'vitest';
import { isNearBottom } from './scroll';

describe('isNearBottom', () => {
  it('is true within 20 px of the bottom', () => {
    expect(isNearBottom(980, 1000, 2000)).toBe(true);
    expect(isNearBottom(1000, 1000, 2000)).toBe(true);
  });

  it('is false further up', () => {
    expect(isNearBottom(979, 1000, 2000)).toBe(false);
  });

  it('is true when the page does not scroll at all', () => {
    expect(isNearBottom(0, 1000, 800)).toBe(true);
  });
});
