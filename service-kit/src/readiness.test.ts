import { describe, expect, it } from 'vitest';
import { readinessAnswer, runChecks } from './readiness.ts';

describe('readinessAnswer', () => {
  it('is 200 and gereed when every check is ok', () => {
    expect(readinessAnswer({ database: true, bestanden: true }, false)).toEqual({
      statusCode: 200,
      body: { status: 'gereed', checks: { database: 'ok', bestanden: 'ok' } },
    });
  });

  it('is 503 naming every part that is not reachable', () => {
    const answer = readinessAnswer({ database: true, redis: false, bestanden: false }, false);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toEqual({
      status: 'niet gereed',
      checks: { database: 'ok', redis: 'onbereikbaar', bestanden: 'onbereikbaar' },
      message: 'Niet bereikbaar: redis, bestanden.',
    });
  });

  it('is 503 while draining, even with every check ok', () => {
    const answer = readinessAnswer({ database: true }, true);
    expect(answer.statusCode).toBe(503);
    expect(answer.body.status).toBe('niet gereed');
    expect(answer.body.checks).toEqual({ database: 'ok', proces: 'wordt afgesloten' });
    expect(answer.body.message).toMatch(/afgesloten/);
  });
});

describe('runChecks', () => {
  it('counts a check that throws, rejects or takes too long as unreachable', async () => {
    const results = await runChecks(
      {
        fine: async () => 'yes',
        throws: () => {
          throw new Error('kapot');
        },
        rejects: async () => Promise.reject(new Error('weg')),
        slow: () => new Promise((resolve) => setTimeout(resolve, 1000)),
      },
      50,
    );
    expect(results).toEqual({ fine: true, throws: false, rejects: false, slow: false });
  });
});
