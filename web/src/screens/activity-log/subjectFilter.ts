/** Column ids of the list's subject filters. */
export const SUBJECT_TYPE_COLUMN = 'subjectType';
export const SUBJECT_ID_COLUMN = 'subject';

/**
 * The detail screens' 'Geschiedenis' opens /activity-log?subject_id=…&subject_type=… (spec core §2).
 * The list keeps its filters in `f`: the address with those turned into the list's own column
 * filters, so they show as filters and clear like any other; null when there is nothing to turn.
 */
export function subjectFilterAddress(url: URL): string | null {
  const id = url.searchParams.get('subject_id');
  const type = url.searchParams.get('subject_type');
  if (id === null && type === null) return null;
  const params = new URLSearchParams(url.searchParams);
  params.delete('subject_id');
  params.delete('subject_type');
  let filters: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(params.get('f') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filters = parsed as Record<string, unknown>;
  } catch {
    filters = {};
  }
  if (id && /^\d+$/.test(id)) filters[SUBJECT_ID_COLUMN] = id;
  if (type && /^[a-z][a-z-]*$/.test(type)) filters[SUBJECT_TYPE_COLUMN] = [type];
  if (Object.keys(filters).length > 0) params.set('f', JSON.stringify(filters));
  params.delete('page');
  if (![...params.keys()].length) params.set('perPage', '15');
  return `${url.pathname}?${params}`;
}
