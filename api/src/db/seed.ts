import type { Insertable, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { syncRoles } from '../auth/permissions.ts';
import { syncConfigs } from '../resources/configs.ts';
import type { Database, MessagesTable, TicketsTable } from './schema.ts';
import * as content from './seed-data.ts';
import { seedCoreResources } from './seed-core-resources.ts';
import { seedBackOffices } from './seed-back-office.ts';
import { randomSource, type Random, type SeedContext, type SeedSize } from './seed-context.ts';

export interface SeedOptions {
  subdomain: string;
  name: string;
  size: SeedSize;
  /** Password of every seeded operator. */
  password: string;
}

const SIZES = {
  demo: { companies: 14, contacts: 56, tickets: 600, days: 180, operators: content.DEMO_OPERATORS },
  small: { companies: 2, contacts: 3, tickets: 6, days: 30, operators: content.SMALL_OPERATORS },
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHUNK = 500;


function companyAddress(company: content.CompanySeed, random: Random) {
  const area = content.AREAS[company.areaCode];
  const letters = () => String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25));
  return {
    address_1: `${random.pick(content.STREETS)} ${random.int(1, 180)}`,
    postal_code: area ? `${random.int(area.postal[0], area.postal[1])} ${letters()}` : null,
    city: area?.city ?? null,
    telephone: `${company.areaCode}-${random.int(1000000, 9999999)}`.slice(0, 11),
    invoice_email: `facturen@${company.domain}`,
    email_domains: company.domain,
    payment_term_days: random.pick([14, 14, 30, 30, 30]),
  };
}


const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9.]/g, '');
const fullName = (person: { first_name: string; prefix: string | null; last_name: string }) =>
  [person.first_name, person.prefix, person.last_name].filter(Boolean).join(' ');
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);
/** "printer op…" but "VPN-verbinding…" keeps its capitals. */
const lowerFirst = (text: string) => (/^.[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

async function insertChunked<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
}

/** A moment during office hours on a weekday, `daysAgo` before now, never in the future. */
function officeMoment(random: Random, now: number, daysAgo: number): Date {
  const date = new Date(now - daysAgo * DAY);
  date.setUTCHours(7 + random.int(0, 8), random.int(0, 59), random.int(0, 59), 0);
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(date.getUTCDate() - 1);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() - 2);
  return date.getTime() < now ? date : new Date(now - random.int(5, 120) * 60 * 1000);
}

type Kind = 'incoming' | 'follow-up' | 'phone' | 'reply' | 'closing' | 'note' | 'pinned';

function statusFor(random: Random, ageDays: number): number {
  if (ageDays < 7) return random.weighted([[1, 45], [4, 20], [5, 20], [6, 5], [2, 10]] as const);
  if (ageDays < 30) return random.weighted([[1, 20], [4, 15], [5, 10], [6, 5], [2, 50]] as const);
  return random.weighted([[2, 75], [3, 20], [1, 5]] as const);
}

/** The conversation of one ticket; its last message fits the status (waiting ends with our reply…). */
function conversation(random: Random, internalType: number, fromEmail: boolean): Kind[] {
  const last: Kind | null =
    internalType === 4 ? 'reply' : internalType === 5 ? 'follow-up' : internalType === 2 || internalType === 3 ? 'closing' : null;
  const kinds: Kind[] = [fromEmail ? 'incoming' : 'phone'];
  const middle = random.int(last ? 0 : 1, 4);
  let pinned = false;
  for (let i = 0; i < middle; i++) {
    let kind = random.weighted([['reply', 40], ['follow-up', 25], ['note', 30], ['pinned', 5]] as const);
    if (kind === 'pinned' && pinned) kind = 'note';
    pinned ||= kind === 'pinned';
    kinds.push(kind);
  }
  if (last) kinds.push(last);
  return kinds;
}

export interface NewTenant {
  subdomain: string;
  name: string;
  /** Modules switched on or off beyond the defaults (timer and invoicing on, integrations off). */
  modules?: Record<string, boolean>;
}

/**
 * A tenant with what every tenant needs before its first ticket: statuses, priorities, the roles
 * with their permissions, the settings and a support mailbox. No people or demo records. Call
 * inside a transaction (under the schema lock when it may race a migration).
 */
