import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_EXPORTED } from '../../api/src/resources/core/time-registrations.ts';
import { TIME_RULE_TEXTS } from '../../api/src/resources/core/time-rules.ts';
import { expectInvalid, expectStatus, list, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
let activityId: number;
let ticketId: number;
let client: string;

// Midnight of 20 November 2026 in Amsterdam (UTC+1).
const MIDNIGHT = '2026-11-19T23:00:00Z';

beforeAll(async () => {
  world = await startCoreWorld();
  client = await world.server.login('klant@demo.nl', { contact: true });
  activityId = (await list(world, 'activities', { where: [['price', '>', 0]] })).data[0].id;
  ticketId = (await send(world, 'POST', '/tickets', { description: 'Tijdregels', company_id: 1 })).body.data.id;
});

afterAll(async () => {
  await world?.server.close();
});

const valid = () => ({ morphable_type: 'tickets', morphable_id: ticketId, description: 'Werkplek ingericht', time_spent: 30, executed_at: '2026-11-20T09:00:00+01:00', activity_id: activityId });
const create = (fields: Record<string, unknown>, token = world.token) => send(world, 'POST', '/time-registrations', { ...valid(), ...fields }, token);
const update = (id: number, fields: Record<string, unknown>) => send(world, 'PUT', `/time-registrations/${id}`, fields);
const without = (name: string) => Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== name));

async function created(fields: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await create(fields);
  expectStatus(answer, 201);
  return answer.body.data;
}

