import { describe, expect, it } from 'vitest';
import { badgePalette, badgeVariant, statusPalette } from './badgeColor';

describe('badge colours', () => {
  it('maps server styles to palettes', () => {
    expect(badgePalette('danger')).toBe('red');
    expect(badgePalette('warning')).toBe('yellow');
    expect(badgePalette(null)).toBe('gray');
    expect(badgePalette('unheard-of')).toBe('gray');
  });

  it('makes dark solid and light outlined', () => {
    expect(badgeVariant('dark')).toBe('solid');
    expect(badgeVariant('light')).toBe('outline');
    expect(badgeVariant('primary')).toBe('subtle');
  });

  it('colours statuses by their internal type', () => {
    expect(statusPalette('OPEN')).toBe('blue');
    expect(statusPalette('WAITING_FOR_REPLY')).toBe('orange');
    expect(statusPalette(undefined)).toBe('gray');
  });
});
