import type { Db } from '../db/connection.ts';
import { invalidField } from '../errors.ts';
import type { Access } from '../query/compile.ts';
import { listRecords } from '../query/execute.ts';
import { parseSearch } from '../query/parse.ts';
import { hasMark, markLiteral, plainText, snippetHtml } from '../query/search-text.ts';
import type { ListQuery } from '../query/types.ts';
import type { ResourceDeclaration, Resolve, Serialized } from '../resources/declaration.ts';

export const SEARCH_TEXTS = {
  tooShort: 'Zoekterm moet minimaal 2 tekens bevatten.',
  perKind: 'Het aantal per soort moet tussen 1 en 20 liggen.',
} as const;

export const MIN_QUERY = 2;
export const MAX_PER_KIND = 20;
const DEFAULT_PER_KIND = 5;

export interface SearchHit {
  id: number;
  title: string;
  subtitle: string | null;
  snippet: string | null;
  url: string;
}

export interface SearchGroup {
  kind: string;
  label: string;
  total: number;
  items: SearchHit[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const joined = (...parts: unknown[]) => parts.map(text).filter((part) => part !== null).join(' — ');
const companyName = (record: Serialized) => text((record.company as Serialized | null | undefined)?.name);

/** One kind of record the top bar finds; `portal` is the route of a contact person's portal, when it shows that kind. */
interface SearchKind {
  resource: string;
  label: string;
  title: (record: Serialized) => string;
  subtitle: (record: Serialized) => string | null;
  /** Embedded for the subtitle when the caller may read it. */
  include?: string;
  path: string;
  portal?: string;
}

/** In the order the groups are shown; labels are the list titles of the web client. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  { resource: 'tickets', label: 'Tickets', title: (r) => joined(r.reference, r.description), subtitle: companyName, include: 'company', path: '/tickets', portal: '/portal/tickets' },
  { resource: 'clients', label: 'Contactpersonen', title: (r) => joined(r.full_name), subtitle: (r) => text(r.email), path: '/clients' },
  { resource: 'companies', label: 'Bedrijven', title: (r) => joined(r.name), subtitle: (r) => text(r.city), path: '/companies' },
  { resource: 'assets', label: 'Assets', title: (r) => joined(r.name), subtitle: companyName, include: 'company', path: '/assets' },
  { resource: 'quotes', label: 'Offertes', title: (r) => joined(r.reference, r.name), subtitle: () => null, path: '/deals/quotes', portal: '/portal/quotes' },
  { resource: 'projects', label: 'Projecten', title: (r) => joined(r.name), subtitle: companyName, include: 'company', path: '/projects' },
  { resource: 'invoices', label: 'Facturen', title: (r) => joined(r.invoice_code, r.subject), subtitle: companyName, include: 'company', path: '/invoices' },
];

export interface SearchInput {
  query: string;
  terms: string[];
  perKind: number;
}

/** `q` and `per_kind` of GET /search; 422 with a Dutch message per field. */
export function parseSearchInput(input: { q?: unknown; per_kind?: unknown }): SearchInput {
  const raw = typeof input.q === 'string' ? input.q.trim() : '';
  if (raw.length < MIN_QUERY) throw invalidField('q', SEARCH_TEXTS.tooShort);
  const terms = parseSearch(raw, 'q');
  let perKind = DEFAULT_PER_KIND;
  if (input.per_kind !== undefined && input.per_kind !== '') {
    perKind = typeof input.per_kind === 'string' && /^\d{1,2}$/.test(input.per_kind) ? Number(input.per_kind) : NaN;
    if (!(perKind >= 1 && perKind <= MAX_PER_KIND)) throw invalidField('per_kind', SEARCH_TEXTS.perKind);
  }
  return { query: raw, terms, perKind };
}

const readable = (access: Access, declaration: ResourceDeclaration) => {
  const index = declaration.permissions?.index;
  return !access.viewer || !index || access.viewer.permissions.has(index);
};

/** Matches in the record's own searchable fields, for kinds without full-text snippets. */
function literalSnippet(declaration: ResourceDeclaration, record: Serialized, terms: string[]): string | null {
  const fields = declaration.searchable.filter((path) => !path.includes('.')).map((name) => text(record[name])).filter((value) => value !== null);
  const marked = markLiteral(plainText(fields.join(' — ')), terms);
  return hasMark(marked) ? snippetHtml(marked) : null;
}

/**
 * GET /search: per kind the caller may read (role and tenant module), the best matches by relevance
 * and their number, each through the resource's own list query, so the same rows are found as in
 * its list. Kinds without a match are left out.
 */
export async function globalSearch(
  db: Db,
  access: Access,
  resolve: Resolve,
  moduleActive: (module: string | undefined) => boolean,
  input: SearchInput,
): Promise<{ query: string; groups: SearchGroup[] }> {
  const portal = access.viewer?.restriction === 'contact';
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const declaration = resolve(kind.resource);
    if (!moduleActive(declaration.module) || !readable(access, declaration)) continue;
    const related = kind.include ? declaration.relations[kind.include] : undefined;
    const include = related?.kind === 'belongsTo' && readable(access, resolve(related.target)) ? [{ relation: kind.include!, nested: [] }] : [];
    const query: ListQuery = {
      conditions: [{ kind: 'search', terms: input.terms }],
      order: [{ field: 'id', direction: 'desc' }],
      include,
      append: [],
      counts: [],
      perPage: input.perKind,
      page: 1,
      onlyTrashed: false,
      search: input.terms,
      byRelevance: true,
    };
    const page = await listRecords(db, access, declaration, resolve, query);
    if (page.total === 0) continue;
    const base = portal && kind.portal ? kind.portal : kind.path;
    groups.push({
      kind: kind.resource,
      label: kind.label,
      total: page.total,
      items: page.data.map((record) => ({
        id: record.id as number,
        title: kind.title(record),
        subtitle: kind.subtitle(record),
        snippet: declaration.fullText ? ((record.search_snippet as string | null) ?? null) : literalSnippet(declaration, record, input.terms),
        url: `${base}/${record.id}`,
      })),
    });
  }
  return { query: input.query, groups };
}
