/** Minutes shown as HH:MM (spec core §9); negative amounts keep their sign. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${sign}${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * Hours as typed ('12', '1,5', '1.5', '1:30') in whole minutes, the unit the server stores;
 * null for anything else, negative amounts and H:MM with 60 or more minutes included.
 */
export function minutesFromHours(text: string): number | null {
  const typed = text.trim();
  const clock = /^(\d{1,5}):([0-5]\d)$/.exec(typed);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (!/^\d{1,5}([.,]\d+)?$/.test(typed)) return null;
  return Math.round(Number(typed.replace(',', '.')) * 60);
}
