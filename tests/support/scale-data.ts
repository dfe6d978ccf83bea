// A service desk's five years in one tenant, generated with set-based SQL (insert … select … from
// generate_series), for the scale benchmark and the query-shape tests. Works on PostgreSQL and PGlite.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../api/src/db/schema.ts';

export interface ScaleOptions {
  /** Tenant that receives the data; it must exist (statuses, priorities, roles, categories). */
  subdomain: string;
  /** Default 500,000. */
  tickets?: number;
  /** Default 2,000, at most one per ten tickets. */
  companies?: number;
  /** Default ten per company. */
  contacts?: number;
}

export interface ScaleCounts {
  tickets: number;
  companies: number;
  contacts: number;
  operators: number;
  messages: number;
  notes: number;
  timeRegistrations: number;
  tasks: number;
  activityLog: number;
  attachments: number;
  categoryLinks: number;
}

/** A word that occurs only in the messages of the few tickets in RARE_TICKETS. */
export const RARE_WORD = 'zeppelinhangar';
/** A word in one ticket description in twenty and in about one message in ten. */
export const COMMON_WORD = 'printer';
/** Tickets whose messages one statement inserts. */
const MESSAGE_CHUNK = 10_000;
/** Tickets with 200 messages: the first of these has reference LONG_TICKET_REFERENCE. */
export const LONG_TICKET_MESSAGES = 200;
/** Operators the generator adds beside the tenant's own, so about 30 share the work. */
export const EXTRA_OPERATORS = 22;
/** The marker reference of the generated tickets' first long conversation. */
export const LONG_TICKET_REFERENCE = 'T-SCALE-LONG-1';

const YEARS = 5;

/** Sizes the generator derives from the ticket count. */
function scaleSizes(options: ScaleOptions) {
  const tickets = options.tickets ?? 500_000;
  const companies = options.companies ?? Math.max(2, Math.min(2_000, Math.ceil(tickets / 10)));
  const contacts = options.contacts ?? companies * 10;
  // One ticket in 100,000 has 200 messages; at least one (so every size has a long conversation).
  const longTickets = Math.max(1, Math.floor(tickets / 100_000));
  // A handful of tickets carry the rare word.
  const rareTickets = Math.min(tickets, 5);
  return { tickets, companies, contacts, longTickets, rareTickets };
}

/**
 * A deterministic number in [0, 1) for row `i` and a salt: the same database twice gets the same
 * data, and no volatile random() keeps the planner from reusing expressions.
 */
const r = (i: RawBuilder<unknown> | string, salt: number) =>
  sql`((hashint8((${typeof i === 'string' ? sql.raw(i) : i})::bigint * 7919 + ${sql.lit(salt)}) & 2147483647)::float8 / 2147483648.0)`;
const pick = (words: readonly string[], i: string, salt: number) =>
  sql`(${sql.raw(`array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`)})[1 + floor(${r(i, salt)} * ${sql.lit(words.length)})::int]`;

