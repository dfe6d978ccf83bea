import { describe, expect, it } from 'vitest';
import { loadSecretFiles, secretFromEnv } from './secret-env.ts';

const files: Record<string, string> = { '/run/secrets/db': 'postgres://u:geheim@db/balie\n', '/run/secrets/key': 'abc\r\n' };
const read = (path: string) => {
  if (path in files) return files[path];
  throw Object.assign(new Error('missing'), { code: 'ENOENT' });
};

describe('secretFromEnv', () => {
  it('prefers the variable itself over its file', () => {
    expect(secretFromEnv({ DATABASE_URL: 'postgres://direct', DATABASE_URL_FILE: '/run/secrets/db' }, 'DATABASE_URL', read)).toBe('postgres://direct');
  });

  it('reads NAME_FILE without its closing line break when NAME is unset or empty', () => {
    expect(secretFromEnv({ DATABASE_URL_FILE: '/run/secrets/db' }, 'DATABASE_URL', read)).toBe('postgres://u:geheim@db/balie');
    expect(secretFromEnv({ APP_KEY: '', APP_KEY_FILE: '/run/secrets/key' }, 'APP_KEY', read)).toBe('abc');
  });

  it('is undefined when neither is given', () => {
    expect(secretFromEnv({}, 'APP_KEY', read)).toBeUndefined();
  });

  it('names the variable and the file it cannot read', () => {
    expect(() => secretFromEnv({ APP_KEY_FILE: '/run/secrets/gone' }, 'APP_KEY', read)).toThrow('APP_KEY_FILE: /run/secrets/gone is niet te lezen (ENOENT).');
  });
});

describe('loadSecretFiles', () => {
  it('fills the listed secrets from their files and leaves everything else alone', () => {
    const env: NodeJS.ProcessEnv = { DATABASE_URL_FILE: '/run/secrets/db', APP_KEY: 'direct', OTHER_FILE: '/run/secrets/key' };
    loadSecretFiles(env, ['DATABASE_URL', 'APP_KEY', 'REDIS_URL'], read);
    expect(env).toEqual({ DATABASE_URL: 'postgres://u:geheim@db/balie', DATABASE_URL_FILE: '/run/secrets/db', APP_KEY: 'direct', OTHER_FILE: '/run/secrets/key' });
  });
});

describe('the BFF secrets from files', () => {
  const bffSecrets = ['REDIS_URL', 'LIVE_STREAM_SECRET'];
  const readRedis = (path: string) => {
    if (path === '/run/secrets/redis') return 'redis://:geheim@redis:6379\n';
    throw Object.assign(new Error('missing'), { code: 'EACCES' });
  };

  it('reads REDIS_URL from REDIS_URL_FILE, and the variable wins over its file', () => {
    const env: NodeJS.ProcessEnv = { REDIS_URL_FILE: '/run/secrets/redis', LIVE_STREAM_SECRET: 'direct', LIVE_STREAM_SECRET_FILE: '/run/secrets/none' };
    loadSecretFiles(env, bffSecrets, readRedis);
    expect(env.REDIS_URL).toBe('redis://:geheim@redis:6379');
    expect(env.LIVE_STREAM_SECRET).toBe('direct');
  });

  it('names the variable whose file cannot be read', () => {
    expect(() => loadSecretFiles({ LIVE_STREAM_SECRET_FILE: '/run/secrets/none' }, bffSecrets, readRedis)).toThrow('LIVE_STREAM_SECRET_FILE: /run/secrets/none is niet te lezen (EACCES).');
  });
});
