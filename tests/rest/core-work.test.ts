import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReads, expectInvalid, expectStatus, list, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
const get = () => world;

beforeAll(async () => {
  world = await startCoreWorld();
});

afterAll(async () => {
  await world?.server.close();
});

describeReads(get, {
  route: 'time-registrations',
  table: 'time_registrations',
  perPage: 15,
  defaultOrder: [['executed_at', 'desc']],
  filter: 'actor_id',
  sort: 'time_spent',
  embed: [['actor', 'actor_id'], ['activity', 'activity_id'], ['ticket', 'ticket_id'], 'morphable'],
  minimum: 300,
});
describeReads(get, {
  route: 'used-products',
  table: 'used_products',
  perPage: 15,
  defaultOrder: [['created_at', 'desc']],
  filter: 'product_code',
  sort: 'description',
  embed: [['ticket', 'ticket_id'], ['actor', 'actor_id'], 'morphable'],
  minimum: 40,
});
describeReads(get, {
  route: 'tasks',
  table: 'tasks',
  perPage: 15,
  defaultOrder: [['executed_at', 'asc']],
  filter: 'operator_id',
  sort: 'task',
  embed: [['operator', 'operator_id'], ['completed_by_user', 'completed_by'], ['ticket', 'ticket_id'], 'morphable'],
  embedWhere: [['morphable_type', '=', 'tickets']],
  minimum: 80,
});
describeReads(get, {
  route: 'attachments',
  table: 'attachments',
  perPage: 15,
  defaultOrder: [['created_at', 'desc']],
  filter: 'extension',
  sort: 'name',
  embed: ['morphable'],
  minimum: 40,
});

/** A ticket that is not archived, and one that is. */
async function tickets() {
  const open = (await list(world, 'tickets', { whereNull: ['archived_at'] })).data[0];
  const archived = (await list(world, 'tickets', { where: [['archived_at', '!=', null]] })).data[0];
  const activity = (await list(world, 'activities', { where: [['price', '>', 0]] })).data[0];
  return { open, archived, activity };
}

