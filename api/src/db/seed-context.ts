/** What every part of the seed shares: its random numbers, its size and its clock. */

export type SeedSize = 'demo' | 'small';

/** mulberry32 seeded from the subdomain: the same tenant gets the same data on every machine. */
export function randomSource(seed: string) {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (probability: number) => next() < probability;
  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  const shuffled = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, pick, chance, weighted, shuffled };
}

export type Random = ReturnType<typeof randomSource>;

/** What the seeds of further resources get from the core seed. */
export interface SeedContext {
  tenantId: number;
  subdomain: string;
  size: SeedSize;
  random: Random;
  /** The seed's clock in ms, so every part dates its rows alike. */
  now: number;
}
