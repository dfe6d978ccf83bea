import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf, callerOf, requireModule } from '../auth/guard.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { forbidden, HttpError, notFound, unprocessable } from '../errors.ts';
import { countRecords } from '../query/execute.ts';
import { parseListQuery } from '../query/parse.ts';
import { declarations } from './registry.ts';

const MAX_BUILDERS = 50;

export const presetCountTexts = {
  builders: 'builders verwacht een lijst met id en builder.',
  tooMany: `Maximaal ${MAX_BUILDERS} builders per keer.`,
} as const;

interface Entry {
  id: unknown;
  builder?: string;
  s?: unknown;
}

function entriesOf(request: FastifyRequest): Entry[] {
  let raw: unknown = request.method === 'GET' ? (request.query as Record<string, unknown>).builders : bodyFields(request.body).builders;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = undefined;
    }
  }
  if (!Array.isArray(raw)) throw unprocessable({ builders: [presetCountTexts.builders] });
  if (raw.length > MAX_BUILDERS) throw unprocessable({ builders: [presetCountTexts.tooMany] });
  return raw.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw unprocessable({ builders: [presetCountTexts.builders] });
    const { id, builder, s } = item as Record<string, unknown>;
    return { id, s, builder: builder === undefined || builder === null ? undefined : typeof builder === 'string' ? builder : JSON.stringify(builder) };
  });
}

/**
 * GET or POST /presets-result-count/{type}: the number of rows each quick filter would list, with
 * the same validation, permission ({type}.index) and role limits as the list itself.
 */
export function registerPresetCountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.route<{ Params: { type: string } }>({
    method: ['GET', 'POST'],
    url: '/presets-result-count/:type',
    handler: async (request) => {
      const declaration = declarations.find((candidate) => candidate.name === request.params.type && candidate.route);
      if (!declaration?.permissions) throw notFound();
      requireModule(request, declaration.module);
      if (!authOf(request).permissions.has(declaration.permissions.index)) throw forbidden(declaration.permissions.index);
      const access = accessFor(request, resolve);
      const answers: Array<{ id: unknown; count: number }> = [];
      for (const [index, entry] of entriesOf(request).entries()) {
        try {
          const query = parseListQuery(declaration, resolve, { builder: entry.builder, s: entry.s });
          await declaration.beforeList?.({ db, tenantId: request.tenant.id, resolve, user: callerOf(request) }, query);
          answers.push({ id: entry.id, count: await countRecords(db, access, declaration, resolve, query) });
        } catch (error) {
          // A refused builder names its place in the list; a missing parent makes that count 0.
          if (error instanceof HttpError && error.statusCode === 404) answers.push({ id: entry.id, count: 0 });
          else if (error instanceof HttpError && error.statusCode === 422) {
            const errors = (error.body.errors ?? {}) as Record<string, string[]>;
            throw unprocessable(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`builders.${index}.${key}`, messages])));
          } else throw error;
        }
      }
      return answers;
    },
  });
}
