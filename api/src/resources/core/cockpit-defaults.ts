/**
 * The tenant's default cockpit (core §2): eight quick filters, each shown as a widget. The configs
 * use the list screen's own format (web/src/lib/quickFilters.ts): column filters keyed by column id,
 * 'me' for the viewer ('Mijzelf', 'Mijn categorieën'), 'none' for "no value", relative date options,
 * so a widget lists the same rows as its quick filter on the list.
 */

/** Ticket status internal types (core §4): 1 open, 2 closed, 3 archived, 4 waiting for reply, 5 got reply, 6 scheduled. */
const WAITING_FOR_REPLY = 4;
const CLOSED_TYPES = new Set([2, 3]);

export interface StatusRow {
  id: number;
  internal_type: number;
}

export interface DefaultWidget {
  widget_type: 'table' | 'count';
  preset: {
    label: string;
    styling: string;
    type: 'tickets' | 'tasks';
    columns_config: Array<{ id: string; title: string; visible: boolean; order: number; filter: boolean; orderable: boolean }>;
    filter_config: { columnFilters: Record<string, string | string[]>; customFields: Record<string, never> };
    order_config: { by: string; direction: 'ASC' | 'DESC' };
    pagination_config: { per_page: number };
  };
}

/** Spec core §9: a widget shows 15 rows by default. */
export const WIDGET_PER_PAGE = 15;

const TITLES: Record<string, string> = {
  reference: 'Ticket',
  description: 'Beschrijving',
  company: 'Bedrijf',
  client: 'Contactpersoon',
  status: 'Status',
  operator: 'Behandelaar',
  categories: 'Categorieën',
  statusChangedAt: 'Status gewijzigd',
  scheduledAt: 'Ingepland',
  updatedAt: 'Laatst geüpdatet',
  createdAt: 'Aangemaakt',
  task: 'Taak',
  related: 'Gekoppeld aan',
  estimatedTime: 'Geschatte tijd',
};

/** Columns without a filter in the list (estimated time) are not offered as one. */
const UNFILTERED = new Set(['estimatedTime']);

function columns(ids: string[]): DefaultWidget['preset']['columns_config'] {
  return ids.map((id, order) => ({ id, title: TITLES[id], visible: true, order, filter: !UNFILTERED.has(id), orderable: true }));
}

const ticketColumns = (...extra: string[]) => columns(['reference', 'description', 'company', 'client', 'status', 'operator', ...extra]);

function widget(
  widget_type: DefaultWidget['widget_type'],
  label: string,
  styling: string,
  type: DefaultWidget['preset']['type'],
  columnIds: DefaultWidget['preset']['columns_config'],
  columnFilters: Record<string, string | string[]>,
  order_config: DefaultWidget['preset']['order_config'],
): DefaultWidget {
  return {
    widget_type,
    preset: {
      label,
      styling,
      type,
      columns_config: columnIds,
      filter_config: { columnFilters, customFields: {} },
      order_config,
      pagination_config: { per_page: WIDGET_PER_PAGE },
    },
  };
}

/** The ids of the statuses a ticket is still being worked on in: all but closed and archived. */
export function openStatusIds(statuses: StatusRow[]): string[] {
  return statuses.filter((status) => !CLOSED_TYPES.has(status.internal_type)).map((status) => String(status.id));
}

/**
 * The eight defaults, given the tenant's ticket statuses (the status filter lists status ids).
 * "Today" and "tomorrow" are the tickets planned (scheduled_at) on that day, for the whole team.
 * "Long waiting for reply": status waiting for reply, unchanged for at least a week (the list's
 * status-unchanged filter). A "new customer" is a sender not yet linked to a company: the ticket
 * has no company. "Without operator or category": neither an operator nor any category. Unassigned
 * means not closed and without an operator.
 */
export function defaultCockpitWidgets(statuses: StatusRow[]): DefaultWidget[] {
  const ids = (rows: StatusRow[]) => rows.map((status) => String(status.id));
  const waiting = ids(statuses.filter((status) => status.internal_type === WAITING_FOR_REPLY));
  const open = openStatusIds(statuses);
  const oldestFirst = { by: 'createdAt', direction: 'ASC' } as const;
  return [
    widget('table', 'Mijn taken', 'primary', 'tasks', columns(['task', 'related', 'operator', 'scheduledAt', 'estimatedTime']), { operator: ['me'], completed: 'false' }, { by: 'scheduledAt', direction: 'ASC' }),
    widget('table', 'Lang wachtend op reactie', 'warning', 'tickets', ticketColumns('statusChangedAt'), { status: waiting, statusChangedAt: '1w' }, { by: 'statusChangedAt', direction: 'ASC' }),
    widget('table', 'Vandaag', 'success', 'tickets', ticketColumns('scheduledAt'), { scheduledAt: 'today' }, { by: 'scheduledAt', direction: 'ASC' }),
    widget('table', 'Morgen', 'secondary', 'tickets', ticketColumns('scheduledAt'), { scheduledAt: '+1' }, { by: 'scheduledAt', direction: 'ASC' }),
    widget('table', 'Open tickets voor mij', 'info', 'tickets', ticketColumns('updatedAt'), { operator: ['me'], status: open }, { by: 'updatedAt', direction: 'DESC' }),
    widget('count', 'Niet toegewezen zonder categorie', 'danger', 'tickets', ticketColumns('categories', 'createdAt'), { operator: ['none'], categories: ['none'], status: open }, oldestFirst),
    widget('count', 'Niet toegewezen van nieuwe klanten', 'danger', 'tickets', ticketColumns('createdAt'), { operator: ['none'], company: ['none'], status: open }, oldestFirst),
    widget('count', 'Niet toegewezen in mijn categorieën', 'warning', 'tickets', ticketColumns('categories', 'createdAt'), { operator: ['none'], categories: ['me'], status: open }, oldestFirst),
  ];
}

/** A shared quick filter of the ticket list: filters and order only, the user's columns stay. */
export interface DefaultQuickFilter {
  label: string;
  styling: string;
  type: 'tickets';
  filter_config: { columnFilters: Record<string, string[]>; customFields: Record<string, never> };
  order_config: { by: string; direction: 'ASC' | 'DESC' };
}

/**
 * The ticket list's default quick filters, made with the cockpit on the tenant's first login: the
 * open tickets, the viewer's own, the unassigned ones, those waiting for a reply, and the closed
 * ones the list leaves out by default.
 */
export function defaultTicketQuickFilters(statuses: StatusRow[]): DefaultQuickFilter[] {
  const ids = (rows: StatusRow[]) => rows.map((status) => String(status.id));
  const open = openStatusIds(statuses);
  const quickFilter = (label: string, styling: string, columnFilters: Record<string, string[]>, by = 'updatedAt', direction: 'ASC' | 'DESC' = 'DESC'): DefaultQuickFilter => ({
    label,
    styling,
    type: 'tickets',
    filter_config: { columnFilters, customFields: {} },
    order_config: { by, direction },
  });
  return [
    quickFilter('Open tickets', 'primary', { status: open }),
    quickFilter('Mijn open tickets', 'info', { operator: ['me'], status: open }),
    quickFilter('Niet toegewezen', 'danger', { operator: ['none'], status: open }, 'createdAt', 'ASC'),
    quickFilter('Wacht op reactie', 'warning', { status: ids(statuses.filter((status) => status.internal_type === WAITING_FOR_REPLY)) }),
    quickFilter('Gesloten', 'secondary', { status: ids(statuses.filter((status) => CLOSED_TYPES.has(status.internal_type))) }),
  ];
}
