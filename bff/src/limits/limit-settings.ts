import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './query-limits.ts';

/** Cost points per minute, per signed-in user and per client address. */
export interface RateLimits {
  userPointsPerMinute: number;
  addressPointsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  userPointsPerMinute: 2_000_000,
  addressPointsPerMinute: 10_000_000,
};

export interface LimitSettings {
  query: QueryLimits;
  rate: RateLimits;
  /** Shared rate-limit counters for several BFF replicas; in memory without it. */
  redisUrl?: string;
  /** Whether X-Forwarded-For is believed from any peer (behind a load balancer), not only from loopback. */
  trustProxy: boolean;
}

export interface LimitOptions {
  limits?: Partial<QueryLimits>;
  rateLimits?: Partial<RateLimits>;
  redisUrl?: string;
  trustProxy?: boolean;
}

const QUERY_ENV: Record<keyof QueryLimits, string> = {
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxCost: 'GRAPHQL_MAX_COST',
};

const RATE_ENV: Record<keyof RateLimits, string> = {
  userPointsPerMinute: 'GRAPHQL_RATE_USER_POINTS',
  addressPointsPerMinute: 'GRAPHQL_RATE_ADDRESS_POINTS',
};

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} moet een positief geheel getal zijn, niet '${raw}'.`);
  return value;
}

/** Each figure: the option, else the environment variable, else the default. */
function settle<T extends object>(defaults: T, names: Record<keyof T, string>, options: Partial<T> | undefined, env: Record<string, string | undefined>): T {
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof T>) {
    const fallback = defaults[key] as number;
    result[key] = (options?.[key] ?? positive(env, names[key], fallback)) as T[keyof T];
  }
  return result;
}

/** Options of createBff first, then the environment, then the defaults. */
export function limitSettings(options: LimitOptions, env: Record<string, string | undefined>): LimitSettings {
  return {
    query: settle(DEFAULT_QUERY_LIMITS, QUERY_ENV, options.limits, env),
    rate: settle(DEFAULT_RATE_LIMITS, RATE_ENV, options.rateLimits, env),
    redisUrl: options.redisUrl ?? (env.REDIS_URL || undefined),
    trustProxy: options.trustProxy ?? env.TRUST_PROXY === 'true',
  };
}
