/** Timers on tickets (spec core §3, §4 "Timer"), kept in the browser per user. */

/** What a timer shows of its ticket without asking the server. */
export interface TimerTicket {
  id: number;
  reference: string;
  description: string;
  company: { id: number; name: string } | null;
  client: { id: number; fullName: string } | null;
  /** The priority's style (primary, warning, danger, ...), for the reference badge. */
  priorityStyle: string | null;
}

/**
 * One ticket's timer. Time is kept as what earlier running stretches added up to (`time`, ms)
 * plus, while running, the stretch since `startTime`; so a closed or unfocused tab loses nothing.
 */
export interface Timer {
  ticket: TimerTicket;
  /** Start of the current running stretch (ms since the epoch); null while paused. */
  startTime: number | null;
  /** Milliseconds of the finished stretches. */
  time: number;
  running: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export function startTimer(ticket: TimerTicket, now: number): Timer {
  return { ticket, startTime: now, time: 0, running: true };
}

/** Milliseconds on the timer at `now`. */
export function elapsed(timer: Timer, now: number): number {
  const running = timer.running && timer.startTime !== null ? Math.max(0, now - timer.startTime) : 0;
  return timer.time + running;
}

export function pauseTimer(timer: Timer, now: number): Timer {
  if (!timer.running) return timer;
  return { ...timer, time: elapsed(timer, now), startTime: null, running: false };
}

export function resumeTimer(timer: Timer, now: number): Timer {
  if (timer.running) return timer;
  return { ...timer, startTime: now, running: true };
}

/** The timer set to `ms` by hand; a running timer keeps running from there. */
export function setElapsed(timer: Timer, ms: number, now: number): Timer {
  return { ...timer, time: Math.max(0, ms), startTime: timer.running ? now : null };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds as hh:mm:ss (whole seconds, hours may pass 99). */
export function formatHms(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / SECOND);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const HMS = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;

/** An edited time (mask ##:##:##) in ms; null when it is not written as hh:mm:ss. */
export function parseHms(text: string): number | null {
  const match = HMS.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * HOUR + Number(match[2]) * MINUTE + Number(match[3]) * SECOND;
}

/** The minutes a timer registers: rounded up to whole minutes (spec core §9). */
export function timerMinutes(ms: number): number {
  return Math.ceil(Math.max(0, ms) / MINUTE);
}

/** Running and total timers, for the header. */
export function timerCounts(timers: readonly Timer[]): { running: number; total: number } {
  return { running: timers.filter((timer) => timer.running).length, total: timers.length };
}

/** One timer per ticket: a new one replaces the ticket's old one, in its place. */
export function putTimer(timers: readonly Timer[], timer: Timer): Timer[] {
  const index = timers.findIndex((t) => t.ticket.id === timer.ticket.id);
  if (index === -1) return [...timers, timer];
  return timers.map((t, i) => (i === index ? timer : t));
}

export function removeTimer(timers: readonly Timer[], ticketId: number): Timer[] {
  return timers.filter((timer) => timer.ticket.id !== ticketId);
}

export function timerFor(timers: readonly Timer[], ticketId: number): Timer | undefined {
  return timers.find((timer) => timer.ticket.id === ticketId);
}

/** Opening a ticket starts its timer when the tenant asks for it and the ticket has none yet. */
export function shouldAutoStart(configs: Readonly<Record<string, unknown>>, timers: readonly Timer[], ticketId: number): boolean {
  return String(configs['ticketing.auto_start_timer'] ?? '') === '1' && !timerFor(timers, ticketId);
}

/** Every user of a browser has their own timers. */
export function timersStorageKey(userId: number): string {
  return `balie.timers.${userId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readTicket(raw: unknown): TimerTicket | null {
  if (!isRecord(raw) || !isNumber(raw.id)) return null;
  const company = isRecord(raw.company) && isNumber(raw.company.id) ? { id: raw.company.id, name: String(raw.company.name ?? '') } : null;
  const client = isRecord(raw.client) && isNumber(raw.client.id) ? { id: raw.client.id, fullName: String(raw.client.fullName ?? '') } : null;
  return {
    id: raw.id,
    reference: String(raw.reference ?? ''),
    description: String(raw.description ?? ''),
    company,
    client,
    priorityStyle: typeof raw.priorityStyle === 'string' ? raw.priorityStyle : null,
  };
}

/** Timers from untrusted stored JSON; what cannot be read is left out, one timer per ticket. */
export function parseTimers(json: string | null): Timer[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  let timers: Timer[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const ticket = readTicket(item.ticket);
    if (!ticket || !isNumber(item.time)) continue;
    const running = item.running === true && isNumber(item.startTime);
    timers = putTimer(timers, { ticket, time: Math.max(0, item.time), running, startTime: running ? (item.startTime as number) : null });
  }
  return timers;
}
