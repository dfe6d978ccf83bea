/** The first screen after logging in: the cockpit (spec core §2). */
export const HOME_PATH = '/cockpit';

/**
 * The page to open after logging in. Only paths inside the app are followed, so a crafted
 * link cannot send the user to another site.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = HOME_PATH): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  if (target === '/login' || target.startsWith('/login?') || target.startsWith('/login/')) return fallback;
  return target;
}

export function loginPath(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}
