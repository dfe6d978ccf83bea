import { useSyncExternalStore } from 'react';

/** Relative times are redrawn every 30 s (spec §9). */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // One shared clock for every relative time on the page.
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, RELATIVE_TIME_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time in ms, updated every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
