import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { bodyFields } from '../../body.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { PAGE_BREAK, fillPlaceholders, type PlaceholderValues } from '../../documents/placeholders.ts';
import { loadQuoteDocument } from '../../documents/quote-data.ts';
import { renderQuotePdf } from '../../documents/quote-pdf.ts';
import { attachmentHeader } from '../../exports/columns.ts';
import { HttpError, notFound, unprocessable } from '../../errors.ts';
import { findRecord, findRow } from '../../query/execute.ts';
import { sanitizeMessageHtml } from '../message-html.ts';
import { actorFor, routeId } from '../actions.ts';
import type { ActivityEntry } from '../activity-entry.ts';
import { logActivity } from '../activity-log.ts';
import type { Resolve, Row, Serialized } from '../declaration.ts';
import { accessOfActor, inTransaction, type Actor } from '../writer.ts';
import { CHANGE_MOMENT_DATE, INVOICEABLE_TYPES, QUOTE_STATUSES, TIME_TYPES, labelOf } from './enums.ts';
import { invoiceDueProjectLines } from './project-line-invoicing.ts';
import { applySubscriptionChanges, markLinesDue } from './project-moments.ts';
import { copyPhases, nextQuoteReference } from './quote-copies.ts';
import { findQuoteLink, useQuoteLink, type QuoteLink } from './quote-links.ts';
import { quoteActionRefusal, type QuoteAction } from './quote-states.ts';
import { anyDb, firstRow } from './shared.ts';

export const QUOTE_ACTION_TEXTS = {
  accepted: 'Offerte geaccepteerd en project aangemaakt!',
  declined: 'Offerte afgewezen!',
  duplicated: 'Offerte gedupliceerd!',
  templateCreated: 'Offertesjabloon aangemaakt.',
  linkInvalid: 'Deze link naar de offerte werkt niet (meer). Vraag uw contactpersoon om een nieuwe link.',
  nameRequired: 'Vul uw naam in om de offerte te accepteren.',
  nameTooLong: 'Uw naam mag hoogstens 255 tekens lang zijn.',
  reasonTooLong: 'De reden mag hoogstens 2000 tekens lang zijn.',
  reasonText: 'De reden moet tekst zijn.',
} as const;

/** Who decided and from where; an operator's decision carries their own name. */
export interface Decision {
  name: string | null;
  ip: string | null;
}

const QUOTE_ACCEPTED = 3;
const QUOTE_DECLINED = 4;
const DEAL_WON = 2;
const DEAL_STAGE_WON = 2;
const INVOICE_MOMENT_ACCEPT = 1;

const entry = (actor: Actor, subjectType: string, subjectId: number, event: ActivityEntry['event'], attributes: Row, old?: Row): ActivityEntry => ({
  tenantId: actor.tenantId,
  subjectType,
  subjectId,
  causerId: actor.user?.id ?? null,
  event,
  attributes,
  old,
});

/** The quote as the caller may see it, locked for the action's transaction; 404 otherwise. */
async function lockedQuote(db: Db, actor: Actor, id: number): Promise<Row> {
  const visible = await findRow(db, accessOfActor(actor), actor.resolve('quotes'), actor.resolve, id);
  if (!visible) throw notFound();
  return (await anyDb(db).selectFrom('quotes').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()) as Row;
}

function refuseInState(action: QuoteAction, quote: Row): void {
  const refusal = quoteActionRefusal(action, quote.status_id);
  if (refusal) throw unprocessable({ status_id: [refusal] });
}

async function operatorName(db: Db, actor: Actor): Promise<string | null> {
  if (!actor.user) return null;
  const user = await firstRow(db, actor.tenantId, 'users', { id: actor.user.id });
  return user ? [user.first_name, user.prefix, user.last_name].filter(Boolean).join(' ') : null;
}

/**
 * Accepts a concept or sent quote: a project for the deal's company and contact with copies of
 * the quote's phases and lines, the quote accepted, the deal won, invoice moment 1 lines due and
 * billed, moment 1 subscription changes (and dated ones whose day has come) applied. Answers the project id.
 */
