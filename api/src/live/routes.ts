import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf, moduleActive } from '../auth/guard.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { ROOT, scoped } from '../query/compile.ts';
import { untyped } from '../query/execute.ts';
import type { ResourceDeclaration } from '../resources/declaration.ts';
import { bodyIds } from '../resources/actions.ts';

export const liveTexts = {
  typeRequired: 'Kies een type.',
  unknownType: (type: string) => `Onbekend type: ${type}.`,
} as const;

/**
 * Who sees the same records of a type: callers without a row restriction and with the same
 * permissions see exactly the same, so they share one scope; everyone else has one of their own.
 */
export function visibilityScope(
  declaration: ResourceDeclaration,
  caller: { userId: number; restriction: string; permissions: Iterable<string> },
): { scope: string; seesAll: boolean } {
  if (caller.restriction === 'none' && !declaration.ownership?.personal) {
    const permissions = createHash('sha256').update([...caller.permissions].sort().join(',')).digest('base64url').slice(0, 16);
    return { scope: `all:${permissions}`, seesAll: true };
  }
  return { scope: `user:${caller.userId}`, seesAll: false };
}

/** The listed resource a live call is about, if the caller may list it. */
function listedType(request: FastifyRequest, context: AppContext, raw: unknown): ResourceDeclaration {
  if (typeof raw !== 'string' || raw === '') throw unprocessable({ type: [liveTexts.typeRequired] });
  let declaration: ResourceDeclaration;
  try {
    declaration = context.resolve(raw);
  } catch {
    throw unprocessable({ type: [liveTexts.unknownType(raw)] });
  }
  const index = declaration.permissions?.index;
  if (!declaration.route || !index) throw unprocessable({ type: [liveTexts.unknownType(raw)] });
  if (!moduleActive(request, declaration.module)) throw notFound();
  if (!authOf(request).permissions.has(index)) throw forbidden(index);
  return declaration;
}

/**
 * What the BFF needs to deliver record changes only to those who may see them (bff/src/live):
 * a caller's visibility scope for a type, and which of a batch of changed records the caller sees.
 */
export function registerLiveRoutes(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: { type?: string } }>('/live/scope', async (request) => {
    const declaration = listedType(request, context, request.query.type);
    const auth = authOf(request);
    const { scope, seesAll } = visibilityScope(declaration, { userId: auth.user.id, restriction: auth.viewer.restriction, permissions: auth.permissions });
    return { tenant: request.tenant.subdomain, type: declaration.name, scope, sees_all: seesAll };
  });

  // Soft-deleted rows count: a subscriber hears that a record it could see was deleted.
  app.post('/live/visible', async (request) => {
    const body = bodyFields(request.body);
    const declaration = listedType(request, context, body.type);
    const ids = bodyIds(request.body);
    const rows = (await scoped(untyped(context.db), declaration, accessFor(request, context.resolve), ROOT, declaration.softDeletes ? 'with' : 'without')
      .select(`${ROOT}.id`)
      .where(`${ROOT}.id`, 'in', ids)
      .execute()) as Array<{ id: number }>;
    return { ids: rows.map((row) => row.id).sort((a, b) => a - b) };
  });
}
