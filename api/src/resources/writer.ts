import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { contactInputErrors } from '../auth/contact-input.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { filtered, ROOT, scoped, type Access } from '../query/compile.ts';
import { existingIds, findRecord, findRow, recordExists, untyped } from '../query/execute.ts';
import { parseListQuery } from '../query/parse.ts';
import { noteActivity } from '../live/changes.ts';
import type { FindQuery, Viewer } from '../query/types.ts';
import type { ActivityEntry, ActivityEvent } from './activity-entry.ts';
import { changedValues, logActivity, loggedValues } from './activity-log.ts';
import {
  ownRelation,
  type BelongsToMany,
  type Caller,
  type FieldErrors,
  type ResourceContext,
  type ResourceDeclaration,
  type Resolve,
  type Row,
  type Serialized,
  type WriteAction,
} from './declaration.ts';
import { coerceInput, mergeErrors, parseInput, writableFields } from './input.ts';

/** Who writes: the tenant, the caller and what the caller may do. Without permissions (seeds, scripts) everything is allowed. */
export interface Actor {
  db: Db;
  tenantId: number;
  resolve: Resolve;
  user?: Caller;
  viewer?: Viewer;
  permissions?: ReadonlySet<string>;
}

export const writeTexts = {
  deleted: 'Item verwijderd.',
  outOfScope: 'Dit item valt buiten wat je mag zien; kies een andere waarde.',
  inUse: 'Dit item is nog in gebruik en kan niet verwijderd worden.',
  duplicate: 'Deze waarde is al in gebruik.',
  missingReference: 'Een gekozen item bestaat niet.',
  invalidValue: 'Een waarde is ongeldig.',
  noIds: 'Kies minstens één item.',
  missingIds: 'Niet alle gekozen items bestaan.',
  reordered: 'Volgorde bijgewerkt.',
  orderList: "Volgorde verwacht een lijst met id's of een positie.",
  orderMissing: 'De volgorde moet dit item bevatten.',
  notInSelection: 'Dit item hoort niet bij deze selectie.',
  idList: "Een lijst met id's verwacht.",
  unknownRelation: (name: string) => `Onbekende relatie: ${name}.`,
  notSyncable: (name: string) => `De relatie ${name} kan niet op deze manier gewijzigd worden.`,
  missingRelated: (plural: string) => `Niet alle gekozen ${plural} bestaan.`,
  customValueList: 'Een lijst met velden en waarden verwacht.',
  unknownCustomField: (name: string) => `Onbekend vrij veld: ${name}.`,
  archived: (plural: string) => `${plural} gearchiveerd!`,
  restored: (plural: string) => `${plural} hersteld!`,
} as const;

const NO_FIND: FindQuery = { include: [], append: [] };

export const accessOfActor = (actor: Actor): Access => ({ tenantId: actor.tenantId, viewer: actor.viewer, resolve: actor.resolve });

function contextOf(actor: Actor, db: Db): ResourceContext {
  return { db, tenantId: actor.tenantId, resolve: actor.resolve, user: actor.user };
}

const pluralOf = (declaration: ResourceDeclaration) => declaration.label?.plural ?? declaration.name;

