import type { FastifyInstance } from 'fastify';
import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { EventBus } from '../events/bus.ts';
import type { ExportWorker } from '../exports/worker.ts';
import type { FileStore } from '../files.ts';
import type { Mailer } from '../messages/mailer.ts';
import type { Direction, ListQuery, Viewer } from '../query/types.ts';
import type { CounterStore } from '../security/counters.ts';
import type { LimitSettings } from '../security/limit-settings.ts';

export type FieldType = 'integer' | 'decimal' | 'string' | 'text' | 'boolean' | 'date' | 'timestamp' | 'json';

/**
 * How a field is written through POST and PUT. A field without `input` is read-only; anything a
 * client sends for it is refused with 422. Messages use the Dutch label:
 * required '{label} is verplicht.', max '{label} mag maximaal {max} tekens bevatten.' (strings) or
 * '{label} mag maximaal {max} zijn.' (numbers), min likewise, email '{label} is geen geldig
 * e-mailadres.', in '{label} heeft een ongeldige waarde.', exists '{label} bestaat niet.'.
 */
export interface FieldInput {
  label: string;
  required?: boolean;
  max?: number;
  min?: number;
  email?: boolean;
  in?: readonly (string | number)[];
  /** Resource name whose record (in the same tenant) the value must be the id of. */
  exists?: string;
  /** Value on create when the client sends none. */
  default?: unknown;
  /** Only on create; an update that sends it is refused. */
  createOnly?: boolean;
  /** Stored in capitals (operator acronyms). */
  uppercase?: boolean;
}

export interface Field {
  type: FieldType;
  filterable: boolean;
  sortable: boolean;
  input?: FieldInput;
  /** SQL for a computed field (full_name); without it the field is the column of the same name. */
  expression?: (alias: string) => RawBuilder<unknown>;
}

type FieldOptions = Partial<Pick<Field, 'filterable' | 'sortable' | 'input'>>;

const make = (type: FieldType, defaults: FieldOptions) => (options: FieldOptions = {}): Field => ({
  type,
  filterable: true,
  sortable: true,
  ...defaults,
  ...options,
});

export const field = {
  integer: make('integer', {}),
  string: make('string', {}),
  /** Long text (HTML bodies): filterable with like, never sorted. */
  text: make('text', { sortable: false }),
  boolean: make('boolean', {}),
  /** Money and quantities: numeric in SQL, a number on the wire. */
  decimal: make('decimal', {}),
  /** A calendar date, YYYY-MM-DD on the wire. */
  date: make('date', {}),
  timestamp: make('timestamp', {}),
  /** jsonb: never filtered or sorted. */
  json: make('json', { filterable: false, sortable: false }),
  computed: (type: FieldType, expression: (alias: string) => RawBuilder<unknown>, options: FieldOptions = {}): Field => ({
    type,
    filterable: true,
    sortable: true,
    ...options,
    expression,
  }),
};

// The generic query layer works on tables it only knows by name, so its expression builder is untyped.
export type AnyExpressionBuilder = ExpressionBuilder<any, any>;
export type Predicate = (eb: AnyExpressionBuilder, alias: string) => Expression<SqlBool>;

export interface BelongsTo extends Optional {
  kind: 'belongsTo';
  target: string;
  foreignKey: string;
}

/** Present only when its target resource is declared; for relations to resources another module provides. */
interface Optional {
  ifRegistered?: boolean;
}

/** Polymorphic parent: the type column holds a key of `targets` (e.g. 'tickets'), the id column its id. */
export interface MorphTo extends Optional {
  kind: 'morphTo';
  typeField: string;
  idField: string;
  targets: Record<string, string>;
}

/** Rows of `target` whose `foreignKey` holds this record's id (a company's tickets). */
export interface HasMany extends Optional {
  kind: 'hasMany';
  target: string;
  foreignKey: string;
  /** Only related rows that match (with, whereHas, withCount). */
  scope?: Predicate;
}

/** Rows of `target` whose type/id columns point here (a ticket's messages: morphable_type 'tickets'). */
export interface MorphMany extends Optional {
  kind: 'morphMany';
  target: string;
  typeField: string;
  idField: string;
  morphType: string;
  scope?: Predicate;
}

