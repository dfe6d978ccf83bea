import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { open, seal } from './secret-box.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, verifyTotp } from './two-factor.ts';

/** A new secret for the user, not active until confirmed with a code; a previous unconfirmed one is replaced. */
export async function startEnrolment(db: Db, key: Buffer, userId: number): Promise<string> {
  const secret = newTotpSecret();
  await db.updateTable('users').set({ two_factor_secret: seal(key, secret), two_factor_last_step: null }).where('id', '=', userId).execute();
  return secret;
}

async function secretOf(db: Db, key: Buffer, userId: number) {
  const row = await db.selectFrom('users').select(['two_factor_secret', 'two_factor_last_step', 'activated_2fa_at']).where('id', '=', userId).executeTakeFirst();
  const secret = row?.two_factor_secret ? open(key, row.two_factor_secret) : null;
  return { secret, lastStep: row?.two_factor_last_step == null ? null : Number(row.two_factor_last_step), activated: row?.activated_2fa_at ?? null };
}

/** Marks the step used, unless a concurrent request used it (or a later one) first. */
async function useStep(db: Db, userId: number, step: number): Promise<boolean> {
  const used = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', String(step))]))
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Confirms the pending secret with a code: 2FA becomes active and ten new recovery codes replace any
 * old ones. Answers the codes in plain text (shown once), or null for a wrong code.
 */
export async function confirmEnrolment(db: Db, key: Buffer, userId: number, code: string): Promise<{ codes: string[]; activatedAt: Date } | null> {
  const { secret, lastStep } = await secretOf(db, key, userId);
  const step = secret ? verifyTotp(secret, code, { lastStep }) : null;
  if (step === null || !(await useStep(db, userId, step))) return null;
  const codes = newRecoveryCodes();
  const activatedAt = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('two_factor_recovery_codes').values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(c) }))).execute();
    const row = await trx.updateTable('users').set({ activated_2fa_at: sql<Date>`now()` }).where('id', '=', userId).returning('activated_2fa_at').executeTakeFirstOrThrow();
    return row.activated_2fa_at!;
  });
  return { codes, activatedAt };
}

/** A current TOTP code (each time step once) or an unused recovery code (then used up). */
export async function verifySecondFactor(db: Db, key: Buffer, userId: number, code: string): Promise<boolean> {
  const { secret, lastStep, activated } = await secretOf(db, key, userId);
  if (!secret || !activated) return false;
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    const step = verifyTotp(secret, code, { lastStep });
    return step !== null && useStep(db, userId, step);
  }
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Switches 2FA off (own choice or an admin's reset): secret, codes and activation gone. */
export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.updateTable('users').set({ two_factor_secret: null, two_factor_last_step: null, activated_2fa_at: null }).where('id', '=', userId).execute();
  });
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
