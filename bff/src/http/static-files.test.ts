import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-files.ts';

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year and has everything else checked on each load', () => {
    expect(cacheControlFor('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/tickets/12')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
    expect(cacheControlFor('/assetsx/a.js')).toBe('no-cache');
  });
});
