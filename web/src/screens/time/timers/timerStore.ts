import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { parseTimers, timersStorageKey, type Timer } from '../../../lib/timers';
import { useViewer } from '../../../relay/viewer';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// Parsed once per stored text, so every reader gets the same array until it changes.
const cache = new Map<string, { json: string | null; timers: Timer[] }>();

function read(key: string): Timer[] {
  const json = storage()?.getItem(key) ?? null;
  const cached = cache.get(key);
  if (cached && cached.json === json) return cached.timers;
  const timers = parseTimers(json);
  cache.set(key, { json, timers });
  return timers;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user changes the same timers.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('balie.timers.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface TimerStore {
  timers: readonly Timer[];
  /** Replaces the user's timers with what `change` makes of the current ones. */
  update(change: (timers: readonly Timer[]) => readonly Timer[]): void;
}

/** The signed-in user's timers, shared by the header and the ticket screens and kept across reloads. */
export function useTimers(): TimerStore {
  const key = timersStorageKey(useViewer().databaseId);
  const timers = useSyncExternalStore(subscribe, () => read(key));
  const update = useCallback(
    (change: (timers: readonly Timer[]) => readonly Timer[]) => {
      const current = read(key);
      const next = change(current);
      if (next === current) return;
      storage()?.setItem(key, JSON.stringify(next));
      emit();
    },
    [key],
  );
  return { timers, update };
}

const TICK_MS = 1000;

/**
 * Now in ms, redrawn every second while `active` and the document has focus (spec core §9);
 * timers count from their start stamps, so pausing the redraw loses no time.
 */
export function useTimerClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    let interval: ReturnType<typeof setInterval> | null = null;
    const tick = () => setNow(Date.now());
    const start = () => {
      tick();
      interval ??= setInterval(tick, TICK_MS);
    };
    const stop = () => {
      if (interval !== null) clearInterval(interval);
      interval = null;
    };
    if (document.hasFocus()) start();
    else tick();
    window.addEventListener('focus', start);
    window.addEventListener('blur', stop);
    return () => {
      stop();
      window.removeEventListener('focus', start);
      window.removeEventListener('blur', stop);
    };
  }, [active]);
  return now;
}
