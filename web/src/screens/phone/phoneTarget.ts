/** What the phone lookup found: a contact person (with its companies) or a company. */
export interface PhoneMatch {
  type: string;
  databaseId: number;
  companyIds?: readonly number[];
}

/**
 * Where /phone/{phone} goes (spec core §2, back-office §2): on a match the new-ticket screen with
 * the found record as query, otherwise a new contact person with the number filled in. A contact
 * person of exactly one company brings that company along.
 */
export function phoneTarget(phone: string, match: PhoneMatch | null): string {
  if (match?.type === 'clients') {
    const params = new URLSearchParams({ client_id: String(match.databaseId) });
    if (match.companyIds?.length === 1) params.set('company_id', String(match.companyIds[0]));
    return `/tickets/create?${params}`;
  }
  if (match?.type === 'companies') return `/tickets/create?${new URLSearchParams({ company_id: String(match.databaseId) })}`;
  return `/clients/create?${new URLSearchParams({ telephone: phone.trim() })}`;
}
