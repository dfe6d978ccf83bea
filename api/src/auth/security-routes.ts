import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { notFound, unprocessable } from '../errors.ts';
import { effectiveSettings, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../notifications/settings.ts';
import { recordExists } from '../query/execute.ts';
import { logActivity } from '../resources/activity-log.ts';
import { REQUIRE_2FA_CONFIG } from '../resources/configs.ts';
import { passwordProblem } from '../resources/people.ts';
import { accessFor, authOf } from './guard.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { appKey } from './secret-box.ts';
import { revokeTokensOfUser } from './tokens.ts';
import { confirmEnrolment, removeTwoFactor, startEnrolment, unusedRecoveryCodes } from './two-factor-store.ts';
import { otpauthUrl, twoFactorTexts } from './two-factor.ts';

export const securityTexts = {
  currentPasswordRequired: 'Huidig wachtwoord is verplicht.',
  currentPasswordWrong: 'Het huidige wachtwoord is onjuist.',
  passwordRequired: 'Nieuw wachtwoord is verplicht.',
  confirmationMismatch: 'De wachtwoorden komen niet overeen.',
  passwordChanged: 'Je wachtwoord is gewijzigd.',
  sessionEnded: 'Sessie afgemeld.',
  twoFactorDisabled: 'Tweestapsverificatie is uitgezet.',
  twoFactorReset: 'Tweestapsverificatie van deze gebruiker is gereset.',
  firstNameRequired: 'Voornaam is verplicht.',
  lastNameRequired: 'Achternaam is verplicht.',
  tooLong: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten.`,
  language: 'Taal moet nl of en zijn.',
  unknownField: (name: string) => `Onbekend veld: ${name}.`,
  settingsShape: 'Geef de instellingen op als lijst met notification_type, channel en enabled.',
  unknownType: 'Onbekend meldingstype.',
  unknownChannel: 'Onbekend kanaal.',
} as const;

const PROFILE_FIELDS: Record<string, { label: string; max: number; required?: string }> = {
  first_name: { label: 'Voornaam', max: 191, required: securityTexts.firstNameRequired },
  prefix: { label: 'Tussenvoegsel', max: 50 },
  last_name: { label: 'Achternaam', max: 191, required: securityTexts.lastNameRequired },
  acronym: { label: 'Afkorting', max: 2 },
};

/** Two-factor login, own sessions, own password, profile and notification settings of the signed-in user. */
export function registerSecurityRoutes(app: FastifyInstance, context: AppContext, throttle: LoginThrottle): void {
  const { db } = context;
  const key = () => appKey(context.filesDir);

  const requireTwoFactor = async (tenantId: number) =>
    (await db.selectFrom('configs').select('value').where('tenant_id', '=', tenantId).where('name', '=', REQUIRE_2FA_CONFIG).executeTakeFirst())?.value === '1';

  /** Checks the caller's own password; a wrong one counts toward the login throttle like a failed login. */
  const checkOwnPassword = async (tenantId: number, userId: number, address: string, password: string, field: string) => {
    const row = await db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    const attempt = { tenantId, username: row.email ?? `#${userId}`, address };
    await throttle.check(attempt);
    if (!row.password_hash || !(await verifyPassword(password, row.password_hash))) {
      await throttle.failed(attempt);
      throw unprocessable({ [field]: [field === 'current_password' ? securityTexts.currentPasswordWrong : twoFactorTexts.passwordWrong] });
    }
  };

  app.get('/auth/2fa', { config: { enrolment: true } }, async (request) => {
    const { user } = authOf(request);
    const row = await db.selectFrom('users').select('activated_2fa_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    return {
      activated_2fa_at: row.activated_2fa_at,
      recovery_codes_left: row.activated_2fa_at ? await unusedRecoveryCodes(db, user.id) : 0,
      required: (await requireTwoFactor(request.tenant.id)) && user.is_operator > 0,
    };
  });

  // A new secret to scan; nothing changes at login until it is confirmed with a code.
  app.post('/auth/2fa/setup', { config: { enrolment: true } }, async (request) => {
    const { user } = authOf(request);
    const row = await db.selectFrom('users').select('activated_2fa_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (row.activated_2fa_at) throw unprocessable({ otp: [twoFactorTexts.alreadyActive] });
    const secret = await startEnrolment(db, key(), user.id);
    const url = otpauthUrl(secret, `Balie (${request.tenant.name})`, user.email ?? String(user.id));
    return { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  });

  app.post('/auth/2fa/confirm', { config: { enrolment: true } }, async (request) => {
    const { user } = authOf(request);
    const body = bodyFields(request.body);
    const otp = typeof body.otp === 'string' ? body.otp.trim() : typeof body.otp === 'number' ? String(body.otp).padStart(6, '0') : '';
    if (otp === '') throw unprocessable({ otp: [twoFactorTexts.otpRequired] });
    const row = await db.selectFrom('users').select(['activated_2fa_at', 'two_factor_secret']).where('id', '=', user.id).executeTakeFirstOrThrow();
    if (row.activated_2fa_at) throw unprocessable({ otp: [twoFactorTexts.alreadyActive] });
    if (!row.two_factor_secret) throw unprocessable({ otp: [twoFactorTexts.notEnrolling] });
    const confirmed = await confirmEnrolment(db, key(), user.id, otp);
    if (!confirmed) throw unprocessable({ otp: [twoFactorTexts.otpWrong] });
    return { activated_2fa_at: confirmed.activatedAt, recovery_codes: confirmed.codes };
  });

  app.post('/auth/2fa/disable', async (request) => {
    const { user } = authOf(request);
    const body = bodyFields(request.body);
    const password = typeof body.password === 'string' ? body.password : '';
    if (password === '') throw unprocessable({ password: [twoFactorTexts.passwordRequired] });
    const row = await db.selectFrom('users').select('activated_2fa_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!row.activated_2fa_at) throw unprocessable({ password: [twoFactorTexts.notActive] });
    if (user.is_operator > 0 && (await requireTwoFactor(request.tenant.id))) throw unprocessable({ password: [twoFactorTexts.requiredByTenant] });
    await checkOwnPassword(request.tenant.id, user.id, request.ip, password, 'password');
    await removeTwoFactor(db, user.id);
    return { message: securityTexts.twoFactorDisabled };
  });

  // Someone who lost their phone and recovery codes: they log in with the password alone, and must enrol again where required.
  app.post<{ Params: { id: string } }>('/operators/:id/reset-2fa', { config: { permission: 'operators.update' } }, async (request) => {
    const auth = authOf(request);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
    if (!(await recordExists(db, accessFor(request, context.resolve), context.resolve('operators'), id, context.resolve))) throw notFound();
    const row = await db.selectFrom('users').select('activated_2fa_at').where('id', '=', id).executeTakeFirstOrThrow();
    await removeTwoFactor(db, id);
    await revokeTokensOfUser(db, id);
    await logActivity(db, {
      tenantId: request.tenant.id,
      subjectType: 'operators',
      subjectId: id,
      causerId: auth.user.id,
      event: 'updated',
      attributes: { activated_2fa_at: null },
      old: { activated_2fa_at: row.activated_2fa_at?.toISOString() ?? null },
    });
    return { message: securityTexts.twoFactorReset };
  });

  // Sessions the user could still use (or refresh); the caller's own is marked.
  app.get('/auth/sessions', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const rows = await db
      .selectFrom('tokens')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
      .where('user_id', '=', auth.user.id)
      .where('tenant_id', '=', request.tenant.id)
      .where('revoked_at', 'is', null)
      .where('refresh_until', '>', sql<Date>`now()`)
      .orderBy('last_used_at', (ob) => ob.desc().nullsLast())
      .orderBy('id', 'desc')
      .execute();
    return { data: rows.map((row) => ({ ...row, current: row.id === auth.tokenId })) };
  });

  app.delete<{ Params: { id: string } }>('/auth/sessions/:id', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
    const ended = await db
      .updateTable('tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', auth.user.id)
      .where('tenant_id', '=', request.tenant.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw notFound();
    return { message: securityTexts.sessionEnded };
  });

  app.put('/auth/password', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const body = bodyFields(request.body);
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
    const errors: Record<string, string[]> = {};
    if (current === '') errors.current_password = [securityTexts.currentPasswordRequired];
    if (password === '') errors.password = [securityTexts.passwordRequired];
    else {
      const problem = passwordProblem(password);
      if (problem) errors.password = [problem];
      else if (confirmation !== password) errors.password_confirmation = [securityTexts.confirmationMismatch];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await checkOwnPassword(request.tenant.id, auth.user.id, request.ip, current, 'current_password');
    await db.updateTable('users').set({ password_hash: await hashPassword(password), updated_at: sql<Date>`now()` }).where('id', '=', auth.user.id).execute();
    await revokeTokensOfUser(db, auth.user.id, auth.tokenId);
    return { message: securityTexts.passwordChanged };
  });

  // What a user may change about themselves: name, initials and language; never roles, type or being active.
  app.put('/auth/me/profile', { config: { enrolment: true } }, async (request) => {
    const auth = authOf(request);
    const body = bodyFields(request.body);
    const errors: Record<string, string[]> = {};
    const changes: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(body)) {
      const rule = PROFILE_FIELDS[name];
      if (name === 'language') {
        if (value !== 'nl' && value !== 'en') errors.language = [securityTexts.language];
        else changes.language = value;
        continue;
      }
      if (!rule) {
        errors[name] = [securityTexts.unknownField(name)];
        continue;
      }
      const text = typeof value === 'string' ? value.trim() : value === null ? '' : undefined;
      if (text === undefined) errors[name] = [securityTexts.unknownField(name)];
      else if (text === '' && rule.required) errors[name] = [rule.required];
      else if (text.length > rule.max) errors[name] = [securityTexts.tooLong(rule.label, rule.max)];
      else changes[name] = text === '' ? null : name === 'acronym' ? text.toUpperCase() : text;
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    if (Object.keys(changes).length > 0) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', auth.user.id)
        .execute();
    }
    const row = await db.selectFrom('users').select(['id', 'first_name', 'prefix', 'last_name', 'acronym', 'language', 'email']).where('id', '=', auth.user.id).executeTakeFirstOrThrow();
    return { user: row };
  });

  /** Operators' notification types only: contact persons get none of them. */
  const typesFor = (isOperator: number) => (isOperator > 0 ? NOTIFICATION_TYPES : []);

  app.get('/auth/notification-settings', async (request) => {
    const { user } = authOf(request);
    const stored = await db.selectFrom('notification_settings').select(['notification_type', 'channel', 'enabled']).where('user_id', '=', user.id).execute();
    const types = typesFor(user.is_operator);
    return {
      types,
      channels: types.length > 0 ? NOTIFICATION_CHANNELS : [],
      data: types.length > 0 ? effectiveSettings(stored) : [],
    };
  });

  app.put('/auth/notification-settings', async (request) => {
    const { user } = authOf(request);
    const list = bodyFields(request.body).settings;
    if (!Array.isArray(list) || list.length > 100) throw unprocessable({ settings: [securityTexts.settingsShape] });
    const types = typesFor(user.is_operator);
    const byKey = new Map<string, { tenant_id: number; user_id: number; notification_type: string; channel: string; enabled: boolean }>();
    list.forEach((entry, index) => {
      const fields = bodyFields(entry);
      if (typeof fields.enabled !== 'boolean') throw unprocessable({ [`settings.${index}.enabled`]: [securityTexts.settingsShape] });
      if (!types.some((type) => type.id === fields.notification_type)) throw unprocessable({ [`settings.${index}.notification_type`]: [securityTexts.unknownType] });
      if (!NOTIFICATION_CHANNELS.some((channel) => channel.id === fields.channel)) throw unprocessable({ [`settings.${index}.channel`]: [securityTexts.unknownChannel] });
      // One row per type and channel: the last entry for it wins.
      byKey.set(`${fields.notification_type}:${fields.channel}`, {
        tenant_id: request.tenant.id,
        user_id: user.id,
        notification_type: String(fields.notification_type),
        channel: String(fields.channel),
        enabled: fields.enabled,
      });
    });
    const rows = [...byKey.values()];
    if (rows.length > 0) {
      await db
        .insertInto('notification_settings')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['user_id', 'notification_type', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
        .execute();
    }
    const stored = await db.selectFrom('notification_settings').select(['notification_type', 'channel', 'enabled']).where('user_id', '=', user.id).execute();
    return { data: effectiveSettings(stored) };
  });
}

