import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { fetchSlice, sliceOf, toConnection, type ConnectionArgs } from './connections.ts';
import { fromGlobalId } from './ids.ts';
import type { Builder, RestRecord } from '../upstream/client.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

const PAGE_SIZE = 15;
const RESOURCE = 'notifications';

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error);
  }
}

async function unreadCount(ctx: Context): Promise<number> {
  return (await ctx.client.list(RESOURCE, { whereUnread: true, paginate: 1 })).total;
}

async function loadNotification(ctx: Context, id: number): Promise<RestRecord | null> {
  ctx.loaders.get(RESOURCE).clear(id);
  return ctx.loaders.get(RESOURCE).load(id);
}

/** A refusal of the REST service as userErrors; a notification of someone else is simply not found. */
function refusal(error: unknown) {
  if (error instanceof UpstreamError && error.status === 404) return [{ field: 'id', message: error.body.message ?? 'Niet gevonden.' }];
  return toUserErrors(error);
}

export const notificationResolvers = {
  Viewer: {
    notifications: async (_: unknown, args: ConnectionArgs & { read?: boolean | null }, ctx: Context) => {
      const slice = sliceOf(args, PAGE_SIZE);
      const builder: Builder = { with: ['actor'], append: ['_label'] };
      if (args.read === true) builder.whereRead = true;
      if (args.read === false) builder.whereUnread = true;
      const { rows, total } = await upstream(() => fetchSlice(ctx.client, RESOURCE, builder, slice));
      return toConnection(ctx.loaders.prime(RESOURCE, rows), total, slice);
    },
    unreadNotificationCount: (_: unknown, __: unknown, ctx: Context) => upstream(() => unreadCount(ctx)),
  },
  Mutation: {
    toggleNotificationRead: async (_: unknown, { input }: { input: { id: string; clientMutationId?: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const { id } = fromGlobalId(input.id, 'Notification');
      try {
        await ctx.client.request('POST', `/notifications/${id}/toggle-read`);
        return { notification: await loadNotification(ctx, id), unreadCount: await unreadCount(ctx), userErrors: [], clientMutationId };
      } catch (error) {
        return { notification: null, unreadCount: null, userErrors: refusal(error), clientMutationId };
      }
    },
    markAllNotificationsRead: async (_: unknown, { input }: { input: { clientMutationId?: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<{ count: number; message: string }>('POST', '/notifications/mark-all-read');
        return { count: answer.count, message: answer.message, unreadCount: await unreadCount(ctx), userErrors: [], clientMutationId };
      } catch (error) {
        return { count: null, message: null, unreadCount: null, userErrors: toUserErrors(error), clientMutationId };
      }
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: async (_: unknown, __: unknown, ctx: Context) => {
        const { user, tenant } = await ctx.me();
        const channel = `${tenant.subdomain}.user.${user.id}`;
        return new Repeater<number>(async (push, stop) => {
          const unsubscribe = ctx.live.subscribe((event) => {
            if (event.tenant !== tenant.subdomain || event.channel !== channel || event.name !== 'NotificationAdded') return;
            void push(Number(event.payload.notification_id));
          });
          await stop;
          unsubscribe();
        });
      },
      // Read with the subscriber's own token, fresh for every event.
      resolve: async (id: number, _: unknown, ctx: Context) => {
        ctx.resetLoaders();
        const notification = await upstream(() => loadNotification(ctx, id));
        if (!notification) throw createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });
        return { notification, unreadCount: await upstream(() => unreadCount(ctx)) };
      },
    },
  },
};
