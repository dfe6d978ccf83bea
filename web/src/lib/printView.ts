/** The printable view of selected rows of a list (spec core §2: {base}/{type}/print?ids=…). */
export const printPath = (type: string, ids: readonly number[]) => `/${type}/print?ids=${ids.join(',')}`;

/** Ids from a print view's address: positive whole numbers, in order, without repeats. */
export function printIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** Rows in the order their ids were chosen; rows the server did not answer are left out. */
export function inIdOrder<Row extends { readonly databaseId: number }>(rows: readonly Row[], ids: readonly number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.databaseId, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/** One print view per record type: the first list of a type gives its columns; a view of its own (tickets) wins. */
export function printTypes<Config extends { type: string }>(lists: readonly Config[], taken: ReadonlySet<string>): Config[] {
  const chosen = new Map<string, Config>();
  for (const list of lists) if (!taken.has(`${list.type}/print`) && !chosen.has(list.type)) chosen.set(list.type, list);
  return [...chosen.values()];
}
