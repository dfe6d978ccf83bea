import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessFor } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { listRecords } from '../../query/execute.ts';
import { parseListQuery } from '../../query/parse.ts';
import { field, type FieldErrors, type ResourceContext, type ResourceDeclaration, type Row } from '../declaration.ts';
import { belongsTo, permissionsFor, resulting, TIME_ZONE, touches, untyped } from './common.ts';
import { MAX_MINUTES_PER_REGISTRATION, ROUNDING_MINUTES, TOO_MUCH_TIME } from './durations.ts';
import { invoiceExported, morphTargetExists, ticketArchived } from './morph.ts';
import { refuseClosedInvoiced } from '../ticket-rules.ts';
import { registerDetectedTime } from './detected-time.ts';
import { followInvoiceLine, registerLineInvoicing } from './line-invoicing.ts';
import { openTimeLine, timeInvoicing } from './time-invoicing.ts';
import { DESCRIPTION_MAX, TIME_RULE_TEXTS, withinOneDay } from './time-rules.ts';
import { TIME_TYPES } from '../back-office/enums.ts';
import { deductTime } from '../back-office/contract-actions.ts';

export const ACTIVITY_REQUIRED = 'Activiteit is verplicht bij het invoeren van tijd.';
export const TICKET_ARCHIVED_TIME = 'Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.';
export const TIME_EXPORTED = 'Deze tijdregel is al geëxporteerd en kan niet meer verwijderd worden.';
export const MORPH_TYPES = ['tickets', 'project-lines'] as const;

const local = (alias: string, column: string) => sql`(${sql.ref(`${alias}.${column}`)} at time zone ${sql.lit(TIME_ZONE)})`;
const end = (alias: string) =>
  sql`((${sql.ref(`${alias}.executed_at`)} + ${sql.ref(`${alias}.time_spent`)} * interval '1 minute') at time zone ${sql.lit(TIME_ZONE)})`;

/** The company the time was spent for: the ticket's, or for a project line its project's (else its phase's). */
const companyOf = (alias: string) => sql`coalesce(
  (select tr_ticket.company_id from tickets tr_ticket where tr_ticket.id = ${sql.ref(`${alias}.ticket_id`)}),
  (select coalesce(tr_project.company_id, tr_phase.company_id) from project_lines tr_line
    join project_phases tr_phase on tr_phase.id = tr_line.project_phase_id
    left join projects tr_project on tr_phase.morphable_type = 'projects' and tr_project.id = tr_phase.morphable_id
    where tr_line.id = ${sql.ref(`${alias}.project_line_id`)}))`;

/** The invoice type and invoice of a project line of the tenant. */
async function projectLineOf({ db, tenantId }: ResourceContext, id: number): Promise<Row | undefined> {
  return (await untyped(db).selectFrom('project_lines').select(['invoice_type', 'invoice_id']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) as Row | undefined;
}

/** GET /time-registrations/open, the invoicing routes and detected time. */
function registerTimeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  registerLineInvoicing(timeRegistrations, timeInvoicing)(app, context);
  app.get('/time-registrations/open', { config: { permission: timeRegistrations.permissions!.index, module: 'mod_invoicing' } }, async (request) => {
    const query = parseListQuery(timeRegistrations, resolve, request.query as never);
    query.conditions.push({ kind: 'scope', name: 'open' });
    return listRecords(db, accessFor(request, resolve), timeRegistrations, resolve, query);
  });
  registerDetectedTime(app, context);
}

