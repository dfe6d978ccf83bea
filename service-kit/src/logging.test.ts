import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logLevelFromEnv } from './logging.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

describe('logging', () => {
  it.each(['api', 'bff'])('blanks secrets wherever a call passes them, in the %s service', (service) => {
    const { lines, destination } = capture();
    const logger = createLogger({ destination }, service)!;
    logger.info({ password: 'geheim-1', body: { text: 'vertrouwelijk' }, req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', host: 'demo' } } }, 'test');
    logger.info({ user: { token: 'tok-2', name: 'Els' }, access_token: 'tok-3' }, 'test');
    const text = lines.join('\n');
    for (const secret of ['geheim-1', 'vertrouwelijk', 'Bearer abc', 'sid=1', 'tok-2', 'tok-3']) expect(text).not.toContain(secret);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ service, level: 30, password: '[verborgen]', req: { headers: { host: 'demo', authorization: '[verborgen]' } } });
    expect(second.user).toEqual({ token: '[verborgen]', name: 'Els' });
  });

  it('is off unless asked for, and takes its level from LOG_LEVEL', () => {
    for (const service of ['api', 'bff']) {
      expect(createLogger(false, service)).toBeUndefined();
      expect(createLogger(undefined, service)).toBeUndefined();
    }
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ LOG_LEVEL: 'Silent' })).toBe('silent');
    expect(logLevelFromEnv({ LOG_LEVEL: 'veel' })).toBe('info');
  });
});
