import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LogOptions {
  /** pino level; default LOG_LEVEL, else info. */
  level?: string;
  /** Where the JSON lines go; default standard output. */
  destination?: DestinationStream;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL when it names a pino level, else info. */
export function logLevelFromEnv(env: Record<string, string | undefined>): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : 'info';
}

/**
 * Fields blanked wherever a log call passes them: the request logging itself never passes headers or
 * bodies, so these guard an error or a debugging line that would.
 */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'body',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.body',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers["x-live-secret"]',
];

/** A JSON-lines logger; undefined (no logging) unless asked for: tests that build servers in-process stay quiet. */
export function createLogger(options: boolean | LogOptions | undefined, service: string): Logger | undefined {
  if (!options) return undefined;
  const settings = options === true ? {} : options;
  return pino(
    {
      level: settings.level ?? logLevelFromEnv(process.env),
      base: { service },
      timestamp: stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[verborgen]' },
    },
    settings.destination,
  );
}
