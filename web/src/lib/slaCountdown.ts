import { interpolate } from './interpolate';
import { nlSla } from '../i18n/nl/sla';

const t = nlSla.countdown;
const MINUTE = 60_000;

/** How a due time looks: still running, within the hour ('soon'), or passed. */
export type CountdownTone = 'running' | 'soon' | 'expired';

export interface Countdown {
  text: string;
  tone: CountdownTone;
}

/** Minutes as "2 d 3 u", "3 u 5 min" or "12 min": the two largest parts. */
export function spanText(minutes: number): string {
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} u` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} u ${rest} min` : `${hours} u`;
  return `${rest} min`;
}

/** The countdown to a due time at `now`: 'nog 45 min', or '10 min verlopen' once passed. */
export function countdown(dueAt: string, now: number): Countdown {
  const left = new Date(dueAt).getTime() - now;
  if (left <= 0) return { text: interpolate(t.expired, { span: spanText(Math.floor(-left / MINUTE)) }), tone: 'expired' };
  return { text: interpolate(t.left, { span: spanText(Math.ceil(left / MINUTE)) }), tone: left <= 60 * MINUTE ? 'soon' : 'running' };
}

export const TONE_PALETTE: Record<CountdownTone, string> = { running: 'green', soon: 'orange', expired: 'red' };
