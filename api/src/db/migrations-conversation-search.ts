import type { Migration } from './migration.ts';

/**
 * Every related row's stored vector of one ticket, stripped (no positions, so the sum stays small),
 * as staff see them (notes included) and as the ticket's contact sees them (messages meant for them
 * and the attachments they can open). A conversation past the size a tsvector can hold keeps the
 * words it already has instead of refusing the write.
 */
const CONVERSATION_PARTS = `
  select strip(m.search_vector) as vector, m.visible_to_client as for_contact
    from messages m
    where m.tenant_id = ticket.tenant_id and m.morphable_type = 'tickets' and m.morphable_id = ticket.id
  union all
  select strip(a.search_vector), m.visible_to_client
    from messages m
    join attachments a on a.tenant_id = m.tenant_id and a.morphable_type = 'messages' and a.morphable_id = m.id
    where m.tenant_id = ticket.tenant_id and m.morphable_type = 'tickets' and m.morphable_id = ticket.id
  union all
  select strip(a.search_vector), true
    from attachments a
    where a.tenant_id = ticket.tenant_id and a.morphable_type = 'tickets' and a.morphable_id = ticket.id`;

/** Sets the conversation vectors of the tickets `which` selects (under the alias ticket), where they changed. */
const refresh = (which: string) => `
  update tickets t
    set conversation_vector = parts.staff, contact_conversation_vector = parts.contact
    from (
      select ticket.id, conversation_union(p.vector) as staff, conversation_union(p.vector) filter (where p.for_contact) as contact
      from tickets ticket
      left join lateral (${CONVERSATION_PARTS}) p on true
      where ${which}
      group by ticket.id
    ) parts
    where t.id = parts.id and (t.conversation_vector <> parts.staff or t.contact_conversation_vector <> parts.contact)`;

/** The tickets a statement on messages touched, from its transition table. */
const messageTickets = (rows: string) => `select morphable_id from ${rows} where morphable_type = 'tickets'`;

/** The tickets a statement on attachments touched: directly, or through the message they belong to. */
const attachmentTickets = (rows: string) => `
  select morphable_id from ${rows} where morphable_type = 'tickets'
  union
  select m.morphable_id from messages m
    where m.morphable_type = 'tickets' and m.id in (select morphable_id from ${rows} where morphable_type = 'messages')`;

/** One statement-level trigger function per table, for each event its own transition tables. */
const conversationTrigger = (table: string, tickets: (rows: string) => string, changed: string) => `
  create function ${table}_conversation_changed() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_ticket_conversations(array(${tickets('new_rows')}));
    elsif tg_op = 'DELETE' then
      perform refresh_ticket_conversations(array(${tickets('old_rows')}));
    else
      -- Only rows whose words, audience or ticket changed: pinning or sending a message is no reason.
      perform refresh_ticket_conversations(array(
        ${tickets(`(select o.* from old_rows o join new_rows n on n.id = o.id where ${changed}) as changed_old`)}
        union
        ${tickets(`(select n.* from old_rows o join new_rows n on n.id = o.id where ${changed}) as changed_new`)}));
    end if;
    return null;
  end $$`;

const triggers = (table: string) =>
  (['insert', 'update', 'delete'] as const).map(
    (event) =>
      `create trigger ${table}_conversation_${event} after ${event} on ${table}
        referencing ${event === 'delete' ? 'old table as old_rows' : event === 'insert' ? 'new table as new_rows' : 'old table as old_rows new table as new_rows'}
        for each statement execute function ${table}_conversation_changed()`,
  );

const moved = `o.morphable_type is distinct from n.morphable_type or o.morphable_id is distinct from n.morphable_id or o.search_vector is distinct from n.search_vector`;

/**
 * Per-ticket conversation vectors kept by triggers, so one GIN index on tickets answers a word
 * found anywhere in a ticket's conversation, instead of gathering ids from every matching message.
 */
export const conversationSearchMigrations: Migration[] = [
  {
    name: '0029_conversation_search',
    statements: [
      `create function conversation_add(total tsvector, part tsvector) returns tsvector language plpgsql immutable parallel safe as $$
      begin
        -- A tsvector holds at most 1 MB of lexemes; what does not fit is left out.
        if part is null or pg_column_size(total) + pg_column_size(part) > 900000 then
          return total;
        end if;
        return total || part;
      end $$`,
      `create aggregate conversation_union(tsvector) (sfunc = conversation_add, stype = tsvector, initcond = '')`,
      `alter table tickets add column conversation_vector tsvector not null default ''`,
      `alter table tickets add column contact_conversation_vector tsvector not null default ''`,
      `create function refresh_ticket_conversations(ids integer[]) returns void language sql as $$ ${refresh('ticket.id in (select unnest(ids))')} $$`,
      conversationTrigger('messages', messageTickets, `${moved} or o.visible_to_client is distinct from n.visible_to_client`),
      ...triggers('messages'),
      conversationTrigger('attachments', attachmentTickets, moved),
      ...triggers('attachments'),
      // Existing conversations, all in one pass.
      refresh('true'),
      `create index tickets_conversation_vector on tickets using gin (conversation_vector)`,
      `create index tickets_contact_conversation_vector on tickets using gin (contact_conversation_vector)`,
    ],
  },
];
