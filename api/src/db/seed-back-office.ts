import { sql, type Transaction } from 'kysely';
import * as data from './seed-data-back-office.ts';
import type { Random, SeedContext } from './seed-context.ts';

type Trx = Transaction<any>;
type Row = Record<string, unknown>;

const CHUNK = 500;
const DAY = 24 * 60 * 60 * 1000;

/** Inserts in chunks and returns the new ids in the order of `rows`. */
async function insert(trx: Trx, table: string, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await trx.insertInto(table).values(rows.slice(start, start + CHUNK)).returning('id').execute();
    ids.push(...inserted.map((row: { id: number }) => row.id));
  }
  return ids;
}

/** Pivot rows have no id of their own. */
async function insertPlain(trx: Trx, table: string, rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await trx.insertInto(table).values(rows.slice(start, start + CHUNK)).execute();
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
function addMonths(text: string, months: number): string {
  const [year, month, day] = text.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayText(Date.UTC(year, month - 1 + months, Math.min(day, last)));
}

const firstOfMonth = (ms: number) => `${dayText(ms).slice(0, 7)}-01`;

function serialNumber(random: Random, pattern: string): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return [...pattern].map((character) => (character === '#' ? String(random.int(0, 9)) : character === 'X' ? random.pick([...letters]) : character)).join('');
}

const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
const guid = (random: Random) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

/** Three capitals for asset names, from the company's first significant word: Bakkerij → BAK. */
function companyCode(name: string): string {
  const skip = new Set(['van', 'der', 'de', 'den', 'het', 'stichting']);
  const word = name.split(/\s+/).find((part) => !skip.has(part.toLowerCase()) && /^[A-Za-z]/.test(part)) ?? name;
  return word.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
}

/** Periods a monthly, quarterly, half-yearly or yearly period spans. */
const MONTHS = { month: 1, quarter: 3, half_year: 6, year: 12 } as const;

interface Company {
  id: number;
  name: string;
}
interface Contact {
  id: number;
  company_id: number;
  first_name: string;
  email: string;
}
interface Ticket {
  id: number;
  reference: string;
  description: string;
  company_id: number | null;
  created_at: Date;
}

interface Scene {
  trx: Trx;
  tenantId: number;
  random: Random;
  now: number;
  demo: boolean;
  today: string;
  companies: Company[];
  contactsOf: Map<number, Contact[]>;
  operators: number[];
  ticketsOf: Map<number | null, Ticket[]>;
  /** Workplaces per company, so licences, back-up and management agree with each other. */
  seats: Map<number, number>;
  /** A company whose invoices go to another one (a sister company under the same holding). */
  billedTo: Map<number, number>;
  /** Locations and services of the ticket domain, seeded before this. */
  locationsOf: Map<number | null, number[]>;
  services: Array<{ id: number; name: string }>;
  activities: Array<{ id: number; name: string }>;
  ticketTypes: Array<{ id: number; name: string }>;
}

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

