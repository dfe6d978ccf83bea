import { sql, type Expression } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf, requireModule } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { fieldSql, filtered, ROOT } from '../query/compile.ts';
import { listRecords, untyped } from '../query/execute.ts';
import { MAX_PER_PAGE, parseListQuery } from '../query/parse.ts';
import type { ResourceDeclaration } from './declaration.ts';
import { TIME_ZONE } from './core/common.ts';
import { declarations } from './registry.ts';

export const STATS_PERMISSION = 'stats.index';
export type Interval = 'day' | 'week' | 'month';
const INTERVALS: readonly Interval[] = ['day', 'week', 'month'];
const MAX_GROUPS = 500;

export interface StatsRequest {
  group: string;
  interval: Interval | null;
  sums: string[];
}

export interface StatsRow {
  key: string | number | boolean | null;
  /** The related record's label when the group is a foreign key, the date text for intervals. */
  label: string | null;
  count: number;
  sums: Record<string, number>;
}

const NUMERIC = new Set(['integer', 'decimal']);
const GROUPABLE = new Set(['integer', 'string', 'boolean', 'date', 'timestamp', 'decimal']);

/**
 * Checks `group`, `interval` and `sum` against the declaration: grouping on a declared field (dates
 * and timestamps per day, week or month), summing numeric fields. Anything else is a 422.
 */
export function parseStatsRequest(declaration: ResourceDeclaration, query: Record<string, unknown>): StatsRequest {
  const errors: Record<string, string[]> = {};
  const group = typeof query.group === 'string' ? query.group : '';
  const spec = declaration.fields[group];
  if (!spec || !GROUPABLE.has(spec.type)) errors.group = [`Onbekende groepering: '${group}'.`];
  const isDate = spec?.type === 'date' || spec?.type === 'timestamp';
  let interval: Interval | null = null;
  if (query.interval !== undefined && query.interval !== '') {
    if (!INTERVALS.includes(query.interval as Interval)) errors.interval = ['De periode moet day, week of month zijn.'];
    else if (spec && !isDate) errors.interval = ['Een periode kan alleen bij een datumveld.'];
    else interval = query.interval as Interval;
  } else if (isDate) {
    interval = 'day';
  }
  const sums = typeof query.sum === 'string' && query.sum !== '' ? query.sum.split(',') : [];
  const wrong = sums.filter((name) => !NUMERIC.has(declaration.fields[name]?.type ?? ''));
  if (wrong.length > 0) errors.sum = [`Niet op te tellen: ${wrong.map((name) => `'${name}'`).join(', ')}.`];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { group, interval, sums };
}

/** The belongs-to relation whose foreign key is `field`, if any: its records give the group labels. */
function relationOf(declaration: ResourceDeclaration, field: string): string | null {
  for (const relation of Object.values(declaration.relations ?? {})) {
    if (relation.kind === 'belongsTo' && relation.foreignKey === field) return relation.target;
  }
  return null;
}

/**
 * GET /stats/{route}: counts (and sums) of a resource's rows grouped by one field, with the list
 * route's builder filters and the caller's role scoping. Needs stats.index and {resource}.index.
 */
export function registerStatsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.route({
    method: 'GET',
    url: '/stats/:route',
    config: { permission: STATS_PERMISSION },
    handler: async (request: FastifyRequest) => {
      const { route } = request.params as { route: string };
      const declaration = declarations.find((candidate) => candidate.route === route && candidate.permissions?.index);
      if (!declaration) throw notFound();
      requireModule(request, declaration.module);
      const index = declaration.permissions!.index!;
      if (!authOf(request).permissions.has(index)) throw forbidden(index);
      const input = request.query as Record<string, unknown>;
      const stats = parseStatsRequest(declaration, input);
      const list = parseListQuery(declaration, resolve, { builder: input.builder, s: input.s });
      const access = accessFor(request, resolve);

      const column = fieldSql(declaration, stats.group, ROOT);
      // Days and weeks as the office sees them, Monday-based.
      const local = declaration.fields[stats.group].type === 'timestamp' ? sql`timezone(${TIME_ZONE}, ${column})` : sql`${column}::timestamp`;
      const key: Expression<unknown> = stats.interval ? sql`to_char(date_trunc(${stats.interval}, ${local}), 'YYYY-MM-DD')` : column;
      let query = filtered(untyped(db), declaration, resolve, access, list.conditions, list.onlyTrashed ? 'only' : 'without')
        .select(sql`${key}`.as('key'))
        .select(sql<number>`count(*)::int`.as('count'));
      for (const name of stats.sums) query = query.select(sql`coalesce(sum(${fieldSql(declaration, name, ROOT)}), 0)::float8`.as(`sum_${name}`));
      const rows = (await query
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .limit(MAX_GROUPS)
        .execute()) as Array<Record<string, unknown>>;

      const target = stats.interval ? null : relationOf(declaration, stats.group);
      const labels = target ? await labelsOf(context, request, target, rows.map((row) => row.key)) : new Map<unknown, string>();
      const data: StatsRow[] = rows.map((row) => ({
        key: row.key as StatsRow['key'],
        label: stats.interval ? (row.key as string | null) : (labels.get(row.key) ?? (row.key === null ? null : String(row.key))),
        count: row.count as number,
        sums: Object.fromEntries(stats.sums.map((name) => [name, Number(row[`sum_${name}`])])),
      }));
      const total = {
        count: data.reduce((sum, row) => sum + row.count, 0),
        sums: Object.fromEntries(stats.sums.map((name) => [name, round(data.reduce((sum, row) => sum + row.sums[name], 0))])),
      };
      return { data, total, group: stats.group, interval: stats.interval };
    },
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Labels of the related records the caller may see (a resource the caller may not list gives none); others keep their id as label. */
async function labelsOf(context: AppContext, request: FastifyRequest, targetName: string, keys: unknown[]): Promise<Map<unknown, string>> {
  const ids = keys.filter((key): key is number => typeof key === 'number');
  const target = context.resolve(targetName);
  const index = target.permissions?.index;
  if (ids.length === 0 || !target.appends?._label || (index && !authOf(request).permissions.has(index))) return new Map();
  const labels = new Map<unknown, string>();
  for (let start = 0; start < ids.length; start += MAX_PER_PAGE) {
    const chunk = ids.slice(start, start + MAX_PER_PAGE);
    const query = parseListQuery(target, context.resolve, { builder: JSON.stringify({ whereIn: [['id', chunk]], paginate: chunk.length }) });
    query.append = ['_label'];
    const page = await listRecords(context.db, accessFor(request, context.resolve), target, context.resolve, query);
    for (const record of page.data) labels.set(record.id, String(record._label ?? record.id));
  }
  return labels;
}
