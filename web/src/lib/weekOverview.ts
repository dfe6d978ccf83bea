import { addMinutes, format, isValid } from 'date-fns';
import { groupByWeekday } from './week';

/** A time registration as the weekly overview reads it. */
export interface OverviewRegistration {
  readonly databaseId: number;
  readonly executedAt?: string | null;
  readonly timeSpent?: number | null;
  readonly timeSpentRounded?: number | null;
  readonly morphableType?: string | null;
  readonly activity?: { readonly databaseId: number; readonly name?: string | null; readonly price?: number | null } | null;
  /** The ticket's company, or the project's (phase's) for a project line. */
  readonly company?: { readonly databaseId: number; readonly name?: string | null } | null;
  readonly ticket?: { readonly databaseId: number; readonly reference?: string | null; readonly description?: string | null } | null;
  readonly projectLine?: {
    readonly description?: string | null;
    readonly projectPhaseId?: number | null;
    readonly projectPhase?: { readonly name?: string | null } | null;
  } | null;
}

export interface Minutes {
  minutes: number;
  rounded: number;
}

/** Entries whose activity has a price above 0 are billable (spec core §2). */
export function isBillable(registration: OverviewRegistration): boolean {
  return (registration.activity?.price ?? 0) > 0;
}

function add(sum: Minutes, registration: OverviewRegistration): Minutes {
  return { minutes: sum.minutes + (registration.timeSpent ?? 0), rounded: sum.rounded + (registration.timeSpentRounded ?? 0) };
}

const ZERO: Minutes = { minutes: 0, rounded: 0 };

/** 'Totaal' and 'Totaal facturabel' of a set of registrations, as spent and as rounded. */
export function overviewTotals(registrations: readonly OverviewRegistration[]): { total: Minutes; billable: Minutes } {
  return {
    total: registrations.reduce(add, ZERO),
    billable: registrations.filter(isBillable).reduce(add, ZERO),
  };
}

/** The week's registrations per day, Monday first, each day in time order. */
export function registrationsPerDay<T extends OverviewRegistration>(monday: Date, registrations: readonly T[]): T[][] {
  return groupByWeekday(monday, registrations, (registration) => registration.executedAt);
}

/** The rounded minutes of each day of the week, for the day buttons. */
export function roundedPerDay(monday: Date, registrations: readonly OverviewRegistration[]): number[] {
  return registrationsPerDay(monday, registrations).map((day) => overviewTotals(day).total.rounded);
}

/** What a registration was spent on: a ticket, a project line, or something removed since. */
export type OverviewItem =
  | { kind: 'ticket'; reference: string; description: string; path: string }
  | { kind: 'project-line'; description: string; phase: string; path: string | null }
  | { kind: 'removed' };

export function registrationItem(registration: OverviewRegistration): OverviewItem {
  const { ticket, projectLine } = registration;
  if (registration.morphableType === 'tickets' && ticket) {
    return { kind: 'ticket', reference: ticket.reference ?? String(ticket.databaseId), description: ticket.description ?? '', path: `/tickets/${ticket.databaseId}` };
  }
  if (registration.morphableType === 'project-lines' && projectLine) {
    const phaseId = projectLine.projectPhaseId;
    return {
      kind: 'project-line',
      description: projectLine.description ?? '',
      phase: projectLine.projectPhase?.name ?? '',
      path: phaseId ? `/project-phases/${phaseId}` : null,
    };
  }
  return { kind: 'removed' };
}

export interface GroupTotal extends Minutes {
  /** null for registrations without one (no activity, no company). */
  id: number | null;
  name: string | null;
}

/** Totals per group (activity, company), the largest first; on a tie named groups first, by name. */
export function totalsBy(
  registrations: readonly OverviewRegistration[],
  groupOf: (registration: OverviewRegistration) => { databaseId: number; name?: string | null } | null | undefined,
): GroupTotal[] {
  const groups = new Map<number | null, GroupTotal>();
  for (const registration of registrations) {
    const group = groupOf(registration) ?? null;
    const id = group?.databaseId ?? null;
    const current = groups.get(id) ?? { id, name: group?.name ?? null, ...ZERO };
    groups.set(id, { ...current, ...add(current, registration) });
  }
  return [...groups.values()].sort(
    (a, b) => b.rounded - a.rounded || b.minutes - a.minutes || Number(a.id === null) - Number(b.id === null) || (a.name ?? '').localeCompare(b.name ?? '', 'nl'),
  );
}

/** The place of a day in a Monday-based week: 0 Monday ... 6 Sunday. */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** From start to end of the work as HH:mm – HH:mm, in the browser's time like the day it is listed under. */
export function registrationPeriod(executedAt: string | null | undefined, minutes: number | null | undefined): string {
  const start = executedAt ? new Date(executedAt) : null;
  if (!start || !isValid(start)) return '';
  return `${format(start, 'HH:mm')} – ${format(addMinutes(start, minutes ?? 0), 'HH:mm')}`;
}
