import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, inlineScriptHashes } from './static-files.ts';

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year and has everything else checked on each load', () => {
    expect(cacheControlFor('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/tickets/12')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
    expect(cacheControlFor('/assetsx/a.js')).toBe('no-cache');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script of index.html as the browser does, and leaves scripts with a src alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'balie-dist-'));
    try {
      expect(inlineScriptHashes(dist)).toEqual([]);
      const code = 'document.getElementById("x").hidden=false;';
      writeFileSync(join(dist, 'index.html'), `<head><script type="module" src="/assets/index.js"></script></head><body><div id="x" hidden></div><script>${code}</script></body>`);
      expect(inlineScriptHashes(dist)).toEqual([`sha256-${createHash('sha256').update(code).digest('base64')}`]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
