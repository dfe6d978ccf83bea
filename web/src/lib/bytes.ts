const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** A file size in B to YB, base 1024, at most one decimal, Dutch decimal comma (core §9). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(Math.round(value)) : (Math.round(value * 10) / 10).toString().replace('.', ',');
  return `${rounded} ${UNITS[unit]}`;
}
