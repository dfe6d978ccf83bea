import { sql, type Transaction } from 'kysely';
import * as content from './seed-data-core.ts';
import { agreedMinutes, dueAt } from '../resources/core/sla-clock.ts';
import { openStatusIds, type StatusRow } from '../resources/core/cockpit-defaults.ts';
import { waitingPauseStatements } from './migrations-sla.ts';
import type { Random, SeedContext } from './seed-context.ts';

type Trx = Transaction<any>;
type Row = Record<string, unknown>;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHUNK = 500;

async function insert(trx: Trx, table: string, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await trx.insertInto(table).values(rows.slice(start, start + CHUNK)).returning('id').execute();
    ids.push(...inserted.map((row: { id: number }) => row.id));
  }
  return ids;
}

/** Pivot rows have no id to return. */
async function insertPivot(trx: Trx, table: string, rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx.insertInto(table).values(rows.slice(start, start + CHUNK)).execute();
  }
}

interface TicketUpdate {
  id: number;
  ticket_source_id: number | null;
  ticket_type_id: number | null;
  service_id: number | null;
  sla_id: number | null;
  ticket_group_id: number | null;
  template_id: number | null;
  status_changed_at: Date;
  scheduled_at: Date | null;
  first_response_expires_at: Date | null;
  resolved_expires_at: Date | null;
  resolved_at: Date | null;
  deleted_at: Date | null;
}

/** One UPDATE … FROM (VALUES …) per chunk instead of a statement per ticket. */
async function updateTickets(trx: Trx, updates: TicketUpdate[]): Promise<void> {
  const int = (value: number | null) => sql`${value}::int`;
  const stamp = (value: Date | null) => sql`${value?.toISOString() ?? null}::timestamptz`;
  for (let start = 0; start < updates.length; start += CHUNK) {
    const values = updates.slice(start, start + CHUNK).map(
      (u) => sql`(${int(u.id)}, ${int(u.ticket_source_id)}, ${int(u.ticket_type_id)}, ${int(u.service_id)}, ${int(u.sla_id)},
        ${int(u.ticket_group_id)}, ${int(u.template_id)}, ${stamp(u.status_changed_at)}, ${stamp(u.scheduled_at)},
        ${stamp(u.first_response_expires_at)}, ${stamp(u.resolved_expires_at)}, ${stamp(u.resolved_at)}, ${stamp(u.deleted_at)})`,
    );
    await sql`update tickets as t set
        ticket_source_id = v.ticket_source_id, ticket_type_id = v.ticket_type_id, service_id = v.service_id,
        sla_id = v.sla_id, ticket_group_id = v.ticket_group_id, template_id = v.template_id,
        status_changed_at = v.status_changed_at, scheduled_at = v.scheduled_at,
        first_response_expires_at = v.first_response_expires_at, resolved_expires_at = v.resolved_expires_at,
        resolved_at = v.resolved_at, deleted_at = v.deleted_at
      from (values ${sql.join(values)}) as v(id, ticket_source_id, ticket_type_id, service_id, sla_id, ticket_group_id,
        template_id, status_changed_at, scheduled_at, first_response_expires_at, resolved_expires_at, resolved_at, deleted_at)
      where t.id = v.id`.execute(trx);
  }
}

interface Operator {
  id: number;
  email: string;
  assignable: boolean;
}