/** Through a pivot table (a contact's companies). `sync` lets POST/PUT set it with `relationships.{name}`: [ids]. */
export interface BelongsToMany extends Optional {
  kind: 'belongsToMany';
  target: string;
  pivot: string;
  /** Pivot column holding this record's id. */
  localKey: string;
  /** Pivot column holding the related record's id. */
  relatedKey: string;
  sync?: boolean;
  /** Only related rows that match; a sync replaces only pivot rows of matching targets (client roles beside operator roles). */
  scope?: Predicate;
  /**
   * Column of this record's table that triggers keep at its number of pivot rows (a counter cache,
   * db/migrations-counters.ts). whereHas, whereDoesntHave and withCount without conditions read it
   * instead of the pivot when the caller sees every related row.
   */
  counter?: string;
}

export type Relation = BelongsTo | MorphTo | HasMany | MorphMany | BelongsToMany;

export type FieldErrors = Record<string, string[]>;

/**
 * PostgreSQL full-text search for the `s` search (migration 0027): the row's own stored tsvector,
 * and the rows of to-many relations that find it too (a ticket's messages, "messages.attachments").
 * Related rows count only where the caller may see them (a contact never matches on a note).
 */
export interface FullText {
  /** Stored tsvector column of the row; `searchable` still adds its ilike matches (trigram-indexed). */
  vector: string;
  /** The field a snippet is cut from when the row itself matched. */
  snippetField: string;
  /** That field as plain text, when it holds markup (a message's HTML). */
  snippetText?: (alias: string) => RawBuilder<string>;
  related: Array<{
    /** hasMany or morphMany relations, dotted for a relation of the related resource. */
    path: string;
    /** Stored tsvector column of the last resource on the path. */
    vector: string;
    /** Plain text of that row for its snippet. */
    text: (alias: string) => RawBuilder<string>;
  }>;
  /**
   * Stored columns holding every `related` row's vector of one row as one audience sees them,
   * kept by triggers: staff see all related rows of a row they see, a contact those their
   * ownership rules let through. Used instead of the related rows when they show the viewer
   * exactly what the viewer may read.
   */
  conversation?: Array<{ vector: string; audience: Audience }>;
}

/** Whose view of a row's related rows a stored vector holds. */
export type Audience = 'staff' | 'contact';

/**
 * Which rows a restricted role may see (spec roles only_own_tickets, only_own_company, client; see
 * auth/permissions.ts). A resource without the key that a role restricts on is not restricted by it.
 */
export interface Ownership {
  /** only_own_tickets: column holding the operator a row is assigned to. */
  operator?: string;
  /** only_own_company and client: column holding the company a row belongs to, or a predicate for rows of any of these companies. */
  company?: string | ((eb: AnyExpressionBuilder, alias: string, companyIds: number[]) => Expression<SqlBool>);
  /** Visible exactly when the record this belongs-to or morph-to relation points at is visible (a ticket's messages). */
  via?: string;
  /** Contacts of a role that sees only their own rows: column holding the contact person a row is for. */
  client?: string;
  /** client: a further condition for contact persons (messages visible to the client). */
  contact?: Predicate;
  /** Every user (whatever the role): rows whose column is null (shared) or the user's own id (table presets). */
  personal?: string;
  /** Every user (whatever the role): rows the caller's permissions reach (a deal's conversation needs deals.show). */
  permitted?: (eb: AnyExpressionBuilder, alias: string, permissions: ReadonlySet<string>) => Expression<SqlBool>;
}

/**
 * What a contact person sees of a resource's records (query/contact-view.ts): a portal shows who
 * answered, never that person's address, phone or internal figures.
 */
export interface ContactView {
  /** The fields and appends shown; relations and counts keep their own permission checks. */
  fields: readonly string[];
  /** Records a contact sees whole in spite of `fields`: their own, their companies' contacts. */
  whole?: (eb: AnyExpressionBuilder, alias: string, viewer: Viewer) => Expression<SqlBool>;
  /** Shown instead of the stored value (an operator's type becomes just "an operator"). */
  values?: Readonly<Record<string, (value: unknown) => unknown>>;
}

export type Row = Record<string, unknown>;
export type Serialized = Record<string, unknown>;

