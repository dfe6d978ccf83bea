import { describe, expect, it } from 'vitest';
import { copyDescription } from './ticket-rules.ts';

describe('copyDescription', () => {
  it('marks the copy after the original description', () => {
    expect(copyDescription('Laptop instellen', 255)).toBe('Laptop instellen (kopie)');
  });

  it('cuts a long description so the marker still fits', () => {
    const copy = copyDescription('x'.repeat(255), 255);
    expect(copy).toHaveLength(255);
    expect(copy.endsWith(' (kopie)')).toBe(true);
  });
});
