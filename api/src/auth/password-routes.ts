import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, tooManyRequests, unprocessable } from '../errors.ts';
import { findRecord } from '../query/execute.ts';
import { passwordProblem } from '../resources/people.ts';
import { minutesText } from '../security/limit-settings.ts';
import { accessFor } from './guard.ts';
import { LoginThrottle } from './login-throttle.ts';
import { collectInvitations, consumePasswordLink, findPasswordLink, mailPasswordLink, sendInvitation, webBase } from './password-links.ts';
import { hashPassword } from './passwords.ts';
import { signInAs } from './sign-in.ts';

export const credentialTexts = {
  mailSent: 'Er is een e-mail gestuurd met instructies.',
  emailRequired: 'E-mailadres is verplicht.',
  tooManyResets: (seconds: number) => `Te veel aanvragen voor een nieuw wachtwoord. Probeer het over ${minutesText(seconds)} opnieuw.`,
  invalidLink: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.',
  passwordRequired: 'Wachtwoord is verplicht.',
  confirmationMismatch: 'De wachtwoorden komen niet overeen.',
  passwordSet: 'Je wachtwoord is ingesteld.',
  passwordSetTwoFactor: 'Je wachtwoord is ingesteld. Log in met je nieuwe wachtwoord en de code uit je app.',
  invited: 'Uitnodiging verstuurd!',
  clientArchived: 'Een gearchiveerde contactpersoon kan niet uitgenodigd worden.',
  clientInactive: 'Een inactieve contactpersoon kan niet uitgenodigd worden.',
  clientNoEmail: 'Deze contactpersoon heeft geen e-mailadres; vul dat eerst in.',
  operatorArchived: 'Een gearchiveerde behandelaar kan niet uitgenodigd worden.',
  operatorInactive: 'Een inactieve behandelaar kan niet uitgenodigd worden.',
} as const;

/** Reset mails one e-mail address may ask for within the login window. */
export const RESET_MAILS_PER_ADDRESS = 5;

/** The form of POST auth/password/reset: every field problem at once, in Dutch. */
export function resetFormProblems(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const password = typeof body.password === 'string' ? body.password : '';
  if (typeof body.token !== 'string' || body.token === '') errors.token = [credentialTexts.invalidLink];
  if (password === '') errors.password = [credentialTexts.passwordRequired];
  else {
    const problem = passwordProblem(password);
    if (problem) errors.password = [problem];
    else if (body.password_confirmation !== password) errors.password_confirmation = [credentialTexts.confirmationMismatch];
  }
  return errors;
}

/**
 * Counts requests for reset mails per e-mail address (hashed, whether it exists or not) and per
 * client address, within the login throttle's window; a used-up count answers 429 either way.
 */
class ResetThrottle {
  private readonly accounts: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;
  private readonly perAddress: number;

  constructor(context: AppContext) {
    this.perAddress = context.limits.loginFailuresPerAddress;
    this.accounts = context.counters.limiter('reset-account', RESET_MAILS_PER_ADDRESS, context.limits.loginWindowSeconds);
    this.addresses = context.counters.limiter('reset-address', this.perAddress, context.limits.loginWindowSeconds);
  }

  async take(tenantId: number, email: string, address: string): Promise<void> {
    const account = `${tenantId}:${createHash('sha256').update(email.toLowerCase()).digest('base64url')}`;
    const [byAccount, byAddress] = await Promise.all([this.accounts.penalty(account), this.addresses.penalty(address)]);
    const waits = [
      byAccount.consumedPoints > RESET_MAILS_PER_ADDRESS ? byAccount.msBeforeNext : 0,
      byAddress.consumedPoints > this.perAddress ? byAddress.msBeforeNext : 0,
    ];
    const wait = Math.ceil(Math.max(...waits) / 1000);
    if (wait > 0) throw tooManyRequests(credentialTexts.tooManyResets(wait), wait);
  }
}