/** The signed-in caller as hooks see it. */
export interface Caller {
  id: number;
  is_operator: number;
  /** Companies linked to the caller (company_user). */
  companyIds: number[];
  /** The token of the request, so that a password change keeps the caller's own session. */
  tokenId?: number;
}

export interface ResourceContext {
  /** Inside a write: the transaction. */
  db: Db;
  tenantId: number;
  resolve: Resolve;
  /** Absent only for work outside a request (seeds, scripts). */
  user?: Caller;
}

/** A create or update body as the writer read it. */
export interface SentInput {
  values: Row;
  relationships?: Record<string, unknown>;
}

export type WriteAction = 'store' | 'update' | 'destroy' | 'archive' | 'restore';

export interface ResourcePermissions {
  index: string;
  show: string;
  [action: string]: string;
}

export interface ResourceDeclaration {
  name: string;
  table: string;
  /** Path of the generic list and find routes; absent when only reachable as a relation. */
  route?: string;
  permissions?: ResourcePermissions;
  /** Serialized in this order; the only columns a client can filter or sort on. */
  fields: Record<string, Field>;
  /** Field names, or "relation.field" through a belongs-to relation, matched by the `s` search. */
  searchable: string[];
  /** Ranked full-text search instead of ilike alone; `orderBy` relevance and `search_snippet` come with it. */
  fullText?: FullText;
  relations: Record<string, Relation>;
  defaultOrder: Array<[string, Direction]>;
  perPage: number;
  /** Always applied: rows outside it do not exist for this resource (templates); softDeletes handles deleted rows. */
  baseScope?: Predicate;
  /** Named filters usable as builder keys with the value true. */
  scopes?: Record<string, Predicate>;
  /** Extra values a client may ask for with `append`. */
  appends?: Record<string, (row: Row) => unknown>;
  /** Replaces the field-by-field serialization. */
  serialize?: (row: Row) => Serialized;
  /**
   * Fields, and `relationships.{name}`, a contact person may send on create and update (a ticket's
   * description); anything else a contact sends is refused by name. Absent: none.
   */
  contactWritable?: readonly string[];
  /** Absent: a contact sees every field of the records their row rules let through. */
  contactView?: ContactView;
  /** Runs after validation and before the list query, e.g. to demand that a parent exists. */
  beforeList?: (context: ResourceContext, query: ListQuery) => Promise<void>;

