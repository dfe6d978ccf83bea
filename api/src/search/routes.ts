import type { FastifyInstance } from 'fastify';
import { accessFor, moduleActive } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { globalSearch, parseSearchInput } from './global.ts';

/** GET /search?q=&per_kind=: the top bar's search over every kind the caller may read; any signed-in user. */
export function registerSearchRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.get('/search', async (request) => {
    const input = parseSearchInput(request.query as { q?: unknown; per_kind?: unknown });
    return globalSearch(db, accessFor(request, resolve), resolve, (module) => moduleActive(request, module), input);
  });
}