/** Time spent on a ticket or a project line, in minutes; executed_at is when the work started. */
export const timeRegistrations: ResourceDeclaration = {
  registerRoutes: registerTimeRoutes,
  name: 'time-registrations',
  route: 'time-registrations',
  table: 'time_registrations',
  permissions: permissionsFor('time-registrations', 'store', 'update', 'destroy'),
  label: { singular: 'Tijdregistratie', plural: 'tijdregistraties' },
  fields: {
    id: field.integer(),
    description: field.string({ input: { label: 'Beschrijving', required: true, max: DESCRIPTION_MAX } }),
    time_spent: field.integer({ input: { label: 'Bestede tijd', required: true, min: 1 } }),
    time_spent_rounded: field.computed(
      'integer',
      (alias) => sql`((${sql.ref(`${alias}.time_spent`)} + ${sql.lit(ROUNDING_MINUTES - 1)}) / ${sql.lit(ROUNDING_MINUTES)} * ${sql.lit(ROUNDING_MINUTES)})`,
    ),
    executed_at: field.timestamp({ input: { label: 'Datum', required: true } }),
    date: field.computed('date', (alias) => sql`${local(alias, 'executed_at')}::date`),
    start_time: field.computed('string', (alias) => sql`to_char(${local(alias, 'executed_at')}, 'HH24:MI')`),
    end_time: field.computed('string', (alias) => sql`to_char(${end(alias)}, 'HH24:MI')`),
    /** Defaults to the caller. */
    actor_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    activity_id: field.integer({ input: { label: 'Activiteit', exists: 'activities' } }),
    morphable_type: field.string({ input: { label: 'Type', required: true, in: MORPH_TYPES } }),
    morphable_id: field.integer({ input: { label: 'Object', required: true } }),
    ticket_id: field.integer(),
    project_line_id: field.integer(),
    invoice_id: field.integer(),
    /** The invoice line this time became; only a delete reaches it. */
    invoice_line_id: field.integer(),
    company_id: field.computed('integer', companyOf),
    contract_period_id: field.integer(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['description'],
  relations: {
    actor: belongsTo('users', 'actor_id'),
    activity: belongsTo('activities', 'activity_id'),
    ticket: belongsTo('tickets', 'ticket_id'),
    company: belongsTo('companies', 'company_id'),
    project_line: { ...belongsTo('project-lines', 'project_line_id'), ifRegistered: true },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: { tickets: 'tickets', 'project-lines': 'project-lines' } },
    invoice: { ...belongsTo('invoices', 'invoice_id'), ifRegistered: true },
    contract_period: { ...belongsTo('contract-periods', 'contract_period_id'), ifRegistered: true },
  },
  defaultOrder: [['executed_at', 'desc']],
  perPage: 15,
  scopes: { open: openTimeLine },
  appends: { _label: (row) => row.description },
  // Visible with the ticket or project line it was spent on.
  ownership: { via: 'morphable' },
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (existing !== null && (await invoiceExported(context, existing.invoice_id))) return { invoice_id: [TIME_RULE_TEXTS.exported] };

    const minutes = Number(resulting(input, existing, 'time_spent'));
    if (minutes > MAX_MINUTES_PER_REGISTRATION) errors.time_spent = [TOO_MUCH_TIME];
    else if ((touches(input, existing, 'time_spent') || touches(input, existing, 'executed_at')) && !withinOneDay(new Date(resulting(input, existing, 'executed_at') as string), minutes)) {
      errors.executed_at = [TIME_RULE_TEXTS.sameDay];
    }

    const type = resulting(input, existing, 'morphable_type');
    const id = resulting(input, existing, 'morphable_id');
    const moved = touches(input, existing, 'morphable_type') || touches(input, existing, 'morphable_id');
    if (moved && !(await morphTargetExists(context, type, id))) {
      errors.morphable_id = [type === 'tickets' ? 'Het ticket bestaat niet.' : 'Het object bestaat niet.'];
    } else if (type === 'tickets' && (await ticketArchived(context, Number(id)))) {
      errors.morphable_id = [TICKET_ARCHIVED_TIME];
    } else if (type === 'project-lines') {
      const line = await projectLineOf(context, Number(id));
      if (moved && !TIME_TYPES.includes(Number(line?.invoice_type))) errors.morphable_id = [TIME_RULE_TEXTS.lineNotForTime];
      else if (line?.invoice_id != null) errors.morphable_id = [TIME_RULE_TEXTS.lineInvoiced];
    }
    if (type === 'tickets' && (moved || touches(input, existing, 'activity_id')) && resulting(input, existing, 'activity_id') === null) {
      errors.activity_id = [ACTIVITY_REQUIRED];
    }
    // The actor defaults to the caller, who must then be an operator too.
    if (existing === null && input.actor_id == null && context.user && context.user.is_operator <= 0) errors.actor_id = [TIME_RULE_TEXTS.notOperator];
    return errors;
  },
  beforeCreate: ({ user }, values) => ({ ...values, actor_id: values.actor_id ?? user?.id ?? null }),
  beforeDelete: async (context, existing) => {
    if (await ticketArchived(context, existing.ticket_id)) throw unprocessable({ id: [TICKET_ARCHIVED_TIME] });
    if (await invoiceExported(context, existing.invoice_id)) throw unprocessable({ id: [TIME_EXPORTED] });
    await refuseClosedInvoiced(context, [existing]);
  },
  afterWrite: async (context, event, record, old) => {
    await followInvoiceLine(timeInvoicing)(context, event, record);
    // Contract hours follow the time in the same transaction.
    await deductTime(context, event, record, old);
  },
};
