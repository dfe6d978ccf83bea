/** A typed first-response or resolve time: a whole number from 1 to 100000, as the API accepts it; else null. */
export function parseWithin(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= 100_000 ? value : null;
}
