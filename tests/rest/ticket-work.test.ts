import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_FORMAT } from '../../api/src/resources/core/durations.ts';
import { TASK_EMPTY } from '../../api/src/resources/core/tasks.ts';
import { USED_PRODUCT_TEXTS } from '../../api/src/resources/core/used-product-invoicing.ts';
import { expectInvalid, expectStatus, list, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
/** admin@kaal.nl: a tenant with mod_invoicing off. */
let kaal: string;

beforeAll(async () => {
  world = await startCoreWorld();
  await world.server.api.seedTenant('kaal', 'Kaal IT', 'small');
  await sql`update tenants set modules = modules || '{"mod_invoicing": false}'::jsonb where subdomain = 'kaal'`.execute(world.db);
  kaal = await world.server.login('admin@kaal.nl', { tenant: 'kaal' });
});

afterAll(async () => {
  await world?.server.close();
});

const today = () => new Date().toISOString().slice(0, 10);

/** A fresh open ticket of a company (or none), so every test starts from a known state. */
async function newTicket(companyId: number | null = null): Promise<number> {
  const company = companyId ?? (await list(world, 'companies', { whereNull: ['archived_at'] })).data[0].id;
  const answer = await send(world, 'POST', '/tickets', { description: 'Werkplek inrichten', company_id: company });
  expectStatus(answer, 201);
  return answer.body.data.id;
}

async function ticketWithoutCompany(): Promise<number> {
  const answer = await send(world, 'POST', '/tickets', { description: 'Losse klus' });
  expectStatus(answer, 201);
  return answer.body.data.id;
}

async function addProduct(ticketId: number, fields: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/used-products', {
    morphable_type: 'tickets',
    morphable_id: ticketId,
    executed_at: today(),
    product_code: 'HW-SSD-1TB',
    description: 'SSD 1 TB',
    quantity: 2,
    price: 89.5,
    ...fields,
  });
  expectStatus(answer, 201);
  return answer.body.data;
}

const invoice = (ids: number[], token = world.token) => send(world, 'POST', '/used-products/invoice', { ids }, token);
const deinvoice = (ids: number[], token = world.token) => send(world, 'POST', '/used-products/deinvoice', { ids }, token);

async function invoiceLine(id: number | null) {
  if (id === null) return undefined;
  return world.db.selectFrom('invoice_lines').selectAll().where('id', '=', id).executeTakeFirst();
}

