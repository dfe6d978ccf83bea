import { describe, expect, it } from 'vitest';
import {
  isBillable,
  overviewTotals,
  registrationItem,
  registrationPeriod,
  registrationsPerDay,
  roundedPerDay,
  totalsBy,
  weekdayIndex,
  type OverviewRegistration,
} from './weekOverview';

const monday = new Date(2026, 10, 23);
const at = (day: number, hour: number) => new Date(2026, 10, 23 + day, hour).toISOString();
const support = { databaseId: 1, name: 'Support', price: 85 };
const internal = { databaseId: 2, name: 'Intern', price: 0 };
const jansen = { databaseId: 7, name: 'Bakkerij Jansen' };

function ticketLine(id: number, executedAt: string, timeSpent: number, activity: OverviewRegistration['activity']): OverviewRegistration {
  return {
    databaseId: id,
    executedAt,
    timeSpent,
    timeSpentRounded: Math.ceil(timeSpent / 5) * 5,
    morphableType: 'tickets',
    activity,
    company: jansen,
    ticket: { databaseId: 40, reference: '2026-0040', description: 'Printer stuk' },
  };
}

describe('overviewTotals', () => {
  it('adds up everything, and only priced activities as billable', () => {
    const lines = [ticketLine(1, at(0, 9), 50, support), ticketLine(2, at(0, 10), 12, internal), ticketLine(3, at(0, 11), 7, null)];
    expect(overviewTotals(lines)).toEqual({ total: { minutes: 69, rounded: 75 }, billable: { minutes: 50, rounded: 50 } });
    expect(isBillable(lines[1]!)).toBe(false);
    expect(isBillable(lines[2]!)).toBe(false);
  });

  it('is zero for nothing', () => {
    expect(overviewTotals([])).toEqual({ total: { minutes: 0, rounded: 0 }, billable: { minutes: 0, rounded: 0 } });
  });
});

describe('per day', () => {
  it('puts registrations on their day, Monday first, and sums the rounded minutes', () => {
    const lines = [ticketLine(1, at(0, 14), 50, support), ticketLine(2, at(0, 9), 3, support), ticketLine(3, at(6, 23), 61, support), ticketLine(4, at(7, 1), 30, support)];
    const days = registrationsPerDay(monday, lines);
    expect(days[0]!.map((line) => line.databaseId)).toEqual([2, 1]);
    expect(days[6]!.map((line) => line.databaseId)).toEqual([3]);
    expect(roundedPerDay(monday, lines)).toEqual([55, 0, 0, 0, 0, 0, 65]);
  });

  it('knows the weekday of a date, Monday being 0', () => {
    expect(weekdayIndex(new Date(2026, 10, 23))).toBe(0);
    expect(weekdayIndex(new Date(2026, 10, 29))).toBe(6);
  });
});

describe('registrationItem', () => {
  it('links a ticket line to its ticket', () => {
    expect(registrationItem(ticketLine(1, at(0, 9), 5, support))).toEqual({ kind: 'ticket', reference: '2026-0040', description: 'Printer stuk', path: '/tickets/40' });
  });

  it('links a project line to its phase', () => {
    const line: OverviewRegistration = {
      databaseId: 9,
      morphableType: 'project-lines',
      projectLine: { description: 'Installatie', projectPhaseId: 12, projectPhase: { name: 'Uitrol' } },
    };
    expect(registrationItem(line)).toEqual({ kind: 'project-line', description: 'Installatie', phase: 'Uitrol', path: '/project-phases/12' });
  });

  it('shows a line whose ticket or project line is gone as removed', () => {
    expect(registrationItem({ databaseId: 5, morphableType: 'tickets', ticket: null })).toEqual({ kind: 'removed' });
    expect(registrationItem({ databaseId: 6, morphableType: 'project-lines', projectLine: null })).toEqual({ kind: 'removed' });
  });
});

describe('totalsBy', () => {
  it('groups per activity, the largest first, with a group for lines without one', () => {
    const lines = [ticketLine(1, at(0, 9), 10, internal), ticketLine(2, at(1, 9), 50, support), ticketLine(3, at(2, 9), 20, internal), ticketLine(4, at(2, 10), 3, null)];
    expect(totalsBy(lines, (line) => line.activity)).toEqual([
      { id: 1, name: 'Support', minutes: 50, rounded: 50 },
      { id: 2, name: 'Intern', minutes: 30, rounded: 30 },
      { id: null, name: null, minutes: 3, rounded: 5 },
    ]);
  });

  it('groups per company', () => {
    const lines = [ticketLine(1, at(0, 9), 10, support), ticketLine(2, at(0, 10), 10, support), { ...ticketLine(3, at(0, 11), 20, support), company: null }];
    expect(totalsBy(lines, (line) => line.company)).toEqual([
      { id: 7, name: 'Bakkerij Jansen', minutes: 20, rounded: 20 },
      { id: null, name: null, minutes: 20, rounded: 20 },
    ]);
  });
});

describe('registrationPeriod', () => {
  it('runs from the start for the time spent, also past midnight', () => {
    expect(registrationPeriod(new Date(2026, 10, 23, 9, 5).toISOString(), 50)).toBe('09:05 – 09:55');
    expect(registrationPeriod(new Date(2026, 10, 23, 23, 30).toISOString(), 45)).toBe('23:30 – 00:15');
    expect(registrationPeriod(new Date(2026, 10, 23, 9, 5).toISOString(), null)).toBe('09:05 – 09:05');
  });

  it('is empty without a readable start', () => {
    expect(registrationPeriod(null, 10)).toBe('');
    expect(registrationPeriod('gisteren', 10)).toBe('');
  });
});
