import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import type { CounterStore } from '../security/counters.ts';
import { minutesText, type LimitSettings } from '../security/limit-settings.ts';

export const throttleText = (seconds: number) => `Te veel mislukte inlogpogingen. Probeer het over ${minutesText(seconds)} opnieuw.`;

/** Who tries: an account (tenant and lower-cased username, whether it exists or not) and the client's address. */
export interface Attempt {
  tenantId: number;
  /** Absent where no username is given (a refresh with a token). */
  username?: string;
  address: string;
}

/**
 * Counts failed logins (and refreshes with an unknown token) per account and per address within a
 * window; while either is used up, every attempt answers 429, so a lock says nothing about whether
 * the account exists. A successful login clears its account's count.
 */
export class LoginThrottle {
  private readonly accounts: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;

  constructor(
    store: CounterStore,
    private readonly settings: Pick<LimitSettings, 'loginFailuresPerAccount' | 'loginFailuresPerAddress' | 'loginWindowSeconds'>,
  ) {
    this.accounts = store.limiter('login-account', settings.loginFailuresPerAccount, settings.loginWindowSeconds);
    this.addresses = store.limiter('login-address', settings.loginFailuresPerAddress, settings.loginWindowSeconds);
  }

  /** Throws 429 with Retry-After while the account or the address has no attempts left. */
  async check(attempt: Attempt): Promise<void> {
    const account = accountKey(attempt);
    const [byAccount, byAddress] = await Promise.all([account ? this.accounts.get(account) : null, this.addresses.get(attempt.address)]);
    const waits = [
      byAccount && byAccount.consumedPoints >= this.settings.loginFailuresPerAccount ? byAccount.msBeforeNext : 0,
      byAddress && byAddress.consumedPoints >= this.settings.loginFailuresPerAddress ? byAddress.msBeforeNext : 0,
    ];
    const wait = Math.ceil(Math.max(...waits) / 1000);
    if (wait > 0) throw tooManyRequests(throttleText(wait), wait);
  }

  async failed(attempt: Attempt): Promise<void> {
    const account = accountKey(attempt);
    await Promise.all([account ? this.accounts.penalty(account) : null, this.addresses.penalty(attempt.address)]);
  }

  async succeeded(attempt: Attempt): Promise<void> {
    const account = accountKey(attempt);
    if (account) await this.accounts.delete(account);
  }
}

/** Hashed, so a username of any length makes a key of one size. */
const accountKey = ({ tenantId, username }: Attempt) =>
  username === undefined ? null : `${tenantId}:${createHash('sha256').update(username.trim().toLowerCase()).digest('base64url')}`;
