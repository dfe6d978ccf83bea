import { describe, expect, it } from 'vitest';
import { laneOf } from './database-lanes.ts';

describe('laneOf', () => {
  it('gives each token a lane of its own, without keeping the token', () => {
    const first = laneOf('Bearer 1|abc', '127.0.0.1');
    expect(first).toMatch(/^token:/);
    expect(first).not.toContain('abc');
    expect(laneOf('Bearer 1|abc', '10.0.0.9')).toBe(first);
    expect(laneOf('Bearer 2|def', '127.0.0.1')).not.toBe(first);
  });

  it('puts requests without a token in their address lane', () => {
    expect(laneOf(undefined, '192.0.2.1')).toBe('address:192.0.2.1');
  });
});