/** Database refusals that input can cause become 422s instead of 500s. */
function databaseRefusal(error: unknown): unknown {
  const { code, detail, column } = (error ?? {}) as { code?: string; detail?: string; column?: string };
  switch (code) {
    case '23505': {
      const field = /Key \((?:tenant_id, )?(?:lower\()?"?([a-z_]+)/.exec(detail ?? '')?.[1] ?? 'id';
      return unprocessable({ [field]: [writeTexts.duplicate] });
    }
    case '23503':
      return /still referenced/.test(detail ?? '')
        ? unprocessable({ id: [writeTexts.inUse] })
        : unprocessable({ [/Key \(([a-z_]+)\)/.exec(detail ?? '')?.[1] ?? 'id']: [writeTexts.missingReference] });
    case '23502':
      return unprocessable({ [column ?? 'id']: [`${column ?? 'Een veld'} is verplicht.`] });
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return unprocessable({ body: [writeTexts.invalidValue] });
  }
  return error;
}

/** Runs the work in a transaction, or in the caller's one when the actor already writes inside one. */
export async function inTransaction<T>(actor: Actor, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return actor.db.isTransaction ? await work(actor.db) : await actor.db.transaction().execute(work);
  } catch (error) {
    throw databaseRefusal(error);
  }
}

/** 403 naming the permission the action needs, unless the caller has it or the declaration waives it. */
function demand(actor: Actor, declaration: ResourceDeclaration, action: WriteAction, context: ResourceContext, values: Row, existing: Row | null): void {
  const permissions = declaration.permissions ?? { index: '', show: '' };
  const fallback = permissions[action] ?? (action === 'restore' ? (permissions.archive ?? permissions.destroy) : undefined);
  const chosen = declaration.writePermission?.(context, action, values, existing);
  const permission = chosen === undefined ? fallback : chosen;
  if (permission === null) return;
  if (permission === undefined) throw forbidden(`${declaration.name}.${action}`);
  if (actor.permissions && !actor.permissions.has(permission)) throw forbidden(permission);
}

/** Values as columns: write-only inputs dropped, JSON serialized for jsonb. */
function storable(declaration: ResourceDeclaration, values: Row): Row {
  const columns: Row = {};
  for (const [name, value] of Object.entries(values)) {
    if (declaration.writeOnly && Object.hasOwn(declaration.writeOnly, name)) continue;
    const type = Object.hasOwn(declaration.fields, name) ? declaration.fields[name].type : undefined;
    columns[name] = type === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return columns;
}

async function existsErrors(db: Db, access: Access, declaration: ResourceDeclaration, values: Row, existing: Row | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, spec] of writableFields(declaration)) {
    const value = values[name];
    if (!spec.input.exists || value === null || value === undefined) continue;
    const target = access.resolve!(spec.input.exists);
    if (!(await recordExists(db, access, target, value as number, access.resolve))) {
      errors[name] = [`${spec.input.label} bestaat niet.`];
    } else if (existing?.[name] !== value) {
      const refused = await assignableProblem(db, access.tenantId, target, value as number);
      if (refused) errors[name] = [refused];
    }
  }
  return errors;
}

/** The target's `assignable` reason when the record may not be newly pointed at (an inactive operator); null when it may. */
export async function assignableProblem(db: Db, tenantId: number, target: ResourceDeclaration, id: number): Promise<string | null> {
  if (!target.assignable) return null;
  const { scope, refused } = target.assignable;
  const row = await untyped(db)
    .selectFrom(`${target.table} as t`)
    .select('t.id')
    .where('t.id', '=', id)
    .where('t.tenant_id', '=', tenantId)
    .where((eb) => scope(eb, 't'))
    .executeTakeFirst();
  return row ? null : refused;
}

/**
 * The body without references a new record may not make (an inactive operator): for copies the
 * system makes (a clone, a recurring ticket, a ticket from mail), which then go unassigned.
 */
export async function withoutUnassignable(db: Db, tenantId: number, resolve: Resolve, declaration: ResourceDeclaration, body: Row): Promise<Row> {
  const kept: Row = { ...body };
  for (const [name, spec] of writableFields(declaration)) {
    const value = kept[name];
    if (!spec.input.exists || typeof value !== 'number') continue;
    if (await assignableProblem(db, tenantId, resolve(spec.input.exists), value)) delete kept[name];
  }
  return kept;
}

/** Fields a contact person sent that only operators fill in (auth/contact-input.ts); refused before anything is read. */
function refuseContactInput(actor: Actor, declaration: ResourceDeclaration, body: unknown): void {
  if (actor.user?.is_operator !== 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const labelOf = (name: string) => {
    const relation = name.startsWith('relationships.') ? name.slice('relationships.'.length) : undefined;
    if (relation !== undefined) return relation;
    return declaration.fields[name]?.input?.label ?? declaration.writeOnly?.[name]?.input.label ?? name;
  };
  const errors = contactInputErrors(body as Row, new Set(declaration.contactWritable ?? []), labelOf);
  if (hasKeys(errors)) throw unprocessable(errors);
}

interface Sync {
  name: string;
  relation: BelongsToMany;
  ids: number[];
}

interface CustomValueInput {
  field: string;
  value: string | null;
}

interface RelationshipPlan {
  syncs: Sync[];
  customValues?: CustomValueInput[];
}

function idList(raw: unknown): number[] | null {
  if (!Array.isArray(raw) || raw.length > 1000) return null;
  const ids: number[] = [];
  for (const item of raw) {
    const value = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Row).id : item;
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647) return null;
    ids.push(id);
  }
  return [...new Set(ids)];
}

