import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Context } from '../schema/context.ts';
import { fromGlobalId, toGlobalId } from '../schema/ids.ts';
import { UpstreamError, toGraphQLError } from '../upstream/errors.ts';
import { recordHub, type RecordChange, type RecordInterest } from './record-hub.ts';

/** The records on a ticket screen besides the ticket itself: they point at it. */
export const TICKET_PARTS = ['messages', 'used-products', 'tasks', 'time-registrations'];

const notFound = () => createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The caller's tenant and visibility scope of a type; refused types (no permission, unknown) are errors. */
export async function scopeOf(ctx: Context, type: string): Promise<{ tenant: string; scope: string; seesAll: boolean }> {
  const answer = await upstream(() =>
    ctx.client.request<{ tenant: string; scope: string; sees_all: boolean }>('GET', `/live/scope?type=${encodeURIComponent(type)}`),
  );
  return { tenant: answer.tenant, scope: answer.scope, seesAll: answer.sees_all };
}

/** The record a global (or plain) id names, if the caller can see it; its REST resource and id. */
async function visibleRecord(ctx: Context, globalId: string, expectedResource?: string): Promise<[string, number]> {
  const expectedType = expectedResource ? ctx.model.byResource.get(expectedResource)?.typeName : undefined;
  const { type, id } = fromGlobalId(globalId, expectedType);
  const resource = expectedResource ?? ctx.model.byType.get(type)?.resource;
  if (!resource) throw notFound();
  const row = await upstream(() => ctx.loaders.get(resource).load(id));
  if (!row) throw notFound();
  return [resource, id];
}

type Wish = Pick<RecordInterest, 'type' | 'id' | 'parent'>;

/** A stream of the changes that match any of the wishes and that the subscriber may see. */
async function changeStream(ctx: Context, wishes: Wish[], optional = false): Promise<Repeater<RecordChange>> {
  const scopes = await Promise.all(
    wishes.map((wish) =>
      scopeOf(ctx, wish.type).catch((error: unknown) => {
        // Parts of a ticket the caller may not list (no time registrations) are simply not heard.
        const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
        if (optional && (code === 'FORBIDDEN' || code === 'NOT_FOUND')) return null;
        throw error;
      }),
    ),
  );
  const interests = wishes.flatMap((wish, index) => {
    const scope = scopes[index];
    return scope ? [{ ...wish, ...scope, client: ctx.client }] : [];
  });
  const hub = recordHub(ctx.live);
  return new Repeater<RecordChange>(async (push, stop) => {
    const removals = interests.map((interest) => hub.add({ ...interest, deliver: (change) => void push(change) }));
    await stop;
    for (const remove of removals) remove();
  });
}

const KIND_ENUM: Record<RecordChange['kind'], string> = {
  created: 'CREATED',
  updated: 'UPDATED',
  deleted: 'DELETED',
  archived: 'ARCHIVED',
  restored: 'RESTORED',
};

export const recordChangeResolvers = {
  RecordChange: {
    type: (change: RecordChange) => change.type,
    databaseId: (change: RecordChange) => change.id,
    id: (change: RecordChange, _: unknown, ctx: Context) => toGlobalId(ctx.model.byResource.get(change.type)?.typeName ?? change.type, change.id),
    kind: (change: RecordChange) => KIND_ENUM[change.kind],
    actorDatabaseId: (change: RecordChange) => change.actorId,
    // Loaded only when asked for: a subscriber that just refetches costs no extra call.
    record: async (change: RecordChange, _: unknown, ctx: Context) => {
      if (change.kind === 'deleted' || !ctx.model.byResource.has(change.type)) return null;
      ctx.resetLoaders();
      try {
        return await ctx.loaders.get(change.type).load(change.id);
      } catch (error) {
        if (error instanceof UpstreamError && (error.status === 404 || error.status === 403)) return null;
        throw toGraphQLError(error);
      }
    },
  },
  Subscription: {
    recordChanged: {
      subscribe: async (_: unknown, args: { type: string; id?: string | null; parentId?: string | null }, ctx: Context) => {
        const wish: Wish = { type: args.type };
        if (args.id) wish.id = (await visibleRecord(ctx, args.id, args.type))[1];
        if (args.parentId) wish.parent = await visibleRecord(ctx, args.parentId);
        return changeStream(ctx, [wish]);
      },
      resolve: (change: RecordChange) => change,
    },
    ticketChanged: {
      subscribe: async (_: unknown, args: { ticketId: string }, ctx: Context) => {
        const [, id] = await visibleRecord(ctx, args.ticketId, 'tickets');
        return changeStream(ctx, [{ type: 'tickets', id }, ...TICKET_PARTS.map((type) => ({ type, parent: ['tickets', id] as [string, number] }))], true);
      },
      resolve: (change: RecordChange) => change,
    },
  },
};
