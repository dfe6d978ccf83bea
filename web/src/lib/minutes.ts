/** Minutes shown as HH:MM (spec core §9); negative amounts keep their sign. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${sign}${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
