import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appKey, open, seal } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed with another key or altered', () => {
    const key = randomBytes(32);
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(randomBytes(32), sealed)).toBeNull();
    const parts = sealed.split('.');
    // One bit of the ciphertext flipped: always a change, whatever the byte was.
    const data = Buffer.from(parts[3], 'base64url');
    data[0] ^= 1;
    parts[3] = data.toString('base64url');
    expect(open(key, parts.join('.'))).toBeNull();
  });

  it('takes APP_KEY when set, else keeps one random key in the files folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'balie-key-'));
    expect(appKey(folder, 'geheim')).toEqual(appKey(join(folder, 'other'), 'geheim'));
    const key = appKey(folder, undefined);
    expect(key).toHaveLength(32);
    expect(Buffer.from(readFileSync(join(folder, 'app.key'), 'utf8'), 'base64url')).toEqual(key);
    expect(statSync(join(folder, 'app.key')).mode & 0o077).toBe(0);
  });
});
