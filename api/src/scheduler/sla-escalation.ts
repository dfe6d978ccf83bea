import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { notificationIntent, type NotificationIntent } from '../notifications/rules.ts';
import { storeNotifications } from '../notifications/notify.ts';
import { withoutMuted } from '../notifications/settings.ts';

/** How long before a due time the ticket's operator is warned. */
export const SLA_WARNING_MINUTES = 60;

const TARGETS = [
  { target: 'first_response', due: 'first_response_expires_at', met: 'first_responded_at', label: 'Eerste reactie' },
  { target: 'resolve', due: 'resolved_expires_at', met: 'resolved_at', label: 'Oplossen' },
] as const;

const clock = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

interface Escalated {
  tenant_id: number;
  target: 'first_response' | 'resolve';
  ticket_id: number;
  kind: 'warning' | 'expired';
  due_at: Date;
  operator_id: number;
  reference: string | null;
  description: string | null;
}

/**
 * Tells each ticket's operator once that a due time comes within the hour and once that it passed,
 * per due time: a due time moved by a priority change or a pause warns again. Recording the
 * escalation and finding what is due is one statement, so replicas ticking at once tell it once.
 * A due time already passed when first seen only reports the expiry. `stored` hears of the
 * notifications per tenant once they are stored, to send them out live.
 */
export type StoredNotifications = (tenantId: number, rows: Array<{ id: number; user_id: number }>) => Promise<void>;

export async function escalateSlas(db: Db, now: Date, stored: StoredNotifications = async () => {}): Promise<number[]> {
  const soon = new Date(now.getTime() + SLA_WARNING_MINUTES * 60_000);
  const escalated: Escalated[] = [];
  for (const { target, due, met } of TARGETS) {
    for (const kind of ['warning', 'expired'] as const) {
      const window = kind === 'warning' ? sql`tickets.${sql.ref(due)} > ${now} and tickets.${sql.ref(due)} <= ${soon}` : sql`tickets.${sql.ref(due)} <= ${now}`;
      const rows = await sql<Escalated>`
        with recorded as (
          insert into ticket_sla_escalations (tenant_id, ticket_id, target, kind, due_at)
          select tickets.tenant_id, tickets.id, ${target}, ${kind}, tickets.${sql.ref(due)} from tickets
          join users on users.id = tickets.operator_id and users.is_active and users.archived_at is null
          where tickets.${sql.ref(met)} is null and tickets.deleted_at is null and not tickets.is_template and ${window}
          on conflict do nothing
          returning tenant_id, ticket_id, target, kind, due_at
        )
        select recorded.*, tickets.operator_id, tickets.reference, tickets.description
        from recorded join tickets on tickets.id = recorded.ticket_id`.execute(db);
      escalated.push(...rows.rows);
    }
  }
  const ids: number[] = [];
  for (const tenantId of new Set(escalated.map((row) => row.tenant_id))) {
    const intents: NotificationIntent[] = escalated
      .filter((row) => row.tenant_id === tenantId)
      .map((row) => {
        const what = TARGETS.find((entry) => entry.target === row.target)!.label;
        const when = clock.format(new Date(row.due_at));
        const text = row.kind === 'warning' ? `${what} uiterlijk ${when}` : `${what} was uiterlijk ${when}`;
        const ticket = { id: row.ticket_id, reference: row.reference, description: row.description };
        return notificationIntent(row.kind === 'warning' ? 'sla-warning' : 'sla-expired', row.operator_id, { id: null, name: null }, ticket, text);
      });
    const rows = await storeNotifications(db, tenantId, await withoutMuted(db, intents));
    await stored(tenantId, rows);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
