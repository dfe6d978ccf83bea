import { describe, expect, it } from 'vitest';
import {
  elapsed,
  formatHms,
  parseHms,
  parseTimers,
  pauseTimer,
  putTimer,
  removeTimer,
  resumeTimer,
  setElapsed,
  shouldAutoStart,
  startTimer,
  timerCounts,
  timerFor,
  timerMinutes,
  timersStorageKey,
  type TimerTicket,
} from './timers';

const ticket = (id: number): TimerTicket => ({
  id,
  reference: `T${id}`,
  description: `Ticket ${id}`,
  company: { id: 3, name: 'Bakkerij Jansen' },
  client: { id: 4, fullName: 'Piet Jansen' },
  priorityStyle: 'danger',
});

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const s = (seconds: number) => seconds * 1000;

describe('elapsed time from running stretches', () => {
  it('counts from the start while running', () => {
    const timer = startTimer(ticket(1), T0);
    expect(elapsed(timer, T0)).toBe(0);
    expect(elapsed(timer, T0 + s(90))).toBe(s(90));
  });

  it('keeps what was counted while paused and adds the next stretch after resuming', () => {
    const paused = pauseTimer(startTimer(ticket(1), T0), T0 + s(60));
    expect(paused.running).toBe(false);
    expect(elapsed(paused, T0 + s(600))).toBe(s(60));
    const resumed = resumeTimer(paused, T0 + s(600));
    expect(elapsed(resumed, T0 + s(630))).toBe(s(90));
    expect(elapsed(pauseTimer(resumed, T0 + s(700)), T0 + s(5000))).toBe(s(160));
  });

  it('pausing a paused timer or resuming a running one changes nothing', () => {
    const running = startTimer(ticket(1), T0);
    expect(resumeTimer(running, T0 + s(50))).toBe(running);
    const paused = pauseTimer(running, T0 + s(10));
    expect(pauseTimer(paused, T0 + s(20))).toBe(paused);
  });

  it('never counts backwards when the clock is before the start', () => {
    expect(elapsed(startTimer(ticket(1), T0), T0 - s(5))).toBe(0);
  });

  it('an edited time replaces the count; a running timer goes on from there', () => {
    const running = setElapsed(startTimer(ticket(1), T0), s(3000), T0 + s(10));
    expect(elapsed(running, T0 + s(20))).toBe(s(3010));
    const paused = setElapsed(pauseTimer(startTimer(ticket(1), T0), T0 + s(5)), s(42), T0 + s(10));
    expect(elapsed(paused, T0 + s(999))).toBe(s(42));
  });
});

describe('hh:mm:ss', () => {
  it('formats whole seconds, also past a day', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(s(59) + 999)).toBe('00:00:59');
    expect(formatHms(s(3661))).toBe('01:01:01');
    expect(formatHms(s(100 * 3600))).toBe('100:00:00');
    expect(formatHms(-5)).toBe('00:00:00');
  });

  it('reads an edited time and refuses what is not hh:mm:ss', () => {
    expect(parseHms('00:50:00')).toBe(s(3000));
    expect(parseHms(' 1:02:03 ')).toBe(s(3723));
    expect(parseHms('00:00:00')).toBe(0);
    expect(parseHms('00:60:00')).toBeNull();
    expect(parseHms('00:00:60')).toBeNull();
    expect(parseHms('12:30')).toBeNull();
    expect(parseHms('aa:bb:cc')).toBeNull();
    expect(parseHms('-1:00:00')).toBeNull();
    expect(parseHms('')).toBeNull();
  });
});

describe('timerMinutes', () => {
  it('rounds up to whole minutes', () => {
    expect(timerMinutes(0)).toBe(0);
    expect(timerMinutes(1)).toBe(1);
    expect(timerMinutes(s(60))).toBe(1);
    expect(timerMinutes(s(61))).toBe(2);
    expect(timerMinutes(s(3000))).toBe(50);
    expect(timerMinutes(s(3000) + 1)).toBe(51);
  });
});

describe('the list of timers', () => {
  it('holds one timer per ticket and counts the running ones', () => {
    let timers = putTimer([], startTimer(ticket(1), T0));
    timers = putTimer(timers, pauseTimer(startTimer(ticket(2), T0), T0 + s(1)));
    timers = putTimer(timers, startTimer(ticket(1), T0 + s(5)));
    expect(timers.map((t) => t.ticket.id)).toEqual([1, 2]);
    expect(timerFor(timers, 1)?.startTime).toBe(T0 + s(5));
    expect(timerCounts(timers)).toEqual({ running: 1, total: 2 });
    expect(removeTimer(timers, 1).map((t) => t.ticket.id)).toEqual([2]);
    expect(timerCounts([])).toEqual({ running: 0, total: 0 });
  });

  it('starts a timer on opening a ticket only with the setting on and no timer yet', () => {
    const timers = [startTimer(ticket(1), T0)];
    expect(shouldAutoStart({ 'ticketing.auto_start_timer': '1' }, timers, 2)).toBe(true);
    expect(shouldAutoStart({ 'ticketing.auto_start_timer': '1' }, timers, 1)).toBe(false);
    expect(shouldAutoStart({ 'ticketing.auto_start_timer': '0' }, timers, 2)).toBe(false);
    expect(shouldAutoStart({}, timers, 2)).toBe(false);
  });
});

describe('storage', () => {
  it('keeps timers per user', () => {
    expect(timersStorageKey(7)).toBe('balie.timers.7');
    expect(timersStorageKey(7)).not.toBe(timersStorageKey(8));
  });

  it('reads back what was stored', () => {
    const timers = [startTimer(ticket(1), T0), pauseTimer(startTimer(ticket(2), T0), T0 + s(30))];
    expect(parseTimers(JSON.stringify(timers))).toEqual(timers);
  });

  it('leaves out what cannot be read', () => {
    expect(parseTimers(null)).toEqual([]);
    expect(parseTimers('{kapot')).toEqual([]);
    expect(parseTimers('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([
      null,
      { ticket: { reference: 'zonder id' }, time: 0 },
      { ticket: { id: 5 }, time: 'veel' },
      { ticket: { id: 6, reference: 'T6' }, time: 1000, running: true },
    ]);
    expect(parseTimers(stored)).toEqual([
      { ticket: { id: 6, reference: 'T6', description: '', company: null, client: null, priorityStyle: null }, time: 1000, running: false, startTime: null },
    ]);
  });
});
