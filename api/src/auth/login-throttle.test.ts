import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { counterStore } from '../security/counters.ts';
import { LoginThrottle, throttleText } from './login-throttle.ts';

const throttle = () => new LoginThrottle(counterStore('test', undefined), { loginFailuresPerAccount: 3, loginFailuresPerAddress: 5, loginWindowSeconds: 600 });

async function refusal(promise: Promise<void>): Promise<HttpError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error as HttpError;
  }
}

describe('LoginThrottle', () => {
  it('locks an account after its failures, whatever the case of the username', async () => {
    const counts = throttle();
    for (let failure = 0; failure < 3; failure++) {
      expect(await refusal(counts.check({ tenantId: 1, username: 'Anna@demo.nl', address: `10.0.0.${failure}` }))).toBeNull();
      await counts.failed({ tenantId: 1, username: 'Anna@demo.nl', address: `10.0.0.${failure}` });
    }
    const locked = await refusal(counts.check({ tenantId: 1, username: ' anna@DEMO.nl ', address: '10.0.0.9' }));
    expect(locked?.statusCode).toBe(429);
    expect(locked?.body.message).toBe('Te veel mislukte inlogpogingen. Probeer het over 10 minuten opnieuw.');
    expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(590);
    // Another tenant's account of the same name is its own.
    expect(await refusal(counts.check({ tenantId: 2, username: 'anna@demo.nl', address: '10.0.0.9' }))).toBeNull();
  });

  it('forgets an account’s failures on success, not the address’s', async () => {
    const counts = throttle();
    const attempt = { tenantId: 1, username: 'bram@demo.nl', address: '10.0.1.1' };
    for (let failure = 0; failure < 2; failure++) await counts.failed(attempt);
    await counts.succeeded(attempt);
    for (let failure = 0; failure < 2; failure++) await counts.failed(attempt);
    expect(await refusal(counts.check(attempt))).toBeNull();
    await counts.failed({ ...attempt, username: 'iemand@demo.nl' });
    expect((await refusal(counts.check({ tenantId: 1, username: 'nieuw@demo.nl', address: '10.0.1.1' })))?.statusCode).toBe(429);
  });

  it('counts attempts without a username (refreshes) toward the address only', async () => {
    const counts = throttle();
    for (let failure = 0; failure < 5; failure++) await counts.failed({ tenantId: 1, address: '10.0.2.1' });
    expect((await refusal(counts.check({ tenantId: 1, address: '10.0.2.1' })))?.statusCode).toBe(429);
    expect(await refusal(counts.check({ tenantId: 1, address: '10.0.2.2' }))).toBeNull();
  });

  it('says how many minutes to wait', () => {
    expect(throttleText(30)).toBe('Te veel mislukte inlogpogingen. Probeer het over 1 minuut opnieuw.');
    expect(throttleText(899)).toBe('Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.');
  });
});