async function projectLine(invoiceType: number, invoiced = false): Promise<number> {
  const row = await world.db
    .selectFrom('project_lines')
    .select('id')
    .where('tenant_id', '=', world.demoId)
    .where('invoice_type', '=', invoiceType)
    .where('invoice_id', invoiced ? 'is not' : 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (row) return row.id;
  // Not every seed has every kind of line: a line of the first phase is made into one.
  const phase = await world.db.selectFrom('project_phases').select('id').where('tenant_id', '=', world.demoId).orderBy('id').executeTakeFirstOrThrow();
  const invoice = invoiced ? await world.db.selectFrom('invoices').select('id').where('tenant_id', '=', world.demoId).orderBy('id').executeTakeFirstOrThrow() : null;
  const inserted = await world.db
    .insertInto('project_lines')
    .values({ tenant_id: world.demoId, project_phase_id: phase.id, description: 'Uren', invoice_type: invoiceType, invoice_id: invoice?.id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const onLine = (lineId: number, fields: Record<string, unknown> = {}) =>
  create({ morphable_type: 'project-lines', morphable_id: lineId, activity_id: undefined, ...fields });

describe('time spent', () => {
  it('is a whole number of minutes from 1 to 1440', async () => {
    expectInvalid(await create({ time_spent: 0 }), 'time_spent', 'Bestede tijd moet minimaal 1 zijn.');
    expectInvalid(await create({ time_spent: -15 }), 'time_spent', 'Bestede tijd moet minimaal 1 zijn.');
    expectInvalid(await create({ time_spent: 1.5 }), 'time_spent', 'Bestede tijd moet een geheel getal zijn.');
    expectInvalid(await create({ time_spent: '1,5u' }), 'time_spent', 'Bestede tijd moet een geheel getal zijn.');
    expectInvalid(await create({ time_spent: 1441, executed_at: MIDNIGHT }), 'time_spent', TIME_RULE_TEXTS.tooMuch);
    expectInvalid(await create({ time_spent: 100000 }), 'time_spent', 'Er kan maximaal 24 uur in een dag geregistreerd worden.');
    expectInvalid(await send(world, 'POST', '/time-registrations', without('time_spent')), 'time_spent', 'Bestede tijd is verplicht.');
    expect((await created({ time_spent: 1 })).time_spent_rounded).toBe(5);
    const day = await created({ time_spent: 1440, executed_at: MIDNIGHT });
    expect(day).toMatchObject({ time_spent: 1440, date: '2026-11-20', start_time: '00:00', end_time: '00:00' });
    expectInvalid(await update(day.id, { time_spent: 1441 }), 'time_spent', TIME_RULE_TEXTS.tooMuch);
    expectInvalid(await update(day.id, { time_spent: 0 }), 'time_spent', 'Bestede tijd moet minimaal 1 zijn.');
  });
});

describe('the day of a registration', () => {
  it('may end at midnight but not run past it', async () => {
    const late = '2026-11-20T23:30:00+01:00';
    expect(await created({ executed_at: late, time_spent: 30 })).toMatchObject({ start_time: '23:30', end_time: '00:00' });
    expectInvalid(await create({ executed_at: late, time_spent: 31 }), 'executed_at', TIME_RULE_TEXTS.sameDay);
    expectInvalid(await create({ executed_at: '2026-11-20T00:05:00+01:00', time_spent: 1440 }), 'executed_at', TIME_RULE_TEXTS.sameDay);
    // UTC midnight is no boundary: 00:30 to 01:30 in Amsterdam.
    expectStatus(await create({ executed_at: '2026-11-19T23:30:00Z', time_spent: 60 }), 201);
  });

  it('is checked on the resulting record when an update sends only some fields', async () => {
    const registration = await created({ executed_at: '2026-11-20T23:00:00+01:00', time_spent: 30 });
    expectInvalid(await update(registration.id, { time_spent: 61 }), 'executed_at', TIME_RULE_TEXTS.sameDay);
    expectInvalid(await update(registration.id, { executed_at: '2026-11-20T23:45:00+01:00' }), 'executed_at', TIME_RULE_TEXTS.sameDay);
    expectStatus(await update(registration.id, { time_spent: 60 }), 200);
    expectStatus(await update(registration.id, { description: 'Alleen de omschrijving' }), 200);
  });

  it('needs a start', async () => {
    expectInvalid(await send(world, 'POST', '/time-registrations', without('executed_at')), 'executed_at', 'Datum is verplicht.');
    expectInvalid(await create({ executed_at: 'gisteren' }), 'executed_at', 'Datum is geen geldig tijdstip.');
    expectInvalid(await create({ executed_at: '2026-02-30T10:00:00Z' }), 'executed_at', 'Datum is geen geldig tijdstip.');
  });
});

describe('description', () => {
  it('is required and at most 191 characters', async () => {
    expectInvalid(await send(world, 'POST', '/time-registrations', without('description')), 'description', 'Beschrijving is verplicht.');
    expectInvalid(await create({ description: '   ' }), 'description', 'Beschrijving is verplicht.');
    expect((await created({ description: 'x'.repeat(191) })).description).toHaveLength(191);
    expectInvalid(await create({ description: 'x'.repeat(192) }), 'description', 'Beschrijving mag maximaal 191 tekens bevatten.');
    const registration = await created();
    expectInvalid(await update(registration.id, { description: 'y'.repeat(192) }), 'description', 'Beschrijving mag maximaal 191 tekens bevatten.');
    expectInvalid(await update(registration.id, { description: null }), 'description', 'Beschrijving is verplicht.');
  });
});

describe('activity, actor and ticket', () => {
  it('needs an activity on a ticket, also when an update clears it or moves the line to a ticket', async () => {
    expectInvalid(await create({ activity_id: null }), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    const registration = await created();
    expectInvalid(await update(registration.id, { activity_id: null }), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    const lineRegistration = await onLine(await projectLine(3));
    expectStatus(lineRegistration, 201);
    expectInvalid(await update(lineRegistration.body.data.id, { morphable_type: 'tickets', morphable_id: ticketId }), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    expectStatus(await update(lineRegistration.body.data.id, { morphable_type: 'tickets', morphable_id: ticketId, activity_id: activityId }), 200);
  });

  it('is booked by an operator', async () => {
    const contact = (await world.db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow()).id;
    expectInvalid(await create({ actor_id: contact }), 'actor_id', 'Behandelaar bestaat niet.');
    // Even a contact person allowed to write time cannot book it: none of its fields is theirs to fill.
    const roles = await world.db.selectFrom('user_role').select('role_id').where('user_id', '=', contact).execute();
    const permission = await world.db.selectFrom('permissions').select('id').where('name', '=', 'time-registrations.store').executeTakeFirstOrThrow();
    const own = (await world.server.get(`/tickets?builder=${encodeURIComponent(JSON.stringify({ paginate: 1, whereNull: ['archived_at'] }))}`, { token: client })).body.data[0];
    await world.db.insertInto('role_permission').values(roles.map((role) => ({ role_id: role.role_id, permission_id: permission.id }))).execute();
    try {
      expectInvalid(await create({ morphable_id: own.id }, client), 'time_spent', 'Een contactpersoon mag Bestede tijd niet invullen.');
    } finally {
      await world.db.deleteFrom('role_permission').where('role_id', 'in', roles.map((role) => role.role_id)).where('permission_id', '=', permission.id).execute();
    }
  });

  it('refuses an archived ticket', async () => {
    const archived = (await send(world, 'POST', '/tickets', { description: 'Weg' })).body.data.id;
    expectStatus(await send(world, 'POST', `/tickets/${archived}/archive`), 200);
    expectInvalid(await create({ morphable_id: archived }), 'morphable_id', 'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.');
  });
});

describe('project lines', () => {
  it('take time only when their invoice type is an hour type and they are not invoiced', async () => {
    expectStatus(await onLine(await projectLine(2)), 201);
    expectStatus(await onLine(await projectLine(3)), 201);
    expectInvalid(await onLine(await projectLine(1)), 'morphable_id', TIME_RULE_TEXTS.lineNotForTime);
    expectInvalid(await onLine(await projectLine(4)), 'morphable_id', TIME_RULE_TEXTS.lineNotForTime);
    expectInvalid(await onLine(await projectLine(3, true)), 'morphable_id', TIME_RULE_TEXTS.lineInvoiced);

    // Once the line is invoiced its time stays as it was.
    const lineId = await projectLine(2);
    const registration = (await onLine(lineId)).body.data;
    const invoice = await world.db.selectFrom('invoices').select('id').where('tenant_id', '=', world.demoId).orderBy('id').executeTakeFirstOrThrow();
    await world.db.updateTable('project_lines').set({ invoice_id: invoice.id }).where('id', '=', lineId).execute();
    try {
      expectInvalid(await update(registration.id, { time_spent: 45 }), 'morphable_id', TIME_RULE_TEXTS.lineInvoiced);
    } finally {
      await world.db.updateTable('project_lines').set({ invoice_id: null }).where('id', '=', lineId).execute();
    }
  });
});

describe('exported lines', () => {
  it('cannot be changed or deleted', async () => {
    const registration = await created();
    const invoice = await world.db.selectFrom('invoices').select('id').where('tenant_id', '=', world.demoId).where('exported_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await world.db.updateTable('time_registrations').set({ invoice_id: invoice.id }).where('id', '=', registration.id).execute();
    expectInvalid(await update(registration.id, { description: 'Later aangepast' }), 'invoice_id', TIME_RULE_TEXTS.exported);
    expectInvalid(await send(world, 'DELETE', `/time-registrations/${registration.id}`), 'id', TIME_EXPORTED);
  });
});

describe('time written with a message', () => {
  const note = (extra: Record<string, unknown>) =>
    world.server.post('/messages', { token: world.token, body: { morphable_type: 'tickets', morphable_id: ticketId, action: 'note', message: '<p>Gedaan</p>', activity_id: activityId, description: 'Notitie met tijd', ...extra } });

  it('obeys the same rules as a registration', async () => {
    expectInvalid(await note({ time_spent: 1441 }), 'time_spent', TIME_RULE_TEXTS.tooMuch);
    expectInvalid(await note({ time_spent: 30, description: 'x'.repeat(192) }), 'description', 'Beschrijving mag maximaal 191 tekens bevatten.');
    expectInvalid(await note({ time_spent: 30, activity_id: null }), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    expect((await note({ time_spent: -5 })).status).toBe(422);
    expect((await note({ time_spent: 1.5 })).status).toBe(422);

    const ok = await note({ time_spent: 1440, description: 'x'.repeat(191) });
    expectStatus(ok, 201);
    const booked = await world.db.selectFrom('time_registrations').selectAll().where('ticket_id', '=', ticketId).where('time_spent', '=', 1440).where('description', '=', 'x'.repeat(191)).executeTakeFirstOrThrow();
    // A whole day written now starts at the start of today, never yesterday.
    const registration = (await world.server.get(`/time-registrations/${booked.id}`, { token: world.token })).body.data;
    expect(registration.start_time).toBe('00:00');
  });
});