async function statusOfType(type: number): Promise<number> {
  return (await world.db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', world.demoId).where('internal_type', '=', type).executeTakeFirstOrThrow()).id;
}

describe('used products on a ticket', () => {
  it('need a date, a description and a quantity; the price is optional and defaults to 0', async () => {
    const ticketId = await newTicket();
    const missing = await send(world, 'POST', '/used-products', { morphable_type: 'tickets', morphable_id: ticketId, quantity: null });
    expectInvalid(missing, 'executed_at', 'Datum is verplicht.');
    expectInvalid(missing, 'description', 'Omschrijving is verplicht.');
    expectInvalid(missing, 'quantity', 'Aantal is verplicht.');
    const created = await addProduct(ticketId, { price: undefined, quantity: 3 });
    expect(created).toMatchObject({ ticket_id: ticketId, quantity: 3, price: 0, total: 0, invoice_id: null, actor_id: world.adminId });
    expectInvalid(await send(world, 'PUT', `/used-products/${created.id}`, { price: 'twaalf' }), 'price', 'Prijs moet een getal zijn.');
  });

  it('are invoiced onto a concept invoice of the ticket company and taken off again', async () => {
    const company = (await list(world, 'companies', { whereNull: ['archived_at'], orderBy: [['id', 'desc']] })).data[0];
    const ticketId = await newTicket(company.id);
    const first = await addProduct(ticketId);
    const second = await addProduct(ticketId, { description: 'Montage', product_code: null, quantity: 1, price: 45 });

    const invoiced = await invoice([first.id, second.id]);
    expectStatus(invoiced, 200);
    expect(invoiced.body.message).toBe(USED_PRODUCT_TEXTS.invoiced);
    const [a, b] = invoiced.body.data;
    expect(a.invoice_id).toBeTypeOf('number');
    expect(b.invoice_id).toBe(a.invoice_id);
    expect(a.invoice).toMatchObject({ id: a.invoice_id, company_id: company.id, exported_at: null });
    const line = await invoiceLine(a.invoice_line_id);
    expect(line).toMatchObject({ invoice_id: a.invoice_id, ticket_id: ticketId, description: 'SSD 1 TB', product_code: 'HW-SSD-1TB' });
    expect(Number(line!.quantity)).toBe(2);
    expect(Number(line!.price)).toBe(89.5);

    // A later line goes onto the same concept invoice.
    const third = await addProduct(ticketId, { description: 'Kabel' });
    expect((await invoice([third.id])).body.data[0].invoice_id).toBe(a.invoice_id);

    expectInvalid(await invoice([first.id]), 'ids', USED_PRODUCT_TEXTS.alreadyInvoiced);

    // Editing an invoiced line changes its invoice line too.
    expectStatus(await send(world, 'PUT', `/used-products/${first.id}`, { quantity: 4, description: 'SSD 1 TB (4x)' }), 200);
    const followed = await invoiceLine(a.invoice_line_id);
    expect(followed).toMatchObject({ description: 'SSD 1 TB (4x)' });
    expect(Number(followed!.quantity)).toBe(4);

    const taken = await deinvoice([first.id]);
    expectStatus(taken, 200);
    expect(taken.body.message).toBe(USED_PRODUCT_TEXTS.deinvoiced);
    expect(taken.body.data[0]).toMatchObject({ id: first.id, invoice_id: null, invoice_line_id: null });
    expect(await invoiceLine(a.invoice_line_id)).toBeUndefined();
    expectInvalid(await deinvoice([first.id]), 'ids', USED_PRODUCT_TEXTS.notInvoiced);

    // Deleting an invoiced line removes its invoice line.
    expectStatus(await send(world, 'DELETE', `/used-products/${second.id}`), 200);
    expect(await invoiceLine(b.invoice_line_id)).toBeUndefined();
  });

  it('are all invoiced or none: a ticket without company refuses the whole selection', async () => {
    const good = await addProduct(await newTicket());
    const loose = await addProduct(await ticketWithoutCompany());
    expectInvalid(await invoice([good.id, loose.id]), 'ids', USED_PRODUCT_TEXTS.noCompany);
    const after = await world.server.get(`/used-products/${good.id}`, { token: world.token });
    expect(after.body.data.invoice_id).toBeNull();
  });

  it('cannot be taken off the invoice once the ticket is closed', async () => {
    const ticketId = await newTicket();
    const product = await addProduct(ticketId);
    expectStatus(await invoice([product.id]), 200);
    expectStatus(await send(world, 'PUT', `/tickets/${ticketId}`, { status_id: await statusOfType(2) }), 200);
    expectInvalid(await deinvoice([product.id]), 'ids', USED_PRODUCT_TEXTS.closed);
    // Reopened, it can.
    expectStatus(await send(world, 'PUT', `/tickets/${ticketId}`, { status_id: await statusOfType(1) }), 200);
    expectStatus(await deinvoice([product.id]), 200);
  });

  it('on an exported invoice cannot be changed, deleted or taken off', async () => {
    const product = await addProduct(await newTicket());
    const invoiceId = (await invoice([product.id])).body.data[0].invoice_id;
    await world.db.updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', invoiceId).execute();
    try {
      expectInvalid(await send(world, 'PUT', `/used-products/${product.id}`, { quantity: 5 }), 'invoice_id', USED_PRODUCT_TEXTS.exported);
      expectInvalid(await send(world, 'DELETE', `/used-products/${product.id}`), 'id', USED_PRODUCT_TEXTS.exported);
      expectInvalid(await deinvoice([product.id]), 'ids', USED_PRODUCT_TEXTS.exported);
      // And a new line does not go onto the exported invoice.
      const next = await addProduct(product.ticket_id);
      expect((await invoice([next.id])).body.data[0].invoice_id).not.toBe(invoiceId);
    } finally {
      await world.db.updateTable('invoices').set({ exported_at: null }).where('id', '=', invoiceId).execute();
    }
  });

  it('are read-only on an archived ticket', async () => {
    const ticketId = await newTicket();
    const product = await addProduct(ticketId);
    const invoiced = await addProduct(ticketId);
    expectStatus(await invoice([invoiced.id]), 200);
    expectStatus(await send(world, 'POST', `/tickets/${ticketId}/archive`), 200);
    const archived = USED_PRODUCT_TEXTS.archived;
    expectInvalid(
      await send(world, 'POST', '/used-products', { morphable_type: 'tickets', morphable_id: ticketId, executed_at: today(), description: 'Extra', quantity: 1 }),
      'morphable_id',
      archived,
    );
    expectInvalid(await send(world, 'PUT', `/used-products/${product.id}`, { quantity: 9 }), 'morphable_id', archived);
    expectInvalid(await send(world, 'DELETE', `/used-products/${product.id}`), 'id', archived);
    expectInvalid(await invoice([product.id]), 'ids', archived);
    expectInvalid(await deinvoice([invoiced.id]), 'ids', archived);
  });

  it('invoice only with the permission, in the own tenant, with mod_invoicing on and a list of ids', async () => {
    const product = await addProduct(await newTicket());
    const refused = await invoice([product.id], world.readOnly);
    expectStatus(refused, 403);
    expect(refused.body.permission).toBe('used-products.update');
    expectInvalid(await world.server.post('/used-products/invoice', { token: world.acme, tenant: 'acme', body: { ids: [product.id] } }), 'ids', 'Niet alle gekozen items bestaan.');
    const off = await world.server.post('/used-products/invoice', { token: kaal, tenant: 'kaal', body: { ids: [1] } });
    expectStatus(off, 404);
    expect(off.body.message).toBe('Module niet actief.');
    expectInvalid(await invoice([]), 'ids', 'Kies minstens één item.');
    expectInvalid(await send(world, 'POST', '/used-products/deinvoice', { ids: 'alles' }), 'ids', 'Kies minstens één item.');
  });
});

describe('tasks on a ticket', () => {
  const createTask = (ticketId: number, fields: Record<string, unknown>) => send(world, 'POST', '/tasks', { morphable_type: 'tickets', morphable_id: ticketId, ...fields });

  it('refuse an empty description and an estimate that is not hh:mm', async () => {
    const ticketId = await newTicket();
    expectInvalid(await createTask(ticketId, { task: '   ' }), 'task', TASK_EMPTY);
    expectInvalid(await createTask(ticketId, {}), 'task', TASK_EMPTY);
    expectInvalid(await createTask(ticketId, { task: 'Back-up controleren', estimated_time: '1,5u' }), 'estimated_time', ESTIMATE_FORMAT);
    const task = (await createTask(ticketId, { task: 'Back-up controleren', estimated_time: '01:30' })).body.data;
    expectInvalid(await send(world, 'PUT', `/tasks/${task.id}`, { task: '' }), 'task', TASK_EMPTY);
    expectInvalid(await send(world, 'PUT', `/tasks/${task.id}`, { estimated_time: '90' }), 'estimated_time', ESTIMATE_FORMAT);
  });

  it('are completed by the caller and reopened, and carry operator, schedule and estimate', async () => {
    const ticketId = await newTicket();
    const created = await createTask(ticketId, { task: 'Printer installeren', order: 1 });
    expectStatus(created, 201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ completed: false, executed_at: null, completed_by: null, ticket_id: ticketId });

    const done = await send(world, 'PUT', `/tasks/${id}`, { complete: true });
    expectStatus(done, 200);
    expect(done.body.data).toMatchObject({ completed: true, completed_by: world.adminId });
    expect(Date.now() - new Date(done.body.data.executed_at).getTime()).toBeLessThan(60_000);

    const open = await send(world, 'PUT', `/tasks/${id}`, { complete: false });
    expect(open.body.data).toMatchObject({ completed: false, executed_at: null, completed_by: null });

    const planned = await send(world, 'PUT', `/tasks/${id}`, { operator_id: world.adminId, scheduled_at: '2026-12-01T09:00:00.000Z', estimated_time: '00:45' });
    expectStatus(planned, 200);
    expect(planned.body.data).toMatchObject({ operator_id: world.adminId, scheduled_at: '2026-12-01T09:00:00.000Z', estimated_time: '00:45' });

    const ticket = await world.server.get(`/tickets/${ticketId}`, { token: world.token });
    expect(ticket.body.data.unfinished_tasks_count).toBe(1);
    expectStatus(await send(world, 'DELETE', `/tasks/${id}`), 200);
    expectStatus(await world.server.get(`/tasks/${id}`, { token: world.token }), 404);
  });

  it('belong to the creating operator unless another operator, or none, is chosen', async () => {
    const ticketId = await newTicket();
    const own = await createTask(ticketId, { task: 'Licentie verlengen' });
    expectStatus(own, 201);
    expect(own.body.data.operator_id).toBe(world.adminId);
    const other = await list(world, 'operators', { where: [['id', '<>', world.adminId]] });
    const chosen = await createTask(ticketId, { task: 'Router vervangen', operator_id: other.data[0].id });
    expect(chosen.body.data.operator_id).toBe(other.data[0].id);
    const unassigned = await createTask(ticketId, { task: 'Nalopen', operator_id: null });
    expect(unassigned.body.data.operator_id).toBeNull();
    // A template's checklist is copied into tickets: it stays unassigned.
    const template = await send(world, 'POST', '/ticket-templates', { name: `Sjabloon ${Date.now()}`, description: 'Werkplek' });
    expect((await createTask(template.body.data.id, { task: 'Account aanmaken' })).body.data.operator_id).toBeNull();
  });

  it('are put in order with update-order', async () => {
    const ticketId = await newTicket();
    const ids: number[] = [];
    for (const [order, task] of ['Eerste', 'Tweede', 'Derde'].entries()) ids.push((await createTask(ticketId, { task, order: order + 1 })).body.data.id);
    const moved = await send(world, 'PUT', `/tasks/${ids[2]}/update-order`, { order: [ids[2], ids[0], ids[1]] });
    expectStatus(moved, 200);
    const page = await list(world, 'tasks', { where: [['ticket_id', '=', ticketId]], orderBy: [['order', 'asc']] });
    expect(page.data.map((task) => task.task)).toEqual(['Derde', 'Eerste', 'Tweede']);
    expectInvalid(await send(world, 'PUT', `/tasks/${ids[0]}/update-order`, { order: [ids[1]] }), 'order', 'De volgorde moet dit item bevatten.');
  });
});

