/** Ticket status internal types a ticket is no longer worked on in (spec core §4): closed and archived. */
const FINISHED_TYPES = new Set(['2', '3']);

/** The ids of the statuses a ticket is still being worked on in, from the reference list of statuses. */
export function openStatusIds(statuses: readonly Record<string, unknown>[]): string[] {
  return statuses.filter((status) => status.id != null && !FINISHED_TYPES.has(String(status.internal_type))).map((status) => String(status.id));
}