async function acceptInTransaction(db: Db, actor: Actor, quoteId: number, decision: Decision): Promise<number> {
  const quote = await lockedQuote(db, actor, quoteId);
  refuseInState('accept', quote);
  const raw = anyDb(db);
  const deal = await firstRow(db, actor.tenantId, 'deals', { id: quote.deal_id });
  const project = await raw
    .insertInto('projects')
    .values({ tenant_id: actor.tenantId, name: quote.name, company_id: deal?.company_id ?? null, client_id: deal?.client_id ?? null, quote_id: quote.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const projectId = project.id as number;
  const phaseIds = [...(await copyPhases(db, actor.tenantId, { type: 'quotes', id: quoteId }, { type: 'projects', id: projectId })).values()];
  await markLinesDue(db, actor.tenantId, phaseIds, INVOICE_MOMENT_ACCEPT);
  await applySubscriptionChanges(db, actor.tenantId, { phaseIds, projectIds: [projectId] }, INVOICE_MOMENT_ACCEPT);
  await applySubscriptionChanges(db, actor.tenantId, { phaseIds, projectIds: [projectId] }, CHANGE_MOMENT_DATE);
  // Billed by the system, whoever accepted: a contact accepting through the quote link sees no invoices.
  await invoiceDueProjectLines({ db, tenantId: actor.tenantId, resolve: actor.resolve }, phaseIds);

  const decided = { decided_by_name: decision.name ?? (await operatorName(db, actor)), decided_ip: decision.ip };
  await raw
    .updateTable('quotes')
    .set({ status_id: QUOTE_ACCEPTED, ...decided, decided_at: sql`now()`, decline_reason: null, updated_at: sql`now()` })
    .where('id', '=', quoteId)
    .execute();
  const entries = [
    entry(actor, 'quotes', quoteId, 'updated', { status_id: QUOTE_ACCEPTED, ...decided }, { status_id: quote.status_id }),
    entry(actor, 'projects', projectId, 'created', { name: quote.name, quote_id: quoteId }),
  ];
  if (deal) {
    const wonStage = await raw
      .selectFrom('deal_stages')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('internal_type', '=', DEAL_STAGE_WON)
      .orderBy('order')
      .orderBy('id')
      .executeTakeFirst();
    const won = { status_id: DEAL_WON, stage_id: (wonStage?.id as number | undefined) ?? deal.stage_id };
    await raw.updateTable('deals').set({ ...won, updated_at: sql`now()` }).where('id', '=', deal.id).execute();
    entries.push(entry(actor, 'deals', deal.id as number, 'updated', won, { status_id: deal.status_id, stage_id: deal.stage_id }));
  }
  await logActivity(db, entries);
  return projectId;
}

async function declineInTransaction(db: Db, actor: Actor, quoteId: number, reason: string | null, decision: Decision): Promise<void> {
  const quote = await lockedQuote(db, actor, quoteId);
  refuseInState('decline', quote);
  const decided = { decided_by_name: decision.name ?? (await operatorName(db, actor)), decided_ip: decision.ip, decline_reason: reason };
  await anyDb(db)
    .updateTable('quotes')
    .set({ status_id: QUOTE_DECLINED, ...decided, decided_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', quoteId)
    .execute();
  await logActivity(db, [entry(actor, 'quotes', quoteId, 'updated', { status_id: QUOTE_DECLINED, ...decided }, { status_id: quote.status_id })]);
}

const quoteRecord = async (actor: Actor, id: number): Promise<Serialized> =>
  (await findRecord(actor.db, accessOfActor(actor), actor.resolve('quotes'), actor.resolve, id, { include: [], append: ['status_label'] }))!;

export async function acceptQuote(actor: Actor, quoteId: number, decision: Decision): Promise<{ projectId: number }> {
  const projectId = await inTransaction(actor, (db) => acceptInTransaction(db, actor, quoteId, decision));
  return { projectId };
}

export async function declineQuote(actor: Actor, quoteId: number, reason: string | null, decision: Decision): Promise<Serialized> {
  await inTransaction(actor, (db) => declineInTransaction(db, actor, quoteId, reason, decision));
  return quoteRecord(actor, quoteId);
}

/** A new concept quote for the same deal with a new reference and copies of the phases, lines and layout. */
export async function duplicateQuote(actor: Actor, quoteId: number): Promise<Serialized> {
  const copyId = await inTransaction(actor, async (db) => {
    const quote = await lockedQuote(db, actor, quoteId);
    refuseInState('duplicate', quote);
    const copy = await anyDb(db)
      .insertInto('quotes')
      .values({
        tenant_id: actor.tenantId,
        reference: await nextQuoteReference(db, actor.tenantId, new Date().getFullYear()),
        name: quote.name,
        status_id: 1,
        deal_id: quote.deal_id,
        operator_id: quote.operator_id,
        intro_text: quote.intro_text,
        footer_text: quote.footer_text,
        template_id: quote.template_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyPhases(db, actor.tenantId, { type: 'quotes', id: quoteId }, { type: 'quotes', id: copy.id as number });
    await logActivity(db, [entry(actor, 'quotes', copy.id as number, 'created', { name: quote.name, duplicated_from: quoteId })]);
    return copy.id as number;
  });
  return quoteRecord(actor, copyId);
}

/** A quote template with the quote's name, layout and phases with their lines. Answers its id. */
export async function createTemplateFromQuote(actor: Actor, quoteId: number): Promise<{ id: number }> {
  return inTransaction(actor, async (db) => {
    const quote = await lockedQuote(db, actor, quoteId);
    refuseInState('create-template', quote);
    const template = await anyDb(db)
      .insertInto('quote_templates')
      .values({ tenant_id: actor.tenantId, name: quote.name, intro_text: quote.intro_text, footer_text: quote.footer_text })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyPhases(db, actor.tenantId, { type: 'quotes', id: quoteId }, { type: 'quote-templates', id: template.id as number });
    await logActivity(db, [entry(actor, 'quote-templates', template.id as number, 'created', { name: quote.name, quote_id: quoteId })]);
    return { id: template.id as number };
  });
}

/** The link's quote, acting for the customer: the link's tenant, no user, no permission checks. */
async function linkOrGone(context: AppContext, token: string): Promise<{ link: QuoteLink; actor: Actor }> {
  const link = await findQuoteLink(context.db, token);
  if (!link) throw new HttpError(404, { message: QUOTE_ACTION_TEXTS.linkInvalid });
  return { link, actor: { db: context.db, tenantId: link.tenantId, resolve: context.resolve } };
}

/** Runs the customer's decision and spends the link in one transaction; a link spent meanwhile is gone. */
async function decideByLink(context: AppContext, token: string, decide: (db: Db, actor: Actor, quoteId: number) => Promise<unknown>): Promise<void> {
  const { link, actor } = await linkOrGone(context, token);
  await inTransaction(actor, async (db) => {
    if (!(await useQuoteLink(db, link))) throw new HttpError(404, { message: QUOTE_ACTION_TEXTS.linkInvalid });
    await decide(db, { ...actor, db }, link.quoteId);
  });
}

function customerName(body: unknown): string {
  const name = bodyFields(body).name;
  if (typeof name !== 'string' || name.trim() === '') throw unprocessable({ name: [QUOTE_ACTION_TEXTS.nameRequired] });
  if (name.trim().length > 255) throw unprocessable({ name: [QUOTE_ACTION_TEXTS.nameTooLong] });
  return name.trim();
}

/** A customer may name themselves when declining; blank is no name. */
function optionalName(body: unknown): string | null {
  const name = bodyFields(body).name;
  return typeof name === 'string' && name.trim() !== '' ? customerName(body) : null;
}

function declineReason(body: unknown): string | null {
  const reason = bodyFields(body).reason;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') throw unprocessable({ reason: [QUOTE_ACTION_TEXTS.reasonText] });
  if (reason.length > 2000) throw unprocessable({ reason: [QUOTE_ACTION_TEXTS.reasonTooLong] });
  return reason.trim() === '' ? null : reason.trim();
}

/** Intro or footer as the page shows it: placeholders filled as in the PDF, page breaks left to the PDF. */
const shownHtml = (html: unknown, values: PlaceholderValues) =>
  typeof html === 'string' && html !== '' ? sanitizeMessageHtml(fillPlaceholders(html, values).split(PAGE_BREAK).join('')) : null;

const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** What the customer's page shows of the link's quote: no ids beyond the quote's, no operator-only fields. */
export async function publicQuote(db: Db, resolve: Resolve, link: QuoteLink): Promise<Row> {
  const quote = (await findRecord(db, { tenantId: link.tenantId, resolve }, resolve('quotes'), resolve, link.quoteId, { include: [], append: ['status_label'] }))!;
  const deal = await firstRow(db, link.tenantId, 'deals', { id: quote.deal_id });
  const company = deal?.company_id ? await firstRow(db, link.tenantId, 'companies', { id: deal.company_id }) : undefined;
  const client = deal?.client_id ? await firstRow(db, link.tenantId, 'users', { id: deal.client_id }) : undefined;
  const tenant = await anyDb(db).selectFrom('tenants').select('name').where('id', '=', link.tenantId).executeTakeFirst();
  const placeholders = (await loadQuoteDocument(db, link.tenantId, link.quoteId))?.placeholders ?? {};
  const phases = await anyDb(db)
    .selectFrom('project_phases')
    .select(['id', 'name', 'description'])
    .where('tenant_id', '=', link.tenantId)
    .where('morphable_type', '=', 'quotes')
    .where('morphable_id', '=', link.quoteId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const lines = phases.length
    ? await anyDb(db)
        .selectFrom('project_lines')
        .select(['project_phase_id', 'product_code', 'description', 'invoice_type', 'quantity', 'price'])
        .where('project_phase_id', 'in', phases.map((phase) => phase.id))
        .orderBy('order')
        .orderBy('id')
        .execute()
    : [];
  const shownPhases = phases.map((phase) => {
    const own = lines
      .filter((line) => line.project_phase_id === phase.id)
      .map((line) => ({
        product_code: line.product_code,
        description: line.description,
        quantity: Number(line.quantity),
        quantity_unit: TIME_TYPES.includes(line.invoice_type as number) ? 'Uur' : 'Aantal',
        price: Number(line.price),
        total_excl: INVOICEABLE_TYPES.includes(line.invoice_type as number) ? money(Number(line.quantity) * Number(line.price)) : 0,
      }));
    return { name: phase.name, description: phase.description, lines: own, total_excl: money(own.reduce((sum, line) => sum + line.total_excl, 0)) };
  });
  return {
    reference: quote.reference,
    name: quote.name,
    status_id: quote.status_id,
    status_label: labelOf(QUOTE_STATUSES, quote.status_id),
    created_at: quote.created_at,
    sent_at: quote.sent_at,
    decided_at: quote.decided_at,
    decided_by_name: quote.decided_by_name,
    tenant_name: tenant?.name ?? null,
    company_name: company?.name ?? null,
    client_name: client ? [client.first_name, client.prefix, client.last_name].filter(Boolean).join(' ') : null,
    intro_text: shownHtml(quote.intro_text, placeholders),
    footer_text: shownHtml(quote.footer_text, placeholders),
    phases: shownPhases,
    total_excl: money(shownPhases.reduce((sum, phase) => sum + phase.total_excl, 0)),
    can_decide: quote.status_id === 1 || quote.status_id === 2,
  };
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** POST quotes/{id}/accept|decline|duplicate|create-template, and the customer's link routes (no sign-in). */
export function registerQuoteActionRoutes(app: FastifyInstance, context: AppContext): void {
  const actor = (request: FastifyRequest) => actorFor(request, context);
  const operator = { name: null, ip: null };

  app.post('/quotes/:id/accept', { config: { permission: 'quotes.accept' } }, async (request) => {
    const { projectId } = await acceptQuote(actor(request), routeId(request as IdRequest), { ...operator, ip: request.ip });
    return { message: QUOTE_ACTION_TEXTS.accepted, data: { id: projectId } };
  });

  app.post('/quotes/:id/decline', { config: { permission: 'quotes.decline' } }, async (request) => ({
    message: QUOTE_ACTION_TEXTS.declined,
    data: await declineQuote(actor(request), routeId(request as IdRequest), declineReason(request.body), { ...operator, ip: request.ip }),
  }));

  app.post('/quotes/:id/duplicate', { config: { permission: 'quotes.store' } }, async (request, reply) => {
    const data = await duplicateQuote(actor(request), routeId(request as IdRequest));
    reply.code(201);
    return { message: QUOTE_ACTION_TEXTS.duplicated, data };
  });

  app.post('/quotes/:id/create-template', { config: { permission: 'quotes.create-template' } }, async (request, reply) => {
    const data = await createTemplateFromQuote(actor(request), routeId(request as IdRequest));
    reply.code(201);
    return { message: QUOTE_ACTION_TEXTS.templateCreated, data };
  });

  app.get('/public/quotes/:token', { config: { public: true } }, async (request) => {
    const { link } = await linkOrGone(context, (request as TokenRequest).params.token);
    return { data: await publicQuote(context.db, context.resolve, link) };
  });

  // The link stays usable for reading and downloading until the customer decides.
  app.get('/public/quotes/:token/download', { config: { public: true } }, async (request, reply) => {
    const { link } = await linkOrGone(context, (request as TokenRequest).params.token);
    const pdf = await renderQuotePdf(context.db, link.tenantId, link.quoteId);
    const { reference } = await anyDb(context.db).selectFrom('quotes').select('reference').where('id', '=', link.quoteId).executeTakeFirstOrThrow();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(`${reference}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/public/quotes/:token/accept', { config: { public: true } }, async (request) => {
    const name = customerName(request.body);
    await decideByLink(context, (request as TokenRequest).params.token, (db, linkActor, quoteId) =>
      acceptInTransaction(db, linkActor, quoteId, { name, ip: request.ip }),
    );
    return { message: QUOTE_ACTION_TEXTS.accepted };
  });

  app.post('/public/quotes/:token/decline', { config: { public: true } }, async (request) => {
    const reason = declineReason(request.body);
    const name = optionalName(request.body);
    await decideByLink(context, (request as TokenRequest).params.token, (db, linkActor, quoteId) =>
      declineInTransaction(db, linkActor, quoteId, reason, { name, ip: request.ip }),
    );
    return { message: QUOTE_ACTION_TEXTS.declined };
  });
}
