import { invalidField } from '../errors.ts';
import {
  ownField,
  ownRelation,
  relationTargets,
  type Field,
  type ResourceDeclaration,
  type Resolve,
} from '../resources/declaration.ts';
import type { Comparison, Condition, Direction, FindQuery, Include, ListQuery, Scalar } from './types.ts';

export const MAX_PER_PAGE = 100;
/** orderBy name of the full-text ranking. */
export const RELEVANCE = 'relevance';
const MAX_PAGE = 1_000_000;
const MAX_IN_VALUES = 1000;
const MAX_STRING = 1000;
const MAX_SEARCH = 200;
const MAX_SEARCH_TERMS = 10;
const MAX_INCLUDE_DEPTH = 3;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

const COMPARISONS: ReadonlyMap<string, Comparison> = new Map([
  ['=', '='],
  ['!=', '!='],
  ['<>', '!='],
  ['<', '<'],
  ['<=', '<='],
  ['>', '>'],
  ['>=', '>='],
  ['like', 'like'],
  ['ilike', 'ilike'],
]);

/** Echo of client input inside an error text, cut short so a huge value cannot bloat the answer. */
const quote = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

function fail(message: string, field = 'builder'): never {
  throw invalidField(field, message);
}

interface ParseContext {
  declaration: ResourceDeclaration;
  resolve: Resolve;
  query: ListQuery;
  /** Where filters go: the list's own, or those of a whereHas or whereDoesntHave builder. */
  conditions: Condition[];
  /** whereHas and whereDoesntHave levels above this builder. */
  depth: number;
}

function list(value: unknown, key: string): unknown[] {
  if (!Array.isArray(value)) fail(`Ongeldige opbouw van ${key}: een lijst verwacht.`);
  return value;
}

function pair(entry: unknown, key: string): unknown[] {
  if (!Array.isArray(entry) || entry.length !== 2) fail(`Ongeldige opbouw van ${key}.`);
  return entry;
}

function columnName(value: unknown): string {
  if (typeof value !== 'string') fail(`Onbekende kolom: ${quote(value)}.`);
  return value;
}

function filterable(declaration: ResourceDeclaration, column: unknown): [string, Field] {
  const name = columnName(column);
  const spec = ownField(declaration, name);
  if (!spec) fail(`Onbekende kolom: ${quote(name)}.`);
  if (!spec.filterable) fail(`Op kolom ${name} kan niet gefilterd worden.`);
  return [name, spec];
}

function sortable(declaration: ResourceDeclaration, column: unknown): string {
  const name = columnName(column);
  const spec = ownField(declaration, name);
  if (!spec) fail(`Onbekende kolom: ${quote(name)}.`);
  if (!spec.sortable) fail(`Op kolom ${name} kan niet gesorteerd worden.`);
  return name;
}

