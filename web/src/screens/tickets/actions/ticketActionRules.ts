import { printPath } from '../../../lib/printView';

/** Which ticket actions an operator is offered (core §4), as a pure rule of the ticket and the viewer. */

export const TEMPLATE_PARTS = [
  'DESCRIPTION',
  'STATUS',
  'PRIORITY',
  'LINE_TYPE',
  'OPERATOR',
  'CC',
  'TICKET_GROUP',
  'TICKET_SOURCE',
  'TICKET_TYPE',
  'SERVICE',
  'SLA',
  'CATEGORIES',
  'TASKS',
] as const;
export type TemplatePart = (typeof TEMPLATE_PARTS)[number];

export interface TicketState {
  archived: boolean;
  /** The status's internal type as GraphQL names it: OPEN, CLOSED, ... */
  statusType: string | null;
  operatorId: number | null;
}

export interface ActionViewer {
  id: number;
  permissions: ReadonlySet<string>;
  modules: Readonly<Record<string, unknown>>;
  configs: Readonly<Record<string, unknown>>;
}

export interface OfferedActions {
  archived: boolean;
  pickUp: boolean;
  close: boolean;
  /** Only when the tenant mails the contact on closing (notifications.client_ticket_closed '1'). */
  closeSilently: boolean;
  clone: boolean;
  makeDeal: boolean;
  applyTemplate: boolean;
  merge: boolean;
  moveToInvoice: boolean;
}

/** An archived ticket keeps its work as it is: only clone, make deal and print remain. */
export function ticketActionRules(ticket: TicketState, viewer: ActionViewer): OfferedActions {
  const can = (permission: string) => viewer.permissions.has(permission);
  const open = !ticket.archived;
  const update = open && can('tickets.update');
  const closable = update && ticket.statusType !== 'CLOSED';
  return {
    archived: ticket.archived,
    pickUp: update && ticket.operatorId !== viewer.id,
    close: closable,
    closeSilently: closable && String(viewer.configs['notifications.client_ticket_closed'] ?? '') === '1',
    clone: can('tickets.clone'),
    makeDeal: can('deals.store'),
    applyTemplate: update,
    merge: open && can('tickets.merge'),
    moveToInvoice: open && viewer.modules.mod_invoicing === true && can('invoices.update'),
  };
}

/** The printable view of these tickets. */
export const ticketPrintPath = (ids: readonly number[]) => printPath('tickets', ids);
