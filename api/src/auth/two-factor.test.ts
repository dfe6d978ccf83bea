import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, verifyTotp } from './two-factor.ts';

const secret = newTotpSecret();
const at = (seconds: number) => generateSync({ secret, epoch: seconds });
const now = 1_800_000_015; // 15 s into a 30-second step
const nowMs = now * 1000;

describe('TOTP verification', () => {
  it('accepts the current code and those of the step before and after', () => {
    expect(verifyTotp(secret, at(now), { now: nowMs })).toBe(Math.floor(now / 30));
    expect(verifyTotp(secret, at(now - 30), { now: nowMs })).toBe(Math.floor(now / 30) - 1);
    expect(verifyTotp(secret, at(now + 30), { now: nowMs })).toBe(Math.floor(now / 30) + 1);
  });

  it('refuses codes two steps away, of another secret, or not six digits', () => {
    expect(verifyTotp(secret, at(now - 60), { now: nowMs })).toBeNull();
    expect(verifyTotp(secret, at(now + 60), { now: nowMs })).toBeNull();
    expect(verifyTotp(newTotpSecret(), at(now), { now: nowMs })).toBeNull();
    expect(verifyTotp(secret, '12345', { now: nowMs })).toBeNull();
    expect(verifyTotp(secret, 'abcdef', { now: nowMs })).toBeNull();
  });

  it('accepts spaces inside the code', () => {
    const code = at(now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now: nowMs })).not.toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const step = Math.floor(now / 30);
    expect(verifyTotp(secret, at(now), { now: nowMs, lastStep: step })).toBeNull();
    expect(verifyTotp(secret, at(now - 30), { now: nowMs, lastStep: step })).toBeNull();
    expect(verifyTotp(secret, at(now + 30), { now: nowMs, lastStep: step })).toBe(step + 1);
  });

  it('names the issuer and account in the otpauth address', () => {
    const url = otpauthUrl(secret, 'Balie Demo', 'lotte@demo.nl');
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(url).toContain(`secret=${secret}`);
    expect(decodeURIComponent(url)).toContain('Balie Demo');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces or dashes', () => {
    const [code] = newRecoveryCodes(1);
    expect(recoveryCodeHash(code.toLowerCase())).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code.replace('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(newRecoveryCodes(1)[0])).not.toBe(recoveryCodeHash(code));
  });
});