/** An own sortable field, or "relation.field": a sortable field of the row a belongs-to relation points at. */
function sortTerm(declaration: ResourceDeclaration, resolve: Resolve, column: unknown): { field: string; relation?: string } {
  const name = columnName(column);
  const dot = name.indexOf('.');
  if (dot < 0) return { field: sortable(declaration, name) };
  const relationName = name.slice(0, dot);
  const relation = ownRelation(declaration, relationName);
  if (!relation) fail(`Onbekende relatie: ${quote(relationName)}.`);
  if (relation.kind !== 'belongsTo') fail(`Op relatie ${relationName} kan niet gesorteerd worden.`);
  return { field: sortable(resolve(relation.target), name.slice(dot + 1)), relation: relationName };
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Accepts YYYY-MM-DD or an ISO date-time (UTC unless it names a zone); returns a UTC ISO string. */
export function parseTimestamp(value: string): string | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone = 'Z'] = match;
  // Date would roll 2026-02-30 over to March; a day that does not exist is refused instead.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() + 1 !== Number(month) || calendar.getUTCDate() !== Number(day)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  // Far years print in a form PostgreSQL does not read back (year 0, +010000).
  if (Number(year) < 1000 || Number(year) > 9998) return null;
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function coerce(column: string, spec: Field, value: unknown): Scalar {
  const invalid = (): never => fail(`Ongeldige waarde voor kolom ${column}.`);
  switch (spec.type) {
    case 'integer': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(number) || number < INT_MIN || number > INT_MAX) return invalid();
      return number;
    }
    case 'boolean':
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false') return false;
      return invalid();
    case 'decimal': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number) || Math.abs(number) >= 1e15) return invalid();
      return number;
    }
    case 'timestamp':
      return (typeof value === 'string' && parseTimestamp(value)) || invalid();
    case 'date':
      // A date column compares by day: a date-time is cut to its calendar day.
      return (typeof value === 'string' && parseTimestamp(value.slice(0, 10)) && /^\d{4}-\d{2}-\d{2}/.test(value) && value.slice(0, 10)) || invalid();
    case 'json':
      return invalid();
    case 'string':
    case 'text': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      // PostgreSQL refuses NUL in text; it must be a 422 here, not a failing query.
      if (typeof text !== 'string' || text.length > MAX_STRING || text.includes('\0')) return invalid();
      return text;
    }
  }
}

function likePattern(column: string, spec: Field, op: Comparison, value: unknown): string {
  if (spec.type !== 'string' && spec.type !== 'text') fail(`Operator ${op} kan niet op kolom ${column}.`);
  const pattern = coerce(column, spec, value) as string;
  // A pattern ending in a lone escape character is an SQL error; refuse it up front.
  if (/(^|[^\\])(\\\\)*\\$/.test(pattern)) fail(`Ongeldig patroon voor kolom ${column}.`);
  return pattern;
}

function parseOperator(value: unknown): Comparison {
  const op = typeof value === 'string' ? COMPARISONS.get(value.trim().toLowerCase()) : undefined;
  if (!op) fail(`Onbekende operator: ${quote(value)}.`);
  return op;
}

function parseWhere(value: unknown, { declaration, conditions }: ParseContext): void {
  for (const entry of list(value, 'where')) {
    if (!Array.isArray(entry) || (entry.length !== 2 && entry.length !== 3)) fail('Ongeldige opbouw van where.');
    const [column, rawOp, raw] = entry.length === 2 ? [entry[0], '=', entry[1]] : entry;
    const [name, spec] = filterable(declaration, column);
    const op = parseOperator(rawOp);
    if (raw === null) {
      if (op !== '=' && op !== '!=') fail(`Operator ${op} kan niet met de waarde null.`);
      conditions.push({ kind: 'null', field: name, negate: op === '!=' });
    } else if (op === 'like' || op === 'ilike') {
      conditions.push({ kind: 'compare', field: name, op, value: likePattern(name, spec, op, raw) });
    } else {
      conditions.push({ kind: 'compare', field: name, op, value: coerce(name, spec, raw) });
    }
  }
}

function parseWhereIn(value: unknown, { declaration, conditions }: ParseContext): void {
  for (const entry of list(value, 'whereIn')) {
    const [column, values] = pair(entry, 'whereIn');
    const [name, spec] = filterable(declaration, column);
    if (!Array.isArray(values)) fail('Ongeldige opbouw van whereIn: een lijst met waarden verwacht.');
    if (values.length > MAX_IN_VALUES) fail(`Te veel waarden in whereIn (maximaal ${MAX_IN_VALUES}).`);
    conditions.push({ kind: 'in', field: name, values: values.map((item) => coerce(name, spec, item)) });
  }
}

function parseWhereNull(value: unknown, { declaration, conditions }: ParseContext): void {
  for (const column of list(value, 'whereNull')) {
    const [name] = filterable(declaration, column);
    conditions.push({ kind: 'null', field: name, negate: false });
  }
}

