/** The parsed, validated form of a list or find request; compiled to SQL only after validation. */

export type Direction = 'asc' | 'desc';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'like' | 'ilike';

export type Scalar = string | number | boolean;

export type Condition =
  | { kind: 'compare'; field: string; op: Comparison; value: Scalar }
  | { kind: 'null'; field: string; negate: boolean }
  | { kind: 'in'; field: string; values: Scalar[] }
  | { kind: 'between'; field: string; from: Scalar; to: Scalar }
  | { kind: 'scope'; name: string }
  | { kind: 'search'; terms: string[] }
  /**
   * whereHas: a related row exists that meets the conditions, checked in each resource the relation
   * may point at; negated (whereDoesntHave) when no such row exists.
   */
  | { kind: 'has'; relation: string; conditions: Condition[]; negate?: boolean };

export interface OrderTerm {
  field: string;
  direction: Direction;
  /** A belongs-to relation whose row's `field` orders the list ("company" for company.name). */
  relation?: string;
}

/** A relation to embed, with the relations to embed inside it ("ticket.company"). */
export interface Include {
  relation: string;
  nested: Include[];
}

export interface FindQuery {
  include: Include[];
  append: string[];
  /** Relations counted into `{relation}_count` (withCount, loadCount). */
  counts?: string[];
}

export interface ListQuery extends FindQuery {
  conditions: Condition[];
  order: OrderTerm[];
  perPage: number;
  page: number;
  /** onlyTrashed: the soft-deleted rows instead of the others. */
  onlyTrashed: boolean;
  /** The words of `s` and fullSearch on a full-text resource: for relevance and `search_snippet`. */
  search?: string[];
  /** Rows by relevance first: `s` without orderBy, or orderBy relevance. */
  byRelevance?: boolean;
}

/**
 * What a restricted role lets the caller see (auth/permissions.ts): own_tickets keeps rows of
 * resources with ownership.operator assigned to the user, own_company and contact keep rows of
 * resources with ownership.company belonging to the user's companies.
 */
export type Restriction = 'none' | 'own_tickets' | 'own_company' | 'contact';

export interface Viewer {
  userId: number;
  restriction: Restriction;
  /** A contact who sees only rows made for them (ownership.client), within their companies. */
  ownRowsOnly?: boolean;
  companyIds: number[];
  /** What the caller may read: every resource a query reaches needs its index permission here (query/reach.ts). */
  permissions: ReadonlySet<string>;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}
