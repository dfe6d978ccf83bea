import type { FastifyInstance } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import type { CounterStore } from './counters.ts';
import { secondsText, type LimitSettings } from './limit-settings.ts';

export const requestLimitText = (seconds: number) => `Te veel verzoeken. Probeer het over ${secondsText(seconds)} opnieuw.`;

/** Spends one request of the key's budget; 429 with Retry-After when it is used up. */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const wait = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw tooManyRequests(requestLimitText(wait), wait);
  }
}

/**
 * Requests per minute per client address, before anything else so that a flood never reaches the
 * database. From loopback (the BFF) the address is the browser's, from X-Forwarded-For.
 */
export function limitRequestsPerAddress(app: FastifyInstance, store: CounterStore, settings: Pick<LimitSettings, 'requestsPerMinutePerAddress'>): void {
  if (settings.requestsPerMinutePerAddress === 0) return;
  const byAddress = store.limiter('requests-address', settings.requestsPerMinutePerAddress, 60);
  app.addHook('onRequest', async (request) => {
    // Load balancers poll the probes from one address; they must never be refused.
    if (!request.routeOptions.config.probe) await spend(byAddress, request.ip);
  });
}

/**
 * Requests per minute per signed-in user; registered after the guard, which finds the token's
 * user. The BFF's calls carry the user's token, so they count for that user.
 */
export function limitRequestsPerUser(app: FastifyInstance, store: CounterStore, settings: Pick<LimitSettings, 'requestsPerMinutePerUser'>): void {
  if (settings.requestsPerMinutePerUser === 0) return;
  const byUser = store.limiter('requests-user', settings.requestsPerMinutePerUser, 60);
  app.addHook('preHandler', async (request) => {
    if (request.auth) await spend(byUser, `${request.tenant.id}:${request.auth.user.id}`);
  });
}
