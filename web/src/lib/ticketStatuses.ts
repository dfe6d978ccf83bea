/** Ticket status internal types a ticket is no longer worked on in (spec core §4): closed and archived. */
const FINISHED_TYPES = new Set(['2', '3']);

/** The ids of the statuses a ticket is still being worked on in, from the reference list of statuses. */
export function openStatusIds(statuses: readonly Record<string, unknown>[]): string[] {
  return statuses.filter((status) => status.id != null && !FINISHED_TYPES.has(String(status.internal_type))).map((status) => String(status.id));
}

/** The status a new ticket gets when none is chosen, as the server gives it: the first open one (internal type 1) in catalogue order. */
export function defaultStatusId(statuses: readonly Record<string, unknown>[]): string | null {
  const open = statuses.filter((status) => String(status.internal_type) === '1' && status.id != null);
  const first = [...open].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0) || Number(a.id) - Number(b.id))[0];
  return first ? String(first.id) : null;
}

/** The priority a new ticket's form starts with: the catalogue's default, if it marks one. */
export function defaultPriorityId(priorities: readonly Record<string, unknown>[]): string | null {
  const chosen = priorities.find((priority) => priority.is_default === true && priority.id != null);
  return chosen ? String(chosen.id) : null;
}

/** The id of a chosen related record in a form, or null. */
export function relationId(value: unknown): number | null {
  return value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null;
}

/** The filter that keeps a contact search to one company's contacts; null without a company. */
export function companyContacts(companyId: number | null): { field: string; operator: 'EQ'; value: number }[] | null {
  return companyId === null ? null : [{ field: 'companies.id', operator: 'EQ', value: companyId }];
}
