import type { ReactNode } from 'react';
import type { Environment, GraphQLTaggedNode } from 'relay-runtime';
import type { OperationSource } from '../../relay/lazyOperation';
import type { ResourceTexts } from '../../i18n/resources';
import type { ColumnFilters, ColumnFilterSpec } from '../../lib/filters';
import type { SortDirection, SortOrder } from '../../lib/order';
import type { SelectOption } from '../../lib/recordForm';
import type { ViewerInfo } from '../../relay/viewer';
import type { MobilePlacement } from '../DataTable/types';

/** Every list row has these; `label` is the record's display label. */
export interface ListRowBase {
  readonly id: string;
  readonly databaseId: number;
}

/**
 * Searching records of another type, for relation selects and relation filters. The query takes
 * `$search: String` and returns `list { edges { node { databaseId label } } }`.
 */
export interface RelationSearch {
  query: OperationSource;
}

export interface ColumnFilterDefinition extends ColumnFilterSpec {
  /** Select options: fixed, or from the viewer's reference lists. */
  options?: readonly SelectOption[] | ((viewer: ViewerInfo) => readonly SelectOption[]);
  /** Select options found by searching records (companies, clients...). */
  search?: RelationSearch;
  /** Select options: every record of a small catalogue (stages, statuses). */
  catalog?: RelationSearch;
  /** Offer '(Geen)': records without a value. */
  allowNone?: boolean;
}

export interface ListColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The GraphQL field to order by; makes the header a sort button. */
  sortField?: string;
  firstDirection?: SortDirection;
  filter?: ColumnFilterDefinition;
  /** Not shown until the user adds it through 'Kolommen aanpassen'. */
  hidden?: boolean;
  /**
   * The GraphQL field (or relation.field) an export writes for this column; null: left out of
   * exports. Default: the sort field, else a text filter's field (lib/exportColumns.ts).
   */
  exportField?: string | null;
  width?: string;
  nowrap?: boolean;
  mobile?: MobilePlacement;
}

export interface ListConfig<Row extends ListRowBase> {
  /** Resource name: permissions {type}.index/.store, the quick filters' type, print path. */
  type: string;
  /** Route name of the list screen (preferences are kept per route). */
  routeName: string;
  texts: ResourceTexts;
  /**
   * A @refetchable fragment on Query taking first, page, search, filter, orderBy and trashed,
   * with the connection aliased as `list` (totalCount, edges.node).
   */
  fragment: GraphQLTaggedNode;
  columns: readonly ListColumn<Row>[];
  defaultOrder: SortOrder;
  /** The column filters the list opens with until the user changes them (open tickets only). */
  defaultFilters?: (viewer: ViewerInfo) => ColumnFilters;
  /** The order while the list is searched, when the server ranks matches (tickets: relevance). */
  searchOrder?: SortOrder;
  /** Rows per page the list starts with, when the spec names another number than 15; offered among the page sizes. */
  perPage?: number;
  /** Where a row opens; null for rows without a detail screen. */
  rowPath: (row: Row) => string | null;
  /** The create screen the New button opens. */
  createPath?: string;
  /** The permission the New button needs when it makes another type; default {type}.store. */
  createPermission?: string;
  /** Fixed connection arguments (trashed: true for deleted tickets). */
  fixedVariables?: { trashed?: boolean };
  /** Quick filters (table presets); off for deleted tickets. */
  presets?: boolean;
  /** 'Exporteren' in the list menu; off for the exports themselves. */
  exportable?: boolean;
  /** Buttons to related screens beside the New button, each shown with its permission (an SLA's opening hours). */
  links?: readonly { label: string; path: string; permission: string; testId?: string }[];
  /** The New button; off where the spec hides it. */
  newButton?: boolean;
  /** A full-text search box (tickets). */
  search?: boolean;
  beta?: boolean;
  /** Column ids offered in the mobile sort dropdown; default every sortable column. */
  mobileSorts?: readonly string[];
  /** Extra group actions for selected rows. */
  groupActions?: readonly GroupAction[];
  rowTestId?: string;
}

export interface GroupAction {
  id: string;
  label: string;
  permission?: string;
  /** Asked before running, naming the selected rows. */
  confirm?: (rows: readonly ListRowBase[]) => { title: string; text: string; confirmLabel?: string; danger?: boolean };
  /** A value the user picks in a dialog before running (the operator to assign); handed to run. */
  choose?: { title: string; label: string; options: (viewer: ViewerInfo) => readonly SelectOption[] };
  /**
   * Runs for the selected rows; the list reloads afterwards, or the screen goes to the path it
   * answers (the main ticket after a merge).
   */
  run: (rows: readonly ListRowBase[], environment: Environment, chosen?: string) => Promise<string | void>;
}

/** The data a list fragment gives, whatever the record type. */
export interface ListFragmentData<Row> {
  readonly list?: {
    readonly totalCount: number;
    readonly edges: readonly { readonly node: Row }[];
  } | null;
}
