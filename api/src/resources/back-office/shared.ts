import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AnyDb } from '../../query/compile.ts';
import { field, type AnyExpressionBuilder, type Field, type FieldErrors, type ResourcePermissions, type Row } from '../declaration.ts';

/** Creation and change moments every back-office table carries. */
export const timestamps = {
  created_at: field.timestamp(),
  updated_at: field.timestamp(),
};

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** A line's amount excl. VAT: quantity times price, rounded to cents as the invoice shows it. */
export const lineAmount = (alias: string): RawBuilder<unknown> =>
  sql`round(${ref(alias, 'quantity')} * ${ref(alias, 'price')}, 2)`;

/** Computed amount of one line. */
export const amountField = (): Field => field.computed('decimal', lineAmount);

/**
 * Sum of the line amounts of `table` whose `foreignKey` points at the row; the optional `where`
 * narrows the lines (only invoiceable project lines count towards a quote's total).
 */
export function sumOfLines(table: string, foreignKey: string, where?: (line: string) => RawBuilder<unknown>): (alias: string) => RawBuilder<unknown> {
  return (alias) => {
    const line = `${alias}_line`;
    const extra = where ? sql` and ${where(line)}` : sql``;
    return sql`(select coalesce(sum(${lineAmount(line)}), 0) from ${sql.table(table)} as ${sql.id(line)}
      where ${ref(line, foreignKey)} = ${ref(alias, 'id')}${extra})`;
  };
}

/** Only lines that end up on an invoice (types 1-3) count towards phase, quote and project totals. */
const invoiceable = (line: string) => sql`${ref(line, 'invoice_type')} <> 4`;

/** Minutes registered on one project line (time registrations belong to the ticket domain's tables). */
export const lineTimeSpent = (alias: string): RawBuilder<unknown> =>
  sql`(select coalesce(sum(registration.time_spent), 0) from time_registrations as registration
    where registration.project_line_id = ${ref(alias, 'id')})`;

/** Type 3 'Uren nacalculatie': billed by the time registered, not by the estimated quantity. */
export const PROJECT_LINE_AFTERCALCULATION = 3;

/**
 * What a project line is worth: quantity × price, except a 'Uren nacalculatie' line of a project:
 * the hours registered on it (to two decimals, as invoices show hours) × price. A quote's or
 * template's line stays an estimate.
 */
export const projectLineAmount = (alias: string): RawBuilder<unknown> => sql`(case
    when ${ref(alias, 'invoice_type')} = ${sql.lit(PROJECT_LINE_AFTERCALCULATION)} and exists (select 1 from project_phases as amount_phase
      where amount_phase.id = ${ref(alias, 'project_phase_id')} and amount_phase.morphable_type = 'projects')
    then round(round(${lineTimeSpent(alias)} / 60.0, 2) * ${ref(alias, 'price')}, 2)
    else ${lineAmount(alias)} end)`;

/** Total of the invoiceable project lines of the phases that morph to the row (a project, quote or template). */
export function phasesTotal(morphType: string): (alias: string) => RawBuilder<unknown> {
  return (alias) => sql`(select coalesce(sum(${projectLineAmount('pl')}), 0)
    from project_lines as pl join project_phases as pp on pp.id = pl.project_phase_id
    where pp.morphable_type = ${morphType} and pp.morphable_id = ${ref(alias, 'id')} and ${invoiceable('pl')})`;
}

export const phaseTotal = (alias: string): RawBuilder<unknown> => sql`(select coalesce(sum(${projectLineAmount('phase_line')}), 0)
    from project_lines as phase_line where phase_line.project_phase_id = ${ref(alias, 'id')} and ${invoiceable('phase_line')})`;

/** Minutes registered on all lines of one phase. */
export const phaseTimeSpent = (alias: string): RawBuilder<unknown> =>
  sql`(select coalesce(sum(registration.time_spent), 0) from time_registrations as registration
    join project_lines as registered_line on registered_line.id = registration.project_line_id
    where registered_line.project_phase_id = ${ref(alias, 'id')})`;

/** A contract is shared by the companies on its pivot. */
export function contractOfCompanies(eb: AnyExpressionBuilder, contractId: string, companyIds: number[]): Expression<SqlBool> {
  // "in ()" is not SQL: someone without companies owns nothing.
  if (companyIds.length === 0) return sql<SqlBool>`false`;
  return eb.exists(
    eb
      .selectFrom('contract_company as owner')
      .select(sql.lit(1).as('found'))
      .whereRef('owner.contract_id', '=', contractId)
      .where('owner.company_id', 'in', companyIds),
  );
}

/**
 * A calendar date as YYYY-MM-DD, whether it arrives as text or as the Date a driver made of a date
 * column (PGlite at UTC midnight, pg at local midnight).
 */
export function dateText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const utcMidnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0;
    const [year, month, day] = utcMidnight
      ? [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()]
      : [value.getFullYear(), value.getMonth() + 1, value.getDate()];
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
}

/** The value a field has after this write: the sent one, otherwise the stored one. */
export function after(input: Row, existing: Row | null, name: string): unknown {
  return Object.hasOwn(input, name) ? input[name] : existing?.[name];
}

/** Empty as a form sends it: absent, null, or only spaces. */
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Collects errors per field in the 422 shape. */
export class Errors {
  readonly list: FieldErrors = {};
  add(fieldName: string, message: string): void {
    (this.list[fieldName] ??= []).push(message);
  }
}

/**
 * A text that must be filled with its own message instead of the generic '{label} is verplicht.':
 * on create whenever it is empty, on update only when it is sent empty.
 */
export function requireText(errors: Errors, input: Row, existing: Row | null, name: string, message: string): void {
  if (existing === null ? isBlank(input[name]) : Object.hasOwn(input, name) && isBlank(input[name])) errors.add(name, message);
}

const CRUD = ['index', 'show', 'store', 'update', 'destroy'] as const;

/** `{route}.{action}` for each action; archivable records add archive. */
export function permissionsOf(route: string, actions: readonly string[] = CRUD): ResourcePermissions {
  const permissions: Record<string, string> = {};
  for (const action of actions) permissions[action] = `${route}.${action}`;
  return permissions as ResourcePermissions;
}

export const ARCHIVABLE = [...CRUD, 'archive'] as const;

/** The back-office tables are not in the typed schema; their queries go through the untyped builder. */
export const anyDb = (db: Db) => db as unknown as AnyDb;

/** The first row of the tenant's `table` matching `where`, or undefined. */
export async function firstRow(db: Db, tenantId: number, table: string, where: Row): Promise<Row | undefined> {
  let query = anyDb(db).selectFrom(table).selectAll().where('tenant_id', '=', tenantId);
  for (const [column, value] of Object.entries(where)) query = query.where(column, value === null ? 'is' : '=', value);
  return (await query.executeTakeFirst()) as Row | undefined;
}
