import { describe, expect, it } from 'vitest';
import { addDays, administrativeEmails, formatMinutes, groupPerTicket, invoiceDay, minutesOf, paymentTermDays } from './invoice-rules.ts';

describe('paymentTermDays', () => {
  it("takes the company's own term, else the tenant's", () => {
    expect(paymentTermDays(30, 14)).toBe(30);
    expect(paymentTermDays(0, 14)).toBe(0);
    expect(paymentTermDays(null, 14)).toBe(14);
    expect(paymentTermDays(undefined, 21)).toBe(21);
    expect(paymentTermDays('', 14)).toBe(14);
    expect(paymentTermDays(-3, 14)).toBe(14);
  });
});

describe('due date', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-02', 30)).toBe('2026-12-02');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
    expect(addDays('2026-03-20', 14)).toBe('2026-04-03');
  });

  it('dates an exported invoice on its Dutch export day and a concept today', () => {
    // 23:30 UTC on 31 October is already 1 November in Amsterdam.
    expect(invoiceDay(new Date('2026-10-31T23:30:00Z'), new Date('2026-12-01T12:00:00Z'))).toBe('2026-11-01');
    expect(invoiceDay(null, new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
  });
});

describe('groupPerTicket', () => {
  const tickets = new Map([
    [7, { id: 7, reference: 'T-7', description: 'Printer' }],
    [3, { id: 3, reference: 'T-3', description: 'Laptop' }],
  ]);
  const line = (name: string, ticketId: number | null) => ({ name, ticketId });

  it('puts lines without a ticket first, then one group per ticket in order of first appearance, keeping line order', () => {
    const groups = groupPerTicket([line('a', 7), line('b', null), line('c', 3), line('d', 7), line('e', null)], tickets);
    expect(groups.map((group) => [group.ticket?.reference ?? null, group.lines.map((entry) => entry.name)])).toEqual([
      [null, ['b', 'e']],
      ['T-7', ['a', 'd']],
      ['T-3', ['c']],
    ]);
  });

  it('treats a line of an unknown ticket as a line without one, and gives no groups for no lines', () => {
    expect(groupPerTicket([line('a', 99)], tickets)).toEqual([{ ticket: null, lines: [line('a', 99)] }]);
    expect(groupPerTicket([], tickets)).toEqual([]);
  });
});

describe('time sheet totals', () => {
  it('sums minutes and shows hours and minutes', () => {
    expect(minutesOf([{ minutes: 40 }, { minutes: 15 }, { minutes: 90 }])).toBe(145);
    expect(formatMinutes(145)).toBe('2:25');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(0)).toBe('0:00');
  });
});

describe('administrativeEmails', () => {
  it('splits on commas, semicolons and spaces, without blanks or repeats', () => {
    expect(administrativeEmails(' a@x.nl, b@x.nl;c@x.nl  a@x.nl ')).toEqual(['a@x.nl', 'b@x.nl', 'c@x.nl']);
    expect(administrativeEmails(null)).toEqual([]);
    expect(administrativeEmails('  ')).toEqual([]);
  });
});
