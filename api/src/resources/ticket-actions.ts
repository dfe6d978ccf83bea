import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { notFound, unprocessable } from '../errors.ts';
import { ROOT, scoped } from '../query/compile.ts';
import { findRecord, findRow, recordExists, untyped } from '../query/execute.ts';
import { actorFor, bodyIds, routeId } from './actions.ts';
import type { ActivityEntry } from './activity-entry.ts';
import { logActivity } from './activity-log.ts';
import { INVOICE_TEXTS } from './back-office/invoices.ts';
import { ticketTemplates } from './core/ticket-templates.ts';
import type { Row, Serialized } from './declaration.ts';
import { copyDescription, statusOfType } from './ticket-rules.ts';
import { tickets } from './tickets.ts';
import { accessOfActor, assignableProblem, createRecord, inTransaction, updateRecord, withoutUnassignable, type Actor } from './writer.ts';

export const TICKET_ACTION_TEXTS = {
  mergeTooFew: 'Kies minstens twee tickets om samen te voegen.',
  mergeArchived: 'Een gearchiveerd ticket kan niet samengevoegd worden.',
  merged: 'Tickets samengevoegd!',
  mergedInto: (reference: string) => `<p>Dit ticket is samengevoegd met ticket #${reference}.</p>`,
  mergedFrom: (references: string[]) => `<p>Samengevoegd met dit ticket: ${references.map((reference) => `#${reference}`).join(', ')}.</p>`,
  closeArchived: 'Een gearchiveerd ticket kan niet gesloten worden.',
  noClosedStatus: 'Er is geen status van het type gesloten.',
  closed: (count: number) => (count === 1 ? 'Ticket gesloten!' : 'Tickets gesloten!'),
  operatorRequired: 'Behandelaar is verplicht.',
  operatorMissing: 'Behandelaar bestaat niet.',
  assigned: 'Behandelaar toegewezen!',
  cloned: 'Ticket gedupliceerd!',
  clonedTemplate: 'Ticketsjabloon gedupliceerd!',
  copyName: (name: string) => `Kopie van ${name}`,
  dealCreated: 'Deal aangemaakt!',
  templateRequired: 'Sjabloon is verplicht.',
  templateMissing: 'Het sjabloon bestaat niet.',
  templateOtherCompany: 'Dit sjabloon hoort bij een ander bedrijf.',
  templateArchived: 'Op een gearchiveerd ticket kan geen sjabloon toegepast worden.',
  selectedDataList: 'Kies welke onderdelen van het sjabloon je wilt toepassen.',
  unknownPart: (name: string) => `Onbekend onderdeel: ${name}.`,
  templateApplied: 'Sjabloon toegepast!',
  invoiceRequired: 'Factuur is verplicht.',
  invoiceMissing: 'De factuur bestaat niet.',
  invoiceSame: 'Kies een andere factuur.',
  invoiceOtherCompany: 'De factuur hoort bij een ander bedrijf.',
  invoiceNothing: 'Dit ticket heeft geen regels op deze factuur.',
  moveArchived: 'Ticket is gearchiveerd, open een nieuw ticket als je de facturatie wilt aanpassen.',
  moved: 'Regels verplaatst naar de andere factuur.',
} as const;

/** What of a template apply-template can copy onto a ticket; selectedData names a subset. */
export const TEMPLATE_PARTS = [
  'description',
  'status_id',
  'priority_id',
  'line_type',
  'operator_id',
  'cc',
  'ticket_group_id',
  'ticket_source_id',
  'ticket_type_id',
  'service_id',
  'sla_id',
  'categories',
  'tasks',
] as const;
type TemplatePart = (typeof TEMPLATE_PARTS)[number];

/** The fields a clone copies: what a ticket and a template both carry. */
const CLONED_FIELDS = ['description', 'status_id', 'priority_id', 'line_type', 'company_id', 'client_id', 'operator_id', 'cc', 'ticket_group_id', 'ticket_source_id', 'ticket_type_id', 'service_id', 'sla_id'];

const NO_FIND = { include: [], append: [] };
/** Tables whose rows hang off a ticket by morphable_type 'tickets' and move with a merge. */
const MERGED_TABLES = ['messages', 'time_registrations', 'used_products', 'tasks', 'attachments'] as const;