// Vocabulary for descriptions and conversations: common IT service desk Dutch, so full-text search
// finds frequent words (printer, wachtwoord, factuur) as well as rarer ones.
const SUBJECTS = [
  'Printer op de tweede verdieping', 'Laptop van de receptie', 'Wachtwoord van de boekhouding', 'VPN-verbinding thuis',
  'Outlook agenda', 'Netwerkschijf met projecten', 'Telefooncentrale', 'Wifi in de vergaderzaal', 'Back-up van de server',
  'Factuur van vorige maand', 'Scanner bij de balie', 'Teams vergadering', 'Gedeelde mailbox', 'Firewall op kantoor',
  'Kassasysteem in de winkel', 'Beeldscherm van de directeur', 'Licentie van Office', 'Nieuwe medewerker', 'Toegangspas',
  'Antivirus op de werkplekken',
];
const PROBLEMS = [
  'werkt niet meer', 'is erg traag', 'geeft een foutmelding', 'valt steeds weg', 'moet opnieuw worden ingesteld',
  'start niet op', 'vraagt telkens om het wachtwoord', 'synchroniseert niet', 'is geblokkeerd', 'moet worden vervangen',
];
const DETAILS = [
  'Sinds vanochtend kan niemand meer printen.', 'De melding verschijnt na het inloggen.', 'Het probleem begon na de laatste update.',
  'Collega’s op dezelfde afdeling hebben er ook last van.', 'We hebben de computer al opnieuw opgestart.',
  'De factuur voor de licenties klopt volgens ons niet.', 'Kunnen jullie vandaag nog iemand langs sturen?',
  'De printer geeft papierstoring terwijl er geen papier vastzit.', 'Bijgevoegd een schermafbeelding van de fout.',
  'Het gaat om de werkplek naast de kopieermachine.', 'Na het wijzigen van het wachtwoord lukt inloggen niet meer.',
  'De klant kan zijn facturen niet openen in de portal.',
];
const REPLIES = [
  'Dank voor je melding, we kijken er direct naar.', 'We hebben de instellingen aangepast, kun je het nog eens proberen?',
  'De printerdriver is opnieuw geïnstalleerd.', 'Er komt morgen een monteur langs.', 'Het wachtwoord is opnieuw ingesteld.',
  'De licentie is verlengd en de factuur volgt.', 'We hebben de verbinding gecontroleerd en hersteld.',
  'Kun je laten weten of het probleem nog optreedt?',
];
const NOTES = [
  'Klant gebeld, geen gehoor.', 'Toner besteld bij de leverancier.', 'Intern overlegd met de netwerkbeheerder.',
  'Mogelijk hardwaredefect, vervanging voorstellen.', 'Logbestanden bekeken, niets bijzonders gevonden.',
  'Let op: contract loopt eind van het jaar af.',
];
const TASKS = ['Back-up controleren', 'Toner vervangen', 'Rechten in SharePoint aanpassen', 'Laptop klaarmaken', 'Firmware bijwerken'];
const ATTACHMENTS = ['foutmelding.png', 'schermafbeelding.png', 'offerte-leverancier.pdf', 'logbestand.txt', 'factuur.pdf', 'configuratie.xlsx'];
const FIRST_NAMES = ['Anna', 'Bas', 'Chantal', 'Daan', 'Eva', 'Fleur', 'Gijs', 'Hanna', 'Iris', 'Jeroen', 'Kim', 'Lars', 'Maaike', 'Niels', 'Olga', 'Pieter', 'Roos', 'Sem', 'Tess', 'Vincent'];
const LAST_NAMES = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker'];
const COMPANY_KINDS = ['Installatietechniek', 'Tandartspraktijk', 'Accountants', 'Transport', 'Bouwbedrijf', 'Makelaardij', 'Advocaten', 'Kinderopvang', 'Autobedrijf', 'Hoveniers'];
const CITIES = ['Utrecht', 'Amersfoort', 'Zwolle', 'Arnhem', 'Den Bosch', 'Breda', 'Leiden', 'Haarlem', 'Deventer', 'Groningen'];

type Trx = Transaction<Database>;

async function count(trx: Trx, table: string, where: RawBuilder<unknown>): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(trx);
  return row.rows[0].n;
}

/**
 * Fills one existing tenant with companies, contacts, operators, tickets and their conversations,
 * notes, time registrations, tasks, activity log and attachments, all in one transaction. Returns
 * what it added.
 */
