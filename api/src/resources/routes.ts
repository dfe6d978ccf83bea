import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { accessFor, callerOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { findRecord, listRecords } from '../query/execute.ts';
import { parseFindQuery, parseListQuery } from '../query/parse.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { registerMessageRoutes } from '../messages/routes.ts';
import { registerInvoiceDocumentRoutes } from '../documents/invoice-routes.ts';
import { registerQuoteDocumentRoutes } from '../documents/quote-routes.ts';
import { registerPhoneRoutes } from './phone.ts';
import { registerCockpitSetupRoutes } from './core/cockpit-setup.ts';
import { registerPresetCountRoutes } from './preset-counts.ts';
import { registerStatsRoutes } from './stats.ts';
import { registerSlaReportRoutes } from './sla-report-routes.ts';
import { registerTicketActionRoutes } from './ticket-actions.ts';
import { declarations } from './registry.ts';
import { actorFor, bodyIds, routeId, type IdParams } from './actions.ts';
import { changeState, createRecord, deleteRecord, reorderRecords, updateRecord, writeTexts } from './writer.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The generic routes of one declaration; paths a module already registered itself are left to it. */
function registerGenericRoutes(app: FastifyInstance, context: AppContext, declaration: ResourceDeclaration): void {
  const { route, permissions } = declaration;
  if (!route || !permissions) return;
  const { db, resolve } = context;
  const module = declaration.module;
  const plural = capitalized(declaration.label?.plural ?? route);
  const add = (method: HTTPMethods, url: string, permission: string | undefined, handler: RouteHandlerMethod) => {
    if (app.hasRoute({ method, url })) return;
    app.route({ method, url, config: { permission, module }, handler });
  };
  const find = (request: FastifyRequest) => parseFindQuery(declaration, resolve, request.query as IdParams['Querystring']);

  add('GET', `/${route}`, permissions.index, async (request) => {
    const query = parseListQuery(declaration, resolve, request.query as never);
    const access = accessFor(request, resolve);
    await declaration.beforeList?.({ db, tenantId: request.tenant.id, resolve, user: callerOf(request) }, query);
    return listRecords(db, access, declaration, resolve, query);
  });

  add('GET', `/${route}/:id`, permissions.show, async (request) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const record = await findRecord(db, accessFor(request, resolve), declaration, resolve, id, find(request));
    if (!record) throw notFound();
    await declaration.afterShow?.({ db, tenantId: request.tenant.id, resolve, user: callerOf(request) }, record);
    return { data: record };
  });

  // Write permissions are checked by the writer: some depend on the record (a personal table preset).
  if (permissions.store) {
    add('POST', `/${route}`, undefined, async (request, reply) => {
      const data = await createRecord(actorFor(request, context), declaration, request.body, find(request));
      reply.code(201);
      return { data };
    });
  }
  if (permissions.update) {
    add('PUT', `/${route}/:id`, undefined, async (request) => ({
      data: await updateRecord(actorFor(request, context), declaration, routeId(request as FastifyRequest<IdParams>), request.body, find(request)),
    }));
    if (declaration.orderColumn) {
      add('PUT', `/${route}/:id/update-order`, undefined, async (request) => ({
        message: writeTexts.reordered,
        data: await reorderRecords(actorFor(request, context), declaration, routeId(request as FastifyRequest<IdParams>), request.body),
      }));
    }
  }
  if (permissions.destroy) {
    add('DELETE', `/${route}/:id`, undefined, async (request) => {
      await deleteRecord(actorFor(request, context), declaration, routeId(request as FastifyRequest<IdParams>));
      return { message: writeTexts.deleted };
    });
  }
  if (declaration.archivable && permissions.archive) {
    add('POST', `/${route}/:id/archive`, undefined, async (request) => {
      const [data] = await changeState(actorFor(request, context), declaration, [routeId(request as FastifyRequest<IdParams>)], 'archive', find(request));
      return { data };
    });
    add('POST', `/${route}/archive`, undefined, async (request) => ({
      message: writeTexts.archived(plural),
      data: await changeState(actorFor(request, context), declaration, bodyIds(request.body), 'archive'),
    }));
  }
  if ((declaration.archivable && permissions.archive) || (declaration.softDeletes && (permissions.restore ?? permissions.destroy))) {
    add('POST', `/${route}/:id/restore`, undefined, async (request) => {
      const [data] = await changeState(actorFor(request, context), declaration, [routeId(request as FastifyRequest<IdParams>)], 'restore', find(request));
      return { data };
    });
    add('POST', `/${route}/restore`, undefined, async (request) => ({
      message: writeTexts.restored(plural),
      data: await changeState(actorFor(request, context), declaration, bodyIds(request.body), 'restore'),
    }));
  }
}

export function registerResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerMessageRoutes(app, context);
  registerQuoteDocumentRoutes(app, context);
  registerInvoiceDocumentRoutes(app, context);
  registerPresetCountRoutes(app, context);
  registerCockpitSetupRoutes(app, context);
  registerPhoneRoutes(app, context);
  registerSlaReportRoutes(app, context);
  registerStatsRoutes(app, context);
  registerTicketActionRoutes(app, context);
  for (const declaration of declarations) declaration.registerRoutes?.(app, context);
  for (const declaration of declarations) registerGenericRoutes(app, context, declaration);
}
