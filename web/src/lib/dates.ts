import { formatDistance, isValid, lightFormat, parseISO } from 'date-fns';
import { nl } from 'date-fns/locale';

export type DateInput = string | Date;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** DD-MM-YYYY HH:mm:ss in the browser's time zone; empty for an unreadable value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? lightFormat(date, 'dd-MM-yyyy HH:mm:ss') : '';
}

/** Dutch relative time such as "3 minuten geleden"; empty for an unreadable value. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  return isValid(date) ? formatDistance(date, now, { addSuffix: true, locale: nl }) : '';
}
