import type { ReactNode } from 'react';
import type { SortDirection, SortOrder } from '../../lib/order';

/** Where a column appears on the mobile card (below 768 px). */
export type MobilePlacement = 'badge' | 'title' | 'meta' | 'hidden';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server field to sort on; makes the header a sort button. */
  sortField?: string;
  /** Direction used when this column becomes the sort column. */
  firstDirection?: SortDirection;
  width?: string;
  /** Cut long values to one line (the full text stays available as a title). */
  nowrap?: boolean;
  mobile?: MobilePlacement;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  emptyText: string;
  /** Opens a row (click on the row or its card). */
  onRowOpen?: (row: Row) => void;
  /** Something next to a column header: its filter. */
  renderHeaderExtra?: (column: DataColumn<Row>) => ReactNode;
  /** Row checkboxes: the keys of the selected rows. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: ReadonlySet<string>) => void;
  };
  mobile: boolean;
  rowTestId?: string;
  /** Columns share the width there is (a widget's card), cutting long values, instead of scrolling sideways. */
  fit?: boolean;
}
