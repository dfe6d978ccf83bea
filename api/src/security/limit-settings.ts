/** Login throttling and request rate limits; every number can be set per API and has an env default. */
export interface LimitSettings {
  /** Failed logins per account (tenant and lower-cased username) within the window; LOGIN_FAILURES_PER_ACCOUNT, default 10. */
  loginFailuresPerAccount: number;
  /** Failed logins and refreshes per client address within the window; LOGIN_FAILURES_PER_ADDRESS, default 30. */
  loginFailuresPerAddress: number;
  /** How long failures count; LOGIN_WINDOW_SECONDS, default 900 (15 minutes). */
  loginWindowSeconds: number;
  /** Requests per minute per signed-in user; RATE_LIMIT_PER_USER, default 3000; 0 switches it off. */
  requestsPerMinutePerUser: number;
  /** Requests per minute per client address; RATE_LIMIT_PER_ADDRESS, default 6000; 0 switches it off. */
  requestsPerMinutePerAddress: number;
  /** Prefix of the counters' keys, so deployments can share one Redis; RATE_LIMIT_PREFIX, default 'balie'. */
  keyPrefix: string;
}

export const DEFAULT_LIMITS: LimitSettings = {
  loginFailuresPerAccount: 10,
  loginFailuresPerAddress: 30,
  loginWindowSeconds: 15 * 60,
  requestsPerMinutePerUser: 3000,
  requestsPerMinutePerAddress: 6000,
  keyPrefix: 'balie',
};

const ENV_NAMES: Record<Exclude<keyof LimitSettings, 'keyPrefix'>, string> = {
  loginFailuresPerAccount: 'LOGIN_FAILURES_PER_ACCOUNT',
  loginFailuresPerAddress: 'LOGIN_FAILURES_PER_ADDRESS',
  loginWindowSeconds: 'LOGIN_WINDOW_SECONDS',
  requestsPerMinutePerUser: 'RATE_LIMIT_PER_USER',
  requestsPerMinutePerAddress: 'RATE_LIMIT_PER_ADDRESS',
};

/** Options given to createApi, then the environment, then the defaults; a limit must be a whole number (0 allowed for request limits). */
export function limitSettings(given: Partial<LimitSettings> = {}, env: NodeJS.ProcessEnv = process.env): LimitSettings {
  const settings: LimitSettings = { ...DEFAULT_LIMITS, keyPrefix: given.keyPrefix ?? (env.RATE_LIMIT_PREFIX || DEFAULT_LIMITS.keyPrefix) };
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof typeof ENV_NAMES, string]>) {
    const minimum = key.startsWith('requests') ? 0 : 1;
    const fromEnv = env[name] === undefined || env[name].trim() === '' ? Number.NaN : Number(env[name]);
    const value = given[key] ?? fromEnv;
    if (Number.isInteger(value) && value >= minimum) settings[key] = value;
  }
  return settings;
}

/**
 * Fastify's trustProxy from TRUST_PROXY: 'true' (any proxy), 'false' (none), or a comma-separated
 * list of addresses and ranges ('loopback, 10.0.0.0/8'). Default: loopback only, where the BFF runs.
 */
export function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text;
}

/** "1 minuut", "14 minuten": the wait in whole minutes, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

/** "1 seconde", "42 seconden". */
export function secondsText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole === 1 ? '1 seconde' : `${whole} seconden`;
}
