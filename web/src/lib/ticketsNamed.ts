import { nlTicketActions } from '../i18n/nl/ticketActions';
import { interpolate } from './interpolate';

/** What a confirmation about selected tickets names: 'Ticket #1042' for one, '3 tickets' for more. */
export function ticketsNamed(rows: readonly { databaseId: number; reference?: string | null }[]): string {
  const [only] = rows;
  if (rows.length === 1 && only) return interpolate(nlTicketActions.oneTicket, { reference: only.reference ?? only.databaseId });
  return interpolate(nlTicketActions.manyTickets, { count: rows.length });
}