interface Ticket {
  id: number;
  reference: string;
  description: string;
  company_id: number | null;
  client_id: number | null;
  operator_id: number | null;
  priority_id: number | null;
  internal_type: number;
  original_email_from: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What the core seed created: the people and tickets everything here hangs off. */
async function loadBase(trx: Trx, tenantId: number) {
  const operators: Operator[] = (
    await trx
      .selectFrom('users')
      .leftJoin('user_role', 'user_role.user_id', 'users.id')
      .leftJoin('roles', 'roles.id', 'user_role.role_id')
      .select(['users.id', 'users.email', 'users.is_active', 'roles.name as role'])
      .where('users.tenant_id', '=', tenantId)
      .where('users.is_operator', '>', 0)
      .orderBy('users.id')
      .execute()
  ).map((row: Row) => ({ id: row.id as number, email: row.email as string, assignable: row.is_active === true && row.role !== 'read_only' }));
  const companies: Array<{ id: number; name: string }> = await trx
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const contacts: Array<{ company_id: number; user_id: number }> = await trx
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select(['company_user.company_id', 'company_user.user_id'])
    .where('companies.tenant_id', '=', tenantId)
    .where('users.is_operator', '=', 0)
    .orderBy('company_user.user_id')
    .execute();
  const tickets: Ticket[] = await trx
    .selectFrom('tickets')
    .innerJoin('ticket_statuses', 'ticket_statuses.id', 'tickets.status_id')
    .select([
      'tickets.id', 'tickets.reference', 'tickets.description', 'tickets.company_id', 'tickets.client_id', 'tickets.operator_id',
      'tickets.priority_id', 'ticket_statuses.internal_type', 'tickets.original_email_from', 'tickets.archived_at',
      'tickets.created_at', 'tickets.updated_at',
    ])
    .where('tickets.tenant_id', '=', tenantId)
    .where('tickets.is_template', '=', false)
    .orderBy('tickets.id')
    .execute();
  const priorities: number[] = (
    await trx.selectFrom('priorities').select('id').where('tenant_id', '=', tenantId).orderBy('order').orderBy('id').execute()
  ).map((row: { id: number }) => row.id);
  const openStatus: number = (
    await trx.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', tenantId).where('internal_type', '=', 1).orderBy('order').executeTakeFirstOrThrow()
  ).id;
  return { operators, companies, contacts, tickets, priorities, openStatus };
}

/** A moment during office hours on a weekday, `daysAgo` before now, never in the future. */
function officeMoment(random: Random, now: number, daysAgo: number): Date {
  const date = new Date(now - daysAgo * DAY);
  date.setUTCHours(7 + random.int(0, 8), random.int(0, 11) * 5, 0, 0);
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(date.getUTCDate() - 1);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() - 2);
  return date.getTime() < now ? date : new Date(Math.floor((now - random.int(1, 6) * HOUR) / (5 * MINUTE)) * 5 * MINUTE);
}

const roundToFive = (ms: number) => new Date(Math.floor(ms / (5 * MINUTE)) * 5 * MINUTE);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const OPEN_TYPES = new Set([1, 4, 5, 6]);

