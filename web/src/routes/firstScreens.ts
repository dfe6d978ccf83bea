import { matchPath } from 'react-router';

/*
 * The code of the screens a sign-in lands on (cockpit, ticket list, ticket), importable without the
 * route table. The routes load their screens through these, and the login starts them beside the
 * route table rather than after it: on a slow line that spares a round of downloads.
 */
export const shellCode = () => import('./ShellRoute');
export const shellQuery = () => import('../__generated__/ShellRouteQuery.graphql');
export const listViews = () => import('./listViews');
export const recordViews = () => import('./recordViews');
export const cockpitCode = () => import('../screens/cockpit/CockpitPage');
export const cockpitQuery = () => import('../__generated__/CockpitPageQuery.graphql');
export const ticketListCode = () => import('../screens/tickets/TicketList');
export const ticketRecordCode = () => import('../screens/tickets/TicketRecord');
export const ticketRecordQuery = () => import('../__generated__/TicketRecordQuery.graphql');

type Load = () => Promise<unknown>;

// Queries first: the browser asks for the files in this order, and a route sends its query once
// that small file is in.
const FIRST_SCREENS: readonly (readonly [pattern: string, code: readonly Load[]])[] = [
  ['/cockpit', [cockpitQuery, cockpitCode]],
  ['/tickets', [listViews, ticketListCode]],
  ['/tickets/:id', [ticketRecordQuery, recordViews, ticketRecordCode]],
];

/** The loads `path` needs before it can draw, when it is a first screen; none for another address. */
export function firstScreenCode(path: string): Load[] {
  const screen = FIRST_SCREENS.find(([pattern]) => matchPath(pattern, path));
  return screen ? [shellQuery, shellCode, ...screen[1]] : [];
}

/** Starts downloading a first screen's code; a failed download is tried again when the route needs it. */
export function preloadFirstScreen(path: string): void {
  for (const load of firstScreenCode(path)) void load().catch(() => undefined);
}
