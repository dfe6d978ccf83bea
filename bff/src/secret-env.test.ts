import { describe, expect, it } from 'vitest';
import { BFF_SECRETS, loadSecretFiles } from './secret-env.ts';

const read = (path: string) => {
  if (path === '/run/secrets/redis') return 'redis://:geheim@redis:6379\n';
  throw Object.assign(new Error('missing'), { code: 'EACCES' });
};

describe('the BFF secrets from files', () => {
  it('reads REDIS_URL from REDIS_URL_FILE, and the variable wins over its file', () => {
    const env: NodeJS.ProcessEnv = { REDIS_URL_FILE: '/run/secrets/redis', LIVE_STREAM_SECRET: 'direct', LIVE_STREAM_SECRET_FILE: '/run/secrets/none' };
    loadSecretFiles(env, BFF_SECRETS, read);
    expect(env.REDIS_URL).toBe('redis://:geheim@redis:6379');
    expect(env.LIVE_STREAM_SECRET).toBe('direct');
  });

  it('names the variable whose file cannot be read', () => {
    expect(() => loadSecretFiles({ LIVE_STREAM_SECRET_FILE: '/run/secrets/none' }, BFF_SECRETS, read)).toThrow('LIVE_STREAM_SECRET_FILE: /run/secrets/none is niet te lezen (EACCES).');
  });
});