  /** Dutch names for toasts and messages: '<singular> aangemaakt!', 'Geen <plural> gevonden.'. */
  label?: { singular: string; plural: string };
  /**
   * archived_at: POST /{route}/{id}/archive, PUT archived_at null, POST /{route}/{id}/restore, and
   * POST /{route}/archive|restore with {ids}; needs permissions.archive.
   */
  archivable?: boolean;
  /**
   * deleted_at: DELETE only marks, `onlyTrashed` lists them, POST /{route}/{id}/restore brings back
   * (permissions.restore, else archive, else destroy).
   */
  softDeletes?: boolean;
  /** Column kept by PUT /{route}/{id}/update-order. */
  orderColumn?: string;
  /** custom_values of custom fields whose morphable_type is this value, written with relationships.custom_values. */
  customFields?: string;
  /** Tenant module that switches the resource and its routes on (mod_invoicing, ...). */
  module?: string;
  ownership?: Ownership;
  /**
   * Column whose rows per tenant and value triggers keep counted (table row_counts,
   * db/migrations-counters.ts): a list without conditions adds up the kept counts of the values
   * whose rows the caller sees without a check, and counts only the other rows.
   */
  keptCountsBy?: string;
  /** Rules across fields, after the per-field rules passed; returns the errors per field. */
  validate?: (context: ResourceContext, input: Row, existing: Row | null) => Promise<FieldErrors> | FieldErrors;
  /** Fills derived columns before insert (reference numbers, defaults from config). */
  beforeCreate?: (context: ResourceContext, values: Row) => Promise<Row> | Row;
  /** Derives columns before an update from the changed values (only those sent) and the stored row. */
  beforeUpdate?: (context: ResourceContext, changes: Row, existing: Row) => Promise<Row> | Row;
  /** Refuses a delete by throwing an HttpError (a role that still has users). */
  beforeDelete?: (context: ResourceContext, existing: Row) => Promise<void> | void;
  /** Runs after the show route (GET /{route}/{id}) found the record for a caller: a ticket records who opened it. */
  afterShow?: (context: ResourceContext, record: Serialized) => Promise<void> | void;
  /**
   * Runs in the write's transaction after it; for rules that touch other tables. `sent` is what the
   * client sent: the parsed values (write-only inputs included) and the relationships.
   */
  afterWrite?: (context: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row, old: Row | null, sent?: SentInput) => Promise<void> | void;
  /**
   * Which records another resource's `exists` field may newly point at (an active operator); a
   * value already stored stays accepted, so existing assignments survive an edit.
   */
  assignable?: { scope: Predicate; refused: string };
  /** false for resources whose changes are not recorded in the activity log (the log itself, tokens). */
  logActivity?: boolean;
  /**
   * Accepted by POST and PUT, validated like fields, handed to the hooks, never stored or shown as
   * such (a password becomes password_hash in beforeCreate).
   */
  writeOnly?: Record<string, { type: FieldType; input: FieldInput }>;
  /** The permission a write needs instead of permissions[action]; null: none (a user's own table preset), undefined: the default. */
  writePermission?: (context: ResourceContext, action: WriteAction, values: Row, existing: Row | null) => string | null | undefined;
  /** A table without tenant_id, the same for every tenant (permissions); read-only. */
  shared?: boolean;
  /**
   * Routes beyond the generic ones (POST /quotes/{id}/accept). Registered before the generic
   * routes, so a path registered here replaces the generic route of the same method and path.
   * Give them `config: { permission, module }` like every route; resources/actions.ts has
   * actorFor (for the writer), accessFor (for queries) and bodyIds to act as the caller.
   */
  registerRoutes?: (app: FastifyInstance, context: AppContext) => void;
}

export function presentValue(type: FieldType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'timestamp':
      return (value instanceof Date ? value : new Date(String(value))).toISOString();
    case 'integer':
    case 'decimal':
      // numeric arrives as a string from both drivers.
      return Number(value);
    case 'boolean':
      return Boolean(value);
    default:
      return value;
  }
}

export function serializeFields(fields: Record<string, Field>, row: Row): Serialized {
  const record: Serialized = {};
  for (const [name, spec] of Object.entries(fields)) record[name] = presentValue(spec.type, row[name]);
  return record;
}

export function serialize(declaration: ResourceDeclaration, row: Row): Serialized {
  return declaration.serialize ? declaration.serialize(row) : serializeFields(declaration.fields, row);
}

export function relationTargets(relation: Relation): string[] {
  return relation.kind === 'morphTo' ? Object.values(relation.targets) : [relation.target];
}

export function ownField(declaration: ResourceDeclaration, name: string): Field | undefined {
  return Object.hasOwn(declaration.fields, name) ? declaration.fields[name] : undefined;
}

export function ownRelation(declaration: ResourceDeclaration, name: string): Relation | undefined {
  return Object.hasOwn(declaration.relations, name) ? declaration.relations[name] : undefined;
}

export type Resolve = (name: string) => ResourceDeclaration;

/**
 * What route modules need from the running service (re-exported by context.ts). It lives here
 * because declarations register routes with it and it resolves declarations: one module, no circle.
 */
export interface AppContext {
  db: Db;
  events: EventBus;
  resolve: Resolve;
  /** Every declared resource, for rules that look across all of them (merging companies). */
  declarations: readonly ResourceDeclaration[];
  defaultTenant: string;
  tokenTtlSeconds: number;
  /** Exported and uploaded files (files.ts). */
  filesDir: string;
  /** Attachments: the files folder or an S3-compatible bucket. */
  files: FileStore;
  /** Absent when this process runs no export job. */
  exportWorker?: ExportWorker;
  /** Absent without SMTP_URL: messages cannot be sent, notes still can. */
  mailer?: Mailer | null;
  /** The web client's address for links in mail (PUBLIC_URL); absent: the request's own host. */
  publicUrl?: string;
  /** Counters of login failures and requests, shared through Redis when one is configured. */
  counters: CounterStore;
  limits: LimitSettings;
}

