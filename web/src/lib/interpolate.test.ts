import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills named placeholders', () => {
    expect(interpolate('{from}-{to} van {total}', { from: 1, to: 15, total: 42 })).toBe('1-15 van 42');
  });

  it('leaves unknown placeholders alone', () => {
    expect(interpolate('{name} heeft {x}', { name: 'Anna' })).toBe('Anna heeft {x}');
  });
});
