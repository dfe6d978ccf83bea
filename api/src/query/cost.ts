import { CompiledQuery } from 'kysely';
import { HttpError } from '../errors.ts';
import type { AnyDb, AnySelect } from './compile.ts';
import type { Condition, ListQuery } from './types.ts';

/** BUILDER_COST_LIMIT: the planner's estimate a filtered list may reach; 0 switches the check off. */
export function builderCostLimit(): number {
  const raw = process.env.BUILDER_COST_LIMIT;
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 1_000_000;
}

const reachesRelations = (conditions: Condition[]): boolean => conditions.some((condition) => condition.kind === 'has');

/** Only lists that filter through relations can explode; plain lists and lookups skip the extra round trip. */
export function needsCostCheck(query: Pick<ListQuery, 'conditions'>): boolean {
  return reachesRelations(query.conditions);
}

export const tooCostly = (cost: number, limit: number) =>
  new HttpError(422, {
    message: `Deze zoekopdracht is te zwaar (geschatte kosten ${Math.round(cost)}, maximum ${limit}). Gebruik minder geneste filters of een nauwkeuriger filter.`,
    errors: { builder: [`Deze zoekopdracht is te zwaar (geschatte kosten ${Math.round(cost)}, maximum ${limit}).`] },
  });

/**
 * Refuses a query whose plan PostgreSQL itself estimates as too costly, before it runs: nested
 * whereHas over large relations multiplies into plans no statement limit should have to stop.
 */
export async function assertAffordable(db: AnyDb, query: AnySelect, limit = builderCostLimit()): Promise<void> {
  if (limit === 0) return;
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Total Cost': number } }>;
  const cost = plan[0]?.Plan['Total Cost'] ?? 0;
  if (cost > limit) throw tooCostly(cost, limit);
}
