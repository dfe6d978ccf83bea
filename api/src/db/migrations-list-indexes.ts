import type { Migration } from './migration.ts';

/** The rows every ticket list starts from: real tickets (no templates) that are not deleted. */
const LIVE = 'where is_template = false and deleted_at is null';

/**
 * Indexes in the order the lists read: a page walks the index in its order and stops after its
 * rows, a count of a filter reads only the index (an index-only scan), and the per-ticket sums of a
 * page find their rows directly. Each ticket index is partial to the live tickets, so the list's
 * base filter needs no look at the table and the index holds no templates or deleted rows.
 */
export const listIndexMigrations: Migration[] = [
  {
    name: '0028_list_indexes',
    statements: [
      // The default order (updated_at desc, id as unique last key) and the plain count.
      `create index tickets_live_updated on tickets (tenant_id, updated_at desc, id desc) ${LIVE}`,
      // Quick filters and cockpit counts by status (open/closed is a set of statuses), operator,
      // company, contact, asset (the ticket tabs), each in the default order.
      `create index tickets_live_status on tickets (tenant_id, status_id, updated_at desc, id desc) ${LIVE}`,
      `create index tickets_live_operator on tickets (operator_id, updated_at desc, id desc) ${LIVE}`,
      `create index tickets_live_company on tickets (company_id, updated_at desc, id desc) ${LIVE}`,
      `create index tickets_live_client on tickets (client_id, updated_at desc, id desc) ${LIVE}`,
      // Counts by priority ('Hoge prioriteit') read the index alone: a priority is a handful of ids.
      `create index tickets_live_priority on tickets (tenant_id, priority_id) ${LIVE}`,
      `create index tickets_live_asset on tickets (asset_id, updated_at desc, id desc) ${LIVE} and asset_id is not null`,
      // A ticket's time: its list in executed_at order, and the page's sums read from the index alone.
      `create index time_registrations_ticket_executed on time_registrations (ticket_id, executed_at desc, id desc) include (time_spent, activity_id)`,
      `drop index time_registrations_ticket`,
      // A ticket's tasks in their list order; the unfinished ones counted for every page row.
      `create index tasks_ticket_executed on tasks (ticket_id, executed_at, id)`,
      `drop index tasks_ticket`,
      `create index tasks_ticket_unfinished on tasks (ticket_id) where executed_at is null`,
      // Messages per ticket (messages_morphable), the activity log (activity_log_created,
      // activity_log_subject) and category filters (category_ticket's key) have theirs already.
    ],
  },
];
