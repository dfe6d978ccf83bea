import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, limitSettings } from './limit-settings.ts';
import { DEFAULT_QUERY_LIMITS } from './query-limits.ts';

describe('limitSettings', () => {
  it('takes the defaults without options or environment', () => {
    expect(limitSettings({}, {})).toEqual({ query: DEFAULT_QUERY_LIMITS, rate: DEFAULT_RATE_LIMITS, redisUrl: undefined, trustProxy: false });
  });

  it('reads the environment, and options win over it', () => {
    const env = { GRAPHQL_MAX_COST: '900', GRAPHQL_MAX_DEPTH: '8', GRAPHQL_RATE_USER_POINTS: '50', REDIS_URL: 'redis://r:6379', TRUST_PROXY: 'true' };
    const settings = limitSettings({ limits: { maxDepth: 9 } }, env);
    expect(settings.query).toMatchObject({ maxCost: 900, maxDepth: 9, maxAliases: DEFAULT_QUERY_LIMITS.maxAliases });
    expect(settings.rate.userPointsPerMinute).toBe(50);
    expect(settings.redisUrl).toBe('redis://r:6379');
    expect(settings.trustProxy).toBe(true);
  });

  it('refuses a value that is not a positive whole number', () => {
    expect(() => limitSettings({}, { GRAPHQL_MAX_COST: 'veel' })).toThrow("GRAPHQL_MAX_COST moet een positief geheel getal zijn, niet 'veel'.");
  });
});