async function loadScene(trx: Trx, context: SeedContext): Promise<Scene> {
  const { tenantId, random, now } = context;
  const companies: Company[] = await trx.selectFrom('companies').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const contacts: Contact[] = await trx
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.id', 'company_user.company_id', 'users.first_name', 'users.email'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.is_operator', '=', 0)
    .orderBy('users.id')
    .execute();
  const operators: number[] = (
    await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('is_operator', 'in', [1, 2])
      .where('is_active', '=', true)
      .orderBy('id')
      .execute()
  ).map((row: { id: number }) => row.id);
  const tickets: Ticket[] = await trx
    .selectFrom('tickets')
    .select(['id', 'reference', 'description', 'company_id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('is_template', '=', false)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const locations: Array<{ id: number; company_id: number | null }> = await trx
    .selectFrom('locations')
    .select(['id', 'company_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const named = (table: string) => trx.selectFrom(table).select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const [services, activities, ticketTypes] = await Promise.all([named('services'), named('activities'), named('ticket_types')]);
  return {
    trx,
    tenantId,
    random,
    now,
    demo: context.size === 'demo',
    today: dayText(now),
    companies,
    contactsOf: groupBy(contacts, (contact) => contact.company_id),
    operators,
    ticketsOf: groupBy(tickets, (ticket) => ticket.company_id),
    seats: new Map(companies.map((company) => [company.id, random.int(3, 25)])),
    // The demo's second company is billed through the first, the one its shared contract names.
    billedTo: new Map(context.size === 'demo' && companies.length > 1 ? [[companies[1].id, companies[0].id]] : []),
    locationsOf: new Map([...groupBy(locations, (location) => location.company_id)].map(([id, rows]) => [id, rows.map((row) => row.id)])),
    services,
    activities,
    ticketTypes,
  };
}

const stamp = (scene: Scene, created: number, updated = created) => ({
  tenant_id: scene.tenantId,
  created_at: new Date(Math.min(created, scene.now)),
  updated_at: new Date(Math.min(Math.max(updated, created), scene.now)),
});

/** A moment `days` ago, during office hours. */
const ago = (scene: Scene, days: number) => {
  const moment = new Date(scene.now - days * DAY);
  moment.setUTCHours(8 + scene.random.int(0, 8), scene.random.int(0, 59), 0, 0);
  return Math.min(moment.getTime(), scene.now);
};

const contactOf = (scene: Scene, companyId: number) => scene.contactsOf.get(companyId)?.[0] ?? null;
const anyContactOf = (scene: Scene, companyId: number) => {
  const contacts = scene.contactsOf.get(companyId);
  return contacts && contacts.length > 0 ? scene.random.pick(contacts) : null;
};

async function seedAssets(scene: Scene): Promise<void> {
  const { random, trx, demo } = scene;
  const categoryNames = demo ? data.ASSET_CATEGORY_NAMES : data.ASSET_CATEGORY_NAMES.slice(0, 4);
  const categoryIds = await insert(trx, 'asset_categories', categoryNames.map((name) => ({ ...stamp(scene, ago(scene, 900)), name })));
  const categoryId = new Map(categoryNames.map((name, index) => [name, categoryIds[index]]));
  const statusIds = await insert(
    trx,
    'asset_statuses',
    data.ASSET_STATUSES.map((status, index) => ({ ...stamp(scene, ago(scene, 900)), ...status, order: index + 1 })),
  );
  const statusOf = new Map(data.ASSET_STATUSES.map((status, index) => [status.internal_type, statusIds[index]]));

  const model = (category: string) => data.ASSET_MODELS.find((candidate) => candidate.category === category)!;
  const rows: Row[] = [];
  const categoryOfRow: string[] = [];
  let tracking = 0;
  for (const company of scene.companies) {
    const plan: Array<[string, number]> = demo
      ? [
          ['Firewall', 1],
          ['Switch', 1],
          ['Printer', random.chance(0.4) ? 2 : 1],
          ['Laptop', random.int(1, 2)],
          ['Desktop', random.chance(0.3) ? random.int(1, 2) : 0],
          ['Server', random.chance(0.5) ? 1 : 0],
          ['NAS', random.chance(0.3) ? 1 : 0],
          ['Access point', random.chance(0.4) ? random.int(1, 2) : 0],
          ['Mobiele telefoon', random.chance(0.3) ? 1 : 0],
        ]
      : [
          ['Laptop', 1],
          ['Printer', 1],
        ];
    const code = companyCode(company.name);
    for (const [category, count] of plan) {
      const kind = model(category);
      for (let n = 1; n <= count; n++) {
        const internalType = random.weighted([[4, 85], [3, 5], [2, 5], [5, 5]] as const);
        const bought = ago(scene, random.int(20, 1600));
        const monitored = kind.monitored && internalType !== 2 && random.chance(0.7);
        rows.push({
          ...stamp(scene, bought, bought + random.int(0, 300) * DAY),
          name: `${code}-${kind.prefix}-${String(n).padStart(2, '0')}`,
          description: random.pick(kind.models),
          tracking_number: `A${String(++tracking).padStart(5, '0')}`,
          serial_number: serialNumber(random, kind.serial),
          company_id: company.id,
          location_id: (scene.locationsOf.get(company.id) ?? []).length > 0 ? random.pick(scene.locationsOf.get(company.id)!) : null,
          client_id: kind.personal ? anyContactOf(scene, company.id)?.id ?? null : null,
          operator_id: random.pick(scene.operators),
          status_id: statusOf.get(internalType),
          warranty_until: internalType === 2 ? null : dayText(bought + kind.warrantyYears * 365 * DAY),
          rmm_id: monitored ? String(random.int(100000, 999999)) : null,
          actor_id: monitored ? null : random.pick(scene.operators),
          archived_at: internalType === 5 && random.chance(0.5) ? new Date(ago(scene, random.int(1, 15))) : null,
        });
        categoryOfRow.push(category);
      }
    }
  }
  const assetIds = await insert(trx, 'assets', rows);
  await insertPlain(
    trx,
    'asset_asset_category',
    assetIds.map((assetId, index) => ({ asset_id: assetId, asset_category_id: categoryId.get(categoryOfRow[index]) ?? categoryIds[0] })),
  );
  await linkTickets(scene, rows.map((row, index) => ({ id: assetIds[index], companyId: row.company_id as number, category: categoryOfRow[index] })));
}

/** Tickets about a device point at that device of the company: the asset's ticket tab has history. */
async function linkTickets(scene: Scene, assets: Array<{ id: number; companyId: number; category: string }>): Promise<void> {
  const links: Array<[number, number]> = [];
  for (const [companyId, tickets] of scene.ticketsOf) {
    for (const ticket of tickets) {
      const category = data.TICKET_ASSET_WORDS.find(([word]) => ticket.description.toLowerCase().includes(word))?.[1];
      const candidates = assets.filter((asset) => asset.companyId === companyId && asset.category === category);
      if (candidates.length > 0 && scene.random.chance(0.8)) links.push([ticket.id, scene.random.pick(candidates).id]);
    }
  }
  for (let start = 0; start < links.length; start += CHUNK) {
    const values = sql.join(links.slice(start, start + CHUNK).map(([ticket, asset]) => sql`(${ticket}::integer, ${asset}::integer)`));
    await sql`update tickets set asset_id = link.asset_id from (values ${values}) as link(ticket_id, asset_id)
      where tickets.id = link.ticket_id and tickets.tenant_id = ${scene.tenantId}`.execute(scene.trx);
  }
}

/** The ticket domain's service a contract covers, by the words in its name. */
function serviceFor(scene: Scene, name: string): number | null {
  const wanted = /netwerk/i.test(name) ? 'Netwerkbeheer' : /applicatie/i.test(name) ? 'Microsoft 365-beheer' : 'Werkplekbeheer';
  return scene.services.find((service) => service.name === wanted)?.id ?? scene.services[0]?.id ?? null;
}

interface ContractSeed {
  id: number;
  companyId: number;
  period: string;
  cardId: number | null;
  start: string;
}

async function seedContracts(scene: Scene): Promise<ContractSeed[]> {
  const { random, trx, demo, companies } = scene;
  const cards = demo ? data.PREPAID_CARDS : data.PREPAID_CARDS.slice(1, 3);
  const cardIds = await insert(trx, 'prepaid_cards', cards.map((card) => ({ ...stamp(scene, ago(scene, 800)), ...card })));
  const cardFor = (hours: number) => cardIds[Math.max(0, cards.findIndex((card) => card.hours >= hours))];

  const kinds = data.CONTRACT_KINDS.slice(0, demo ? 15 : 2);
  const rows: Row[] = [];
  const seeds: Omit<ContractSeed, 'id'>[] = [];
  kinds.forEach((kind, index) => {
    const company = companies[index % companies.length];
    const prepaid = kind.period === 'none';
    const start = prepaid ? dayText(ago(scene, random.int(30, 500))) : firstOfMonth(ago(scene, random.int(60, demo ? 700 : 150)));
    // A few contracts ran out and were archived.
    const ended = demo && index % 7 === 4 && !prepaid;
    const end = ended ? dayText(scene.now - random.int(10, 60) * DAY) : null;
    const card = prepaid ? cardFor(kind.quantity) : null;
    // Every other prepaid contract tops up by itself, so the demo always shows both kinds.
    const autoTopUp = prepaid && kinds.slice(0, index).filter((other) => other.period === 'none').length % 2 === 0;
    rows.push({
      ...stamp(scene, dayMs(start) - random.int(3, 20) * DAY, ago(scene, random.int(1, 30))),
      name: prepaid ? `${kind.name} ${kind.quantity} uur` : kind.name,
      period: kind.period,
      invoice_to: scene.billedTo.get(company.id) ?? null,
      client_id: contactOf(scene, company.id)?.id ?? null,
      operator_id: random.pick(scene.operators),
      quantity: kind.quantity,
      hourly_rate: 0,
      hourly_rate_extra: kind.hourlyExtra,
      upgrade_below_quantity: autoTopUp ? 2 : null,
      upgrade_prepaid_card_id: autoTopUp ? card : null,
      direct_debit: random.chance(0.4),
      service_id: serviceFor(scene, kind.name),
      start_date: start,
      end_date: end,
      archived_at: ended ? new Date(dayMs(end!) + DAY) : null,
    });
    seeds.push({ companyId: company.id, period: kind.period, cardId: card, start });
  });
  const ids = await insert(trx, 'contracts', rows);
  const contracts = seeds.map((seed, index) => ({ ...seed, id: ids[index] }));

  const pivot = contracts.map((contract) => ({ contract_id: contract.id, company_id: contract.companyId }));
  // A contract of the first company also covers the sister company it pays for.
  for (const [sister, payer] of scene.billedTo) {
    const shared = contracts.find((contract) => contract.companyId === payer);
    if (shared) pivot.push({ contract_id: shared.id, company_id: sister });
  }
  await insertPlain(trx, 'contract_company', pivot);
  // Contract hours cover support work on incidents and service requests, not projects.
  const support = scene.activities.filter((activity) => activity.name.startsWith('Support'));
  const covered = scene.ticketTypes.filter((type) => type.name === 'Incident' || type.name === 'Serviceverzoek');
  await insertPlain(trx, 'contract_activity', contracts.flatMap((contract) => support.map((activity) => ({ contract_id: contract.id, activity_id: activity.id }))));
  await insertPlain(trx, 'contract_ticket_type', contracts.flatMap((contract) => covered.map((type) => ({ contract_id: contract.id, ticket_type_id: type.id }))));

  const periods: Row[] = [];
  contracts.forEach((contract, index) => {
    const kind = kinds[index];
    const minutes = kind.quantity * 60;
    const end = rows[index].end_date as string | null;
    if (contract.period === 'none') {
      const topUps = random.chance(0.4) ? 1 : 0;
      const available = minutes * (1 + topUps);
      periods.push({
        ...stamp(scene, dayMs(contract.start), ago(scene, random.int(0, 10))),
        contract_id: contract.id,
        period_start: contract.start,
        period_end: null,
        minutes: available,
        registered_time: Math.round(available * (0.3 + random.next() * 0.75)),
      });
      return;
    }
    const step = MONTHS[contract.period as keyof typeof MONTHS];
    for (let from = contract.start; from <= (end ?? scene.today); from = addMonths(from, step)) {
      const to = dayText(dayMs(addMonths(from, step)) - DAY);
      const running = to >= scene.today;
      periods.push({
        ...stamp(scene, dayMs(from), Math.min(dayMs(to), scene.now)),
        contract_id: contract.id,
        period_start: from,
        period_end: to,
        minutes,
        registered_time: Math.round(minutes * (running ? random.next() * 0.8 : 0.4 + random.next() * 0.9)),
      });
    }
  });
  await insert(trx, 'contract_periods', periods);
  return contracts;
}

interface PhaseRow {
  row: Row;
  lines: Row[];
}

/** The phase rows of a quote, template or project with their lines; seats fills the per-workplace quantities. */
function phaseRows(scene: Scene, keys: readonly string[], seats: number, base: Row, created: number): PhaseRow[] {
  // Small tenants get two phases per quote, template or project.
  return keys.slice(0, scene.demo ? keys.length : 2).map((key, order) => {
    const phase = data.PHASES[key];
    return {
      row: { ...stamp(scene, created), ...base, name: phase.name, description: phase.description, order, status_id: 1 },
      lines: phase.lines.map((line, lineOrder) => ({
        ...stamp(scene, created),
        product_code: line.product_code,
        description: line.description,
        invoice_type: line.invoice_type,
        // Articles on acceptance, fixed hours at the start of the phase, worked hours at its end.
        invoice_moment: line.invoice_type === 2 ? 2 : line.invoice_type === 3 ? 3 : 1,
        quantity: line.quantity === 'seats' ? seats : line.quantity,
        price: line.price,
        order: lineOrder,
      })),
    };
  });
}

/** Inserts phases, then their lines; returns the phase ids in order. */
async function insertPhases(scene: Scene, phases: PhaseRow[]): Promise<number[]> {
  const ids = await insert(scene.trx, 'project_phases', phases.map((phase) => phase.row));
  await insert(
    scene.trx,
    'project_lines',
    phases.flatMap((phase, index) => phase.lines.map((line) => ({ ...line, project_phase_id: ids[index] }))),
  );
  return ids;
}

async function threads(scene: Scene, count: number, created: number[]): Promise<number[]> {
  const { random } = scene;
  return insert(
    scene.trx,
    'message_threads',
    Array.from({ length: count }, (_, index) => ({
      ...stamp(scene, created[index], created[index] + random.int(0, 20) * DAY),
      status_id: random.weighted([[1, 30], [2, 30], [3, 40]] as const),
    })),
  );
}

/**
 * Checklists in the ticket domain's tasks table for the deals and phases seeded here; `done` tells
 * how many of the first tasks are completed.
 */
async function seedTasks(scene: Scene, owners: Array<{ type: 'deals' | 'project-phases'; id: number; created: number; done: number; operator: number }>): Promise<void> {
  const rows = owners.flatMap((owner) => {
    const list = owner.type === 'deals' ? data.DEAL_TASKS : data.PHASE_TASKS;
    return list.slice(0, scene.random.int(2, list.length)).map((task, order) => {
      const completed = order < owner.done ? Math.min(owner.created + (order + 1) * 3 * DAY, scene.now) : null;
      return {
        ...stamp(scene, owner.created, completed ?? owner.created),
        task,
        executed_at: completed === null ? null : new Date(completed),
        completed_by: completed === null ? null : owner.operator,
        operator_id: owner.operator,
        order,
        morphable_type: owner.type,
        morphable_id: owner.id,
      };
    });
  });
  await insert(scene.trx, 'tasks', rows);
}

interface QuoteSeed {
  id: number;
  reference: string;
  name: string;
  companyId: number;
  clientId: number | null;
  phaseKeys: readonly string[];
  seats: number;
  acceptedAt: number;
  phaseIds: number[];
}

async function seedSales(scene: Scene): Promise<QuoteSeed[]> {
  const { random, trx, demo, companies } = scene;
  const stages = demo ? data.DEAL_STAGES : data.DEAL_STAGES.filter((stage) => stage.name === 'Nieuw' || stage.internal_type !== 1);
  const stageIds = await insert(trx, 'deal_stages', stages.map((stage, order) => ({ ...stamp(scene, ago(scene, 900)), ...stage, order })));
  const stageId = new Map(stages.map((stage, index) => [stage.name, stageIds[index]]));

  const templates = data.QUOTE_TEMPLATES.slice(0, demo ? 3 : 1);
  const templateIds = await insert(
    trx,
    'quote_templates',
    templates.map((template) => ({
      ...stamp(scene, ago(scene, 400)),
      name: template.name,
      intro_text: data.quoteIntro('{{first_name}}', template.name),
      footer_text: data.QUOTE_FOOTER,
    })),
  );
  await insertPhases(
    scene,
    templates.flatMap((template, index) =>
      phaseRows(scene, template.phases, 1, { morphable_type: 'quote-templates', morphable_id: templateIds[index] }, ago(scene, 400)),
    ),
  );

  const plan = demo
    ? ['Gewonnen', 'Gewonnen', 'Offerte uitgebracht', 'Verloren', 'Gewonnen', 'Nieuw', 'Onderhandeling', 'Gewonnen', 'Verloren', 'Gekwalificeerd',
       'Gewonnen', 'Offerte uitgebracht', 'Verloren', 'Gewonnen', 'Nieuw', 'Verloren', 'Onderhandeling', 'Gewonnen', 'Verloren', 'Offerte uitgebracht']
    : ['Gewonnen', 'Nieuw'];
  const deals = plan.map((stage, index) => {
    const seed = data.DEALS[index % data.DEALS.length];
    const company = companies[(index * 5) % companies.length];
    const decided = stage === 'Gewonnen' || stage === 'Verloren';
    const created = ago(scene, decided ? random.int(50, 200) : random.int(3, 45));
    return { seed, stage, company, created, decided, operator: random.pick(scene.operators), seats: random.int(...seed.seats), client: anyContactOf(scene, company.id) };
  });
  const dealThreads = await threads(scene, deals.length, deals.map((deal) => deal.created));
  const dealIds = await insert(
    trx,
    'deals',
    deals.map((deal, index) => {
      const colleague = anyContactOf(scene, deal.company.id);
      const tickets = scene.ticketsOf.get(deal.company.id) ?? [];
      return {
        ...stamp(scene, deal.created, deal.created + random.int(1, 40) * DAY),
        description: deal.seed.description,
        company_id: deal.company.id,
        client_id: deal.client?.id ?? null,
        stage_id: stageId.get(deal.stage),
        status_id: deal.stage === 'Gewonnen' ? 2 : deal.stage === 'Verloren' ? 3 : 1,
        operator_id: deal.operator,
        cc: colleague && colleague.id !== deal.client?.id && random.chance(0.15) ? colleague.email : null,
        ticket_id: tickets.length > 0 && random.chance(0.3) ? random.pick(tickets).id : null,
        message_thread_id: dealThreads[index],
      };
    }),
  );

  await seedTasks(
    scene,
    deals.map((deal, index) => ({
      type: 'deals',
      id: dealIds[index],
      created: deal.created,
      done: deal.decided ? data.DEAL_TASKS.length : random.int(0, 2),
      operator: deal.operator,
    })),
  );

  // Quotes by deal outcome: accepted for won deals (sometimes after a rejected first version), rejected for lost ones.
  const quotes: Array<{ deal: (typeof deals)[number]; dealId: number; status: number; name: string; created: number; seats: number }> = [];
  deals.forEach((deal, index) => {
    const add = (status: number, name: string, created: number, seats = deal.seats) =>
      quotes.push({ deal, dealId: dealIds[index], status, name, created: Math.min(created, scene.now - DAY), seats });
    const first = deal.created + random.int(1, 10) * DAY;
    if (deal.stage === 'Gewonnen') {
      if (random.chance(0.3)) {
        add(4, `${deal.seed.description} (versie 1)`, first, deal.seats + 2);
        add(3, deal.seed.description, first + random.int(5, 15) * DAY);
      } else {
        add(3, deal.seed.description, first);
      }
    } else if (deal.stage === 'Verloren') add(4, deal.seed.description, first);
    else if (deal.stage === 'Offerte uitgebracht' || deal.stage === 'Onderhandeling') add(2, deal.seed.description, first);
    else if (deal.stage === 'Gekwalificeerd') add(1, deal.seed.description, first);
  });
  quotes.sort((a, b) => a.created - b.created);
  const perYear = new Map<number, number>();
  const references = quotes.map((quote) => {
    const year = new Date(quote.created).getUTCFullYear();
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
    return `OFF-${year}-${String(perYear.get(year)).padStart(4, '0')}`;
  });
  const decidedAt = quotes.map((quote) => quote.created + random.int(3, 12) * DAY);
  const quoteIds = await insert(
    trx,
    'quotes',
    quotes.map((quote, index) => ({
      ...stamp(scene, quote.created, quote.status >= 3 ? decidedAt[index] : quote.created + DAY),
      reference: references[index],
      name: quote.name,
      status_id: quote.status,
      sent_at: quote.status >= 2 ? new Date(Math.min(quote.created + DAY, scene.now)) : null,
      deal_id: quote.dealId,
      operator_id: random.pick(scene.operators),
      intro_text: data.quoteIntro(quote.deal.client?.first_name ?? 'heer, mevrouw', quote.deal.seed.description),
      footer_text: data.QUOTE_FOOTER,
    })),
  );
  const phases = quotes.map((quote, index) =>
    phaseRows(
      scene,
      quote.deal.seed.phases,
      quote.seats,
      { morphable_type: 'quotes', morphable_id: quoteIds[index], company_id: quote.deal.company.id, client_id: quote.deal.client?.id ?? null },
      quote.created,
    ),
  );
  const phaseIds = await insertPhases(scene, phases.flat());
  let offset = 0;
  return quotes.map((quote, index) => {
    const ids = phaseIds.slice(offset, offset + phases[index].length);
    offset += phases[index].length;
    return {
      id: quoteIds[index],
      reference: references[index],
      name: quote.name,
      companyId: quote.deal.company.id,
      clientId: quote.deal.client?.id ?? null,
      phaseKeys: quote.deal.seed.phases,
      seats: quote.seats,
      acceptedAt: quote.status === 3 ? decidedAt[index] : 0,
      phaseIds: ids,
    };
  });
}

interface InvoiceSeed {
  subject: string;
  companyId: number;
  directDebit: boolean;
  created: number;
  projectId?: number;
  contractId?: number;
  lines: Row[];
  /** Project lines that this invoice bills. */
  projectLines?: Row[];
}

interface ProjectSeed {
  id: number;
  name: string;
  companyId: number;
  phaseIds: number[];
}

/**
 * Projects from the accepted quotes with their phases. The project lines are returned rather than
 * inserted, because the finished ones point at invoices that do not exist yet.
 */
async function seedProjects(scene: Scene, quotes: QuoteSeed[], invoices: InvoiceSeed[]): Promise<{ projects: ProjectSeed[]; lines: Row[] }> {
  const { random, trx, demo } = scene;
  const accepted = quotes.filter((quote) => quote.acceptedAt > 0);
  const plans = accepted.map((quote) => ({
    name: quote.name,
    description: `Project naar aanleiding van offerte ${quote.reference}.`,
    companyId: quote.companyId,
    clientId: quote.clientId,
    quoteId: quote.id as number | null,
    phaseKeys: quote.phaseKeys,
    sourcePhases: quote.phaseIds as number[],
    seats: quote.seats,
    created: Math.min(quote.acceptedAt + DAY, scene.now - DAY),
  }));
  if (demo) {
    const company = scene.companies[3 % scene.companies.length];
    plans.push({
      name: 'Verhuizing kantoor naar nieuwe locatie',
      description: 'Verhuizing van de werkplekken, het netwerk en de printers naar het nieuwe pand.',
      companyId: company.id,
      clientId: contactOf(scene, company.id)?.id ?? null,
      quoteId: null,
      phaseKeys: ['inventory', 'network', 'rollout', 'handover'],
      sourcePhases: [],
      seats: scene.seats.get(company.id)!,
      created: ago(scene, 75),
    });
  }
  const ids = await insert(
    trx,
    'projects',
    plans.map((plan) => ({
      ...stamp(scene, plan.created, plan.created + random.int(1, 30) * DAY),
      name: plan.name,
      description: plan.description,
      company_id: plan.companyId,
      client_id: plan.clientId,
      quote_id: plan.quoteId,
    })),
  );

  const allPhases: PhaseRow[] = [];
  const phaseCounts: number[] = [];
  plans.forEach((plan, index) => {
    const rows = phaseRows(
      scene,
      plan.phaseKeys,
      plan.seats,
      { morphable_type: 'projects', morphable_id: ids[index], company_id: plan.companyId, client_id: plan.clientId },
      plan.created,
    );
    // The older the project, the further along: finished phases, then the one in progress.
    const ageDays = (scene.now - plan.created) / DAY;
    const done = Math.min(rows.length, Math.floor((ageDays / 90) * rows.length));
    const finished: PhaseRow[] = [];
    rows.forEach((phase, order) => {
      phase.row.status_id = order < done ? 3 : order === done ? 2 : 1;
      phase.row.operator_id = random.pick(scene.operators);
      phase.row.project_phase_id = plan.sourcePhases[order] ?? null;
      if (order < done) finished.push(phase);
    });
    const billable = finished.flatMap((phase) => phase.lines.filter((line) => line.invoice_type !== 4));
    if (billable.length > 0) {
      invoices.push({
        subject: `${plan.name}: ${finished.map((phase) => phase.row.name).join(', ')}`,
        companyId: plan.companyId,
        directDebit: false,
        created: Math.min(plan.created + done * 20 * DAY, scene.now - DAY),
        projectId: ids[index],
        lines: billable.map((line) => ({
          quantity: line.quantity,
          product_code: line.product_code,
          description: line.description,
          price: line.price,
        })),
        projectLines: billable,
      });
    }
    allPhases.push(...rows);
    phaseCounts.push(rows.length);
  });
  const projectThreads = await threads(scene, allPhases.length, allPhases.map((phase) => (phase.row.created_at as Date).getTime()));
  allPhases.forEach((phase, index) => {
    phase.row.message_thread_id = projectThreads[index];
  });
  // Project lines get their invoice ids once the invoices exist; phases go in now.
  const phaseIds = await insert(trx, 'project_phases', allPhases.map((phase) => phase.row));
  allPhases.forEach((phase, index) => phase.lines.forEach((line) => (line.project_phase_id = phaseIds[index])));
  await seedTasks(
    scene,
    allPhases.map((phase, index) => ({
      type: 'project-phases',
      id: phaseIds[index],
      created: (phase.row.created_at as Date).getTime(),
      done: phase.row.status_id === 3 ? data.PHASE_TASKS.length : phase.row.status_id === 2 ? 1 : 0,
      operator: phase.row.operator_id as number,
    })),
  );
  let offset = 0;
  const projects = plans.map((plan, index) => {
    const count = phaseCounts[index];
    offset += count;
    return { id: ids[index], name: plan.name, companyId: plan.companyId, phaseIds: phaseIds.slice(offset - count, offset) };
  });
  return { projects, lines: allPhases.flatMap((phase) => phase.lines) };
}

interface SubscriptionSeed {
  id: number;
  companyId: number;
  kind: string;
  terminated: boolean;
  directDebit: boolean;
  lines: Array<{ id: number; product_code: string; description: string; quantity: number; price: number }>;
}

async function seedSubscriptions(scene: Scene): Promise<SubscriptionSeed[]> {
  const { random, trx, demo, companies } = scene;
  const plan: Array<{ company: Company; kind: string }> = demo
    ? [
        ...companies.map((company) => ({ company, kind: 'm365' })),
        ...Array.from({ length: 25 - companies.length }, (_, index) => ({
          company: companies[(index * 3) % companies.length],
          kind: ['backup', 'workplace', 'network', 'hosting'][index % 4],
        })),
      ]
    : [
        { company: companies[0], kind: 'm365' },
        { company: companies[1 % companies.length], kind: 'backup' },
      ];
  const rows = plan.map((entry, index) => {
    const kind = data.SUBSCRIPTION_KINDS[entry.kind];
    const step = MONTHS[kind.period];
    const start = `${random.int(2016, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
    const begin = start < scene.today ? start : '2025-01-01';
    const terminatedOn = demo && (index === 16 || index === 21) ? firstOfMonth(ago(scene, random.int(20, 120))) : null;
    const endsOn = demo && index === 23 ? addMonths(firstOfMonth(scene.now), 3) : null;
    let next = begin;
    const until = terminatedOn ?? scene.today;
    while (next <= until) next = addMonths(next, step);
    return {
      ...stamp(scene, dayMs(begin) - 7 * DAY, ago(scene, random.int(1, 60))),
      description: kind.description,
      company_id: entry.company.id,
      periods: 1,
      period: kind.period,
      start_period: next,
      next_billing_date: next,
      billing_start_date: begin,
      termination_date: terminatedOn ? dayText(dayMs(terminatedOn) - DAY) : endsOn,
      invoice_periods: kind.period === 'month' && random.chance(0.2) ? 3 : 1,
      direct_debit: random.chance(0.5),
      invoice_separately: random.chance(0.1),
      invoice_setting_on_change: random.weighted([['system', 70], ['prorate', 20], ['start', 10]] as const),
      archived_at: index === 21 ? new Date(ago(scene, 10)) : null,
    };
  });
  const ids = await insert(trx, 'subscriptions', rows);
  const lineRows = plan.flatMap((entry, index) =>
    data.SUBSCRIPTION_KINDS[entry.kind].lines.map((line, order) => ({
      ...stamp(scene, (rows[index].created_at as Date).getTime()),
      subscription_id: ids[index],
      quantity: line.quantity === 'seats' ? scene.seats.get(entry.company.id)! : line.quantity,
      product_code: line.product_code,
      description: line.description,
      price: line.price,
      order,
      invoice_difference_date: random.chance(0.1) ? dayText(dayMs(rows[index].start_period) - random.int(5, 20) * DAY) : null,
    })),
  );
  const lineIds = await insert(trx, 'subscription_lines', lineRows);
  return plan.map((entry, index) => ({
    id: ids[index],
    companyId: entry.company.id,
    kind: entry.kind,
    terminated: rows[index].termination_date !== null && (rows[index].termination_date as string) < scene.today,
    directDebit: rows[index].direct_debit,
    lines: lineRows
      .map((line, lineIndex) => ({ ...line, id: lineIds[lineIndex] }))
      .filter((line) => line.subscription_id === ids[index]) as SubscriptionSeed['lines'],
  }));
}

async function seedSubscriptionChanges(scene: Scene, projects: ProjectSeed[], subscriptions: SubscriptionSeed[]): Promise<void> {
  const { random, demo } = scene;
  const rows = projects.slice(0, demo ? 5 : 1).map((project, index) => {
    const subscription = subscriptions.find((candidate) => candidate.companyId === project.companyId && candidate.kind === 'm365');
    const extra = random.int(2, 6);
    const onProject = demo && index === 4;
    const onDate = demo && index === 2;
    return {
      ...stamp(scene, ago(scene, random.int(5, 60))),
      subscription_id: subscription?.id ?? null,
      description: onProject ? 'Beheer van de nieuwe werkplekken' : 'Extra licenties na oplevering',
      periods: 1,
      period: 'month',
      change_moment: onProject ? 3 : onDate ? 4 : random.pick([1, 3]),
      start_period: onDate ? addMonths(firstOfMonth(scene.now), 1) : null,
      invoice_before_days: random.pick([0, 7]),
      direct_debit: subscription?.directDebit ?? false,
      morphable_type: onProject ? 'projects' : 'project-phases',
      morphable_id: onProject ? project.id : project.phaseIds[project.phaseIds.length - 1],
      lines: JSON.stringify(
        onProject
          ? [{ product_code: 'BEH-WP', description: 'Beheer werkplek per maand', quantity: extra, price: 19.5 }]
          : [
              { product_code: 'LIC-M365-BS', description: 'Microsoft 365 Business Standard', quantity: extra, price: 11.7 },
              { product_code: 'SEC-DFB', description: 'Microsoft Defender for Business', quantity: extra, price: 2.8 },
            ],
      ),
    };
  });
  await insert(scene.trx, 'subscription_changes', rows);
}

function monthName(ms: number): string {
  const date = new Date(ms);
  return `${data.MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

async function seedInvoices(
  scene: Scene,
  invoices: InvoiceSeed[],
  contracts: ContractSeed[],
  subscriptions: SubscriptionSeed[],
  projectLines: Row[],
): Promise<void> {
  const { random, trx, demo } = scene;
  const cards = await trx.selectFrom('prepaid_cards').select(['id', 'name', 'hours', 'price', 'product_code']).where('tenant_id', '=', scene.tenantId).execute();
  for (const contract of contracts.filter((candidate) => candidate.period === 'none')) {
    const card = cards.find((candidate: Row) => candidate.id === contract.cardId) ?? cards[0];
    invoices.push({
      subject: card.name,
      companyId: contract.companyId,
      directDebit: false,
      created: dayMs(contract.start) + 9 * 60 * 60 * 1000,
      contractId: contract.id,
      lines: [{ quantity: 1, product_code: card.product_code, description: `${card.name} (${Number(card.hours)} uur support)`, price: card.price }],
    });
  }
  const target = demo ? 30 : 3;
  const running = subscriptions.filter((subscription) => !subscription.terminated);
  for (let index = 0; invoices.length < target; index++) {
    const monthsAgo = random.int(0, 5);
    const period = Date.UTC(new Date(scene.now).getUTCFullYear(), new Date(scene.now).getUTCMonth() - monthsAgo, 1);
    const created = Math.min(period + random.int(0, 3) * DAY + 9 * 60 * 60 * 1000, scene.now - 60 * 60 * 1000);
    if (index % 2 === 0 && running.length > 0) {
      const subscription = running[(index / 2) % running.length];
      invoices.push({
        subject: `Abonnementen ${monthName(period)}`,
        companyId: subscription.companyId,
        directDebit: subscription.directDebit,
        created,
        lines: subscription.lines.map((line) => ({
          quantity: line.quantity,
          product_code: line.product_code,
          description: `${line.description} ${monthName(period)}`,
          price: line.price,
        })),
      });
      continue;
    }
    const company = scene.companies[(index >> 1) % scene.companies.length];
    const tickets = random.shuffled(scene.ticketsOf.get(company.id) ?? []).slice(0, random.int(2, 5));
    const lines: Row[] = tickets.map((ticket) => ({
      date: dayText(new Date(ticket.created_at).getTime()),
      quantity: random.pick([0.25, 0.5, 0.75, 1, 1.5, 2, 3]),
      product_code: data.WORK_PRODUCT,
      description: `${ticket.reference} ${ticket.description}`,
      price: data.WORK_RATE,
      ticket_id: ticket.id,
    }));
    // Travel is sometimes charged without a product, which the accounting package will not take.
    if (random.chance(0.2)) lines.push({ quantity: 1, product_code: null, description: 'Voorrijkosten', price: 35 });
    if (lines.length === 0) lines.push({ quantity: 1, product_code: data.WORK_PRODUCT, description: 'Werkzaamheden op locatie', price: data.WORK_RATE });
    invoices.push({ subject: `Werkzaamheden ${monthName(period)}`, companyId: company.id, directDebit: false, created, lines });
  }

  // Invoices older than ten days have mostly been exported (project invoices always), numbered in the
  // order of export; the three newest are still concepts.
  const newest = new Set(invoices.map((_, index) => index).sort((a, b) => invoices[b].created - invoices[a].created).slice(0, 3));
  const exportedAt = invoices.map((invoice, index) =>
    !newest.has(index) && scene.now - invoice.created > 10 * DAY && (invoice.projectId !== undefined || random.chance(0.85))
      ? Math.min(invoice.created + random.int(1, 8) * DAY, scene.now)
      : null,
  );
  const order = invoices.map((_, index) => index).filter((index) => exportedAt[index] !== null);
  order.sort((a, b) => exportedAt[a]! - exportedAt[b]!);
  const codes = new Map<number, string>(order.map((index, position) => [index, String(position + 1)]));
  // As a company that moved to Balie: its numbers so far came from elsewhere, Balie's own go on from there.
  await trx
    .updateTable('configs')
    .set({ value: String(order.length + 1) })
    .where('tenant_id', '=', scene.tenantId)
    .where('name', '=', 'invoicing.first_invoice_number')
    .execute();
  const ids = await insert(
    trx,
    'invoices',
    invoices.map((invoice, index) => ({
      ...stamp(scene, invoice.created, exportedAt[index] ?? invoice.created + random.int(0, 5) * DAY),
      invoice_code: codes.get(index) ?? null,
      subject: invoice.subject,
      company_id: invoice.companyId,
      invoice_to: scene.billedTo.get(invoice.companyId) ?? null,
      direct_debit: invoice.directDebit,
      exported_at: exportedAt[index] === null ? null : new Date(exportedAt[index]!),
      project_id: invoice.projectId ?? null,
      contract_id: invoice.contractId ?? null,
    })),
  );
  await insert(
    trx,
    'invoice_lines',
    invoices.flatMap((invoice, index) =>
      invoice.lines.map((line, order) => ({
        ...stamp(scene, invoice.created),
        invoice_id: ids[index],
        date: line.date ?? dayText(invoice.created),
        quantity: line.quantity,
        product_code: line.product_code,
        description: line.description,
        price: line.price,
        vat_percentage: 21,
        is_locked: true,
        ticket_id: line.ticket_id ?? null,
        order,
      })),
    ),
  );
  invoices.forEach((invoice, index) => invoice.projectLines?.forEach((line) => (line.invoice_id = ids[index])));
  await insert(trx, 'project_lines', projectLines);
}

async function seedImports(scene: Scene): Promise<void> {
  const { random, trx, demo } = scene;
  const definitions = data.IMPORT_DEFINITIONS.slice(0, demo ? 2 : 1);
  const created = definitions.map(() => ago(scene, random.int(120, 300)));
  const ids = await insert(
    trx,
    'import_definitions',
    definitions.map((definition, index) => ({
      ...stamp(scene, created[index]),
      name: definition.name,
      model: 'invoice-lines',
      config: JSON.stringify(definition.config),
    })),
  );
  const runs = demo ? 3 : 1;
  await insert(
    trx,
    'imports',
    Array.from({ length: runs }, (_, index) => {
      const which = index % definitions.length;
      const definition = definitions[which];
      // The first run of a definition is the one that saved it.
      const first = index < definitions.length;
      const at = first ? created[which] : ago(scene, random.int(5, 100));
      const month = new Date(at - 20 * DAY);
      const extension = which === 0 ? 'xlsx' : 'csv';
      return {
        ...stamp(scene, at),
        model: 'invoice-lines',
        definition_id: ids[which],
        definition_name: first ? definition.name : null,
        original_filename: `${definition.file}-${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}.${extension}`,
        storage_filename: `imports/${hex(random, 32)}.${extension}`,
        save_import_definition: first,
        config: JSON.stringify(definition.config),
        user_id: scene.operators[0],
        imported_rows: random.int(8, 40),
      };
    }),
  );
}

async function seedCloud(scene: Scene, subscriptions: SubscriptionSeed[]): Promise<void> {
  const { random, trx, demo } = scene;
  const distributors = data.CLOUD_DISTRIBUTORS.slice(0, demo ? 2 : 1);
  const distributorIds = await insert(
    trx,
    'cloud_distributors',
    distributors.map((distributor) => ({
      ...stamp(scene, ago(scene, 400), scene.now - random.int(1, 6) * 60 * 60 * 1000),
      ...distributor,
      is_active: true,
      last_synced_at: new Date(scene.now - random.int(1, 6) * 60 * 60 * 1000),
    })),
  );
  const licensed = subscriptions.filter((subscription) => subscription.kind === 'm365' && !subscription.terminated).slice(0, demo ? 10 : 1);
  const companyIds = await insert(
    trx,
    'cloud_distribution_companies',
    licensed.map((subscription, index) => ({
      ...stamp(scene, ago(scene, 380)),
      cloud_distributor_id: distributorIds[index % distributorIds.length],
      company_id: subscription.companyId,
      external_id: guid(random),
      name: scene.companies.find((company) => company.id === subscription.companyId)!.name,
    })),
  );

  const licences: Row[] = [];
  const links: Array<number | null> = [];
  licensed.forEach((subscription, index) => {
    const seats = scene.seats.get(subscription.companyId)!;
    const lineOf = (code: string) =>
      subscriptions
        .filter((candidate) => candidate.companyId === subscription.companyId)
        .flatMap((candidate) => candidate.lines)
        .find((line) => line.product_code === code) ?? null;
    const start = dayText(ago(scene, random.int(60, 700)));
    let renewal = start;
    while (renewal <= scene.today) renewal = addMonths(renewal, 12);
    const add = (licence: (typeof data.LICENCES)[number], quantity: number, extra: Row = {}) => {
      const line = licence.product_code ? lineOf(licence.product_code) : null;
      licences.push({
        ...stamp(scene, dayMs(start), scene.now - random.int(1, 6) * 60 * 60 * 1000),
        cloud_distribution_company_id: companyIds[index],
        external_id: guid(random),
        name: licence.name,
        quantity,
        sales_price: licence.sales_price,
        period_type: 0,
        status: 0,
        start_date: start,
        end_date: renewal,
        ignore: false,
        ...extra,
      });
      links.push(line?.id ?? null);
    };
    // Mostly the licence count matches the invoiced seats; sometimes a user was added or removed.
    add(data.LICENCES[0], seats + random.weighted([[0, 70], [1, 15], [-1, 10], [2, 5]] as const));
    add(data.LICENCES[1], 2);
    if (random.chance(0.5)) add(data.LICENCES[2], seats);
    // Every other customer has one more licence that no subscription bills: a premium plan, a trial or a yearly one.
    if (index % 2 === 0) {
      const [licence, extra] = ([
        [data.LICENCES[3], { status: 0 }],
        [data.LICENCES[4], { status: 3 }],
        [data.LICENCES[5], { period_type: 1 }],
      ] as const)[(index / 2) % 3];
      add(licence, random.int(1, 3), { ...extra, ignore: random.chance(0.3) });
    }
    if (demo && index === 1) add(data.LICENCES[5], 1, { status: 5, end_date: dayText(ago(scene, 30)) });
  });
  const licenceIds = await insert(trx, 'cloud_distribution_subscriptions', licences);
  await insert(
    trx,
    'cloud_distribution_subscription_relations',
    licenceIds.flatMap((licenceId, index) =>
      links[index] === null
        ? []
        : [
            {
              ...stamp(scene, (licences[index].created_at as Date).getTime()),
              cloud_distribution_subscription_id: licenceId,
              morphable_type: 'subscription-lines',
              morphable_id: links[index],
              update_quantity: random.chance(0.5),
            },
          ],
    ),
  );
}

/** Seeds assets, contracts, sales, projects, subscriptions, invoices, imports and licences of a new tenant. */
export async function seedBackOffices(trx: Transaction<any>, context: SeedContext): Promise<void> {
  const scene = await loadScene(trx, context);
  if (scene.companies.length === 0 || scene.operators.length === 0) return;
  const invoices: InvoiceSeed[] = [];
  await seedAssets(scene);
  const contracts = await seedContracts(scene);
  const quotes = await seedSales(scene);
  const { projects, lines } = await seedProjects(scene, quotes, invoices);
  const subscriptions = await seedSubscriptions(scene);
  await seedSubscriptionChanges(scene, projects, subscriptions);
  await seedInvoices(scene, invoices, contracts, subscriptions, lines);
  await seedImports(scene);
  await seedCloud(scene, subscriptions);
}