describe('ticket groups', () => {
  it('show budget, spent and remaining minutes from the time on their tickets', async () => {
    const company = (await list(world, 'companies', { whereNull: ['archived_at'] })).data[0];
    const group = await send(world, 'POST', '/ticket-groups', { name: 'Migratie kantoor', company_id: company.id, budget_time: 120 });
    expectStatus(group, 201);
    expect(group.body.data).toMatchObject({ budget_time: 120, budget_hours: 2, used_time: 0, remaining_time: 120 });
    const groupId = group.body.data.id;

    const activity = (await list(world, 'activities')).data[0];
    const tickets = [await newTicket(company.id), await newTicket(company.id)];
    for (const ticketId of tickets) expectStatus(await send(world, 'PUT', `/tickets/${ticketId}`, { ticket_group_id: groupId }), 200);
    // Yesterday morning: 90 minutes from now could run past midnight, which a registration may not.
    const yesterday = new Date();
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    yesterday.setUTCHours(8, 0, 0, 0);
    for (const [index, minutes] of [90, 45].entries()) {
      const registered = await send(world, 'POST', '/time-registrations', {
        morphable_type: 'tickets',
        morphable_id: tickets[index],
        description: 'Werkzaamheden',
        time_spent: minutes,
        executed_at: yesterday.toISOString(),
        activity_id: activity.id,
      });
      expectStatus(registered, 201);
    }
    const found = await world.server.get(`/ticket-groups/${groupId}`, { token: world.token });
    expect(found.body.data).toMatchObject({ budget_time: 120, used_time: 135, remaining_time: -15 });
    const listed = await list(world, 'ticket-groups', { where: [['remaining_time', '<', 0], ['id', '=', groupId]] });
    expect(listed.data.map((row) => row.id)).toEqual([groupId]);

    // A deleted ticket's time no longer counts.
    expectStatus(await send(world, 'DELETE', `/tickets/${tickets[0]}`), 200);
    expect((await world.server.get(`/ticket-groups/${groupId}`, { token: world.token })).body.data).toMatchObject({ used_time: 45, remaining_time: 75 });
    expectInvalid(await send(world, 'PUT', `/ticket-groups/${groupId}`, { budget_time: -5 }), 'budget_time', 'Budget moet minimaal 0 zijn.');
    expectInvalid(await send(world, 'PUT', `/ticket-groups/${groupId}`, { used_time: 5 }), 'used_time', 'Het veld used_time kan niet gewijzigd worden.');
  });
});
