import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the server must read back (TOTP secrets) are stored encrypted with the app key, so a copy
 * of the database alone does not hand them out. The key is APP_KEY, else a random key kept in
 * `app.key` in the files folder (replicas on one PostgreSQL server must share APP_KEY).
 */
const keys = new Map<string, Buffer>();

export function appKey(filesDir: string, env: string | undefined = process.env.APP_KEY): Buffer {
  if (env && env.trim() !== '') return createHash('sha256').update(env.trim()).digest();
  const cached = keys.get(filesDir);
  if (cached) return cached;
  const path = join(filesDir, 'app.key');
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(filesDir, { recursive: true });
    key = randomBytes(32);
    // 'wx': two processes starting at once keep the first key written.
    try {
      writeFileSync(path, key.toString('base64url'), { flag: 'wx', mode: 0o600 });
      chmodSync(path, 0o600);
    } catch {
      key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
    }
  }
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
  keys.set(filesDir, key);
  return key;
}

/** AES-256-GCM; format v1.iv.tag.ciphertext, each base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** null when the text was sealed with another key or was tampered with. */
export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