const positiveId = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2147483647 ? number : null;
};

/** The caller's tickets (not templates, not deleted) with these ids, oldest first; 404 when one is missing. */
async function visibleTickets(db: Db, actor: Actor, ids: number[]): Promise<Row[]> {
  const rows = (await scoped(untyped(db), tickets, accessOfActor(actor))
    .selectAll(ROOT)
    .where(`${ROOT}.id`, 'in', ids)
    .orderBy(`${ROOT}.created_at`)
    .orderBy(`${ROOT}.id`)
    .execute()) as Row[];
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

async function note(db: Db, actor: Actor, ticketId: number, html: string): Promise<void> {
  await untyped(db)
    .insertInto('messages')
    .values({ tenant_id: actor.tenantId, message: html, actor_id: actor.user?.id ?? null, morphable_type: 'tickets', morphable_id: ticketId })
    .execute();
}

const entry = (actor: Actor, subjectId: number, event: ActivityEntry['event'], attributes: Row, old?: Row): ActivityEntry => ({
  tenantId: actor.tenantId,
  subjectType: 'tickets',
  subjectId,
  causerId: actor.user?.id ?? null,
  event,
  attributes,
  old,
});

/** POST tickets/merge: the oldest ticket stays; the work of the others moves to it and they are closed. */
async function mergeTickets(actor: Actor, ids: number[]): Promise<Serialized> {
  if (ids.length < 2) throw unprocessable({ ids: [TICKET_ACTION_TEXTS.mergeTooFew] });
  return inTransaction(actor, async (db) => {
    const [main, ...others] = await visibleTickets(db, actor, ids);
    if ([main, ...others].some((row) => row.archived_at !== null)) throw unprocessable({ ids: [TICKET_ACTION_TEXTS.mergeArchived] });
    const otherIds = others.map((row) => row.id as number);
    const raw = untyped(db);
    for (const table of MERGED_TABLES) {
      await raw
        .updateTable(table)
        .set({ morphable_id: main.id })
        .where('tenant_id', '=', actor.tenantId)
        .where('morphable_type', '=', 'tickets')
        .where('morphable_id', 'in', otherIds)
        .execute();
    }
    for (const [pivot, related] of [['ticket_followers', 'user_id'], ['category_ticket', 'category_id']] as const) {
      await raw
        .insertInto(pivot)
        .columns(['ticket_id', related])
        .expression(raw.selectFrom(pivot).select((eb) => [eb.val(main.id).as('ticket_id'), related]).where('ticket_id', 'in', otherIds))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await raw.updateTable('invoice_lines').set({ ticket_id: main.id }).where('tenant_id', '=', actor.tenantId).where('ticket_id', 'in', otherIds).execute();
    const closedId = await statusOfType(db, actor.tenantId, 2);
    for (const other of others) {
      if (closedId !== null && other.status_id !== closedId) {
        await raw.updateTable('tickets').set({ status_id: closedId, status_changed_at: new Date(), resolved_at: new Date(), updated_at: new Date() }).where('id', '=', other.id).execute();
      }
      await note(db, actor, other.id as number, TICKET_ACTION_TEXTS.mergedInto(String(main.reference)));
    }
    await note(db, actor, main.id as number, TICKET_ACTION_TEXTS.mergedFrom(others.map((row) => String(row.reference))));
    await raw.updateTable('tickets').set({ updated_at: new Date() }).where('id', '=', main.id).execute();
    await logActivity(db, [
      entry(actor, main.id as number, 'merged', { merged: others.map((row) => ({ id: row.id, reference: row.reference })) }),
      ...others.map((row) => entry(actor, row.id as number, 'merged', { merged_into: { id: main.id, reference: main.reference }, status_id: closedId }, { status_id: row.status_id })),
    ]);
    return (await findRecord(db, accessOfActor(actor), tickets, actor.resolve, main.id as number, NO_FIND))!;
  });
}

/** Runs the same update on every ticket, through the writer (permission, validation, log). */
async function updateEach(actor: Actor, ids: number[], body: Row, refuseArchived?: string): Promise<Serialized[]> {
  return inTransaction(actor, async (db) => {
    const rows = await visibleTickets(db, actor, ids);
    if (refuseArchived && rows.some((row) => row.archived_at !== null)) throw unprocessable({ ids: [refuseArchived] });
    const inner = { ...actor, db };
    const records: Serialized[] = [];
    for (const id of ids) records.push(await updateRecord(inner, tickets, id, body));
    return records;
  });
}

async function closeTickets(actor: Actor, ids: number[], dontSend: boolean): Promise<Serialized[]> {
  const closedId = await statusOfType(actor.db, actor.tenantId, 2);
  if (closedId === null) throw unprocessable({ status_id: [TICKET_ACTION_TEXTS.noClosedStatus] });
  return updateEach(actor, ids, { status_id: closedId, ...(dontSend ? { dontSendClosingNotification: true } : {}) }, TICKET_ACTION_TEXTS.closeArchived);
}

async function assignTickets(actor: Actor, operator: unknown, ids: number[]): Promise<Serialized[]> {
  if (operator === undefined || operator === null || operator === '') throw unprocessable({ operator: [TICKET_ACTION_TEXTS.operatorRequired] });
  const operatorId = positiveId(typeof operator === 'object' ? (operator as Row).id : operator);
  const exists = operatorId !== null && (await recordExists(actor.db, accessOfActor(actor), actor.resolve('operators'), operatorId, actor.resolve));
  if (!exists) throw unprocessable({ operator: [TICKET_ACTION_TEXTS.operatorMissing] });
  const refused = await assignableProblem(actor.db, actor.tenantId, actor.resolve('operators'), operatorId);
  if (refused) throw unprocessable({ operator: [refused] });
  return updateEach(actor, ids, { operator_id: operatorId });
}

/** A ticket or a ticket template the caller may see, with the declaration it belongs to. */
async function ticketOrTemplate(actor: Actor, id: number) {
  const access = accessOfActor(actor);
  const ticket = await findRow(actor.db, access, tickets, actor.resolve, id);
  if (ticket) return { declaration: tickets, row: ticket };
  const template = await findRow(actor.db, access, ticketTemplates, actor.resolve, id);
  if (template) return { declaration: ticketTemplates, row: template };
  throw notFound();
}

async function copyTasks(db: Db, tenantId: number, fromId: number, toId: number): Promise<void> {
  const raw = untyped(db);
  const tasks = (await raw
    .selectFrom('tasks')
    .select(['task', 'operator_id', 'estimated_time', 'order'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', fromId)
    .orderBy('order')
    .orderBy('id')
    .execute()) as Row[];
  if (tasks.length === 0) return;
  const last = (await raw
    .selectFrom('tasks')
    .select((eb) => eb.fn.max('order').as('order'))
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', toId)
    .executeTakeFirst()) as { order: number | null } | undefined;
  const start = (last?.order ?? 0) + 1;
  await raw
    .insertInto('tasks')
    .values(tasks.map((task, index) => ({ ...task, order: start + index, tenant_id: tenantId, morphable_type: 'tickets', morphable_id: toId })))
    .execute();
}

async function categoryIds(db: Db, ticketId: number): Promise<number[]> {
  const rows = (await untyped(db).selectFrom('category_ticket').select('category_id').where('ticket_id', '=', ticketId).execute()) as Array<{ category_id: number }>;
  return rows.map((row) => row.category_id);
}

/** POST tickets/{id}/clone: a new ticket (or template) with the same fields, categories and checklist. */
async function cloneTicket(actor: Actor, id: number): Promise<Serialized> {
  return inTransaction(actor, async (db) => {
    const inner = { ...actor, db };
    const { declaration, row } = await ticketOrTemplate(inner, id);
    const body: Row = {};
    for (const name of CLONED_FIELDS) if (row[name] !== null && row[name] !== undefined) body[name] = row[name];
    if (declaration === ticketTemplates) {
      body.name = TICKET_ACTION_TEXTS.copyName(String(row.name ?? row.description));
      if (row.rrule) body.rrule = row.rrule;
    } else {
      body.description = copyDescription(String(row.description ?? ''), tickets.fields.description.input?.max ?? Infinity);
    }
    const categories = await categoryIds(db, id);
    if (categories.length > 0) body.relationships = { categories };
    const created = await createRecord(inner, declaration, await withoutUnassignable(db, actor.tenantId, actor.resolve, declaration, body));
    await copyTasks(db, actor.tenantId, id, created.id as number);
    return { ...created, is_template: declaration === ticketTemplates };
  });
}

/** POST tickets/{id}/make-deal: a deal for the same company, contact and operator, linked to the ticket. */
async function makeDeal(actor: Actor, id: number): Promise<Serialized> {
  return inTransaction(actor, async (db) => {
    const inner = { ...actor, db };
    const ticket = await findRow(db, accessOfActor(actor), tickets, actor.resolve, id);
    if (!ticket) throw notFound();
    const body: Row = { description: ticket.description, ticket_id: id };
    for (const name of ['company_id', 'client_id', 'operator_id', 'cc']) if (ticket[name] !== null) body[name] = ticket[name];
    const deals = actor.resolve('deals');
    return createRecord(inner, deals, await withoutUnassignable(db, actor.tenantId, actor.resolve, deals, body));
  });
}

function parseSelectedData(raw: unknown): TemplatePart[] {
  if (raw === undefined || raw === null) return [...TEMPLATE_PARTS];
  const list = typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(raw).filter((key) => (raw as Row)[key]) : raw;
  if (!Array.isArray(list) || list.length === 0) throw unprocessable({ selectedData: [TICKET_ACTION_TEXTS.selectedDataList] });
  const unknown = list.find((part) => !TEMPLATE_PARTS.includes(part as TemplatePart));
  if (unknown !== undefined) throw unprocessable({ selectedData: [TICKET_ACTION_TEXTS.unknownPart(String(unknown))] });
  return [...new Set(list as TemplatePart[])];
}

/** POST tickets/{id}/apply-template: copies the chosen parts of a template onto the ticket. */
async function applyTemplate(actor: Actor, id: number, body: Row): Promise<Serialized> {
  if (body.templateId === undefined || body.templateId === null) throw unprocessable({ templateId: [TICKET_ACTION_TEXTS.templateRequired] });
  const templateId = positiveId(body.templateId);
  const parts = parseSelectedData(body.selectedData);
  return inTransaction(actor, async (db) => {
    const inner = { ...actor, db };
    const access = accessOfActor(actor);
    const ticket = await findRow(db, access, tickets, actor.resolve, id);
    if (!ticket) throw notFound();
    if (ticket.archived_at !== null) throw unprocessable({ id: [TICKET_ACTION_TEXTS.templateArchived] });
    const template = templateId === null ? undefined : await findRow(db, access, ticketTemplates, actor.resolve, templateId);
    if (!template) throw unprocessable({ templateId: [TICKET_ACTION_TEXTS.templateMissing] });
    if (template.company_id !== null && template.company_id !== ticket.company_id) throw unprocessable({ templateId: [TICKET_ACTION_TEXTS.templateOtherCompany] });
    const update: Row = { template_id: template.id };
    for (const part of parts) {
      if (part === 'categories' || part === 'tasks') continue;
      if (template[part] !== null && template[part] !== undefined) update[part] = template[part];
    }
    if (parts.includes('categories')) {
      const fromTemplate = await categoryIds(db, templateId!);
      if (fromTemplate.length > 0) update.relationships = { categories: [...new Set([...(await categoryIds(db, id)), ...fromTemplate])] };
    }
    await updateRecord(inner, tickets, id, update);
    if (parts.includes('tasks')) await copyTasks(db, actor.tenantId, templateId!, id);
    return (await findRecord(db, access, tickets, actor.resolve, id, NO_FIND))!;
  });
}

/** POST tickets/{id}/moveToInvoice: the ticket's invoiced time, articles and invoice lines go to another concept invoice. */
async function moveToInvoice(actor: Actor, id: number, body: Row): Promise<Serialized> {
  const errors: Record<string, string[]> = {};
  const oldId = positiveId(body.old_invoice_id);
  const newId = positiveId(body.new_invoice_id);
  if (oldId === null) errors.old_invoice_id = [TICKET_ACTION_TEXTS.invoiceRequired];
  if (newId === null) errors.new_invoice_id = [TICKET_ACTION_TEXTS.invoiceRequired];
  else if (newId === oldId) errors.new_invoice_id = [TICKET_ACTION_TEXTS.invoiceSame];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const ticket = await findRow(db, access, tickets, actor.resolve, id);
    if (!ticket) throw notFound();
    if (ticket.archived_at !== null) throw unprocessable({ id: [TICKET_ACTION_TEXTS.moveArchived] });
    const invoices = actor.resolve('invoices');
    const [from, to] = [await findRow(db, access, invoices, actor.resolve, oldId!), await findRow(db, access, invoices, actor.resolve, newId!)];
    if (!from) errors.old_invoice_id = [TICKET_ACTION_TEXTS.invoiceMissing];
    else if (from.exported_at !== null) errors.old_invoice_id = [INVOICE_TEXTS.exported];
    if (!to) errors.new_invoice_id = [TICKET_ACTION_TEXTS.invoiceMissing];
    else if (to.exported_at !== null) errors.new_invoice_id = [INVOICE_TEXTS.exported];
    else if (ticket.company_id !== null && to.company_id !== ticket.company_id) errors.new_invoice_id = [TICKET_ACTION_TEXTS.invoiceOtherCompany];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const raw = untyped(db);
    let moved = 0;
    for (const table of ['time_registrations', 'used_products', 'invoice_lines']) {
      const result = await raw
        .updateTable(table)
        .set({ invoice_id: newId, updated_at: new Date() })
        .where('tenant_id', '=', actor.tenantId)
        .where('ticket_id', '=', id)
        .where('invoice_id', '=', oldId)
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    if (moved === 0) throw unprocessable({ old_invoice_id: [TICKET_ACTION_TEXTS.invoiceNothing] });
    await raw.updateTable('invoices').set({ updated_at: new Date() }).where('id', 'in', [oldId, newId]).execute();
    await logActivity(db, entry(actor, id, 'updated', { invoice_id: newId, moved_lines: moved }, { invoice_id: oldId }));
    return (await findRecord(db, access, tickets, actor.resolve, id, NO_FIND))!;
  });
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The ticket actions of core §4 and §7 beyond the generic routes (archive and restore by ids are generic). */
export function registerTicketActionRoutes(app: FastifyInstance, context: AppContext): void {
  const actor = (request: FastifyRequest) => actorFor(request, context);

  app.post('/tickets/merge', { config: { permission: 'tickets.merge' } }, async (request) => ({
    message: TICKET_ACTION_TEXTS.merged,
    data: await mergeTickets(actor(request), bodyIds(request.body)),
  }));

  app.post('/tickets/close', { config: { permission: 'tickets.update' } }, async (request) => {
    const ids = bodyIds(request.body);
    const dontSend = bodyFields(request.body).dontSendClosingNotification === true;
    return { message: TICKET_ACTION_TEXTS.closed(ids.length), data: await closeTickets(actor(request), ids, dontSend) };
  });

  app.post('/tickets/assign', { config: { permission: 'tickets.update' } }, async (request) => {
    const ids = bodyIds(request.body);
    return { message: TICKET_ACTION_TEXTS.assigned, data: await assignTickets(actor(request), bodyFields(request.body).operator, ids) };
  });

  app.post('/tickets/:id/clone', { config: { permission: 'tickets.clone' } }, async (request, reply) => {
    const data = await cloneTicket(actor(request), routeId(request as IdRequest));
    reply.code(201);
    return { message: data.is_template ? TICKET_ACTION_TEXTS.clonedTemplate : TICKET_ACTION_TEXTS.cloned, data };
  });

  app.post('/tickets/:id/make-deal', { config: { permission: 'deals.store' } }, async (request, reply) => {
    const data = await makeDeal(actor(request), routeId(request as IdRequest));
    reply.code(201);
    return { message: TICKET_ACTION_TEXTS.dealCreated, data };
  });

  app.post('/tickets/:id/apply-template', { config: { permission: 'tickets.update' } }, async (request) => ({
    message: TICKET_ACTION_TEXTS.templateApplied,
    data: await applyTemplate(actor(request), routeId(request as IdRequest), bodyFields(request.body)),
  }));

  app.post('/tickets/:id/moveToInvoice', { config: { permission: 'invoices.update', module: 'mod_invoicing' } }, async (request) => ({
    message: TICKET_ACTION_TEXTS.moved,
    data: await moveToInvoice(actor(request), routeId(request as IdRequest), bodyFields(request.body)),
  }));
}
