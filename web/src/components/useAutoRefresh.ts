import { useEffect, useRef } from 'react';

/** Lists refresh themselves every 15 s while the window has the focus (spec §2, §9). */
export const AUTO_REFRESH_MS = 15_000;

export function useAutoRefresh(refresh: () => void, enabled = true, intervalMs = AUTO_REFRESH_MS): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      if (document.hasFocus() && document.visibilityState === 'visible') latest.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
}
