import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { RECURRENCE_INTERVAL, RECURRENCE_INVALID } from '../../api/src/resources/core/recurrence.ts';
import { CATCH_UP_LIMIT } from '../../api/src/scheduler/recurring-tickets.ts';
import { POSTGRES_SERVER, startApi, type RunningApi } from '../support/api.ts';

const DAY = 86_400_000;

interface Running {
  server: RunningApi;
  token: string;
  db: Kysely<any>;
}

async function start(options: Parameters<typeof startApi>[0] = {}): Promise<Running> {
  const server = await startApi({ ticketScheduler: false, ...options });
  return { server, token: await server.login('admin@demo.nl'), db: server.api.db as unknown as Kysely<any> };
}

/** A rule starting today at this moment's clock time (UTC), so its first run is exactly one period away. */
function ruleFromNow(rule: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  return `DTSTART:${stamp}Z\nRRULE:${rule}`;
}

async function createTemplate(running: Running, rrule: string | null, extra: Record<string, unknown> = {}) {
  const answer = await running.server.post('/ticket-templates', { token: running.token, body: { name: `Controle ${randomBytes(3).toString('hex')}`, description: 'Back-ups controleren', rrule, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}

async function ticketsOf(db: Kysely<any>, templateId: number) {
  return db.selectFrom('tickets').selectAll().where('template_id', '=', templateId).where('is_template', '=', false).orderBy('created_at').execute();
}

async function templateRow(db: Kysely<any>, id: number) {
  return db.selectFrom('tickets').select(['next_run_at', 'last_run_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('recurring ticket templates on PGlite', () => {
  let running: Running;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.server.close();
  });

  it('validate the rule and plan the first run', async () => {
    const post = (rrule: string) => running.server.post('/ticket-templates', { token: running.token, body: { name: 'Herhaling', description: 'x', rrule } });
    for (const [rrule, message] of [
      ['FREQ=DAILY;INTERVAL=100', RECURRENCE_INTERVAL],
      ['FREQ=WEEKLY;INTERVAL=54', RECURRENCE_INTERVAL],
      ['FREQ=MONTHLY;INTERVAL=13', RECURRENCE_INTERVAL],
      ['FREQ=YEARLY', RECURRENCE_INVALID],
      ['FREQ=MONTHLY;BYDAY=9MO', RECURRENCE_INVALID],
    ]) {
      const answer = await post(rrule);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.rrule).toEqual([message]);
    }
    const before = Date.now();
    const template = await createTemplate(running, ruleFromNow('FREQ=WEEKLY;INTERVAL=2'));
    const next = new Date(template.next_run_at).getTime();
    expect(next - before).toBeGreaterThan(14 * DAY - 60_000);
    expect(next - before).toBeLessThanOrEqual(14 * DAY);
    expect(template.last_run_at).toBeNull();

    const monthly = await running.server.put(`/ticket-templates/${template.id}`, { token: running.token, body: { rrule: ruleFromNow('FREQ=MONTHLY') } });
    expect(new Date(monthly.body.data.next_run_at).getTime() - before).toBeGreaterThan(27 * DAY);
    const stopped = await running.server.put(`/ticket-templates/${template.id}`, { token: running.token, body: { rrule: null } });
    expect(stopped.body.data).toMatchObject({ rrule: null, next_run_at: null });
  });

  it('create each missed occurrence exactly once when two ticks run at the same time', async () => {
    const category = (await running.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const template = await createTemplate(running, ruleFromNow('FREQ=WEEKLY'), { relationships: { categories: [category] } });
    for (const [order, task] of ['Logboek nalopen', 'Herstel testen'].entries()) {
      const answer = await running.server.post('/tasks', { token: running.token, body: { morphable_type: 'tickets', morphable_id: template.id, task, order, estimated_time: '00:15' } });
      expect(answer.status).toBe(201);
    }
    // Three weeks without a running scheduler.
    const later = new Date(Date.now() + 21 * DAY + 1000);
    const [one, two] = await Promise.all([running.server.api.recurringTickets.tick(later), running.server.api.recurringTickets.tick(later)]);
    const tickets = await ticketsOf(running.db, template.id);
    expect(tickets).toHaveLength(3);
    // Other due templates (the demo's own) may run in the same ticks; none twice.
    const created = [...one.created, ...two.created];
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual(expect.arrayContaining(tickets.map((ticket) => ticket.id)));
    const planned = new Date(template.next_run_at).getTime();
    expect(tickets.map((ticket) => new Date(ticket.created_at).getTime())).toEqual([planned, planned + 7 * DAY, planned + 14 * DAY]);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({ description: 'Back-ups controleren', is_template: false, archived_at: null });
      expect(ticket.reference).toMatch(/^T-\d{4}-\d{5}$/);
      const tasks = await running.db.selectFrom('tasks').select(['task', 'estimated_time', 'executed_at']).where('ticket_id', '=', ticket.id).orderBy('order').execute();
      expect(tasks).toEqual([
        { task: 'Logboek nalopen', estimated_time: '00:15', executed_at: null },
        { task: 'Herstel testen', estimated_time: '00:15', executed_at: null },
      ]);
      const categories = await running.db.selectFrom('category_ticket').select('category_id').where('ticket_id', '=', ticket.id).execute();
      expect(categories).toEqual([{ category_id: category }]);
    }
    const row = await templateRow(running.db, template.id);
    expect(new Date(row.next_run_at).getTime()).toBe(planned + 21 * DAY);
    expect(new Date(row.last_run_at).getTime()).toBe(later.getTime());

    // Nothing is due any more at that moment.
    expect((await running.server.api.recurringTickets.tick(later)).created).toEqual([]);
    const listed = await running.server.get(`/tickets?builder=${encodeURIComponent(JSON.stringify({ where: [['template_id', '=', template.id]] }))}`, { token: running.token });
    expect(listed.body.total).toBe(3);
  });

  it(`catch up at most ${CATCH_UP_LIMIT} occurrences after a long downtime: the most recent ones`, async () => {
    const template = await createTemplate(running, ruleFromNow('FREQ=DAILY'));
    const later = new Date(Date.now() + 30 * DAY + 1000);
    await running.server.api.recurringTickets.tick(later);
    const tickets = await ticketsOf(running.db, template.id);
    expect(tickets).toHaveLength(CATCH_UP_LIMIT);
    const planned = new Date(template.next_run_at).getTime();
    expect(new Date(tickets[0].created_at).getTime()).toBe(planned + (30 - CATCH_UP_LIMIT) * DAY);
    expect(new Date(tickets.at(-1)!.created_at).getTime()).toBe(planned + 29 * DAY);
  });

  it('stop after the last occurrence of a rule with COUNT and leave templates that are not due alone', async () => {
    const counted = await createTemplate(running, ruleFromNow('FREQ=DAILY;COUNT=3'));
    const notDue = await createTemplate(running, ruleFromNow('FREQ=MONTHLY'));
    const plain = await createTemplate(running, null);
    const later = new Date(Date.now() + 10 * DAY);
    await running.server.api.recurringTickets.tick(later);
    // The start itself is the first occurrence, already past at creation: two remain.
    expect(await ticketsOf(running.db, counted.id)).toHaveLength(2);
    expect(await templateRow(running.db, counted.id)).toMatchObject({ next_run_at: null });
    expect((await templateRow(running.db, counted.id)).last_run_at).not.toBeNull();
    expect(await ticketsOf(running.db, notDue.id)).toHaveLength(0);
    expect(await ticketsOf(running.db, plain.id)).toHaveLength(0);
    await running.server.api.recurringTickets.tick(new Date(Date.now() + 40 * DAY));
    expect(await ticketsOf(running.db, counted.id)).toHaveLength(2);
  });
});

describe('recurring ticket templates with two replicas on one PostgreSQL database', () => {
  const database = `balie_sched_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let running: Running | undefined;
  let twin: Api | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    running = await start({ databaseUrl });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false });
  });

  afterAll(async () => {
    await running?.server.close();
    await twin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('create every occurrence of every due template exactly once', async () => {
    const templates = [];
    for (let index = 0; index < 6; index++) templates.push(await createTemplate(running!, ruleFromNow(index % 2 === 0 ? 'FREQ=DAILY;INTERVAL=2' : 'FREQ=WEEKLY')));
    const later = new Date(Date.now() + 14 * DAY + 1000);
    const results = await Promise.all([
      running!.server.api.recurringTickets.tick(later),
      twin!.recurringTickets.tick(later),
      running!.server.api.recurringTickets.tick(later),
      twin!.recurringTickets.tick(later),
    ]);
    const created = results.flatMap((result) => result.created);
    expect(new Set(created).size).toBe(created.length);
    for (const [index, template] of templates.entries()) {
      const tickets = await ticketsOf(running!.db, template.id);
      expect(tickets).toHaveLength(index % 2 === 0 ? 7 : 2);
      const moments = tickets.map((ticket) => new Date(ticket.created_at).getTime());
      expect(new Set(moments).size).toBe(moments.length);
    }
    const ours = await running!.db.selectFrom('tickets').select('id').where('template_id', 'in', templates.map((template) => template.id)).execute();
    expect(ours).toHaveLength(3 * 7 + 3 * 2);
    expect(created).toEqual(expect.arrayContaining(ours.map((row) => row.id)));
  });
});