/** Target rows a sync may link: the caller sees them and the relation's scope admits them. */
function linkable(db: Db, access: Access, relation: BelongsToMany): ReturnType<typeof scoped> {
  const query = scoped(untyped(db), access.resolve!(relation.target), access).select(`${ROOT}.id`);
  return relation.scope ? query.where((eb) => relation.scope!(eb, ROOT)) : query;
}

async function planRelationships(
  db: Db,
  access: Access,
  declaration: ResourceDeclaration,
  raw: Record<string, unknown> | undefined,
): Promise<{ plan: RelationshipPlan; errors: FieldErrors }> {
  const plan: RelationshipPlan = { syncs: [] };
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const key = `relationships.${name}`;
    if (name === 'custom_values' && declaration.customFields) {
      const parsed = await parseCustomValues(db, access.tenantId, declaration.customFields, value);
      if ('error' in parsed) errors[key] = [parsed.error];
      else plan.customValues = parsed.values;
      continue;
    }
    const relation = ownRelation(declaration, name);
    if (!relation) {
      errors[key] = [writeTexts.unknownRelation(name)];
      continue;
    }
    if (relation.kind !== 'belongsToMany' || !relation.sync) {
      errors[key] = [writeTexts.notSyncable(name)];
      continue;
    }
    const ids = idList(value);
    if (!ids) {
      errors[key] = [writeTexts.idList];
      continue;
    }
    const found = ids.length > 0 ? ((await linkable(db, access, relation).where(`${ROOT}.id`, 'in', ids).execute()) as Row[]) : [];
    if (found.length !== ids.length) {
      errors[key] = [writeTexts.missingRelated(pluralOf(access.resolve!(relation.target)).toLowerCase())];
      continue;
    }
    plan.syncs.push({ name, relation, ids });
  }
  return { plan, errors };
}

interface CustomFieldRow {
  name: string;
  title: string;
  type: number;
  options: unknown;
}

/** Option values of a select field: plain strings or {value, label} objects. */
export function optionValues(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options.map((option) =>
    typeof option === 'object' && option !== null ? String((option as Row).value ?? (option as Row).label ?? '') : String(option),
  );
}

