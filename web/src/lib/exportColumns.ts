/** What an export needs to know of a list column. */
export interface ExportableColumn {
  header: string;
  /** The field the column shows; null for a column that cannot be exported. */
  exportField?: string | null;
  sortField?: string;
  filter?: { kind: string; field: string };
}

/**
 * The sheet's columns for the list's visible columns, in their order: the column's own export
 * field, else the field it sorts on, else the text field it filters on. Columns without one
 * (icons, counts) are left out.
 */
export function exportColumns(columns: readonly ExportableColumn[]): { field: string; header: string }[] {
  const fields = new Set<string>();
  const result: { field: string; header: string }[] = [];
  for (const column of columns) {
    const field = column.exportField === undefined ? (column.sortField ?? (column.filter?.kind === 'text' ? column.filter.field : undefined)) : column.exportField;
    if (!field || fields.has(field)) continue;
    fields.add(field);
    result.push({ field, header: column.header });
  }
  return result;
}
