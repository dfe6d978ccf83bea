import type { Migration } from './migration.ts';

/**
 * A counter cache of a many-to-many relation: `table.column` holds the number of pivot rows whose
 * `key` points at the row. One trigger function serves every counter: after each statement on the
 * pivot it adds the inserted rows and subtracts the deleted ones per row, from the statement's
 * transition tables, so a bulk insert or a cascade costs one update instead of one per pivot row.
 */
export interface PivotCounter {
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
export function pivotCounterStatements({ table, column, pivot, key }: PivotCounter): string[] {
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

export const TICKET_CATEGORY_COUNTER: PivotCounter = { table: 'tickets', column: 'category_count', pivot: 'category_ticket', key: 'ticket_id' };

export const counterMigrations: Migration[] = [
  {
    name: '0030_pivot_counters',
    statements: [
      pivotCounterFunction,
      ...pivotCounterStatements(TICKET_CATEGORY_COUNTER),
      // 'Zonder categorie' counts and lists read this index alone instead of probing the pivot for every live ticket.
      `create index tickets_live_uncategorized on tickets (tenant_id, updated_at desc, id desc)
        where is_template = false and deleted_at is null and category_count = 0`,
    ],
  },
];
