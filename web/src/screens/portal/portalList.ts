/** The page of a portal list in its address (?page=2); anything else is page 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The search of the portal's ticket list (?q=...), as the top bar's search leads there; '' for none. */
export function searchFrom(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

/** The address of another page of the same list: the search stays, page 1 has no number. */
export function pageAddress(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The portal's tickets: the best matches first while searching, else the last updated first. */
export function ticketOrder(search: string): { field: string; direction: 'ASC' | 'DESC' }[] {
  return [{ field: search ? 'relevance' : 'updated_at', direction: 'DESC' }];
}
