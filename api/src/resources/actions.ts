import type { FastifyRequest } from 'fastify';
import { accessFor, authOf, callerOf } from '../auth/guard.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { notFound, unprocessable } from '../errors.ts';
import { parseId } from '../query/execute.ts';
import { writeTexts, type Actor } from './writer.ts';

/** Helpers for routes that act as the caller: the generic ones and a declaration's registerRoutes. */
export { accessFor };

/** The caller as the writer needs it: tenant, user, role scope and permissions. */
export function actorFor(request: FastifyRequest, context: AppContext): Actor {
  const auth = authOf(request);
  return {
    db: context.db,
    tenantId: request.tenant.id,
    resolve: context.resolve,
    user: callerOf(request),
    viewer: auth.viewer,
    permissions: auth.permissions,
  };
}

export interface IdParams {
  Params: { id: string };
  Querystring: { load?: unknown; append?: unknown; loadCount?: unknown };
}

export function routeId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const id = parseId(request.params.id);
  if (id === null) throw notFound();
  return id;
}

/** `ids` of a bulk action: a non-empty list of record ids. */
export function bodyIds(body: unknown): number[] {
  const raw = bodyFields(body).ids;
  const ids = Array.isArray(raw) ? raw.map((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value)) : [];
  if (ids.length === 0 || ids.length > 1000 || !ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2147483647)) {
    throw unprocessable({ ids: [writeTexts.noIds] });
  }
  return [...new Set(ids as number[])];
}