export async function fillScaleData(db: Kysely<Database>, options: ScaleOptions): Promise<ScaleCounts> {
  const size = scaleSizes(options);
  return db.transaction().execute(async (trx) => {
    const tenant = await trx.selectFrom('tenants').select('id').where('subdomain', '=', options.subdomain).executeTakeFirstOrThrow();
    const tenantId = tenant.id;
    const t = sql.lit(tenantId);
    const domain = (c: string) => sql`'bedrijf' || ${sql.raw(c)} || '.scale.nl'`;

    // Companies and their contacts (each contact has the client role and belongs to one company).
    await sql`create temp table scale_companies (i int primary key, id int) on commit drop`.execute(trx);
    await sql`
      with made as (
        insert into companies (tenant_id, name, debtor_code, city, email_domains, invoice_email, payment_term_days, created_at, updated_at)
        select ${t}, ${pick(COMPANY_KINDS, 'c', 1)} || ' ' || ${pick(LAST_NAMES, 'c', 2)} || ' ' || c,
               'S' || (100000 + c), ${pick(CITIES, 'c', 3)}, ${domain('c')}, 'facturen@' || ${domain('c')}, 30,
               now() - interval '6 years' + c * interval '1 hour', now() - interval '6 years' + c * interval '1 hour'
        from generate_series(1, ${size.companies}) c
        returning id, debtor_code)
      insert into scale_companies select substr(debtor_code, 2)::int - 100000, id from made`.execute(trx);

    await sql`create temp table scale_contacts (i int primary key, id int, company_id int) on commit drop`.execute(trx);
    await sql`
      with made as (
        insert into users (tenant_id, email, first_name, last_name, telephone, is_operator, configs, created_at, updated_at)
        select ${t}, 'contact' || k || '@' || ${domain(`(1 + (k - 1) % ${size.companies})`)},
               ${pick(FIRST_NAMES, 'k', 4)}, ${pick(LAST_NAMES, 'k', 5)}, '030-' || (1000000 + k), 0, '{}',
               now() - interval '6 years', now() - interval '6 years'
        from generate_series(1, ${size.contacts}) k
        returning id, email)
      insert into scale_contacts
      select substring(made.email from 'contact(\\d+)@')::int, made.id, sc.id
      from made join scale_companies sc on sc.i = 1 + (substring(made.email from 'contact(\\d+)@')::int - 1) % ${sql.lit(size.companies)}`.execute(trx);
    await sql`insert into company_user (company_id, user_id) select company_id, id from scale_contacts`.execute(trx);
    await sql`
      insert into user_role (user_id, role_id)
      select sc.id, r.id from scale_contacts sc join roles r on r.tenant_id = ${t} and r.name = 'client'`.execute(trx);

    // Extra operators without a password (they cannot sign in; they carry tickets and time).
    await sql`
      with made as (
        insert into users (tenant_id, email, first_name, last_name, acronym, is_operator, configs)
        select ${t}, 'medewerker' || o || '@scale.nl', ${pick(FIRST_NAMES, 'o', 6)}, ${pick(LAST_NAMES, 'o', 7)}, 'M' || o, 1, '{}'
        from generate_series(1, ${EXTRA_OPERATORS}) o
        returning id)
      insert into user_role (user_id, role_id) select made.id, r.id from made join roles r on r.tenant_id = ${t} and r.name = 'operator'`.execute(trx);
    await sql`
      create temp table scale_operators on commit drop as
      select row_number() over (order by u.id)::int as i, u.id, u.is_active
      from users u where u.tenant_id = ${t} and u.is_operator > 0
        and exists (select 1 from user_role ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name in ('operator', 'admin'))`.execute(trx);
    const operators = await count(trx, 'scale_operators', sql`true`);
    const activeOperators = await count(trx, 'scale_operators', sql`is_active`);
    await sql`create temp table scale_active on commit drop as select row_number() over (order by id)::int as i, id from scale_operators where is_active`.execute(trx);

    // The plan of every ticket: created over five years (ids count up with time), status by age.
    await sql`
      create temp table scale_plan on commit drop as
      select i,
             (now() - ${sql.lit(YEARS)} * interval '365 days' * (1 - (i - 1)::float8 / ${sql.lit(size.tickets)}))::timestamptz as created_at,
             1 + floor(${r('i', 10)} * ${sql.lit(size.contacts)})::int as contact_i,
             1 + floor(${r('i', 11)} * ${sql.lit(activeOperators)})::int as operator_i,
             ${r('i', 12)} as status_roll,
             ${r('i', 13)} as priority_roll,
             case when i % ${sql.lit(Math.max(1, Math.floor(size.tickets / size.longTickets)))} = 1
                    and i / ${sql.lit(Math.max(1, Math.floor(size.tickets / size.longTickets)))} < ${sql.lit(size.longTickets)}
                  then ${sql.lit(LONG_TICKET_MESSAGES)} else 2 + floor(${r('i', 14)} * 5)::int end as messages,
             i % ${sql.lit(Math.max(1, Math.floor(size.tickets / size.rareTickets)))} = 2 % ${sql.lit(Math.max(1, Math.floor(size.tickets / size.rareTickets)))}
               and i / ${sql.lit(Math.max(1, Math.floor(size.tickets / size.rareTickets)))} < ${sql.lit(size.rareTickets)} as rare,
             null::int as id, null::int as status_type, null::text as reference
      from generate_series(1, ${size.tickets}) i`.execute(trx);
    await sql`
      update scale_plan set
        status_type = case
          when now() - created_at < interval '7 days' then case when status_roll < .45 then 1 when status_roll < .65 then 4 when status_roll < .85 then 5 when status_roll < .9 then 6 else 2 end
          when now() - created_at < interval '30 days' then case when status_roll < .2 then 1 when status_roll < .35 then 4 when status_roll < .45 then 5 when status_roll < .5 then 6 else 2 end
          else case when status_roll < .75 then 2 when status_roll < .97 then 3 else 1 end end,
        reference = case when messages = ${sql.lit(LONG_TICKET_MESSAGES)} and i = 1 then ${LONG_TICKET_REFERENCE}
          else 'T-' || extract(year from created_at) || '-S' || lpad(i::text, 6, '0') end`.execute(trx);
    await sql`create unique index on scale_plan (reference)`.execute(trx);
    await sql`analyze scale_plan`.execute(trx);

    await sql`
      with made as (
        insert into tickets (tenant_id, reference, description, status_id, priority_id, line_type, company_id, client_id, operator_id,
                             original_email_from, archived_at, created_at, updated_at, status_changed_at, resolved_at, first_responded_at)
        select ${t}, p.reference,
               ${pick(SUBJECTS, 'p.i', 20)} || ' ' || ${pick(PROBLEMS, 'p.i', 21)},
               st.id,
               (array(select id from priorities where tenant_id = ${t} order by "order"))[case when p.priority_roll < .2 then 1 when p.priority_roll < .75 then 2 when p.priority_roll < .95 then 3 else 4 end],
               case when ${r('p.i', 22)} < .7 then 1 else 2 end, c.company_id, c.id,
               case when p.status_type in (1, 5) and ${r('p.i', 23)} < .15 then null else o.id end,
               case when ${r('p.i', 24)} < .75 then u.email end,
               case when p.status_type = 3 then p.created_at + interval '10 days' end,
               p.created_at, p.created_at + interval '2 days' * ${r('p.i', 25)},
               p.created_at + interval '2 days' * ${r('p.i', 25)},
               case when p.status_type in (2, 3) then p.created_at + interval '2 days' * ${r('p.i', 25)} end,
               p.created_at + interval '4 hours' * ${r('p.i', 26)}
        from scale_plan p
        join ticket_statuses st on st.tenant_id = ${t} and st.internal_type = p.status_type
        join scale_contacts c on c.i = p.contact_i
        join users u on u.id = c.id
        join scale_active o on o.i = p.operator_i
        order by p.i
        returning id, reference)
      update scale_plan p set id = made.id from made where made.reference = p.reference`.execute(trx);

    // Conversations: a customer's first mail, then replies from the operator and the customer, with
    // internal notes in between; a few long ones. Every sixth message or so names the printer.
    // In parts of tickets, so the triggers that keep each ticket's conversation vectors stay within
    // a statement's time limit.
    for (let from = 1; from <= size.tickets; from += MESSAGE_CHUNK) await sql`
      insert into messages (tenant_id, morphable_type, morphable_id, message, actor_id, is_from_client, send_to_client,
                            visible_to_client, is_sent, original_email_from, "to", created_at, updated_at)
      select ${t}, 'tickets', p.id,
             case
               when m.n = 1 then '<p>Goedemorgen,</p><p>' || ${pick(SUBJECTS, 'p.i', 20)} || ' ' || ${pick(PROBLEMS, 'p.i', 21)} || '. '
                 || ${pick(DETAILS, 'p.i * 1000 + m.n', 30)} || case when p.rare then ' Het gaat om de ' || ${RARE_WORD} || ' achter het pand.' else '' end
                 || '</p><p>Met vriendelijke groet,<br>' || u.first_name || ' ' || u.last_name || '</p>'
               when kind.note then '<p>' || ${pick(NOTES, 'p.i * 1000 + m.n', 31)} || '</p>'
               when kind.client then '<p>' || ${pick(DETAILS, 'p.i * 1000 + m.n', 32)} || '</p><p>Groet,<br>' || u.first_name || '</p>'
               else '<p>Beste ' || u.first_name || ',</p><p>' || ${pick(REPLIES, 'p.i * 1000 + m.n', 33)} || '</p><p>Met vriendelijke groet,<br>Servicedesk</p>'
             end,
             case when m.n = 1 or kind.client then u.id else coalesce(t.operator_id, (select id from scale_active where i = 1)) end,
             m.n = 1 or kind.client,
             not kind.note and not (m.n = 1 or kind.client),
             not kind.note,
             not kind.note and not (m.n = 1 or kind.client),
             case when m.n = 1 or kind.client then u.email end,
             case when not kind.note and not (m.n = 1 or kind.client) then u.email end,
             p.created_at + (m.n - 1) * interval '2 days' * ${r('p.i', 25)} / p.messages,
             p.created_at + (m.n - 1) * interval '2 days' * ${r('p.i', 25)} / p.messages
      from scale_plan p
      join tickets t on t.id = p.id
      join users u on u.id = t.client_id
      cross join lateral generate_series(1, p.messages) m(n)
      cross join lateral (select m.n > 1 and ${r('p.i * 1000 + m.n', 34)} < .25 as note,
                                 m.n > 1 and ${r('p.i * 1000 + m.n', 34)} >= .25 and m.n % 2 = 1 as client) kind
      where p.i >= ${from} and p.i < ${from + MESSAGE_CHUNK}
      order by p.i, m.n`.execute(trx);

    // Time on about 60% of the tickets, one or two registrations each, by the ticket's operator.
    await sql`
      insert into time_registrations (tenant_id, description, time_spent, executed_at, actor_id, activity_id, morphable_type, morphable_id, created_at, updated_at)
      select ${t}, ${pick(REPLIES, 'p.i * 10 + k', 40)}, 5 + floor(${r('p.i * 10 + k', 41)} * 115)::int,
             p.created_at + interval '1 hour' * k, coalesce(t.operator_id, (select id from scale_active where i = 1)),
             (array(select id from activities where tenant_id = ${t} order by id))[1 + floor(${r('p.i * 10 + k', 42)} * 4)::int],
             'tickets', p.id, p.created_at + interval '1 hour' * k, p.created_at + interval '1 hour' * k
      from scale_plan p join tickets t on t.id = p.id
      cross join lateral generate_series(1, case when ${r('p.i', 43)} < .6 then 1 + floor(${r('p.i', 44)} * 2)::int else 0 end) k`.execute(trx);

    // A task on one ticket in ten; finished unless the ticket is still open.
    await sql`
      insert into tasks (tenant_id, task, executed_at, completed_by, operator_id, morphable_type, morphable_id, created_at, updated_at)
      select ${t}, ${pick(TASKS, 'p.i', 50)},
             case when p.status_type in (2, 3) then p.created_at + interval '1 day' end,
             case when p.status_type in (2, 3) then t.operator_id end,
             t.operator_id, 'tickets', p.id, p.created_at, p.created_at
      from scale_plan p join tickets t on t.id = p.id where ${r('p.i', 51)} < .1`.execute(trx);

    // One category on four tickets in five.
    await sql`
      insert into category_ticket (category_id, ticket_id)
      select cat.ids[1 + floor(${r('p.i', 60)} * cardinality(cat.ids))::int], p.id
      from scale_plan p cross join (select array(select id from categories where tenant_id = ${t} order by id) as ids) cat
      where ${r('p.i', 61)} < .8 and cardinality(cat.ids) > 0`.execute(trx);

    // The history: every ticket created, every finished ticket's status change.
    await sql`
      insert into activity_log (tenant_id, subject_type, subject_id, causer_id, event, properties, created_at)
      select ${t}, 'tickets', p.id, t.operator_id, 'created', jsonb_build_object('attributes', jsonb_build_object('reference', p.reference), 'old', '{}'::jsonb), p.created_at
      from scale_plan p join tickets t on t.id = p.id
      union all
      select ${t}, 'tickets', p.id, t.operator_id, 'updated',
             jsonb_build_object('attributes', jsonb_build_object('status_id', t.status_id), 'old', '{}'::jsonb), t.updated_at
      from scale_plan p join tickets t on t.id = p.id where p.status_type in (2, 3)`.execute(trx);

    // An attachment on about one customer message in twenty.
    await sql`
      insert into attachments (tenant_id, name, size, extension, url, morphable_type, morphable_id, is_public, created_at, updated_at)
      select ${t}, a.name, 10000 + floor(${r('m.id', 70)} * 500000)::int, split_part(a.name, '.', 2),
             '/storage/attachments/' || m.id || '/' || a.name, 'messages', m.id, true, m.created_at, m.created_at
      from messages m
      cross join lateral (select ${pick(ATTACHMENTS, 'm.id', 71)} as name) a
      where m.tenant_id = ${t} and m.morphable_type = 'tickets' and m.is_from_client
        and m.morphable_id in (select id from scale_plan) and ${r('m.id', 72)} < .05`.execute(trx);

    const ofTickets = sql`tenant_id = ${t} and morphable_type = 'tickets' and morphable_id in (select id from scale_plan)`;
    return {
      tickets: size.tickets,
      companies: size.companies,
      contacts: size.contacts,
      operators,
      messages: await count(trx, 'messages', ofTickets),
      notes: await count(trx, 'messages', sql`${ofTickets} and not visible_to_client`),
      timeRegistrations: await count(trx, 'time_registrations', ofTickets),
      tasks: await count(trx, 'tasks', ofTickets),
      activityLog: await count(trx, 'activity_log', sql`tenant_id = ${t} and subject_type = 'tickets' and subject_id in (select id from scale_plan)`),
      attachments: await count(trx, 'attachments', sql`tenant_id = ${t} and morphable_type = 'messages' and morphable_id in (select id from messages where ${ofTickets})`),
      categoryLinks: await count(trx, 'category_ticket', sql`ticket_id in (select id from scale_plan)`),
    };
  });
}
