export interface Contact {
  name: string;
  email: string;
}

/** Search selects start at two letters (core §5). */
export const MIN_SEARCH_LENGTH = 2;

const key = (email: string) => email.trim().toLowerCase();

/**
 * The contacts offered for a recipient field: the ticket's company's contacts that match what is
 * typed first, then the contacts a search found; never one already chosen, one without an
 * address, or one twice.
 */
export function recipientSuggestions(text: string, companyContacts: readonly Contact[], found: readonly Contact[], chosen: readonly string[], max = 8): Contact[] {
  const query = text.trim().toLowerCase();
  const taken = new Set(chosen.map(key));
  const matches = (contact: Contact) => query === '' || contact.name.toLowerCase().includes(query) || contact.email.toLowerCase().includes(query);
  const result: Contact[] = [];
  for (const contact of [...companyContacts.filter(matches), ...(query.length >= MIN_SEARCH_LENGTH ? found : [])]) {
    if (result.length >= max) break;
    if (!contact.email.trim() || taken.has(key(contact.email))) continue;
    taken.add(key(contact.email));
    result.push(contact);
  }
  return result;
}
