import { createGraphQLError } from 'graphql-yoga';
import type { Context } from './context.ts';
import { viewerOf } from './auth.ts';
import { fromGlobalId } from './ids.ts';
import { toGraphQLError, toUserErrors } from '../upstream/errors.ts';

/** Two-factor login, own sessions, own password, profile and notification settings (REST auth/...). */

interface SessionRow {
  id: number;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string | null;
  current: boolean;
}

interface SettingsAnswer {
  types: Array<{ id: string; name: string }>;
  channels: Array<{ id: string; name: string }>;
  data: Array<{ notification_type: string; channel: string; enabled: boolean }>;
}

const REST_FIELDS: Record<string, string> = {
  current_password: 'currentPassword',
  password_confirmation: 'passwordConfirmation',
  first_name: 'firstName',
  last_name: 'lastName',
};
const inputField = (field: string | null) => (field === null ? null : (REST_FIELDS[field] ?? field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())));

/** Runs a REST change; a 422 becomes userErrors named after the input fields. */
async function change<T>(ctx: Context, input: { clientMutationId?: string | null }, run: () => Promise<T>, empty: Record<string, unknown>) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    return { ...(await run()), userErrors: [], clientMutationId };
  } catch (error) {
    const userErrors = toUserErrors(error).map((userError) => ({ ...userError, field: inputField(userError.field) }));
    return { ...empty, userErrors, clientMutationId };
  }
}

const freshViewer = async (ctx: Context) => {
  ctx.resetLoaders();
  return viewerOf(await ctx.me(), ctx.client);
};

const read = async <T>(ctx: Context, path: string): Promise<T> => {
  try {
    return await ctx.client.request<T>('GET', path);
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const settingsOf = (answer: SettingsAnswer) => ({
  types: answer.types,
  channels: answer.channels,
  settings: answer.data.map((row) => ({ notificationType: row.notification_type, channel: row.channel, enabled: row.enabled })),
});

export const securityResolvers = {
  Viewer: {
    twoFactorRequired: (viewer: { user: Record<string, unknown> }) => viewer.user.two_factor_required === true,
    twoFactor: async (_: unknown, __: unknown, ctx: Context) => {
      const state = await read<{ activated_2fa_at: string | null; recovery_codes_left: number; required: boolean }>(ctx, '/auth/2fa');
      return { activatedAt: state.activated_2fa_at, recoveryCodesLeft: state.recovery_codes_left, required: state.required };
    },
    sessions: async (_: unknown, __: unknown, ctx: Context) =>
      (await read<{ data: SessionRow[] }>(ctx, '/auth/sessions')).data.map((row) => ({
        id: String(row.id),
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        current: row.current,
      })),
    notificationSettings: async (_: unknown, __: unknown, ctx: Context) => settingsOf(await read<SettingsAnswer>(ctx, '/auth/notification-settings')),
  },
  Mutation: {
    startTwoFactorSetup: (_: unknown, { input }: { input: { clientMutationId?: string } }, ctx: Context) =>
      change(
        ctx,
        input,
        async () => {
          const answer = await ctx.client.request<{ secret: string; otpauth_url: string; qr_code: string }>('POST', '/auth/2fa/setup');
          return { secret: answer.secret, otpauthUrl: answer.otpauth_url, qrCode: answer.qr_code };
        },
        { secret: null, otpauthUrl: null, qrCode: null },
      ),
    confirmTwoFactor: (_: unknown, { input }: { input: { otp: string; clientMutationId?: string } }, ctx: Context) =>
      change(
        ctx,
        input,
        async () => {
          const answer = await ctx.client.request<{ recovery_codes: string[] }>('POST', '/auth/2fa/confirm', { otp: input.otp });
          return { recoveryCodes: answer.recovery_codes, viewer: await freshViewer(ctx) };
        },
        { recoveryCodes: null, viewer: null },
      ),
    disableTwoFactor: (_: unknown, { input }: { input: { password: string; clientMutationId?: string } }, ctx: Context) =>
      change(
        ctx,
        input,
        async () => {
          await ctx.client.request('POST', '/auth/2fa/disable', { password: input.password });
          return { viewer: await freshViewer(ctx) };
        },
        { viewer: null },
      ),
    resetOperatorTwoFactor: (_: unknown, { input }: { input: { id: string; clientMutationId?: string } }, ctx: Context) =>
      change(
        ctx,
        input,
        async () => {
          const id = fromGlobalId(input.id, 'Operator').id;
          await ctx.client.request('POST', `/operators/${id}/reset-2fa`);
          ctx.resetLoaders();
          return { operator: await ctx.loaders.get('operators').load(id) };
        },
        { operator: null },
      ),
    endSession: (_: unknown, { input }: { input: { id: string; clientMutationId?: string } }, ctx: Context) =>
      change(
        ctx,
        input,
        async () => {
          if (!/^\d{1,10}$/.test(input.id)) throw createGraphQLError(`Ongeldig id: ${input.id}`, { extensions: { code: 'BAD_USER_INPUT' } });
          await ctx.client.request('DELETE', `/auth/sessions/${input.id}`);
          return { viewer: await freshViewer(ctx) };
        },
        { viewer: null },
      ),
    changePassword: (
      _: unknown,
      { input }: { input: { currentPassword: string; password: string; passwordConfirmation: string; clientMutationId?: string } },
      ctx: Context,
    ) =>
      change(
        ctx,
        input,
        async () => {
          await ctx.client.request('PUT', '/auth/password', {
            current_password: input.currentPassword,
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          });
          return { ok: true };
        },
        { ok: false },
      ),
    updateProfile: (
      _: unknown,
      { input }: { input: { firstName?: string | null; prefix?: string | null; lastName?: string | null; acronym?: string | null; language?: string | null; clientMutationId?: string } },
      ctx: Context,
    ) =>
      change(
        ctx,
        input,
        async () => {
          const fields = { first_name: input.firstName, prefix: input.prefix, last_name: input.lastName, acronym: input.acronym, language: input.language };
          await ctx.client.request('PUT', '/auth/me/profile', Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
          return { viewer: await freshViewer(ctx) };
        },
        { viewer: null },
      ),
    saveNotificationSettings: (
      _: unknown,
      { input }: { input: { settings: Array<{ notificationType: string; channel: string; enabled: boolean }>; clientMutationId?: string } },
      ctx: Context,
    ) =>
      change(
        ctx,
        input,
        async () => {
          await ctx.client.request('PUT', '/auth/notification-settings', {
            settings: input.settings.map((row) => ({ notification_type: row.notificationType, channel: row.channel, enabled: row.enabled })),
          });
          return { viewer: await freshViewer(ctx) };
        },
        { viewer: null },
      ),
  },
};
