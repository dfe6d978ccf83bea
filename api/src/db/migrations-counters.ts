import type { Migration } from './migration.ts';

/**
 * A counter cache of a many-to-many relation: `table.column` holds the number of pivot rows whose
 * `key` points at the row. One trigger function serves every counter: after each statement on the
 * pivot it adds the inserted rows and subtracts the deleted ones per row, from the statement's
 * transition tables, so a bulk insert or a cascade costs one update instead of one per pivot row.
 */
interface PivotCounter {
  table: string;
  column: string;
  pivot: string;
  key: string;
}

const pivotCounterFunction = `create function pivot_counter() returns trigger language plpgsql as $$
declare
  target text := tg_argv[0];
  counter text := tg_argv[1];
  key text := tg_argv[2];
  change text := 'update %I as counted set %I = counted.%I %s changed.n
    from (select %I as id, count(*)::int as n from %I group by 1) as changed where counted.id = changed.id';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format(change, target, counter, counter, '+', key, 'added');
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute format(change, target, counter, counter, '-', key, 'removed');
  end if;
  return null;
end
$$`;

/** The column, filled set-based from the pivot, and the triggers that keep it. */
function pivotCounterStatements({ table, column, pivot, key }: PivotCounter): string[] {
  const args = `'${table}', '${column}', '${key}'`;
  return [
    `alter table ${table} add column ${column} integer not null default 0`,
    `update ${table} as counted set ${column} = changed.n
      from (select ${key} as id, count(*)::int as n from ${pivot} group by 1) as changed where counted.id = changed.id`,
    `create trigger ${pivot}_${column}_insert after insert on ${pivot} referencing new table as added
      for each statement execute function pivot_counter(${args})`,
    `create trigger ${pivot}_${column}_delete after delete on ${pivot} referencing old table as removed
      for each statement execute function pivot_counter(${args})`,
    `create trigger ${pivot}_${column}_update after update on ${pivot} referencing old table as removed new table as added
      for each statement execute function pivot_counter(${args})`,
  ];
}

/**
 * Kept row counts of a table per tenant and value of one column (declaration `keptCountsBy`), so a
 * list's total need not count a million rows after every write. Each statement adds one row per
 * tenant and value with its change (no writer updates, or waits on, a row another writer holds);
 * now and then a statement sums the table's rows into one per value, skipping rows another
 * statement is summing at that moment.
 */
const rowCounterFunction = `create function row_counter() returns trigger language plpgsql as $$
declare
  by_column text := tg_argv[0];
  change text := 'insert into row_counts (table_name, tenant_id, value, n)
    select %L, tenant_id, %I::text, %s count(*) from %I group by 2, 3';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format(change, tg_table_name, by_column, '', 'added');
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute format(change, tg_table_name, by_column, '-', 'removed');
  end if;
  if random() < 0.05 then
    execute format('with summed as (
        delete from row_counts where ctid = any(array(select ctid from row_counts where table_name = %L for update skip locked))
        returning tenant_id, value, n)
      insert into row_counts (table_name, tenant_id, value, n)
      select %L, tenant_id, value, sum(n) from summed group by 2, 3 having sum(n) <> 0', tg_table_name, tg_table_name);
  end if;
  return null;
end
$$`;

/** The counts of a table filled set-based, and the triggers that keep them. */
function rowCounterStatements(table: string, column: string): string[] {
  return [
    `insert into row_counts (table_name, tenant_id, value, n) select '${table}', tenant_id, ${column}::text, count(*) from ${table} group by 2, 3`,
    `create trigger ${table}_row_counts_insert after insert on ${table} referencing new table as added
      for each statement execute function row_counter('${column}')`,
    `create trigger ${table}_row_counts_delete after delete on ${table} referencing old table as removed
      for each statement execute function row_counter('${column}')`,
    `create trigger ${table}_row_counts_update after update on ${table} referencing old table as removed new table as added
      for each statement execute function row_counter('${column}')`,
  ];
}

const TICKET_CATEGORY_COUNTER: PivotCounter = { table: 'tickets', column: 'category_count', pivot: 'category_ticket', key: 'ticket_id' };

export const counterMigrations: Migration[] = [
  {
    name: '0030_counters',
    statements: [
      pivotCounterFunction,
      ...pivotCounterStatements(TICKET_CATEGORY_COUNTER),
      // 'Zonder categorie' counts and lists read this index alone instead of probing the pivot for every live ticket.
      `create index tickets_live_uncategorized on tickets (tenant_id, updated_at desc, id desc)
        where is_template = false and deleted_at is null and category_count = 0`,
      // Counts by operator, unassigned, and by operator and status read the index alone: the
      // operator's list index (0028) leads with the operator and holds no tenant, so its counts read the table.
      `create index tickets_live_operator_status on tickets (tenant_id, operator_id, status_id)
        where is_template = false and deleted_at is null`,
      // No foreign key to tenants: a tenant's removal cascades into its rows, and the triggers then add its last changes.
      `create table row_counts (
        table_name text not null,
        tenant_id integer not null,
        value text,
        n bigint not null
      )`,
      `create index row_counts_key on row_counts (table_name, tenant_id, value)`,
      rowCounterFunction,
      ...rowCounterStatements('activity_log', 'subject_type'),
    ],
  },
];
