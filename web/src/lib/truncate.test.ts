import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps short text', () => {
    expect(truncate('Jan Jansen', 30)).toBe('Jan Jansen');
  });

  it('cuts long text to the limit, ellipsis included', () => {
    const out = truncate('Anna Maria van der Berg-Schoonhoven', 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out.endsWith('…')).toBe(true);
  });
});
