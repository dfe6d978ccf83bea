/**
 * A ticket template's rule (RFC 5545 RRULE, optionally after a DTSTART line as rrule.js writes it)
 * in Dutch: "Elke 2 weken op maandag en donderdag om 08:00".
 */

const DAYS: Record<string, string> = { MO: 'maandag', TU: 'dinsdag', WE: 'woensdag', TH: 'donderdag', FR: 'vrijdag', SA: 'zaterdag', SU: 'zondag' };
const ORDINALS: Record<string, string> = { '1': 'eerste', '2': 'tweede', '3': 'derde', '4': 'vierde', '5': 'vijfde', '-1': 'laatste', '-2': 'een-na-laatste' };
const UNITS = {
  DAILY: ['dag', 'dagen'],
  WEEKLY: ['week', 'weken'],
  MONTHLY: ['maand', 'maanden'],
} as const;

type Frequency = keyof typeof UNITS;

/** "a, b en c". */
function joinDutch(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}`;
}

function readParts(text: string): { parts: Map<string, string>; start: Date | null } | null {
  let start: Date | null = null;
  let rule: string | null = null;
  for (const line of text.trim().split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('DTSTART')) {
      const match = /(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(trimmed);
      if (!match) return null;
      const [y, m, d, h = '0', min = '0'] = match.slice(1);
      start = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min)));
    } else if (trimmed !== '') {
      rule = trimmed.replace(/^RRULE:/, '');
    }
  }
  if (!rule) return null;
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const [key, value] = part.split('=');
    if (!key || !value) return null;
    parts.set(key, value);
  }
  return { parts, start };
}

/**
 * The rule in Dutch, or null when it is not a rule this screen can read. The start time shows in
 * the browser's time zone (or the one given), like every other moment on screen.
 */
export function describeRecurrence(text: string | null | undefined, timeZone?: string): string | null {
  if (!text || text.trim() === '') return null;
  const read = readParts(text);
  if (!read) return null;
  const { parts, start } = read;
  const frequency = parts.get('FREQ') as Frequency | undefined;
  if (!frequency || !(frequency in UNITS)) return null;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1) return null;
  const [one, many] = UNITS[frequency];
  const pieces = [interval === 1 ? `Elke ${one}` : `Elke ${interval} ${many}`];
  if (frequency === 'DAILY' && interval === 1) pieces[0] = 'Elke dag';

  const byDay = parts.get('BYDAY')?.split(',') ?? [];
  const byMonthDay = parts.get('BYMONTHDAY')?.split(',') ?? [];
  const setPos = parts.get('BYSETPOS');
  if (byDay.length > 0) {
    const days = byDay.map((entry) => {
      const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(entry);
      if (!match || !DAYS[match[2]]) return null;
      const ordinal = match[1] ? ORDINALS[String(Number(match[1]))] : null;
      return ordinal ? `de ${ordinal} ${DAYS[match[2]]}` : DAYS[match[2]];
    });
    if (days.some((day) => day === null)) return null;
    const workdays = byDay.length === 5 && ['MO', 'TU', 'WE', 'TH', 'FR'].every((day) => byDay.includes(day));
    if (setPos && ORDINALS[setPos]) pieces.push(`op de ${ORDINALS[setPos]} ${workdays ? 'werkdag' : 'van ' + joinDutch(days as string[])}`);
    else pieces.push(`op ${workdays ? 'werkdagen' : joinDutch(days as string[])}`);
  } else if (byMonthDay.length > 0) {
    const days = byMonthDay.map((day) => (day === '-1' ? 'de laatste dag' : `dag ${day}`));
    pieces.push(`op ${joinDutch(days)}`);
  }
  const hour = parts.get('BYHOUR');
  const minute = parts.get('BYMINUTE');
  if (hour !== undefined) pieces.push(`om ${hour.padStart(2, '0')}:${(minute ?? '0').padStart(2, '0')}`);
  else if (start) pieces.push(`om ${new Intl.DateTimeFormat('nl-NL', { timeZone, hour: '2-digit', minute: '2-digit' }).format(start)}`);
  if (parts.has('COUNT')) pieces.push(`(${parts.get('COUNT')} keer)`);
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get('UNTIL') ?? '');
  if (until) pieces.push(`tot ${Number(until[3])}-${Number(until[2])}-${until[1]}`);
  return pieces.join(' ');
}

export type RecurrenceFrequency = Frequency;

/** The spec's caps: 99 days, 53 weeks or 12 months. */
export const MAX_INTERVAL: Record<Frequency, number> = { DAILY: 99, WEEKLY: 53, MONTHLY: 12 };
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export const RECURRENCE_TEXTS = {
  interval: 'Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.',
  intervalMin: 'Het interval moet minimaal 1 zijn.',
  weekdays: 'Kies minstens één dag.',
  monthDay: 'Kies een dag van de maand van 1 tot en met 31.',
  start: 'Kies een geldige startdatum en tijd.',
} as const;

/** What the recurrence form holds: how often, on which days, from when (local date and time). */
export interface RecurrenceChoice {
  frequency: Frequency;
  interval: number;
  weekdays: string[];
  monthDay: number | null;
  /** YYYY-MM-DD */
  startDate: string;
  /** HH:MM */
  startTime: string;
}

/** The first problem with a choice, per field, in Dutch. */
export function recurrenceChoiceErrors(choice: RecurrenceChoice): Partial<Record<'interval' | 'weekdays' | 'monthDay' | 'start', string>> {
  const errors: Partial<Record<'interval' | 'weekdays' | 'monthDay' | 'start', string>> = {};
  if (!Number.isInteger(choice.interval) || choice.interval < 1) errors.interval = RECURRENCE_TEXTS.intervalMin;
  else if (choice.interval > MAX_INTERVAL[choice.frequency]) errors.interval = RECURRENCE_TEXTS.interval;
  if (choice.frequency === 'WEEKLY' && choice.weekdays.length === 0) errors.weekdays = RECURRENCE_TEXTS.weekdays;
  if (choice.frequency === 'MONTHLY' && (choice.monthDay === null || !Number.isInteger(choice.monthDay) || choice.monthDay < 1 || choice.monthDay > 31)) {
    errors.monthDay = RECURRENCE_TEXTS.monthDay;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.startDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(choice.startTime) || Number.isNaN(new Date(`${choice.startDate}T${choice.startTime}`).getTime())) {
    errors.start = RECURRENCE_TEXTS.start;
  }
  return errors;
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** The rule as rrule.js writes it; the start is the local date and time of this browser. */
export function buildRecurrence(choice: RecurrenceChoice): string {
  const start = new Date(`${choice.startDate}T${choice.startTime}`);
  const parts = [`FREQ=${choice.frequency}`, `INTERVAL=${choice.interval}`];
  if (choice.frequency === 'WEEKLY') parts.push(`BYDAY=${WEEKDAY_CODES.filter((day) => choice.weekdays.includes(day)).join(',')}`);
  if (choice.frequency === 'MONTHLY' && choice.monthDay !== null) parts.push(`BYMONTHDAY=${choice.monthDay}`);
  return `DTSTART:${utcStamp(start)}\nRRULE:${parts.join(';')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored rule as the form's choice (for editing), or a fresh weekly choice starting now. */
export function choiceFromRecurrence(text: string | null | undefined, now = new Date()): RecurrenceChoice {
  const read = text ? readParts(text) : null;
  const start = read?.start ?? now;
  const local = { date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`, time: `${pad(start.getHours())}:${pad(start.getMinutes())}` };
  const weekday = WEEKDAY_CODES[(start.getDay() + 6) % 7];
  const frequency = read?.parts.get('FREQ');
  const chosen: Frequency = frequency === 'DAILY' || frequency === 'WEEKLY' || frequency === 'MONTHLY' ? frequency : 'WEEKLY';
  const byDay = read?.parts.get('BYDAY')?.split(',').filter((day) => (WEEKDAY_CODES as readonly string[]).includes(day));
  const monthDay = Number(read?.parts.get('BYMONTHDAY')?.split(',')[0] ?? start.getDate());
  return {
    frequency: chosen,
    interval: Number(read?.parts.get('INTERVAL') ?? '1') || 1,
    weekdays: byDay && byDay.length > 0 ? byDay : [weekday],
    monthDay: Number.isInteger(monthDay) && monthDay > 0 ? monthDay : start.getDate(),
    startDate: local.date,
    startTime: local.time,
  };
}