describe('time registrations', () => {
  it('are spread over the last weeks, rounded up to five minutes and carry date and clock times', async () => {
    const page = await list(world, 'time-registrations', { paginate: 100 });
    for (const registration of page.data) {
      expect(registration.time_spent_rounded).toBe(Math.ceil(registration.time_spent / 5) * 5);
      expect(registration.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(registration.start_time).toMatch(/^\d{2}:\d{2}$/);
      expect(registration.end_time).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(page.data.some((registration) => registration.time_spent_rounded !== registration.time_spent)).toBe(true);
    const weeks = await list(world, 'time-registrations', { whereBetween: [['executed_at', [new Date(Date.now() - 14 * 86400000).toISOString(), new Date().toISOString()]]] });
    expect(weeks.total).toBeGreaterThan(50);
  });

  it('are booked on a ticket by the caller, with an activity', async () => {
    const { open, activity } = await tickets();
    const created = await send(world, 'POST', '/time-registrations?load=actor,activity,ticket', {
      description: 'Printer op afstand opnieuw geïnstalleerd',
      time_spent: 22,
      executed_at: '2026-11-20T09:00:00+01:00',
      activity_id: activity.id,
      morphable_type: 'tickets',
      morphable_id: open.id,
    });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({
      time_spent: 22,
      time_spent_rounded: 25,
      actor_id: world.adminId,
      ticket_id: open.id,
      date: '2026-11-20',
      start_time: '09:00',
      end_time: '09:22',
    });
    expect(created.body.data.ticket.id).toBe(open.id);
    const after = (await world.server.get(`/tickets/${open.id}`, { token: world.token })).body.data;
    expect(after.time_registrations_sum).toBeGreaterThanOrEqual(22);

    const changed = await send(world, 'PUT', `/time-registrations/${created.body.data.id}`, { time_spent: 60 });
    expect(changed.body.data.time_spent_rounded).toBe(60);
    expectStatus(await send(world, 'DELETE', `/time-registrations/${created.body.data.id}`), 200);
  });

  it('refuse what the spec refuses, each with its Dutch text', async () => {
    const { open, archived, activity } = await tickets();
    const valid = { description: 'Werk', time_spent: 30, executed_at: '2026-11-19 10:00:00', activity_id: activity.id, morphable_type: 'tickets', morphable_id: open.id };
    const without = (name: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
    expectInvalid(await send(world, 'POST', '/time-registrations', without('description')), 'description', 'Beschrijving is verplicht.');
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, description: 'x'.repeat(192) }), 'description', 'Beschrijving mag maximaal 191 tekens bevatten.');
    expectInvalid(await send(world, 'POST', '/time-registrations', without('time_spent')), 'time_spent', 'Bestede tijd is verplicht.');
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, time_spent: 0 }), 'time_spent', 'Bestede tijd moet minimaal 1 zijn.');
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, time_spent: 1441 }), 'time_spent', 'Er kan maximaal 24 uur in een dag geregistreerd worden.');
    expectInvalid(await send(world, 'POST', '/time-registrations', without('executed_at')), 'executed_at', 'Datum is verplicht.');
    expectInvalid(await send(world, 'POST', '/time-registrations', without('activity_id')), 'activity_id', 'Activiteit is verplicht bij het invoeren van tijd.');
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, morphable_type: 'deals' }), 'morphable_type', 'Type heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, morphable_id: 2147483000 }), 'morphable_id', 'Het ticket bestaat niet.');
    expectInvalid(
      await send(world, 'POST', '/time-registrations', { ...valid, morphable_id: archived.id }),
      'morphable_id',
      'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.',
    );
    expectInvalid(await send(world, 'POST', '/time-registrations', { ...valid, actor_id: 2147483000 }), 'actor_id', 'Behandelaar bestaat niet.');
    const existing = (await list(world, 'time-registrations')).data[0];
    expectInvalid(await send(world, 'PUT', `/time-registrations/${existing.id}`, { time_spent: 2000 }), 'time_spent', 'Er kan maximaal 24 uur in een dag geregistreerd worden.');
  });

  it('are booked on a project line too, without an activity', async () => {
    // Only hour lines (Uren fixed price, Uren nacalculatie) that are not invoiced take time.
    const line = await world.db
      .selectFrom('project_lines')
      .select('id')
      .where('tenant_id', '=', world.demoId)
      .where('invoice_type', 'in', [2, 3])
      .where('invoice_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await send(world, 'POST', '/time-registrations?load=project_line,morphable', {
      description: 'Installatie volgens projectplan',
      time_spent: 90,
      executed_at: '2026-11-18T13:00:00Z',
      morphable_type: 'project-lines',
      morphable_id: line.id,
    });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ project_line_id: line.id, ticket_id: null, activity_id: null });
    expect(created.body.data.project_line.id).toBe(line.id);
    expect(created.body.data.morphable.id).toBe(line.id);
    expectInvalid(
      await send(world, 'POST', '/time-registrations', { description: 'Nergens', time_spent: 5, executed_at: '2026-11-18', morphable_type: 'project-lines', morphable_id: 2147483000 }),
      'morphable_id',
      'Het object bestaat niet.',
    );
    expectStatus(await send(world, 'DELETE', `/time-registrations/${created.body.data.id}`), 200);
  });

  it('cannot be removed once their invoice is exported', async () => {
    const invoice = await world.db.selectFrom('invoices').select('id').where('tenant_id', '=', world.demoId).where('exported_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const registration = (await list(world, 'time-registrations', { whereNull: ['invoice_id'], whereHas: [['ticket', { whereNull: ['archived_at'] }]] })).data[0];
    // Invoicing itself is a later action; here the line is put on the invoice directly.
    await world.db.updateTable('time_registrations').set({ invoice_id: invoice.id }).where('id', '=', registration.id).execute();
    expectInvalid(await send(world, 'DELETE', `/time-registrations/${registration.id}`), 'id', 'Deze tijdregel is al geëxporteerd en kan niet meer verwijderd worden.');
    await world.db.updateTable('time_registrations').set({ invoice_id: null }).where('id', '=', registration.id).execute();
  });

  it('cannot be removed once the ticket is archived, nor can its articles', async () => {
    const { activity } = await tickets();
    const ticket = (await send(world, 'POST', '/tickets', { description: 'Wordt gearchiveerd' })).body.data;
    const registration = await send(world, 'POST', '/time-registrations', {
      description: 'Afgerond werk',
      time_spent: 15,
      executed_at: '2026-11-19 10:00:00',
      activity_id: activity.id,
      morphable_type: 'tickets',
      morphable_id: ticket.id,
    });
    expectStatus(registration, 201);
    const article = await send(world, 'POST', '/used-products', { executed_at: '2026-11-19', description: 'Voorrijkosten', price: 45, morphable_id: ticket.id });
    expectStatus(article, 201);
    expectStatus(await send(world, 'POST', `/tickets/${ticket.id}/archive`), 200);

    expectInvalid(await send(world, 'DELETE', `/time-registrations/${registration.body.data.id}`), 'id', 'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.');
    expectInvalid(await send(world, 'PUT', `/time-registrations/${registration.body.data.id}`, { time_spent: 30 }), 'morphable_id', 'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.');
    expectInvalid(await send(world, 'DELETE', `/used-products/${article.body.data.id}`), 'id', 'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.');
    expectInvalid(await send(world, 'PUT', `/used-products/${article.body.data.id}`, { quantity: 2 }), 'morphable_id', 'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.');
  });
});

