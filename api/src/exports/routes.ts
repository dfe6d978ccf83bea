import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, callerOf } from '../auth/guard.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { forbidden, HttpError, notFound, unprocessable } from '../errors.ts';
import { untyped } from '../query/execute.ts';
import { parseListQuery } from '../query/parse.ts';
import { requireReadable, type Reaching } from '../query/reach.ts';
import { actorFor, routeId, type IdParams } from '../resources/actions.ts';
import type { ResourceDeclaration } from '../resources/declaration.ts';
import { createRecord } from '../resources/writer.ts';
import { attachmentHeader, columnRelations, EXPORT_TEXTS, exportFileName, parseExportColumns } from './columns.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /exports answers at once and leaves the file to the export job; GET /exports/{id}/download
 * hands the file to the user who asked for it, and to no one else.
 */
export function registerExportRoutes(app: FastifyInstance, context: AppContext, declaration: ResourceDeclaration): void {
  app.post('/exports', { config: { permission: 'exports.store' } }, async (request, reply) => {
    const body = { ...bodyFields(request.body) };
    const caller = callerOf(request);
    // The export runs with the rights of its owner: asking one for someone else would borrow theirs.
    if (body.user_id !== undefined && body.user_id !== null && body.user_id !== caller.id) throw unprocessable({ user_id: [EXPORT_TEXTS.ownOnly] });
    delete body.user_id;
    const model = typeof body.model === 'string' ? listedResource(context, body.model) : undefined;
    if (model?.module && request.tenant.modules?.[model.module] !== true) throw unprocessable({ model: [EXPORT_TEXTS.unknownModel] });
    // A user cannot export what they cannot list.
    if (model?.permissions && !authOf(request).permissions.has(model.permissions.index)) throw forbidden(model.permissions.index);
    // Nor through relations (filter or columns) to what they cannot list.
    if (model) requireReadable(authOf(request).viewer, model, context.resolve, exportReach(context, model, body));
    const data = await createRecord(actorFor(request, context), declaration, body, { include: [], append: ['status'] });
    context.exportWorker?.kick();
    reply.code(201);
    return { message: EXPORT_TEXTS.queued, data };
  });

  app.get('/exports/:id/download', { config: { permission: 'exports.show' } }, async (request, reply) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const row = await untyped(context.db)
      .selectFrom('exports')
      .select(['id', 'user_id', 'model', 'exported_at', 'file_path'])
      .where('id', '=', id)
      .where('tenant_id', '=', request.tenant.id)
      .executeTakeFirst();
    // Someone else's export does not exist for the caller.
    if (!row || row.user_id !== callerOf(request).id) throw notFound();
    if (!row.exported_at) throw new HttpError(409, { message: EXPORT_TEXTS.notReady });
    const file = row.file_path ? await context.files.open(String(row.file_path)) : null;
    if (!file) throw new HttpError(410, { message: EXPORT_TEXTS.fileGone });
    const name = exportFileName(listedResource(context, String(row.model)) ?? declaration, new Date(row.exported_at as Date));
    reply.header('content-type', XLSX).header('content-length', file.size).header('content-disposition', attachmentHeader(name)).header('cache-control', 'private, no-store');
    return reply.send(file.stream);
  });
}

/** A resource with a list route, or undefined. */
function listedResource(context: AppContext, name: string): ResourceDeclaration | undefined {
  try {
    const found = context.resolve(name);
    return found.route && found.permissions ? found : undefined;
  } catch {
    return undefined;
  }
}

/** What an export's filter and columns reach through relations; nothing when they do not parse (validation names what is wrong). */
function exportReach(context: AppContext, model: ResourceDeclaration, body: Record<string, unknown>): Reaching {
  try {
    const filter = typeof body.filter === 'object' && body.filter !== null && !Array.isArray(body.filter) ? body.filter : {};
    const relations = columnRelations(parseExportColumns(model, context.resolve, body.columns).columns);
    return parseListQuery(model, context.resolve, { builder: JSON.stringify({ ...filter, with: relations }) });
  } catch (error) {
    if (error instanceof HttpError) return {};
    throw error;
  }
}
