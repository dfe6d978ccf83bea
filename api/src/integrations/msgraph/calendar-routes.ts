import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { recordExists, untyped } from '../../query/execute.ts';
import { eventInputFrom, eventTexts, parseMoment } from './calendar-mapping.ts';
import { calendarEvents, calendarUser, calendarUsers, CalendarNotFound, createEvent, deleteEvent, updateEvent, userPurpose } from './calendar.ts';
import { viaGraph } from './http-errors.ts';

/** The planner's REST calls (back-office §7 Calendar): operators' Microsoft 365 calendars. */

const PERMISSION = 'planner.index';
/** The longest period one events call reads: a month view with its edge weeks. */
const MAX_RANGE_DAYS = 62;

export const calendarTexts = {
  notFound: 'Deze agenda hoort niet bij een behandelaar.',
  start: 'Vul een geldig begin van de periode in.',
  end: 'Vul een geldig einde van de periode in.',
  range: `Kies een periode van hoogstens ${MAX_RANGE_DAYS} dagen, met het einde na het begin.`,
} as const;

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {});

interface UserParams {
  id: string;
}
interface EventParams extends UserParams {
  eventId: string;
}

export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const config = { permission: PERMISSION };
  const { db, resolve } = context;

  /** The calendar's owner, checked to be one of the tenant's operators before anything is read or written. */
  const owner = (request: FastifyRequest<{ Params: UserParams }>) =>
    viaGraph(async () => {
      try {
        return await calendarUser(db, request.tenant.id, request.params.id);
      } catch (error) {
        if (error instanceof CalendarNotFound) throw new HttpError(404, { message: calendarTexts.notFound });
        throw error;
      }
    });

  /** Moves the tasks planned into an event along with it, or frees them when it is gone. */
  const followTasks = (tenantId: number, eventId: string, values: { scheduled_at: string | null; graph_event_id?: null }) =>
    untyped(db).updateTable('tasks').set({ ...values, updated_at: new Date().toISOString() }).where('tenant_id', '=', tenantId).where('graph_event_id', '=', eventId).execute();

  app.get('/msgraph/calendar/users', { config }, (request) => viaGraph(async () => ({ data: await calendarUsers(db, request.tenant.id) })));

  app.get<{ Params: UserParams }>('/msgraph/calendar/user/:id/user-purpose', { config }, async (request) => {
    const user = await owner(request);
    return { user_purpose: await viaGraph(() => userPurpose(user.id)) };
  });

  app.get<{ Params: UserParams; Querystring: { start?: string; end?: string } }>('/msgraph/calendar/user/:id/events', { config }, async (request) => {
    const start = parseMoment(request.query.start);
    const end = parseMoment(request.query.end);
    const errors: Record<string, string[]> = {};
    if (!start) errors.start = [calendarTexts.start];
    if (!end) errors.end = [calendarTexts.end];
    if (start && end && (end <= start || end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000)) errors.end = [calendarTexts.range];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const user = await owner(request);
    const answer = await viaGraph(() => calendarEvents(user.id, start!, end!));
    return { status: answer.status, access: answer.status === 200, data: answer.events };
  });

  app.post<{ Params: UserParams }>('/msgraph/calendar/user/:id/events', { config }, async (request, reply) => {
    const body = bodyOf(request);
    const { input, errors } = eventInputFrom(body, true);
    let taskId: number | null = null;
    if (body.task_id !== undefined && body.task_id !== null) {
      taskId = Number(body.task_id);
      if (!Number.isInteger(taskId) || taskId <= 0 || !(await recordExists(db, accessFor(request, resolve), resolve('tasks'), taskId, resolve))) {
        errors.task_id = [eventTexts.taskId];
      }
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const user = await owner(request);
    const event = await viaGraph(() => createEvent(user.id, input));
    if (taskId !== null) {
      await untyped(db)
        .updateTable('tasks')
        .set({ graph_event_id: event.id, scheduled_at: event.start, operator_id: user.operator_id, updated_at: new Date().toISOString() })
        .where('tenant_id', '=', request.tenant.id)
        .where('id', '=', taskId)
        .execute();
    }
    reply.code(201);
    return { ...event, task_id: taskId };
  });

  app.patch<{ Params: EventParams }>('/msgraph/calendar/user/:id/events/:eventId', { config }, async (request) => {
    const { input, errors } = eventInputFrom(bodyOf(request), false);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const user = await owner(request);
    const event = await viaGraph(() => updateEvent(user.id, request.params.eventId, input));
    if (input.start) await followTasks(request.tenant.id, event.id, { scheduled_at: event.start });
    return event;
  });

  app.delete<{ Params: EventParams }>('/msgraph/calendar/user/:id/events/:eventId', { config }, async (request, reply) => {
    const user = await owner(request);
    await viaGraph(() => deleteEvent(user.id, request.params.eventId));
    await followTasks(request.tenant.id, request.params.eventId, { scheduled_at: null, graph_event_id: null });
    return reply.code(204).send();
  });
}