describe('used products', () => {
  it('default to one piece at no price, by the caller, with a total', async () => {
    const { open } = await tickets();
    const created = await send(world, 'POST', '/used-products?load=ticket', {
      executed_at: '2026-11-18',
      description: 'UTP-kabel Cat6 3 meter',
      product_code: 'NW-UTP-3',
      morphable_id: open.id,
    });
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ quantity: 1, price: 0, total: 0, executed_at: '2026-11-18', morphable_type: 'tickets', actor_id: world.adminId });
    expect(created.body.data.ticket.id).toBe(open.id);
    const priced = await send(world, 'PUT', `/used-products/${created.body.data.id}`, { quantity: 4, price: '4,95' });
    expect(priced.body.data).toMatchObject({ quantity: 4, price: 4.95, total: 19.8 });
    expectInvalid(await send(world, 'PUT', `/used-products/${created.body.data.id}`, { morphable_id: open.id }), 'morphable_id', 'Ticket kan na het aanmaken niet meer gewijzigd worden.');
    expectStatus(await send(world, 'DELETE', `/used-products/${created.body.data.id}`), 200);
  });

  it('need a date and a description, and an open ticket', async () => {
    const { open, archived } = await tickets();
    const valid = { executed_at: '2026-11-18', description: 'Toner', morphable_id: open.id };
    expectInvalid(await send(world, 'POST', '/used-products', { ...valid, executed_at: undefined }), 'executed_at', 'Datum is verplicht.');
    expectInvalid(await send(world, 'POST', '/used-products', { ...valid, executed_at: '18-11-2026' }), 'executed_at', 'Datum is geen geldige datum.');
    expectInvalid(await send(world, 'POST', '/used-products', { ...valid, description: '' }), 'description', 'Omschrijving is verplicht.');
    expectInvalid(await send(world, 'POST', '/used-products', { ...valid, quantity: null }), 'quantity', 'Aantal is verplicht.');
    expectInvalid(
      await send(world, 'POST', '/used-products', { ...valid, morphable_id: archived.id }),
      'morphable_id',
      'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.',
    );
    expectInvalid(await send(world, 'POST', '/used-products', { ...valid, morphable_id: 2147483000 }), 'morphable_id', 'Het ticket bestaat niet.');
  });
});