/** Catches declaration mistakes at start-up instead of on the first request that touches them. */
export function validateDeclarations(declarations: ResourceDeclaration[], resolve: Resolve): void {
  const problem = (declaration: ResourceDeclaration, text: string) => {
    throw new Error(`Resource ${declaration.name}: ${text}`);
  };
  for (const declaration of declarations) {
    if (declaration.route && !declaration.permissions) problem(declaration, 'a routed resource needs permissions');
    if (!ownField(declaration, 'id')) problem(declaration, 'needs an id field');
    for (const [name, direction] of declaration.defaultOrder) {
      if (!ownField(declaration, name)?.sortable) problem(declaration, `default order on ${name} is not sortable`);
      if (direction !== 'asc' && direction !== 'desc') problem(declaration, `bad direction ${direction}`);
    }
    for (const [name, relation] of Object.entries(declaration.relations)) {
      const keys =
        relation.kind === 'belongsTo' ? [relation.foreignKey] : relation.kind === 'morphTo' ? [relation.typeField, relation.idField] : [];
      for (const key of keys) if (!ownField(declaration, key)) problem(declaration, `relation ${name} needs field ${key}`);
      relationTargets(relation).forEach(resolve);
    }
    for (const [name, spec] of Object.entries(declaration.fields)) {
      if (spec.input?.exists) resolve(spec.input.exists);
      if (spec.input && spec.expression) problem(declaration, `computed field ${name} cannot take input`);
    }
    for (const name of declaration.contactView?.fields ?? []) {
      if (!ownField(declaration, name) && !Object.hasOwn(declaration.appends ?? {}, name)) problem(declaration, `contact view names ${name}, neither a field nor an append`);
    }
    if (declaration.softDeletes && !ownField(declaration, 'deleted_at')) problem(declaration, 'softDeletes needs a deleted_at field');
    if (declaration.archivable && !ownField(declaration, 'archived_at')) problem(declaration, 'archivable needs an archived_at field');
    if (declaration.orderColumn && !ownField(declaration, declaration.orderColumn)?.sortable) problem(declaration, `order column ${declaration.orderColumn} is not a sortable field`);
    // Kept counts are per tenant: a shared table has none to keep them by.
    if (declaration.keptCountsBy && (declaration.shared || !ownField(declaration, declaration.keptCountsBy))) {
      problem(declaration, `kept counts by ${declaration.keptCountsBy} need a field of a tenant's table`);
    }
    const { ownership } = declaration;
    for (const column of [ownership?.operator, ownership?.personal, typeof ownership?.company === 'string' ? ownership.company : undefined]) {
      if (column && !ownField(declaration, column)) problem(declaration, `ownership column ${column} is not a field`);
    }
    if (ownership?.via) {
      const kind = ownRelation(declaration, ownership.via)?.kind;
      if (kind !== 'belongsTo' && kind !== 'morphTo') problem(declaration, `ownership via ${ownership.via} needs a belongs-to or morph-to relation`);
    }
    if (declaration.shared && Object.keys(declaration.permissions ?? {}).some((action) => action !== 'index' && action !== 'show')) {
      problem(declaration, 'a shared table is read-only');
    }
    for (const path of declaration.searchable) {
      const [first, second] = path.split('.');
      if (second === undefined) {
        if (!ownField(declaration, first)) problem(declaration, `searchable ${path} is not a field`);
        continue;
      }
      const relation = ownRelation(declaration, first);
      if (relation?.kind !== 'belongsTo') problem(declaration, `searchable ${path} needs a belongs-to relation`);
      else if (!ownField(resolve(relation.target), second)) problem(declaration, `searchable ${path} is not a field`);
    }
    if (declaration.fullText) {
      if (!ownField(declaration, declaration.fullText.snippetField)) problem(declaration, `full-text snippet field ${declaration.fullText.snippetField} is not a field`);
      for (const { path } of declaration.fullText.related) {
        let current = declaration;
        for (const name of path.split('.')) {
          const relation = ownRelation(current, name);
          if (relation?.kind !== 'hasMany' && relation?.kind !== 'morphMany') problem(declaration, `full-text path ${path} needs has-many or morph-many relations`);
          else current = resolve(relation.target);
        }
      }
    }
  }
}