function parseWhereBetween(value: unknown, { declaration, conditions }: ParseContext): void {
  for (const entry of list(value, 'whereBetween')) {
    const [column, range] = pair(entry, 'whereBetween');
    const [name, spec] = filterable(declaration, column);
    if (!Array.isArray(range) || range.length !== 2) fail('Ongeldige opbouw van whereBetween: twee grenzen verwacht.');
    conditions.push({ kind: 'between', field: name, from: coerce(name, spec, range[0]), to: coerce(name, spec, range[1]) });
  }
}

function parseOrderBy(value: unknown, { declaration, resolve, query }: ParseContext): void {
  for (const entry of list(value, 'orderBy')) {
    if (!Array.isArray(entry) || entry.length < 1 || entry.length > 2) fail('Ongeldige opbouw van orderBy.');
    const raw = entry.length === 2 ? entry[1] : 'asc';
    const direction = typeof raw === 'string' ? raw.toLowerCase() : raw;
    if (direction !== 'asc' && direction !== 'desc') fail(`Ongeldige sorteerrichting: ${quote(raw)}.`);
    // Relevance of the search: best first, and only where the resource searches full text.
    if (entry[0] === RELEVANCE && declaration.fullText) {
      if (direction !== 'desc') fail(`Op ${RELEVANCE} wordt alleen aflopend gesorteerd.`);
      query.byRelevance = true;
      continue;
    }
    query.order.push({ ...sortTerm(declaration, resolve, entry[0]), direction: direction as Direction });
  }
}

function addInclude(tree: Include[], declaration: ResourceDeclaration, path: string, resolve: Resolve, field: string): void {
  const segments = path.split('.');
  if (segments.length > MAX_INCLUDE_DEPTH) fail(`Relatie te diep genest: ${quote(path)}.`, field);
  let level = [{ declaration, tree }];
  for (const segment of segments) {
    const next: typeof level = [];
    for (const { declaration: current, tree: nodes } of level) {
      const relation = ownRelation(current, segment);
      // Behind a polymorphic relation a name needs to exist in one of the resources only ("morphable.company").
      if (!relation) continue;
      let node = nodes.find((candidate) => candidate.relation === segment);
      if (!node) {
        node = { relation: segment, nested: [] };
        nodes.push(node);
      }
      // A polymorphic relation continues in each resource it may point to.
      for (const target of relationTargets(relation)) next.push({ declaration: resolve(target), tree: node.nested });
    }
    if (next.length === 0) fail(`Onbekende relatie: ${quote(path)}.`, field);
    level = next;
  }
}

function parseIncludes(names: unknown[], declaration: ResourceDeclaration, resolve: Resolve, field: string): Include[] {
  const tree: Include[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || name === '') fail(`Onbekende relatie: ${quote(name)}.`, field);
    addInclude(tree, declaration, name, resolve, field);
  }
  return tree;
}

function parseAppends(names: unknown[], declaration: ResourceDeclaration, field: string): string[] {
  const appends = declaration.appends ?? {};
  return names.map((name) => {
    if (typeof name !== 'string' || !Object.hasOwn(appends, name)) fail(`Onbekend extra veld: ${quote(name)}.`, field);
    return name;
  });
}

function parsePaginate(value: unknown, { query }: ParseContext): void {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > MAX_PER_PAGE) {
    fail(`Het aantal per pagina moet tussen 1 en ${MAX_PER_PAGE} liggen.`);
  }
  query.perPage = number;
}

function parseCounts(names: unknown[], declaration: ResourceDeclaration, field: string): string[] {
  return names.map((name) => {
    if (typeof name !== 'string' || !ownRelation(declaration, name)) fail(`Onbekende relatie: ${quote(name)}.`, field);
    return name;
  });
}

function parseFullSearch(value: unknown, { conditions }: ParseContext): void {
  if (typeof value !== 'string') fail('fullSearch verwacht een zoekterm.');
  const terms = parseSearch(value, 'builder');
  if (terms.length > 0) conditions.push({ kind: 'search', terms });
}