export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const throttle = new LoginThrottle(context.counters, context.limits);
  const resets = new ResetThrottle(context);
  app.decorateRequest('pendingInvitations', null);

  // Invitations asked for while writing (a new operator) go out once the write is committed.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const list: number[] = [];
    request.pendingInvitations = list;
    collectInvitations(list, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const list = request.pendingInvitations;
    if (!list || list.length === 0 || reply.statusCode >= 400) return payload;
    request.pendingInvitations = null;
    for (const userId of list) {
      if (!context.mailer) {
        request.log.warn({ userId }, 'No SMTP_URL: the invitation was not sent');
        continue;
      }
      try {
        await sendInvitation(context, request, userId);
      } catch (error) {
        request.log.error(error, 'Sending an invitation failed');
      }
    }
    return payload;
  });

  app.post('/auth/password/email', { config: { public: true } }, async (request) => {
    const body = bodyFields(request.body);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (email === '') throw unprocessable({ email: [credentialTexts.emailRequired] });
    await resets.take(request.tenant.id, email, request.ip);
    const user = email.includes('\0')
      ? undefined
      : await db
          .selectFrom('users')
          .select('id')
          .where('tenant_id', '=', request.tenant.id)
          .where(sql`lower(email)`, '=', email.toLowerCase())
          .where('is_active', '=', true)
          .where('archived_at', 'is', null)
          .executeTakeFirst();
    // Sent after the answer, so that an existing address answers as fast as an unknown one.
    if (user && context.mailer) {
      const tenantId = request.tenant.id;
      const base = webBase(context, request);
      void mailPasswordLink(context, { tenantId, userId: user.id, kind: 'reset', base, inviterId: null }).catch((error) =>
        request.log.error(error, 'Sending a password reset mail failed'),
      );
    }
    return { message: credentialTexts.mailSent };
  });

  app.get<{ Params: { token: string } }>('/auth/password/:token', { config: { public: true } }, async (request) => {
    const attempt = { tenantId: request.tenant.id, address: request.ip };
    await throttle.check(attempt);
    const link = await findPasswordLink(db, request.tenant.id, request.params.token);
    if (!link) {
      await throttle.failed(attempt);
      throw new HttpError(404, { message: credentialTexts.invalidLink });
    }
    return { data: { email: link.email, kind: link.kind, is_operator: link.isOperator } };
  });

  app.post('/auth/password/reset', { config: { public: true } }, async (request) => {
    const body = bodyFields(request.body);
    const errors = resetFormProblems(body);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const attempt = { tenantId: request.tenant.id, address: request.ip };
    await throttle.check(attempt);
    const token = body.token as string;
    // Hashing is slow: only for a link that works, and outside the transaction that spends it.
    if (!(await findPasswordLink(db, request.tenant.id, token))) {
      await throttle.failed(attempt);
      throw unprocessable({ token: [credentialTexts.invalidLink] });
    }
    const link = await consumePasswordLink(db, { tenantId: request.tenant.id, token, passwordHash: await hashPassword(body.password as string) });
    if (!link) throw unprocessable({ token: [credentialTexts.invalidLink] });
    // With two-factor login the user signs in with the new password and a code.
    const signedIn = await signInAs(context, request.tenant, link.userId, { userAgent: request.headers['user-agent'], ip: request.ip });
    return signedIn ? { message: credentialTexts.passwordSet, ...signedIn } : { message: credentialTexts.passwordSetTwoFactor, two_factor: true };
  });

  app.post<{ Params: { id: string } }>('/operators/:id/invite', { config: { permission: 'operators.update' } }, async (request) => {
    const person = await visiblePerson(context, request, 'operators');
    if (person.archived_at) throw unprocessable({ id: [credentialTexts.operatorArchived] });
    if (!person.is_active) throw unprocessable({ is_active: [credentialTexts.operatorInactive] });
    await sendInvitation(context, request, person.id as number);
    return { message: credentialTexts.invited };
  });

  app.post<{ Params: { id: string } }>('/clients/:id/invite', { config: { permission: 'clients.update' } }, async (request) => {
    const person = await visiblePerson(context, request, 'clients');
    if (person.archived_at) throw unprocessable({ id: [credentialTexts.clientArchived] });
    if (!person.is_active) throw unprocessable({ is_active: [credentialTexts.clientInactive] });
    if (!person.email) throw unprocessable({ email: [credentialTexts.clientNoEmail] });
    await sendInvitation(context, request, person.id as number);
    return { message: credentialTexts.invited };
  });
}

/** The operator or contact as the caller may see them, else 404. */
async function visiblePerson(context: AppContext, request: FastifyRequest<{ Params: { id: string } }>, resource: 'operators' | 'clients') {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const record = await findRecord(context.db, accessFor(request, context.resolve), context.resolve(resource), context.resolve, id, { include: [], append: [] });
  if (!record) throw notFound();
  return record;
}

declare module 'fastify' {
  interface FastifyRequest {
    pendingInvitations: number[] | null;
  }
}
