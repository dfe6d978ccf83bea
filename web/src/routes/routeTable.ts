import { nlPages } from '../i18n/nl/pages';
import { nlResources } from '../i18n/nl/resources';

export interface PlannedRoute {
  /** Path below the shell, without the leading slash. */
  path: string;
  /** Route name the guard checks against the user's permissions. */
  name: string;
  title: string;
}

const r = nlResources;
const p = nlPages;

function crud(base: string, resource: keyof typeof r, name: string = resource): PlannedRoute[] {
  const texts = r[resource];
  return [
    { path: base, name: `${name}.index`, title: texts.title },
    { path: `${base}/create`, name: `${name}.store`, title: texts.newLabel },
    { path: `${base}/:id`, name: `${name}.show`, title: texts.singular },
  ];
}

/**
 * Every authenticated route of the specification (core §2, back-office §2) with its route name.
 * Screens not built yet show 'Dit scherm volgt binnenkort.'.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  ...crud('assets', 'assets'),
  ...crud('clients', 'clients'),
  ...crud('companies', 'companies'),
  ...crud('deals', 'deals'),
  { path: 'deals/quotes', name: 'quotes.index', title: r.quotes.title },
  { path: 'deals/quotes/:id', name: 'quotes.show', title: r.quotes.singular },
  ...crud('deals/quote-templates', 'quote-templates'),
  { path: 'exports', name: 'exports.index', title: p.exportsTitle },
  { path: 'imports', name: 'imports.index', title: p.importsTitle },
  { path: 'imports/create', name: 'imports.store', title: p.newImportTitle },
  { path: 'invoices', name: 'invoices.index', title: r.invoices.title },
  { path: 'invoices/open', name: 'time-registrations.index', title: p.timeLinesTitle },
  { path: 'invoices/create', name: 'invoices.store', title: r.invoices.newLabel },
  { path: 'invoices/:id', name: 'invoices.show', title: r.invoices.singular },
  ...crud('projects', 'projects'),
  { path: 'project-phases', name: 'project-phases.index', title: p.projectPhasesTitle },
  { path: 'project-phases/:id', name: 'project-phases.show', title: p.projectPhaseTitle },
  { path: 'subscriptions', name: 'subscriptions.index', title: r.subscriptions.title },
  { path: 'subscriptions/lines', name: 'subscription-lines.index', title: p.subscriptionLinesTitle },
  { path: 'subscriptions/lines/:id', name: 'subscription-lines.show', title: p.subscriptionLineTitle },
  { path: 'subscriptions/create', name: 'subscriptions.store', title: r.subscriptions.newLabel },
  { path: 'subscriptions/stats', name: 'stats.index', title: p.financeTitle },
  { path: 'subscriptions/:id', name: 'subscriptions.show', title: r.subscriptions.singular },
  { path: 'cloud-subscriptions', name: 'cloud-distribution-subscriptions.index', title: p.cloudSubscriptionsTitle },
  ...crud('roles', 'roles'),
  ...crud('mailboxes', 'mailboxes'),
  { path: 'permissions', name: 'permissions.index', title: p.permissionsTitle },
  { path: 'activity-log', name: 'activity-log.index', title: p.activityLogTitle },
  ...crud('contracts', 'contracts'),
  { path: 'contract-periods/:id', name: 'contracts.show', title: p.contractPeriodTitle },
  { path: 'tasks', name: 'tasks.index', title: p.tasksTitle },
  { path: 'tickets', name: 'tickets.index', title: r.tickets.title },
  ...crud('tickets/templates', 'ticket-templates'),
  ...crud('tickets/groups', 'ticket-groups'),
  { path: 'tickets/create', name: 'tickets.store', title: r.tickets.newLabel },
  { path: 'tickets/restore', name: 'tickets.restore', title: r['tickets-restore'].title },
  { path: 'tickets/:id', name: 'tickets.show', title: r.tickets.singular },
  ...crud('slas', 'slas'),
  ...crud('operators', 'operators'),
  { path: 'planner', name: 'planner.index', title: p.plannerTitle },
  { path: 'settings', name: 'configs.index', title: p.settingsTitle },
  { path: 'stats', name: 'stats.index', title: p.statsTitle },
  { path: 'stats/time-registrations', name: 'stats.index', title: p.timeRegistrationsStatsTitle },
  { path: 'stats/used-products', name: 'stats.index', title: p.usedProductsStatsTitle },
  { path: 'stats/registered-time', name: 'stats.index', title: p.registeredTimeStatsTitle },
  { path: 'phone/:phone', name: 'tickets.store', title: p.phoneTitle },
];