function parseOnlyTrashed(value: unknown, { declaration, query }: ParseContext): void {
  if (typeof value !== 'boolean') fail('onlyTrashed verwacht true of false.');
  if (value && !declaration.softDeletes) fail(`onlyTrashed kan niet bij ${declaration.label?.plural.toLowerCase() ?? declaration.name}: die worden niet zacht verwijderd.`);
  query.onlyTrashed = value;
}

/** Filter keys, the only ones a whereHas or whereDoesntHave builder may use. */
const FILTERS: ReadonlyMap<string, (value: unknown, context: ParseContext) => void> = new Map([
  ['where', parseWhere],
  ['whereIn', parseWhereIn],
  ['whereNull', parseWhereNull],
  ['whereBetween', parseWhereBetween],
  ['whereHas', relationFilter('whereHas', false)],
  ['whereDoesntHave', relationFilter('whereDoesntHave', true)],
  ['fullSearch', parseFullSearch],
]);

/** Filter keys and named scopes of the declaration, applied to the context's conditions. */
function parseFilterKey(key: string, value: unknown, context: ParseContext): boolean {
  const filter = FILTERS.get(key);
  if (filter) {
    filter(value, context);
    return true;
  }
  const { scopes } = context.declaration;
  if (!scopes || !Object.hasOwn(scopes, key)) return false;
  if (typeof value !== 'boolean') fail(`${key} verwacht true of false.`);
  if (value) context.conditions.push({ kind: 'scope', name: key });
  return true;
}

/**
 * whereHas and whereDoesntHave entries: "company", ["company"], ["company", {builder}] or a dotted
 * path "company.country" (a company that has a country). The builder holds filter keys of the
 * related resource. whereDoesntHave keeps the rows for which no such related row exists.
 */
function relationFilter(key: string, negate: boolean) {
  return (value: unknown, context: ParseContext): void => {
    for (const entry of list(value, key)) {
      const [path, builder] = typeof entry === 'string' ? [entry, undefined] : Array.isArray(entry) && entry.length >= 1 && entry.length <= 2 ? entry : fail(`Ongeldige opbouw van ${key}.`);
      if (typeof path !== 'string' || path === '') fail(`Onbekende relatie: ${quote(path)}.`);
      if (builder !== undefined && (typeof builder !== 'object' || builder === null || Array.isArray(builder))) {
        fail(`Ongeldige opbouw van ${key}: de voorwaarden moeten één object zijn.`);
      }
      const segments = path.split('.');
      if (context.depth + segments.length > MAX_INCLUDE_DEPTH) fail(`Relatie te diep genest: ${quote(path)}.`);
      const has = parseHas(segments, builder as Record<string, unknown> | undefined, context, path, key);
      context.conditions.push(negate ? { ...has, negate } : has);
    }
  };
}

/** One has condition per path segment; only the outermost is negated, so "company.country" means "no company with a country". */
function parseHas(segments: string[], builder: Record<string, unknown> | undefined, context: ParseContext, path: string, key: string): Condition & { kind: 'has' } {
  const [segment, ...rest] = segments;
  const relation = ownRelation(context.declaration, segment);
  if (!relation) fail(`Onbekende relatie: ${quote(path)}.`);
  let conditions: Condition[] = [];
  // A polymorphic relation's builder must make sense in every resource it may point at.
  for (const target of relationTargets(relation)) {
    const inner: ParseContext = { ...context, declaration: context.resolve(target), conditions: [], depth: context.depth + 1 };
    if (rest.length > 0) {
      inner.conditions.push(parseHas(rest, builder, inner, path, key));
    } else {
      for (const [name, nested] of Object.entries(builder ?? {})) {
        if (!parseFilterKey(name, nested, inner)) fail(`Onbekende sleutel in ${key}: ${quote(name)}.`);
      }
    }
    conditions = inner.conditions;
  }
  return { kind: 'has', relation: segment, conditions };
}

