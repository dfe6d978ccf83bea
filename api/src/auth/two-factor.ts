import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

export const twoFactorTexts = {
  otpRequired: 'Vul de code uit je authenticator-app of een herstelcode in.',
  otpWrong: 'Deze code is onjuist of al gebruikt.',
  notEnrolling: 'Start eerst het instellen van tweestapsverificatie.',
  alreadyActive: 'Tweestapsverificatie is al actief.',
  notActive: 'Tweestapsverificatie is niet actief.',
  requiredByTenant: 'Je organisatie vereist tweestapsverificatie; je kunt deze niet uitzetten.',
  enrolmentRequired: 'Je organisatie vereist tweestapsverificatie. Stel deze eerst in op je profiel.',
  passwordWrong: 'Het wachtwoord is onjuist.',
  passwordRequired: 'Wachtwoord is verplicht.',
} as const;

/** Codes of the step before and after the current one still count: phone clocks drift. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * The time step a six-digit code matches within the window, or null. A step at or before
 * `lastStep` is refused, so a code seen once (over a shoulder, in a log) cannot be used again.
 */
export function verifyTotp(secret: string, code: string, options: { now?: number; lastStep?: number | null } = {}): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const epoch = Math.floor((options.now ?? Date.now()) / 1000);
    const result = verifySync({
      secret,
      token,
      period: TOTP_PERIOD_SECONDS,
      epoch,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(options.lastStep === null || options.lastStep === undefined ? {} : { afterTimeStep: options.lastStep }),
    });
    return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
  } catch {
    return null;
  }
}

/** Letters and digits without look-alikes (0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "ABCDE-FGHJK": 10 of 31 characters, ~49 bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** Codes are random, so one fast hash suffices; case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}
