import type { SelectOption } from './recordForm';

export type QuickOption = SelectOption;

/** Ticket status internal type 6: hidden until a date, which a one-click choice cannot give (core §4). */
const SCHEDULED = 6;

/**
 * The statuses a ticket's inline status choice offers, in their configured order: every status
 * except 'scheduled', which stays only when it is the ticket's current one.
 */
export function quickStatusOptions(statuses: readonly Record<string, unknown>[], currentId: number | null): QuickOption[] {
  return statuses
    .filter((status) => Number(status.internal_type) !== SCHEDULED || Number(status.id) === currentId)
    .map((status, index) => ({ status, index }))
    .sort((a, b) => (Number(a.status.order ?? 0) - Number(b.status.order ?? 0)) || a.index - b.index)
    .map(({ status }) => ({ value: String(status.id), label: typeof status.name === 'string' && status.name ? status.name : `#${String(status.id)}` }));
}
