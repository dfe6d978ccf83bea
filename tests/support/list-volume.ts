import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Adds `count` tickets to a seeded tenant, each with a message, a time registration, a task and an
 * activity-log entry, in a few set-based statements (seconds, not minutes), then analyzes, so list
 * queries meet the volumes at which the planner's choices matter. The rows reuse the tenant's own
 * statuses, companies, contacts and operators.
 */
export async function addListVolume(db: Kysely<any>, subdomain: string, count: number): Promise<void> {
  const client = { query: <R = unknown>(text: string, parameters: unknown[] = []) => db.executeQuery<R>(CompiledQuery.raw(text, parameters)) };
  const tenant = (await client.query<{ id: number }>('select id from tenants where subdomain = $1', [subdomain])).rows[0].id;
  const pick = `(array_agg(id order by id))`;
  await client.query(
    `with statuses as (select ${pick} as ids from ticket_statuses where tenant_id = $1),
          companies as (select ${pick} as ids from companies where tenant_id = $1),
          clients as (select ${pick} as ids from users where tenant_id = $1 and is_operator = 0),
          operators as (select ${pick} as ids from users where tenant_id = $1 and is_operator = 1)
     insert into tickets (tenant_id, reference, description, status_id, company_id, client_id, operator_id, created_at, updated_at)
     select $1, 'V-' || g, 'Volume-ticket ' || g,
            s.ids[1 + g % cardinality(s.ids)], c.ids[1 + g % cardinality(c.ids)],
            cl.ids[1 + g % cardinality(cl.ids)], o.ids[1 + g % cardinality(o.ids)],
            now() - interval '3 years' + g * interval '3 minutes', now() - interval '3 years' + g * interval '3 minutes' + (g % 97) * interval '1 hour'
     from generate_series(1, $2::int) g, statuses s, companies c, clients cl, operators o`,
    [tenant, count],
  );
  const added = `select id, operator_id, created_at from tickets where tenant_id = $1 and reference like 'V-%'`;
  await client.query(
    `insert into messages (tenant_id, message, actor_id, morphable_type, morphable_id, created_at, updated_at)
     select $1, '<p>Bericht bij ticket ' || t.id || '</p>', t.operator_id, 'tickets', t.id, t.created_at + interval '1 hour', t.created_at + interval '1 hour'
     from (${added}) t`,
    [tenant],
  );
  const activity = (await client.query<{ id: number }>('select id from activities where tenant_id = $1 and price > 0 order by id limit 1', [tenant])).rows[0].id;
  await client.query(
    `insert into time_registrations (tenant_id, description, time_spent, executed_at, actor_id, activity_id, morphable_type, morphable_id)
     select $1, 'Werk', 15 + t.id % 60, t.created_at, t.operator_id, $2, 'tickets', t.id from (${added}) t`,
    [tenant, activity],
  );
  await client.query(
    `insert into tasks (tenant_id, task, executed_at, morphable_type, morphable_id)
     select $1, 'Nabellen', case when t.id % 3 = 0 then null else t.created_at end, 'tickets', t.id from (${added}) t`,
    [tenant],
  );
  await client.query(
    `insert into activity_log (tenant_id, subject_type, subject_id, causer_id, event, created_at)
     select $1, 'tickets', t.id, t.operator_id, 'created', t.created_at from (${added}) t`,
    [tenant],
  );
  await client.query('analyze tickets, messages, time_registrations, tasks, activity_log');
}