/** Seeds the ticket-domain resources of a new tenant, linking them to the core seed's tickets. */
export async function seedCoreResources(trx: Trx, context: SeedContext): Promise<void> {
  const { tenantId, random, now } = context;
  const demo = context.size === 'demo';
  const base = await loadBase(trx, tenantId);
  const staff = base.operators.filter((operator) => operator.assignable);
  const admin = base.operators.find((operator) => operator.email === `admin@${context.subdomain}.nl`) ?? base.operators[0];
  const stamp = { tenant_id: tenantId };
  const createdLongAgo = (days: number) => {
    const at = new Date(now - days * DAY);
    return { created_at: at, updated_at: at };
  };

  // Catalogues.
  const sourceIds = await insert(trx, 'ticket_sources', content.TICKET_SOURCES.map((name, index) => ({ ...stamp, name, order: index + 1, ...createdLongAgo(400) })));
  const typeIds = await insert(trx, 'ticket_types', content.TICKET_TYPES.map((name, index) => ({ ...stamp, name, order: index + 1, ...createdLongAgo(400) })));
  const serviceIds = await insert(trx, 'services', content.SERVICES.map((service) => ({ ...stamp, ...service, ...createdLongAgo(400) })));
  const categoryIds = await insert(trx, 'categories', content.CATEGORIES.map((category, index) => ({ ...stamp, title: category.title, order: index + 1, ...createdLongAgo(400) })));
  await insertPivot(
    trx,
    'category_user',
    staff.flatMap((operator) => random.shuffled(categoryIds).slice(0, demo ? random.int(2, 3) : 1).map((category_id) => ({ category_id, user_id: operator.id }))),
  );
  const activityIds = await insert(trx, 'activities', content.ACTIVITIES.map((activity) => ({ ...stamp, ...activity, ...createdLongAgo(400) })));
  const productRows = demo ? content.PRODUCTS : content.PRODUCTS.slice(0, 5);
  await insert(trx, 'products', productRows.map(([product_code, product_name, price_excl]) => ({ ...stamp, product_code, product_name, price_excl, ...createdLongAgo(random.int(100, 400)) })));
  await insert(trx, 'countries', content.COUNTRIES.map((country) => ({ ...stamp, ...country, ...createdLongAgo(400) })));
  await insert(
    trx,
    'locations',
    base.companies.flatMap((company) =>
      random
        .shuffled(content.LOCATION_NAMES.slice(1))
        .slice(0, demo ? random.int(0, 2) : 0)
        .concat(content.LOCATION_NAMES[0])
        .map((name) => ({ ...stamp, name, company_id: company.id, ...createdLongAgo(random.int(100, 400)) })),
    ),
  );

  // SLAs with their opening hours and times per priority.
  const hoursIds = await insert(trx, 'business_hour_contracts', content.BUSINESS_HOURS.map((contract) => ({ ...stamp, name: contract.name, hours: JSON.stringify(contract.hours), ...createdLongAgo(400) })));
  const slaSeeds = demo ? content.SLAS : content.SLAS.slice(0, 1);
  const slaIds = await insert(
    trx,
    'slas',
    slaSeeds.map((sla) => ({ ...stamp, name: sla.name, operator_id: random.pick(staff).id, opening_hour_contract_id: hoursIds[sla.hours], ...createdLongAgo(300) })),
  );
  const slaTimes = new Map<number, Map<number, { response: number; resolve: number }>>();
  const slaHours = new Map(slaSeeds.map((sla, index) => [slaIds[index], content.BUSINESS_HOURS[sla.hours].hours]));
  const slaPriorityRows = slaSeeds.flatMap((sla, slaIndex) =>
    base.priorities.map((priority_id, index) => {
      const [response, responseUnit, resolve, resolveUnit] = sla.times[Math.min(index, sla.times.length - 1)];
      const times = slaTimes.get(slaIds[slaIndex]) ?? new Map();
      times.set(priority_id, { response: agreedMinutes(response, responseUnit), resolve: agreedMinutes(resolve, resolveUnit) });
      slaTimes.set(slaIds[slaIndex], times);
      return {
        ...stamp,
        sla_id: slaIds[slaIndex],
        priority_id,
        first_response_within: response,
        first_response_within_unit: responseUnit,
        resolve_within: resolve,
        resolve_within_unit: resolveUnit,
      };
    }),
  );
  await insert(trx, 'sla_priorities', slaPriorityRows);
  // Most companies have an SLA; the first ones the richest.
  const slaOfCompany = new Map<number, number>();
  base.companies.forEach((company, index) => {
    if (!demo || index % 5 !== 4) slaOfCompany.set(company.id, slaIds[Math.min(slaIds.length - 1, index % (slaIds.length + 1))]);
  });
  await insertPivot(trx, 'company_sla', [...slaOfCompany].map(([company_id, sla_id]) => ({ company_id, sla_id })));
  await insertPivot(
    trx,
    'sla_ticket_type',
    slaIds.flatMap((sla_id, index) => typeIds.slice(0, index === slaIds.length - 1 ? typeIds.length : index + 1).map((ticket_type_id) => ({ sla_id, ticket_type_id }))),
  );

  // Ticket groups, one per company from the first on.
  const groupSeeds = demo ? content.TICKET_GROUPS : content.TICKET_GROUPS.slice(0, 1);
  const groupCompanies = base.companies.slice(0, groupSeeds.length);
  const groupIds = await insert(
    trx,
    'ticket_groups',
    groupCompanies.map((company, index) => {
      const contact = base.contacts.find((link) => link.company_id === company.id);
      return {
        ...stamp,
        name: groupSeeds[index].name,
        company_id: company.id,
        client_id: contact?.user_id ?? null,
        operator_id: random.pick(staff).id,
        budget_time: groupSeeds[index].hours * 60,
        // The last one is done with.
        archived_at: demo && index === groupSeeds.length - 1 ? new Date(now - 20 * DAY) : null,
        ...createdLongAgo(random.int(60, 120)),
      };
    }),
  );
  const groupOfCompany = new Map(groupCompanies.map((company, index) => [company.id, groupIds[index]]));

  // Ticket templates (same table, is_template); the small tenants' ticket list stays as the core seed made it.
  const templateSeeds = demo ? content.TICKET_TEMPLATES : [];
  const templateIds = await insert(
    trx,
    'tickets',
    templateSeeds.map((template, index) => ({
      ...stamp,
      is_template: true,
      name: template.name,
      description: template.description,
      rrule: template.rrule,
      status_id: base.openStatus,
      priority_id: base.priorities[1] ?? null,
      line_type: template.rrule ? 2 : 1,
      // One template is made for a single customer; the others serve every company.
      company_id: index === 3 ? base.companies[0].id : null,
      operator_id: template.rrule ? random.pick(staff).id : null,
      ...createdLongAgo(random.int(60, 300)),
    })),
  );

  // Link the tickets to the catalogues.
  const sourceOf = (ticket: Ticket) =>
    ticket.original_email_from ? sourceIds[0] : random.weighted([[sourceIds[1], 70], [sourceIds[2], 15], [sourceIds[3], 10], [sourceIds[4], 5]] as const);
  const updates: TicketUpdate[] = [];
  const categoryLinks: Row[] = [];
  const followerLinks: Row[] = [];
  const due = (slaId: number, start: Date, minutes: number) => dueAt({ hours: slaHours.get(slaId)!, closedOnHolidays: true, start, minutes });
  const binned = await deletedTickets(trx, tenantId, base.tickets, now, demo ? 6 : 0);
  for (const ticket of base.tickets) {
    const ageDays = (now - ticket.created_at.getTime()) / DAY;
    const slaId = ticket.company_id !== null ? (slaOfCompany.get(ticket.company_id) ?? null) : null;
    const times = slaId !== null && ticket.priority_id !== null ? slaTimes.get(slaId)?.get(ticket.priority_id) : undefined;
    const closed = ticket.internal_type === 2 || ticket.internal_type === 3;
    const groupId = ticket.company_id !== null && ageDays < 120 && random.chance(0.4) ? (groupOfCompany.get(ticket.company_id) ?? null) : null;
    const templateId = templateIds.length > 0 && /^(Nieuwe medewerker|Medewerker uit dienst)/.test(ticket.description)
      ? templateIds[ticket.description.startsWith('Nieuwe') ? 0 : 1]
      : null;
    const deleted = binned.has(ticket.id);
    updates.push({
      id: ticket.id,
      ticket_source_id: sourceOf(ticket),
      ticket_type_id: random.weighted([[typeIds[0], 50], [typeIds[1], 30], [typeIds[2], 10], [typeIds[3], 8], [typeIds[4], 2]] as const),
      service_id: random.chance(0.6) ? random.pick(serviceIds) : null,
      sla_id: slaId,
      ticket_group_id: groupId,
      template_id: templateId,
      status_changed_at: ticket.updated_at,
      // Planned from later today up to nine days ahead: the cockpit shows today and tomorrow.
      scheduled_at: ticket.internal_type === 6 ? new Date(Math.ceil((now + random.int(0, 9) * DAY) / HOUR) * HOUR) : null,
      first_response_expires_at: times ? due(slaId!, ticket.created_at, times.response) : null,
      resolved_expires_at: times ? due(slaId!, ticket.created_at, times.resolve) : null,
      resolved_at: closed ? ticket.updated_at : null,
      deleted_at: deleted ? new Date(Math.min(now, ticket.updated_at.getTime() + random.int(1, 20) * DAY)) : null,
    });
    const matching = content.CATEGORIES.map((category, index) => (category.words?.test(ticket.description) ? categoryIds[index] : null)).filter(
      (id): id is number => id !== null,
    );
    for (const categoryId of (matching.length > 0 ? matching : [categoryIds[categoryIds.length - 1]]).slice(0, 2)) {
      categoryLinks.push({ category_id: categoryId, ticket_id: ticket.id });
    }
    if (random.chance(0.15)) {
      for (const follower of random.shuffled(staff.filter((operator) => operator.id !== ticket.operator_id)).slice(0, random.int(1, 2))) {
        followerLinks.push({ ticket_id: ticket.id, user_id: follower.id });
      }
    }
  }
  await updateTickets(trx, updates);
  await settleSlaHistory(trx, tenantId);
  await insertPivot(trx, 'category_ticket', [
    ...categoryLinks,
    ...templateIds.map((ticket_id, index) => ({ ticket_id, category_id: categoryIds[index < 2 ? 3 : index === 2 ? 6 : 1] })),
  ]);
  await insertPivot(trx, 'ticket_followers', followerLinks);

  const deletedIds = new Set(updates.filter((update) => update.deleted_at !== null).map((update) => update.id));
  const live = base.tickets.filter((ticket) => !deletedIds.has(ticket.id));
  const recentFirst = [...live].sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime());
  const handlerOf = (ticket: Ticket) => staff.find((operator) => operator.id === ticket.operator_id) ?? random.pick(staff);

  // Time registrations over the last six weeks, on tickets that were being worked on then.
  const timeWindowDays = 42;
  const workedOn = recentFirst.filter((ticket) => ticket.updated_at.getTime() > now - (timeWindowDays + 3) * DAY);
  const priced = content.ACTIVITIES.map((activity, index) => [activityIds[index], activity.price === '0.00' ? 6 : [55, 15, 6, 10][index] ?? 5] as const);
  const timeRows: Row[] = [];
  const timeCount = demo ? 340 : 5;
  for (let index = 0; index < timeCount && workedOn.length > 0; index++) {
    const ticket = random.pick(workedOn);
    const from = Math.max(ticket.created_at.getTime(), now - timeWindowDays * DAY);
    const to = Math.min(ticket.updated_at.getTime() + DAY, now - HOUR);
    let executedAt = officeMoment(random, now, (now - (from + random.next() * Math.max(0, to - from))) / DAY);
    const minutes = random.weighted([[5, 8], [10, 10], [15, 14], [20, 8], [30, 14], [45, 10], [60, 12], [90, 6], [120, 6], [180, 3], [240, 2], [7, 2], [12, 2], [23, 2], [52, 1]] as const);
    // Work starts after the ticket came in and is over before now.
    if (executedAt.getTime() < ticket.created_at.getTime()) executedAt = roundToFive(ticket.created_at.getTime() + 10 * MINUTE);
    if (executedAt.getTime() + minutes * MINUTE > now) executedAt = roundToFive(now - minutes * MINUTE - 5 * MINUTE);
    timeRows.push({
      ...stamp,
      description: random.pick(content.TIME_DESCRIPTIONS),
      time_spent: minutes,
      executed_at: executedAt,
      actor_id: random.chance(0.8) ? handlerOf(ticket).id : random.pick(staff).id,
      activity_id: random.weighted(priced),
      morphable_type: 'tickets',
      morphable_id: ticket.id,
      created_at: new Date(Math.min(now, executedAt.getTime() + minutes * MINUTE)),
      updated_at: new Date(Math.min(now, executedAt.getTime() + minutes * MINUTE)),
    });
  }
  await insert(trx, 'time_registrations', timeRows);

  // Articles used on recent tickets.
  const productCount = demo ? 48 : 3;
  const productRowsUsed: Row[] = [];
  for (let index = 0; index < productCount; index++) {
    const ticket = random.pick(recentFirst.slice(0, Math.max(1, Math.min(recentFirst.length, 150))));
    const [product_code, product_name, price] = random.pick(productRows);
    const at = new Date(ticket.created_at.getTime() + random.next() * Math.max(0, ticket.updated_at.getTime() - ticket.created_at.getTime()));
    productRowsUsed.push({
      ...stamp,
      executed_at: isoDate(at),
      product_code,
      description: product_name,
      quantity: product_code.startsWith('NW-UTP') ? random.pick([2, 4, 5, 10]) : random.weighted([[1, 75], [2, 15], [3, 7], [5, 3]] as const),
      price,
      actor_id: handlerOf(ticket).id,
      morphable_type: 'tickets',
      morphable_id: ticket.id,
      created_at: at,
      updated_at: at,
    });
  }
  await insert(trx, 'used_products', productRowsUsed);

  // Checklists: open tickets get work to do, finished ones show what was done.
  const taskRows: Row[] = [];
  const taskTarget = demo ? 90 : 4;
  for (const ticket of recentFirst) {
    if (taskRows.length >= taskTarget) break;
    if (!random.chance(demo ? 0.45 : 0.8)) continue;
    const open = OPEN_TYPES.has(ticket.internal_type);
    const texts = random.shuffled(content.TASKS).slice(0, random.int(1, 3));
    texts.forEach((task, order) => {
      const done = !open || random.chance(0.35);
      const doneAt = done ? new Date(ticket.created_at.getTime() + random.next() * Math.max(HOUR, ticket.updated_at.getTime() - ticket.created_at.getTime())) : null;
      const operator = random.chance(0.6) ? handlerOf(ticket).id : null;
      taskRows.push({
        ...stamp,
        task,
        executed_at: doneAt && doneAt.getTime() < now ? doneAt : done ? new Date(now - HOUR) : null,
        completed_by: done ? handlerOf(ticket).id : null,
        operator_id: operator,
        scheduled_at: !done && random.chance(0.3) ? new Date(Math.ceil((now + random.int(1, 14) * DAY) / HOUR) * HOUR) : null,
        estimated_time: random.chance(0.4) ? random.pick(content.ESTIMATES) : null,
        order,
        morphable_type: 'tickets',
        morphable_id: ticket.id,
        created_at: ticket.created_at,
        updated_at: doneAt && doneAt.getTime() < now ? doneAt : ticket.created_at,
      });
    });
  }
  templateSeeds.forEach((template, index) =>
    template.tasks.forEach((task, order) =>
      taskRows.push({ ...stamp, task, order, morphable_type: 'tickets', morphable_id: templateIds[index], ...createdLongAgo(60) }),
    ),
  );
  await insert(trx, 'tasks', taskRows);

  // Notifications, mostly for the administrator who logs in to the demo.
  const notificationRows: Row[] = [];
  const notifyCount = demo ? 36 : 3;
  const others = staff.filter((operator) => operator.id !== admin.id);
  for (let index = 0; index < notifyCount + (demo ? 12 : 0) && recentFirst.length > 0; index++) {
    const forAdmin = index < notifyCount || others.length === 0;
    const ticket = random.pick(recentFirst.slice(0, 80));
    const kind = random.weighted(content.NOTIFICATION_KINDS.map((entry, position) => [entry, [40, 20, 20, 10, 10][position]] as const));
    const createdAt = new Date(now - random.next() * 14 * DAY);
    const actor = random.chance(0.7) ? random.pick(others.length > 0 ? others : staff).id : ticket.client_id;
    notificationRows.push({
      ...stamp,
      // Round the colleagues, so each of them finds notifications of their own.
      user_id: forAdmin ? admin.id : others[(index - notifyCount) % others.length].id,
      type: kind.type,
      title: kind.title(ticket.reference),
      data: JSON.stringify({
        url: `/tickets/${ticket.id}`,
        title: kind.title(ticket.reference),
        message: ticket.description,
        dirty: kind.type === 'status-changed' ? [{ label: 'Status', value: random.pick(['Gesloten', 'Wacht op reactie', 'Reactie ontvangen']) }] : [],
      }),
      actor_id: actor,
      object_type: 'tickets',
      object_id: ticket.id,
      // Older ones have mostly been read.
      read_at: createdAt.getTime() < now - 3 * DAY ? (random.chance(0.85) ? new Date(createdAt.getTime() + random.int(5, 600) * MINUTE) : null) : random.chance(0.3) ? new Date(Math.min(now, createdAt.getTime() + HOUR)) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  await insert(trx, 'notifications', notificationRows);

  // Cockpit: a private and a shared dashboard, an outside wallboard, earlier exports.
  const dashboardIds = await insert(trx, 'cockpit_dashboards', [
    { ...stamp, name: 'Mijn cockpit', is_public: false, user_id: admin.id, order: 0, ...createdLongAgo(90) },
    // A public dashboard belongs to no one.
    ...(demo ? [{ ...stamp, name: 'Team support', is_public: true, user_id: null, order: 1, ...createdLongAgo(80) }] : []),
  ]);
  const presetIds = await cockpitPresetIds(trx, tenantId, admin.id, now, demo ? content.PERSONAL_PRESETS.length : 2);
  await insert(
    trx,
    'cockpit_widgets',
    presetIds.map((presetId, index) => ({
      ...stamp,
      // The first dashboard gets the personal filters; counts go on the shared one.
      dashboard_id: dashboardIds[index < 5 || dashboardIds.length === 1 ? 0 : 1],
      widget_type: index >= 5 ? 'count' : 'table',
      table_preset_id: presetId,
      order: index < 5 ? index : index - 5,
      ...createdLongAgo(60),
    })),
  );
  await insert(
    trx,
    'external_dashboards',
    (demo ? content.EXTERNAL_DASHBOARDS : content.EXTERNAL_DASHBOARDS.slice(0, 1)).map((dashboard) => ({ ...stamp, ...dashboard, user_id: admin.id, ...createdLongAgo(45) })),
  );
  await insert(
    trx,
    'exports',
    Array.from({ length: demo ? 7 : 1 }, (_, index) => {
      const createdAt = new Date(now - (index * 4 + random.int(0, 3)) * DAY - random.int(1, 8) * HOUR);
      const model = content.EXPORT_MODELS[index % content.EXPORT_MODELS.length];
      const queued = index === 0;
      return {
        ...stamp,
        user_id: index % 3 === 2 && others.length > 0 ? others[0].id : admin.id,
        model,
        filter: JSON.stringify({ orderBy: [['updated_at', 'desc']], where: index % 2 === 0 ? [] : [['archived_at', '=', null]] }),
        exported_at: queued ? null : new Date(createdAt.getTime() + random.int(1, 5) * MINUTE),
        // The files of these older exports are no longer kept.
        download_url: null,
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
  );

  // Quick replies: general ones and one for the first customer.
  await insert(trx, 'templates', [
    ...(demo ? content.QUICK_REPLIES : content.QUICK_REPLIES.slice(0, 2)).map((reply) => ({ ...stamp, ...reply, type: 'tickets', ...createdLongAgo(200) })),
    ...(demo && base.companies.length > 0
      ? [{ ...stamp, name: 'Storing melden bij leverancier', type: 'tickets', company_id: base.companies[0].id, body: '<p>We hebben de storing gemeld bij jullie leverancier en houden je op de hoogte.</p>', ...createdLongAgo(150) }]
      : []),
  ]);

  // Files on messages from clients and on their tickets.
  const incoming: Array<{ id: number; morphable_id: number; created_at: Date }> = await trx
    .selectFrom('messages')
    .select(['id', 'morphable_id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('is_from_client', '=', true)
    .orderBy('id')
    .execute();
  const attachmentRows: Row[] = random
    .shuffled(incoming)
    .slice(0, demo ? 40 : 2)
    .map((message, index) => {
      const [name, extension, minKb, maxKb] = random.pick(content.ATTACHMENTS);
      const onTicket = index % 4 === 3;
      const fileName = `${name}${index > 0 ? `-${index + 1}` : ''}.${extension}`;
      return {
        ...stamp,
        name: fileName,
        size: random.int(minKb, maxKb) * 1024 + random.int(0, 1023),
        extension,
        url: `/storage/attachments/${message.id}/${fileName}`,
        morphable_type: onTicket ? 'tickets' : 'messages',
        morphable_id: onTicket ? message.morphable_id : message.id,
        is_embedded: extension === 'png' && random.chance(0.3),
        is_public: !onTicket,
        created_at: message.created_at,
        updated_at: message.created_at,
      };
    });
  await insert(trx, 'attachments', attachmentRows);
}

/** Old closed tickets with the shortest conversations end up in the bin (/tickets/restore). */
async function deletedTickets(trx: Trx, tenantId: number, tickets: Ticket[], now: number, count: number): Promise<Set<number>> {
  if (count === 0) return new Set();
  const messages = new Map<number, number>(
    (
      await trx
        .selectFrom('messages')
        .select(['morphable_id', sql<number>`count(*)::int`.as('n')])
        .where('tenant_id', '=', tenantId)
        .where('morphable_type', '=', 'tickets')
        .groupBy('morphable_id')
        .execute()
    ).map((row: { morphable_id: number; n: number }) => [row.morphable_id, Number(row.n)]),
  );
  const candidates = tickets.filter((ticket) => ticket.internal_type === 2 && now - ticket.created_at.getTime() > 60 * DAY);
  candidates.sort((a, b) => (messages.get(a.id) ?? 0) - (messages.get(b.id) ?? 0) || b.id - a.id);
  return new Set(candidates.slice(0, count).map((ticket) => ticket.id));
}

/**
 * The quick filters the personal dashboard's widgets show. Presets belong to the list machinery; when a
 * tenant has none yet, the administrator's own ones are made.
 */
async function cockpitPresetIds(trx: Trx, tenantId: number, userId: number, now: number, count: number): Promise<number[]> {
  const existing = await trx.selectFrom('table_presets').select('id').where('tenant_id', '=', tenantId).orderBy('order').orderBy('id').execute();
  if (existing.length > 0) return existing.slice(0, 8).map((preset: { id: number }) => preset.id);
  const columns = (names: string[]) =>
    JSON.stringify(names.map((id, order) => ({ id, title: content.PRESET_COLUMN_TITLES[id] ?? id, visible: true, order, filter: true, orderable: true })));
  const ticketColumns = columns(['reference', 'description', 'company', 'client', 'status', 'operator', 'updatedAt']);
  const statuses = await trx.selectFrom('ticket_statuses').select(['id', 'internal_type']).where('tenant_id', '=', tenantId).execute();
  const open = openStatusIds(statuses as StatusRow[]);
  return insert(
    trx,
    'table_presets',
    content.PERSONAL_PRESETS.slice(0, count).map((preset, order) => ({
      tenant_id: tenantId,
      user_id: userId,
      label: preset.label,
      styling: preset.styling,
      type: preset.type,
      columns_config: preset.type === 'tasks' ? columns(['task', 'related', 'operator', 'scheduledAt']) : ticketColumns,
      filter_config: JSON.stringify({ columnFilters: preset.openOnly ? { ...preset.filters, status: open } : preset.filters, customFields: {} }),
      order_config: JSON.stringify(preset.order),
      pagination_config: JSON.stringify({ per_page: 15 }),
      is_cockpit: true,
      order,
      created_at: new Date(now - 90 * DAY),
      updated_at: new Date(now - 90 * DAY),
    })),
  );
}

/**
 * The SLA history of the seeded tickets: the first message to the customer was the first
 * response, tickets waiting for the customer stand still since their status changed, and due times
 * already passed were escalated back then (so a fresh demo does not start with a pile of old alerts).
 */
async function settleSlaHistory(trx: Trx, tenantId: number): Promise<void> {
  await sql`update tickets set first_responded_at = answered.at
    from (select morphable_id, min(created_at) as at from messages
      where tenant_id = ${tenantId} and morphable_type = 'tickets' and send_to_client and not is_from_client group by morphable_id) answered
    where answered.morphable_id = tickets.id and tickets.tenant_id = ${tenantId}`.execute(trx);
  for (const statement of waitingPauseStatements(`tickets.tenant_id = ${Number(tenantId)}`)) await sql.raw(statement).execute(trx);
  for (const [target, column] of [['first_response', 'first_response_expires_at'], ['resolve', 'resolved_expires_at']] as const) {
    await sql`insert into ticket_sla_escalations (tenant_id, ticket_id, target, kind, due_at)
      select tenant_id, id, ${target}, kind, ${sql.ref(column)} from tickets cross join (values ('warning'), ('expired')) as kinds(kind)
      where tenant_id = ${tenantId} and ${sql.ref(column)} <= now()
      on conflict do nothing`.execute(trx);
  }
}
