import { useSyncExternalStore } from 'react';

/** Below 768 px the mobile layouts apply (spec §2, §9). */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