async function parseCustomValues(
  db: Db,
  tenantId: number,
  morphableType: string,
  raw: unknown,
): Promise<{ values: CustomValueInput[] } | { error: string }> {
  if (!Array.isArray(raw)) return { error: writeTexts.customValueList };
  const fields = (await db
    .selectFrom('custom_fields')
    .select(['name', 'title', 'type', 'options'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', morphableType)
    .execute()) as CustomFieldRow[];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const values = new Map<string, string | null>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { error: writeTexts.customValueList };
    const { custom_field: name, value } = entry as Row;
    const field = typeof name === 'string' ? byName.get(name) : undefined;
    if (!field) return { error: writeTexts.unknownCustomField(String(name)) };
    const coerced = coerceInput(field.type === 2 ? 'date' : 'string', field.title, value);
    if ('error' in coerced) return { error: coerced.error };
    const text = coerced.value as string | null;
    if (field.type === 1 && text !== null && !optionValues(field.options).includes(text)) return { error: `${field.title} heeft een ongeldige waarde.` };
    values.set(field.name, text);
  }
  return { values: [...values].map(([field, value]) => ({ field, value })) };
}

const pivotColumns = new Map<string, Promise<Set<string>>>();

/** Whether a pivot table carries tenant_id, looked up once per table. */
async function pivotHasTenant(db: Db, pivot: string): Promise<boolean> {
  let columns = pivotColumns.get(pivot);
  if (!columns) {
    columns = sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = ${pivot}`
      .execute(db)
      .then((result) => new Set(result.rows.map((row) => row.column_name)));
    pivotColumns.set(pivot, columns);
  }
  return (await columns).has('tenant_id');
}

type Change = { attributes: Row; old: Row };

/**
 * Replaces the links of a belongs-to-many relation by `ids`. Only links to targets the caller may
 * choose are replaced: an operator role of a contact, or a company the caller cannot see, stays.
 */
async function applySync(db: Db, access: Access, id: number, sync: Sync): Promise<{ old: number[]; next: number[] } | null> {
  const { relation, ids } = sync;
  const current = (await linkable(db, access, relation)
    .innerJoin(`${relation.pivot} as pivot`, `pivot.${relation.relatedKey}`, `${ROOT}.id`)
    .where(`pivot.${relation.localKey}`, '=', id)
    .execute()) as Array<{ id: number }>;
  const old = current.map((row) => row.id).sort((a, b) => a - b);
  const removed = old.filter((value) => !ids.includes(value));
  const added = ids.filter((value) => !old.includes(value));
  if (removed.length === 0 && added.length === 0) return null;
  const raw = untyped(db);
  if (removed.length > 0) {
    await raw.deleteFrom(relation.pivot).where(relation.localKey, '=', id).where(relation.relatedKey, 'in', removed).execute();
  }
  if (added.length > 0) {
    const tenant = (await pivotHasTenant(db, relation.pivot)) ? { tenant_id: access.tenantId } : {};
    await raw
      .insertInto(relation.pivot)
      .values(added.map((related) => ({ ...tenant, [relation.localKey]: id, [relation.relatedKey]: related })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return { old, next: [...ids].sort((a, b) => a - b) };
}

async function customValueMap(db: Db, tenantId: number, morphableType: string, id: number): Promise<Record<string, string | null>> {
  const rows = await db
    .selectFrom('custom_values')
    .select(['custom_field', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', morphableType)
    .where('morphable_id', '=', id)
    .orderBy('custom_field')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.custom_field, row.value]));
}

async function applyCustomValues(db: Db, tenantId: number, morphableType: string, id: number, values: CustomValueInput[]): Promise<Change | null> {
  const before = await customValueMap(db, tenantId, morphableType, id);
  const change: Change = { attributes: {}, old: {} };
  for (const { field, value } of values) {
    if ((before[field] ?? null) === value) continue;
    change.attributes[field] = value;
    change.old[field] = before[field] ?? null;
    const where = db
      .deleteFrom('custom_values')
      .where('tenant_id', '=', tenantId)
      .where('morphable_type', '=', morphableType)
      .where('morphable_id', '=', id)
      .where('custom_field', '=', field);
    if (value === null) {
      await where.execute();
      continue;
    }
    await db
      .insertInto('custom_values')
      .values({ tenant_id: tenantId, morphable_type: morphableType, morphable_id: id, custom_field: field, value })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'morphable_type', 'morphable_id', 'custom_field']).doUpdateSet({ value, updated_at: sql<Date>`now()` }),
      )
      .execute();
  }
  return Object.keys(change.attributes).length > 0 ? change : null;
}

/** Applies syncs and custom values; returns what changed, per relation name, for the log. */
async function applyPlan(db: Db, access: Access, declaration: ResourceDeclaration, id: number, plan: RelationshipPlan): Promise<Change> {
  const change: Change = { attributes: {}, old: {} };
  for (const sync of plan.syncs) {
    const result = await applySync(db, access, id, sync);
    if (!result) continue;
    change.attributes[sync.name] = result.next;
    change.old[sync.name] = result.old;
  }
  if (plan.customValues && declaration.customFields) {
    const result = await applyCustomValues(db, access.tenantId, declaration.customFields, id, plan.customValues);
    if (result) {
      change.attributes.custom_values = result.attributes;
      change.old.custom_values = result.old;
    }
  }
  return change;
}

function entry(actor: Actor, declaration: ResourceDeclaration, id: number, event: ActivityEvent, change: Partial<Change>): ActivityEntry {
  return {
    tenantId: actor.tenantId,
    subjectType: declaration.name,
    subjectId: id,
    causerId: actor.user?.id ?? null,
    event,
    attributes: change.attributes,
    old: change.old,
  };
}

async function log(db: Db, declaration: ResourceDeclaration, entries: ActivityEntry[]): Promise<void> {
  if (declaration.logActivity !== false) await logActivity(db, entries);
  else noteActivity(entries);
}

const hasKeys = (value: object) => Object.keys(value).length > 0;

/** The record as the caller sees it after a write; a write that would put it out of sight is refused. */
async function reread(db: Db, access: Access, declaration: ResourceDeclaration, id: number): Promise<Row> {
  const row = await findRow(db, access, declaration, access.resolve!, id);
  if (!row) throw unprocessable({ id: [writeTexts.outOfScope] });
  return row;
}

/** POST /{route}: validated create with relationships, logged; answers the new record. */
export async function createRecord(actor: Actor, declaration: ResourceDeclaration, body: unknown, find: FindQuery = NO_FIND): Promise<Serialized> {
  refuseContactInput(actor, declaration, body);
  const parsed = parseInput(declaration, body, 'create');
  return inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const context = contextOf(actor, db);
    demand(actor, declaration, 'store', context, parsed.values, null);
    const { plan, errors: relationErrors } = await planRelationships(db, access, declaration, parsed.relationships);
    let errors = mergeErrors(parsed.errors, await existsErrors(db, access, declaration, parsed.values, null), relationErrors);
    if (!hasKeys(errors) && declaration.validate) errors = await declaration.validate(context, parsed.values, null);
    if (hasKeys(errors)) throw unprocessable(errors);

    const values = declaration.beforeCreate ? await declaration.beforeCreate(context, { ...parsed.values }) : parsed.values;
    const { id } = (await untyped(db)
      .insertInto(declaration.table)
      .values({ ...storable(declaration, values), tenant_id: actor.tenantId })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    const relations = await applyPlan(db, access, declaration, id, plan);
    const row = await reread(db, access, declaration, id);
    await declaration.afterWrite?.(context, 'created', row, null, { values: parsed.values, relationships: parsed.relationships });
    await log(db, declaration, [entry(actor, declaration, id, 'created', { attributes: { ...loggedValues(declaration, row, true), ...relations.attributes } })]);
    return (await findRecord(db, access, declaration, actor.resolve, id, find))!;
  });
}

/** PUT /{route}/{id}: only the fields sent; archived_at alone archives or restores. */
export async function updateRecord(actor: Actor, declaration: ResourceDeclaration, id: number, body: unknown, find: FindQuery = NO_FIND): Promise<Serialized> {
  refuseContactInput(actor, declaration, body);
  const parsed = parseInput(declaration, body, 'update');
  return inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const context = contextOf(actor, db);
    const existing = await findRow(db, access, declaration, actor.resolve, id);
    if (!existing) throw notFound();
    const sent = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    if (!parsed.archive || sent.some((key) => key !== 'archived_at')) demand(actor, declaration, 'update', context, parsed.values, existing);
    if (parsed.archive) demand(actor, declaration, parsed.archive, context, parsed.values, existing);
    const { plan, errors: relationErrors } = await planRelationships(db, access, declaration, parsed.relationships);
    let errors = mergeErrors(parsed.errors, await existsErrors(db, access, declaration, parsed.values, existing), relationErrors);
    if (!hasKeys(errors) && declaration.validate) errors = await declaration.validate(context, parsed.values, existing);
    if (hasKeys(errors)) throw unprocessable(errors);

    const changes = declaration.beforeUpdate ? await declaration.beforeUpdate(context, { ...parsed.values }, existing) : { ...parsed.values };
    if (parsed.archive === 'archive' && existing.archived_at === null) changes.archived_at = sql`now()`;
    if (parsed.archive === 'restore') changes.archived_at = null;
    const relations = await applyPlan(db, access, declaration, id, plan);
    const columns = storable(declaration, changes);
    if (hasKeys(columns) || hasKeys(relations.attributes)) {
      if (Object.hasOwn(declaration.fields, 'updated_at')) columns.updated_at = sql`now()`;
      await untyped(db).updateTable(declaration.table).set(columns).where('id', '=', id).where('tenant_id', '=', actor.tenantId).execute();
    }
    const row = await reread(db, access, declaration, id);
    if (hasKeys(columns)) await declaration.afterWrite?.(context, 'updated', row, existing, { values: parsed.values, relationships: parsed.relationships });

    const { attributes, old } = changedValues(declaration, existing, row);
    const entries: ActivityEntry[] = [];
    if (Object.hasOwn(attributes, 'archived_at')) {
      const event = attributes.archived_at === null ? 'restored' : 'archived';
      entries.push(entry(actor, declaration, id, event, { attributes: { archived_at: attributes.archived_at }, old: { archived_at: old.archived_at } }));
      delete attributes.archived_at;
      delete old.archived_at;
    }
    if (hasKeys(attributes)) entries.unshift(entry(actor, declaration, id, 'updated', { attributes, old }));
    if (hasKeys(relations.attributes)) entries.push(entry(actor, declaration, id, 'updated-relation', relations));
    await log(db, declaration, entries);
    return (await findRecord(db, access, declaration, actor.resolve, id, find))!;
  });
}

/** DELETE /{route}/{id}: marks soft-deleting resources, removes the rest (with their custom values). */
export async function deleteRecord(actor: Actor, declaration: ResourceDeclaration, id: number): Promise<void> {
  await inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const context = contextOf(actor, db);
    const existing = await findRow(db, access, declaration, actor.resolve, id);
    if (!existing) throw notFound();
    demand(actor, declaration, 'destroy', context, {}, existing);
    await declaration.beforeDelete?.(context, existing);
    const raw = untyped(db);
    if (declaration.softDeletes) {
      await raw.updateTable(declaration.table).set({ deleted_at: sql`now()` }).where('id', '=', id).where('tenant_id', '=', actor.tenantId).execute();
    } else {
      if (declaration.customFields) {
        await db
          .deleteFrom('custom_values')
          .where('tenant_id', '=', actor.tenantId)
          .where('morphable_type', '=', declaration.customFields)
          .where('morphable_id', '=', id)
          .execute();
      }
      const where = raw.deleteFrom(declaration.table).where('id', '=', id);
      await (declaration.shared ? where : where.where('tenant_id', '=', actor.tenantId)).execute();
    }
    await declaration.afterWrite?.(context, 'deleted', existing, existing);
    await log(db, declaration, [entry(actor, declaration, id, 'deleted', { old: loggedValues(declaration, existing, true) })]);
  });
}

/**
 * Archives, or restores, records: restoring brings back a soft-deleted row, or else clears
 * archived_at. Ids the caller cannot see answer 404 (one record) or 422 (a selection).
 */
export async function changeState(
  actor: Actor,
  declaration: ResourceDeclaration,
  ids: number[],
  action: 'archive' | 'restore',
  find: FindQuery = NO_FIND,
): Promise<Serialized[]> {
  return inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const context = contextOf(actor, db);
    const rows = (await scoped(untyped(db), declaration, access, ROOT, action === 'restore' ? 'with' : 'without')
      .select(['t.id', ...(declaration.softDeletes ? ['t.deleted_at'] : []), ...(declaration.archivable ? ['t.archived_at'] : [])])
      .where(`${ROOT}.id`, 'in', ids)
      .execute()) as Row[];
    if (rows.length !== ids.length) {
      if (ids.length === 1) throw notFound();
      throw unprocessable({ ids: [writeTexts.missingIds] });
    }
    for (const row of rows) demand(actor, declaration, action, context, {}, row);
    const entries: ActivityEntry[] = [];
    const raw = untyped(db);
    const update = (set: Row, id: number) => {
      const columns = Object.hasOwn(declaration.fields, 'updated_at') ? { ...set, updated_at: sql`now()` } : set;
      return raw.updateTable(declaration.table).set(columns).where('id', '=', id).where('tenant_id', '=', actor.tenantId).execute();
    };
    for (const row of rows) {
      const id = row.id as number;
      if (action === 'archive' && declaration.archivable && row.archived_at === null) {
        await update({ archived_at: sql`now()` }, id);
        const after = await reread(db, access, declaration, id);
        entries.push(entry(actor, declaration, id, 'archived', { attributes: { archived_at: loggedValues(declaration, after).archived_at }, old: { archived_at: null } }));
      } else if (action === 'restore' && declaration.softDeletes && row.deleted_at !== null) {
        await raw.updateTable(declaration.table).set({ deleted_at: null }).where('id', '=', id).where('tenant_id', '=', actor.tenantId).execute();
        entries.push(entry(actor, declaration, id, 'restored', { attributes: { deleted_at: null }, old: { deleted_at: loggedValues(declaration, row).deleted_at } }));
      } else if (action === 'restore' && declaration.archivable && row.archived_at !== null) {
        await update({ archived_at: null }, id);
        entries.push(entry(actor, declaration, id, 'restored', { attributes: { archived_at: null }, old: { archived_at: loggedValues(declaration, row).archived_at } }));
      }
    }
    await log(db, declaration, entries);
    const records: Serialized[] = [];
    for (const id of ids) records.push((await findRecord(db, access, declaration, actor.resolve, id, find))!);
    return records;
  });
}

function parseOrder(raw: unknown): number[] | number | null {
  if (Array.isArray(raw)) return idList(raw);
  const position = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0 && position <= 1_000_000 ? position : null;
}

/**
 * PUT /{route}/{id}/update-order. `order` as a list of ids puts exactly those in that order
 * (1, 2, 3…); as a number it moves this record to that position (0-based, as a drag list reports
 * it) among its siblings: the rows matching the optional builder `b` (a project's phases).
 */
export async function reorderRecords(actor: Actor, declaration: ResourceDeclaration, id: number, body: unknown): Promise<Array<{ id: number; order: number }>> {
  const column = declaration.orderColumn!;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
  const order = parseOrder(fields.order);
  if (order === null) throw unprocessable({ order: [writeTexts.orderList] });
  const builder = fields.b === undefined || fields.b === null ? undefined : typeof fields.b === 'string' ? fields.b : JSON.stringify(fields.b);
  const conditions = builder === undefined ? [] : parseListQuery(declaration, actor.resolve, { builder }).conditions;

  return inTransaction(actor, async (db) => {
    const access = accessOfActor(actor);
    const context = contextOf(actor, db);
    const existing = await findRow(db, access, declaration, actor.resolve, id);
    if (!existing) throw notFound();
    demand(actor, declaration, 'update', context, {}, existing);
    let sequence: number[];
    if (Array.isArray(order)) {
      if (!order.includes(id)) throw unprocessable({ order: [writeTexts.orderMissing] });
      if ((await existingIds(db, access, declaration, order, actor.resolve)).size !== order.length) throw unprocessable({ order: [writeTexts.missingIds] });
      sequence = order;
    } else {
      const siblings = (await filtered(untyped(db), declaration, actor.resolve, access, conditions)
        .select(`${ROOT}.id`)
        .orderBy(`${ROOT}.${column}`)
        .orderBy(`${ROOT}.id`)
        .execute()) as Array<{ id: number }>;
      const others = siblings.map((row) => row.id).filter((sibling) => sibling !== id);
      if (others.length === siblings.length) throw unprocessable({ b: [writeTexts.notInSelection] });
      sequence = [...others.slice(0, order), id, ...others.slice(order)];
    }
    const current = new Map(
      ((await scoped(untyped(db), declaration, access).select(['t.id', `t.${column} as position`]).where(`${ROOT}.id`, 'in', sequence).execute()) as Row[]).map(
        (row) => [row.id as number, row.position as number],
      ),
    );
    const entries: ActivityEntry[] = [];
    const raw = untyped(db);
    for (const [index, rowId] of sequence.entries()) {
      const position = index + 1;
      if (current.get(rowId) === position) continue;
      await raw.updateTable(declaration.table).set({ [column]: position }).where('id', '=', rowId).where('tenant_id', '=', actor.tenantId).execute();
      entries.push(entry(actor, declaration, rowId, 'updated', { attributes: { [column]: position }, old: { [column]: current.get(rowId) ?? null } }));
    }
    await log(db, declaration, entries);
    return sequence.map((rowId, index) => ({ id: rowId, order: index + 1 }));
  });
}