export async function createTenant(trx: Transaction<Database>, options: NewTenant): Promise<{ tenantId: number; statusId: Map<number, number>; priorityIds: number[] }> {
  const tenant = await trx
    .insertInto('tenants')
    .values({
      subdomain: options.subdomain,
      name: options.name,
      modules: JSON.stringify({
        mod_timer: true,
        mod_invoicing: true,
        mod_ms_user_sync: false,
        mod_cloud_distribution: false,
        mod_exact: false,
        mod_eboekhouden: false,
        ...options.modules,
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;

  const statuses = await trx
    .insertInto('ticket_statuses')
    .values(content.STATUSES.map((status, index) => ({ ...status, tenant_id: tenantId, order: index + 1 })))
    .returning(['id', 'internal_type'])
    .execute();
  const priorities = await trx
    .insertInto('priorities')
    .values(content.PRIORITIES.map((priority, index) => ({ ...priority, tenant_id: tenantId, order: index + 1 })))
    .returning('id')
    .execute();
  const statusId = new Map(statuses.map((status) => [status.internal_type, status.id]));

  // Customers write to support@{subdomain}.nl; with SMTP_INBOUND_PORT set, that mail becomes tickets.
  await trx
    .insertInto('mailboxes')
    .values({ tenant_id: tenantId, name: 'Support', address: `support@${options.subdomain}.nl`, protocol: 'smtp', default_status_id: statusId.get(1) ?? null })
    .execute();

  await syncRoles(trx, tenantId);
  await syncConfigs(trx, tenantId);
  return { tenantId, statusId, priorityIds: priorities.map((priority) => priority.id) };
}

/** Creates a tenant with roles, people, tickets and messages. Call under the schema lock. */
export async function seedTenant(trx: Transaction<Database>, options: SeedOptions): Promise<number> {
  const size = SIZES[options.size];
  const random = randomSource(options.subdomain);
  const now = Date.now();

  const { tenantId, statusId, priorityIds } = await createTenant(trx, {
    subdomain: options.subdomain,
    name: options.name,
    // The demo shows the licences screen and the directory sync; small tenants keep the modules off.
    modules: { mod_cloud_distribution: options.size === 'demo', mod_ms_user_sync: options.size === 'demo' },
  });
  for (const [name, value] of Object.entries(content.LETTERHEAD(options.subdomain))) {
    await trx.updateTable('configs').set({ value }).where('tenant_id', '=', tenantId).where('name', '=', name).execute();
  }
  const roles = await trx.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
  const roleId = new Map(roles.map((role) => [role.name, role.id]));

  const companySeeds = options.size === 'demo' ? content.COMPANIES : random.shuffled(content.COMPANIES).slice(0, size.companies);
  const companyCreated = companySeeds.map(() => new Date(now - random.int(200, 900) * DAY));
  // Addresses draw from a stream of their own, so they leave the rest of the seed as it was.
  const addressRandom = randomSource(`${options.subdomain}:addresses`);
  const companies = await trx
    .insertInto('companies')
    .values(
      companySeeds.map((company, index) => ({
        tenant_id: tenantId,
        name: company.name,
        debtor_code: `D${10001 + index}`,
        ...companyAddress(company, addressRandom),
        badge_text: company.badge?.text ?? null,
        badge_color: company.badge?.color ?? null,
        created_at: companyCreated[index],
        updated_at: companyCreated[index],
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const companyIdByName = new Map(companies.map((company) => [company.name, company.id]));

  // The seeded operators share one password, so one (deliberately slow) hash serves them all.
  const passwordHash = await hashPassword(options.password);
  const operatorRows = size.operators.map((operator) => ({
    tenant_id: tenantId,
    email: `${operator.local}@${options.subdomain}.nl`,
    password_hash: passwordHash,
    first_name: operator.first_name,
    prefix: operator.prefix,
    last_name: operator.last_name,
    acronym: operator.acronym,
    is_operator: operator.is_operator,
    is_active: operator.is_active,
    configs: '{}',
  }));

  const usedEmails = new Set<string>();
  const contactRows = Array.from({ length: size.contacts }, (_, index) => {
    const company = companySeeds[index % companySeeds.length];
    const first = random.pick(content.FIRST_NAMES);
    const [prefix, last] = random.pick(content.LAST_NAMES);
    let email = `${plain(first)}.${plain(`${prefix ?? ''}${last}`)}@${company.domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${plain(first)}.${plain(`${prefix ?? ''}${last}`)}${n}@${company.domain}`;
    usedEmails.add(email);
    return {
      company: company.name,
      row: {
        tenant_id: tenantId,
        email,
        first_name: first,
        prefix,
        last_name: last,
        // Dutch numbers have ten digits, area code included.
        telephone: `${company.areaCode}-${random.int(10 ** (9 - company.areaCode.length), 10 ** (10 - company.areaCode.length) - 1)}`,
        telephone_cell: random.chance(0.7) ? `06-${random.int(10000000, 99999999)}` : null,
        is_operator: 0,
        configs: '{}',
      },
    };
  });

  // Portal logins, one per contact role, at the first company (demo only).
  const loginRows =
    options.size === 'demo'
      ? content.DEMO_CONTACT_LOGINS.map((contact) => ({
          tenant_id: tenantId,
          email: `${contact.local}@${options.subdomain}.nl`,
          password_hash: passwordHash,
          first_name: contact.first_name,
          prefix: contact.prefix,
          last_name: contact.last_name,
          telephone: `${companySeeds[0].areaCode}-${random.int(1000000, 9999999)}`,
          is_operator: 0,
          configs: '{}',
        }))
      : [];

  const users = await trx
    .insertInto('users')
    .values([...operatorRows, ...contactRows.map((contact) => contact.row), ...loginRows])
    .returning(['id', 'email'])
    .execute();
  const userId = new Map(users.map((user) => [user.email, user.id]));
  await insertChunked(
    trx,
    'user_role',
    content.DEMO_CONTACT_LOGINS.filter(() => options.size === 'demo').map((contact) => ({
      user_id: userId.get(`${contact.local}@${options.subdomain}.nl`)!,
      role_id: roleId.get(contact.role)!,
    })),
  );
  await insertChunked(trx, 'company_user', [
    ...loginRows.map((row) => ({ company_id: companyIdByName.get(companySeeds[0].name)!, user_id: userId.get(row.email)! })),
    // The only_own_company operator works for the first few companies.
    ...size.operators
      .filter((operator) => operator.role === 'only_own_company')
      .flatMap((operator) =>
        companySeeds.slice(0, content.OWN_COMPANY_COUNT).map((company) => ({
          company_id: companyIdByName.get(company.name)!,
          user_id: userId.get(`${operator.local}@${options.subdomain}.nl`)!,
        })),
      ),
  ]);
  // Every contact gets the client role, as the create screen proposes.
  await insertChunked(
    trx,
    'user_role',
    contactRows.map((contact) => ({ user_id: userId.get(contact.row.email)!, role_id: roleId.get('client')! })),
  );

  await insertChunked(
    trx,
    'user_role',
    size.operators.map((operator) => ({ user_id: userId.get(`${operator.local}@${options.subdomain}.nl`)!, role_id: roleId.get(operator.role)! })),
  );
  await insertChunked(
    trx,
    'company_user',
    contactRows.map((contact) => ({ company_id: companyIdByName.get(contact.company)!, user_id: userId.get(contact.row.email)! })),
  );

  const staff = size.operators.map((operator, index) => ({ ...operator, id: userId.get(operatorRows[index].email)! }));
  const assignable = staff.filter((operator) => operator.is_active && operator.role !== 'read_only');
  const former = staff.filter((operator) => !operator.is_active);
  const contacts = contactRows.map((contact) => ({
    ...contact.row,
    id: userId.get(contact.row.email)!,
    companyId: companyIdByName.get(contact.company)!,
  }));

  // Tickets are planned oldest first so references count up with time.
  const planned = Array.from({ length: size.tickets }, () => officeMoment(random, now, random.next() * size.days)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );

  const perYear = new Map<number, number>();
  const ticketRows: Insertable<TicketsTable>[] = [];
  const conversations: Array<{ reference: string; kinds: Kind[]; times: Date[]; client: (typeof contacts)[number]; operatorId: number; cc: string | null; description: string }> = [];
  for (const createdAt of planned) {
    const ageDays = (now - createdAt.getTime()) / DAY;
    const internalType = statusFor(random, ageDays);
    const client = random.pick(contacts);
    const fromEmail = random.chance(0.75);
    const kinds = conversation(random, internalType, fromEmail);
    const gaps = kinds.map((_, index) => (index === 0 ? 0 : (0.2 + random.next() * 30) * HOUR));
    const available = Math.max(0, now - createdAt.getTime() - 5 * 60 * 1000);
    const scale = Math.min(1, available / Math.max(1, gaps.reduce((sum, gap) => sum + gap, 0)));
    let at = createdAt.getTime();
    const times = gaps.map((gap) => new Date((at += gap * scale)));
    const updatedAt = times[times.length - 1];

    const unassigned = (internalType === 1 || internalType === 5) && random.chance(0.15);
    const operator = ageDays > 90 && former.length > 0 && random.chance(0.15) ? random.pick(former) : random.pick(assignable);
    const colleagues = contacts.filter((contact) => contact.companyId === client.companyId && contact.id !== client.id);
    const cc = colleagues.length > 0 && random.chance(0.1) ? random.pick(colleagues).email : null;
    const year = createdAt.getUTCFullYear();
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    const reference = `T-${year}-${String(number).padStart(5, '0')}`;
    const description = random.pick(content.TICKET_DESCRIPTIONS);

    ticketRows.push({
      tenant_id: tenantId,
      reference,
      description,
      status_id: statusId.get(internalType)!,
      priority_id: random.weighted([[priorityIds[0], 20], [priorityIds[1], 55], [priorityIds[2], 20], [priorityIds[3], 5]] as const),
      line_type: random.chance(0.7) ? 1 : 2,
      company_id: client.companyId,
      client_id: client.id,
      operator_id: unassigned ? null : operator.id,
      cc,
      original_email_from: fromEmail ? client.email : null,
      archived_at: internalType === 3 ? new Date(Math.min(now, updatedAt.getTime() + random.int(2, 10) * DAY)) : null,
      created_at: createdAt,
      updated_at: updatedAt,
    });
    conversations.push({ reference, kinds, times, client, operatorId: unassigned ? random.pick(assignable).id : operator.id, cc, description });
  }

  const ticketIds = new Map<string, number>();
  for (let start = 0; start < ticketRows.length; start += CHUNK) {
    const inserted = await trx.insertInto('tickets').values(ticketRows.slice(start, start + CHUNK)).returning(['id', 'reference']).execute();
    for (const ticket of inserted) ticketIds.set(ticket.reference, ticket.id);
  }

  const signature = (operatorId: number) => {
    const operator = staff.find((candidate) => candidate.id === operatorId)!;
    return `<p>Met vriendelijke groet,<br>${fullName(operator)}<br>${options.name}</p>`;
  };
  const messageRows: Insertable<MessagesTable>[] = [];
  for (const ticket of conversations) {
    ticket.kinds.forEach((kind, index) => {
      const client = ticket.client;
      const base = {
        tenant_id: tenantId,
        morphable_type: 'tickets',
        morphable_id: ticketIds.get(ticket.reference)!,
        created_at: ticket.times[index],
        updated_at: ticket.times[index],
        is_from_client: false,
        send_to_client: false,
        visible_to_client: false,
        is_pinned: false,
        is_sent: false,
        actor_id: ticket.operatorId,
      };
      switch (kind) {
        case 'incoming':
        case 'follow-up':
          messageRows.push({
            ...base,
            actor_id: client.id,
            is_from_client: true,
            visible_to_client: true,
            original_email_from: client.email,
            message:
              kind === 'incoming'
                ? `<p>${random.pick(content.GREETINGS)}</p><p>${sentence(ticket.description)} ${random.pick(content.CUSTOMER_DETAILS)}</p><p>Met vriendelijke groet,<br>${fullName(client)}</p>`
                : `<p>${random.pick(content.CUSTOMER_FOLLOW_UPS)}</p><p>Groet,<br>${client.first_name}</p>`,
          });
          break;
        case 'reply':
        case 'closing':
          messageRows.push({
            ...base,
            send_to_client: true,
            visible_to_client: true,
            is_sent: random.chance(0.98),
            to: client.email,
            cc: ticket.cc,
            message: `<p>Beste ${client.first_name},</p><p>${random.pick(kind === 'reply' ? content.OPERATOR_REPLIES : content.CLOSING_REPLIES)}</p>${signature(ticket.operatorId)}`,
          });
          break;
        case 'phone':
          messageRows.push({ ...base, message: `<p>Telefonisch gemeld door ${fullName(client)}: ${lowerFirst(sentence(ticket.description))}</p>` });
          break;
        case 'note':
          messageRows.push({ ...base, message: `<p>${random.pick(content.NOTES)}</p>` });
          break;
        case 'pinned':
          messageRows.push({ ...base, is_pinned: true, message: random.pick(content.PINNED_NOTES) });
          break;
      }
    });
  }
  await insertChunked(trx, 'messages', messageRows);
  await seedRecordExtras(trx, {
    tenantId,
    // A stream of its own, so these extras do not shift what the later seeds draw.
    random: randomSource(`${options.subdomain}:records`),
    now,
    adminId: userId.get(`admin@${options.subdomain}.nl`)!,
    companies: companySeeds.map((company, index) => ({ id: companyIdByName.get(company.name)!, name: company.name, created: companyCreated[index] })),
    contacts: contacts.map((contact) => ({ id: contact.id, name: fullName(contact), email: contact.email })),
    tickets: ticketRows.map((ticket) => ({
      id: ticketIds.get(ticket.reference as string)!,
      reference: ticket.reference as string,
      operatorId: (ticket.operator_id as number | null) ?? null,
      created: ticket.created_at as Date,
    })),
  });
  const context: SeedContext = { tenantId, subdomain: options.subdomain, size: options.size, random, now };
  await seedCoreResources(trx, context);
  await seedBackOffices(trx, context);
  return tenantId;
}

/** Sector of a seeded company, read from its name. */
function sectorOf(name: string): string {
  if (/Tandarts|Huisarts|Kinderopvang|Welzijn/.test(name)) return 'zorg';
  if (/Installatie|Bouw|Hoveniers/.test(name)) return 'bouw';
  if (/Transport|Autobedrijf/.test(name)) return 'transport';
  if (/Accountant|Advocaten|Makelaardij/.test(name)) return 'zakelijk';
  return 'mkb';
}

interface RecordExtras {
  tenantId: number;
  random: Random;
  now: number;
  adminId: number;
  companies: Array<{ id: number; name: string; created: Date }>;
  contacts: Array<{ id: number; name: string; email: string }>;
  tickets: Array<{ id: number; reference: string; operatorId: number | null; created: Date }>;
}

/** Custom fields with values, and the history of how companies, contacts and tickets came to be. */
async function seedRecordExtras(trx: Transaction<Database>, extras: RecordExtras): Promise<void> {
  const { tenantId, random, adminId } = extras;
  await trx
    .insertInto('custom_fields')
    .values(
      content.CUSTOM_FIELDS.map((definition, index) => ({
        tenant_id: tenantId,
        name: definition.name,
        title: definition.title,
        type: definition.type,
        morphable_type: definition.morphable_type,
        order: index + 1,
        options: JSON.stringify(definition.options ?? []),
      })),
    )
    .execute();
  const values = [
    ...extras.companies.flatMap((company) => [
      { morphable_type: 'companies', morphable_id: company.id, custom_field: 'sector', value: sectorOf(company.name) },
      { morphable_type: 'companies', morphable_id: company.id, custom_field: 'klant_sinds', value: company.created.toISOString().slice(0, 10) },
    ]),
    ...extras.contacts
      .filter(() => random.chance(0.6))
      .map((contact) => ({ morphable_type: 'clients', morphable_id: contact.id, custom_field: 'functie', value: random.pick(content.JOB_TITLES) })),
  ];
  await insertChunked(trx, 'custom_values', values.map((value) => ({ ...value, tenant_id: tenantId })));

  const entry = (subjectType: string, subjectId: number, causerId: number | null, createdAt: Date, attributes: Record<string, unknown>) => ({
    tenant_id: tenantId,
    subject_type: subjectType,
    subject_id: subjectId,
    causer_id: causerId,
    event: 'created',
    properties: JSON.stringify({ attributes, old: {} }),
    created_at: createdAt,
  });
  await insertChunked(trx, 'activity_log', [
    ...extras.companies.map((company) => entry('companies', company.id, adminId, company.created, { name: company.name })),
    ...extras.contacts.map((contact) => entry('clients', contact.id, adminId, new Date(extras.now - random.int(100, 200) * DAY), { full_name: contact.name, email: contact.email })),
    ...extras.tickets.map((ticket) => entry('tickets', ticket.id, ticket.operatorId, ticket.created, { reference: ticket.reference })),
  ]);
}

export async function tenantExists(trx: Transaction<Database>, subdomain: string): Promise<boolean> {
  const row = await trx.selectFrom('tenants').select('id').where('subdomain', '=', subdomain).executeTakeFirst();
  return row !== undefined;
}