/** Builder keys of a list: the filters, named scopes, and these. */
const CLAUSES: ReadonlyMap<string, (value: unknown, context: ParseContext) => void> = new Map([
  ['orderBy', parseOrderBy],
  [
    'with',
    (value: unknown, { declaration, resolve, query }: ParseContext) => {
      query.include = parseIncludes(list(value, 'with'), declaration, resolve, 'builder');
    },
  ],
  [
    'withCount',
    (value: unknown, { declaration, query }: ParseContext) => {
      query.counts = parseCounts(list(value, 'withCount'), declaration, 'builder');
    },
  ],
  [
    'append',
    (value: unknown, { declaration, query }: ParseContext) => {
      query.append = parseAppends(list(value, 'append'), declaration, 'builder');
    },
  ],
  ['onlyTrashed', parseOnlyTrashed],
  ['paginate', parsePaginate],
]);

function parseBuilder(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') fail('De builder moet één JSON-object zijn.');
  let builder: unknown;
  try {
    builder = JSON.parse(raw);
  } catch {
    fail('De builder is geen geldige JSON.');
  }
  if (typeof builder !== 'object' || builder === null || Array.isArray(builder)) {
    fail('De builder moet één JSON-object zijn.');
  }
  return builder as Record<string, unknown>;
}

export function parsePage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const page = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) fail('Ongeldig paginanummer.', 'page');
  return page;
}

export function parseSearch(raw: unknown, field = 's'): string[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'string' || raw.includes('\0')) fail('Ongeldige zoekterm.', field);
  if (raw.length > MAX_SEARCH) fail(`De zoekterm mag maximaal ${MAX_SEARCH} tekens zijn.`, field);
  return raw.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
}

export interface ListInput {
  builder?: unknown;
  page?: unknown;
  s?: unknown;
}

export function parseListQuery(declaration: ResourceDeclaration, resolve: Resolve, input: ListInput): ListQuery {
  const query: ListQuery = {
    conditions: [],
    order: [],
    include: [],
    append: [],
    counts: [],
    perPage: declaration.perPage,
    page: parsePage(input.page),
    onlyTrashed: false,
  };
  const context: ParseContext = { declaration, resolve, query, conditions: query.conditions, depth: 0 };
  for (const [key, value] of Object.entries(parseBuilder(input.builder))) {
    const clause = CLAUSES.get(key);
    if (clause) clause(value, context);
    else if (!parseFilterKey(key, value, context)) fail(`Onbekende sleutel: ${quote(key)}.`);
  }
  const terms = parseSearch(input.s);
  if (terms.length > 0) query.conditions.push({ kind: 'search', terms });
  const searched = query.conditions.flatMap((condition) => (condition.kind === 'search' ? condition.terms : []));
  if (declaration.fullText && searched.length > 0) {
    query.search = searched;
    // A search without an order of its own lists the best matches first.
    if (query.order.length === 0) query.byRelevance = true;
  } else {
    // orderBy relevance without a search: the rest of the order applies.
    delete query.byRelevance;
  }
  if (query.order.length === 0) {
    query.order = query.byRelevance ? [{ field: 'id', direction: 'desc' }] : declaration.defaultOrder.map(([name, direction]) => ({ field: name, direction }));
  }
  return query;
}

/** `load` and `append` of the find route: comma-separated names. */
export function parseFindQuery(
  declaration: ResourceDeclaration,
  resolve: Resolve,
  input: { load?: unknown; append?: unknown; loadCount?: unknown },
): FindQuery {
  const names = (raw: unknown, field: string): string[] => {
    if (raw === undefined || raw === '') return [];
    if (typeof raw !== 'string') fail(`Ongeldige waarde voor ${field}.`, field);
    return raw.split(',').map((name) => name.trim()).filter(Boolean);
  };
  return {
    include: parseIncludes(names(input.load, 'load'), declaration, resolve, 'load'),
    append: parseAppends(names(input.append, 'append'), declaration, 'append'),
    counts: parseCounts(names(input.loadCount, 'loadCount'), declaration, 'loadCount'),
  };
}