describe('tasks', () => {
  it('are added to a ticket, completed by the caller, reopened and reordered', async () => {
    const { open } = await tickets();
    const first = await send(world, 'POST', '/tasks', { task: 'Kabel vervangen', morphable_type: 'tickets', morphable_id: open.id, order: 1, estimated_time: '01:30' });
    expectStatus(first, 201);
    expect(first.body.data).toMatchObject({ completed: false, executed_at: null, estimated_time: '01:30', ticket_id: open.id });
    const second = (await send(world, 'POST', '/tasks', { task: 'Testen', morphable_type: 'tickets', morphable_id: open.id, order: 2 })).body.data;

    const done = await send(world, 'PUT', `/tasks/${first.body.data.id}`, { complete: true });
    expectStatus(done, 200);
    expect(done.body.data).toMatchObject({ completed: true, completed_by: world.adminId });
    expect(done.body.data.executed_at).not.toBeNull();
    const reopened = await send(world, 'PUT', `/tasks/${first.body.data.id}`, { complete: false });
    expect(reopened.body.data).toMatchObject({ completed: false, completed_by: null, executed_at: null });

    const ticket = (await world.server.get(`/tickets/${open.id}`, { token: world.token })).body.data;
    expect(ticket.unfinished_tasks_count).toBeGreaterThanOrEqual(2);

    const moved = await send(world, 'PUT', `/tasks/${second.id}/update-order`, { order: [second.id, first.body.data.id] });
    expectStatus(moved, 200);
    const ordered = await list(world, 'tasks', { where: [['morphable_type', '=', 'tickets'], ['morphable_id', '=', open.id]], orderBy: [['order', 'asc']], paginate: 100 });
    expect(ordered.data.findIndex((task) => task.id === second.id)).toBeLessThan(ordered.data.findIndex((task) => task.id === first.body.data.id));

    expectStatus(await send(world, 'DELETE', `/tasks/${first.body.data.id}`), 200);
    expectStatus(await send(world, 'DELETE', `/tasks/${second.id}`), 200);
  });

  it('refuse an empty task, a bad estimate and an unknown parent', async () => {
    const { open } = await tickets();
    const valid = { task: 'Iets doen', morphable_type: 'tickets', morphable_id: open.id };
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, task: '   ' }), 'task', 'Beschrijving is leeg.');
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, task: undefined }), 'task', 'Beschrijving is leeg.');
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, estimated_time: '1:30' }), 'estimated_time', 'Geschatte tijd moet als uu:mm ingevuld worden.');
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, estimated_time: '01:75' }), 'estimated_time', 'Geschatte tijd moet als uu:mm ingevuld worden.');
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, morphable_type: 'companies' }), 'morphable_type', 'Type heeft een ongeldige waarde.');
    expectInvalid(await send(world, 'POST', '/tasks', { ...valid, morphable_id: 2147483000 }), 'morphable_id', 'Het object bestaat niet.');
    const task = (await list(world, 'tasks')).data[0];
    expectInvalid(await send(world, 'PUT', `/tasks/${task.id}`, { task: '' }), 'task', 'Beschrijving is leeg.');
    expectInvalid(await send(world, 'PUT', `/tasks/${task.id}`, { morphable_id: open.id }), 'morphable_id', 'Object kan na het aanmaken niet meer gewijzigd worden.');
  });

  it('list open ones with whereOpen', async () => {
    const open = await list(world, 'tasks', { whereOpen: true, paginate: 100 });
    expect(open.total).toBeGreaterThan(0);
    expect(open.data.every((task) => task.completed === false)).toBe(true);
  });
});

describe('attachments', () => {
  it('are read and deleted, never created or changed through the generic routes', async () => {
    const attachment = (await list(world, 'attachments', { with: ['morphable'] })).data[0];
    expect(attachment.morphable.id).toBe(attachment.morphable_id);
    // Creating is the multipart upload only (tests/rest/messages-send.test.ts).
    expectInvalid(await send(world, 'POST', '/attachments', { name: 'virus.exe' }), 'file', 'Kies een bestand.');
    expectStatus(await send(world, 'PUT', `/attachments/${attachment.id}`, { name: 'x' }), 404);
    expectStatus(await send(world, 'DELETE', `/attachments/${attachment.id}`), 200);
    expectStatus(await world.server.get(`/attachments/${attachment.id}`, { token: world.token }), 404);
  });
});
