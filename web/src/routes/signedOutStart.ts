import { loginPath } from '../lib/redirect';

/**
 * The addresses appRoutes serves outside the signed-in shell (its top-level routes but the shell
 * and the wall display), with the login's own. Every other address needs an operator's session.
 */
const OUTSIDE_SHELL = ['/login', '/two-factor', '/portal', '/setup', '/password-reset', '/billing', '/offerte', '/msgraph'];

export function needsOperatorSession(pathname: string): boolean {
  return !OUTSIDE_SHELL.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Where a first load opens when nobody is signed in: a signed-in address goes to the login at once,
 * as the shell's guard would send it there once the route table and that screen's code had arrived;
 * the login then fetches that code while the form is filled in. Null: open the address as it is.
 */
export function signedOutStart(location: { pathname: string; search: string; hash: string }, signedIn: boolean): string | null {
  if (signedIn || !needsOperatorSession(location.pathname)) return null;
  return loginPath(location.pathname + location.search + location.hash);
}
