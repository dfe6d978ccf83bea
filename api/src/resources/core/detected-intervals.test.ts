import { describe, expect, it } from 'vitest';
import { mergeTicketEvents } from './detected-intervals.ts';

const at = (clock: string) => new Date(`2026-11-20T${clock}:00Z`);
const dayEnd = new Date('2026-11-20T23:00:00Z');
const simple = (intervals: ReturnType<typeof mergeTicketEvents>) =>
  intervals.map(({ ticketId, start, end, duration }) => [ticketId, start.toISOString().slice(11, 16), end.toISOString().slice(11, 16), duration]);

describe('mergeTicketEvents', () => {
  it('answers nothing without events', () => {
    expect(mergeTicketEvents([], dayEnd)).toEqual([]);
  });

  it('gives a single event the minimum of five minutes', () => {
    expect(simple(mergeTicketEvents([{ ticketId: 1, at: at('09:00') }], dayEnd))).toEqual([[1, '09:00', '09:05', 5]]);
  });

  it('joins events up to fifteen minutes apart and splits at a longer gap', () => {
    const events = [at('09:00'), at('09:15'), at('09:30'), at('09:46'), at('09:50')].map((time) => ({ ticketId: 7, at: time }));
    expect(simple(mergeTicketEvents(events, dayEnd))).toEqual([
      [7, '09:00', '09:30', 30],
      [7, '09:46', '09:51', 5],
    ]);
  });

  it('stretches a short interval to the minimum, not a long one', () => {
    const events = [{ ticketId: 2, at: at('10:00') }, { ticketId: 2, at: at('10:02') }, { ticketId: 3, at: at('11:00') }, { ticketId: 3, at: at('11:12') }];
    expect(simple(mergeTicketEvents(events, dayEnd))).toEqual([
      [2, '10:00', '10:05', 5],
      [3, '11:00', '11:12', 12],
    ]);
  });

  it('keeps tickets apart, in any input order, sorted by start', () => {
    const events = [
      { ticketId: 5, at: at('14:10') },
      { ticketId: 4, at: at('14:05') },
      { ticketId: 5, at: at('14:00') },
      { ticketId: 4, at: at('14:00') },
    ];
    expect(simple(mergeTicketEvents(events, dayEnd))).toEqual([
      [4, '14:00', '14:05', 5],
      [5, '14:00', '14:10', 10],
    ]);
  });

  it('does not run past the end of the day and rounds seconds up', () => {
    expect(simple(mergeTicketEvents([{ ticketId: 1, at: at('22:58') }], dayEnd))).toEqual([[1, '22:58', '23:00', 2]]);
    const withSeconds = [{ ticketId: 1, at: new Date('2026-11-20T08:00:00Z') }, { ticketId: 1, at: new Date('2026-11-20T08:07:30Z') }];
    expect(mergeTicketEvents(withSeconds, dayEnd)[0].duration).toBe(8);
  });

  it('follows another rule when given one', () => {
    const events = [at('09:00'), at('09:20')].map((time) => ({ ticketId: 1, at: time }));
    expect(simple(mergeTicketEvents(events, dayEnd, { gapMinutes: 30, minimumMinutes: 1 }))).toEqual([[1, '09:00', '09:20', 20]]);
  });
});
