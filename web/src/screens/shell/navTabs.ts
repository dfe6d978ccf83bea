import { nlNav } from '../../i18n/nl/nav';
import { nlPages } from '../../i18n/nl/pages';
import { nlResources } from '../../i18n/nl/resources';
import type { TabDefinition } from '../../lib/routeAccess';

export interface NavTab extends TabDefinition {
  label: string;
  path: string;
}

const r = nlResources;
const p = nlPages;

/** The main menu: each tab needs {name}.index, or its module (spec core §2, "Tab menu"). */
export const NAV_TABS: readonly NavTab[] = [
  { name: 'cockpit', label: nlNav.cockpit, path: '/cockpit', visible: true },
  { name: 'tickets', label: r.tickets.title, path: '/tickets' },
  { name: 'tasks', label: p.tasksTitle, path: '/tasks' },
  { name: 'planner', label: p.plannerTitle, path: '/planner' },
  { name: 'companies', label: r.companies.title, path: '/companies' },
  { name: 'clients', label: r.clients.title, path: '/clients' },
  { name: 'assets', label: r.assets.title, path: '/assets' },
  { name: 'contracts', label: r.contracts.title, path: '/contracts' },
  { name: 'deals', label: r.deals.title, path: '/deals' },
  { name: 'quotes', label: r.quotes.title, path: '/deals/quotes' },
  { name: 'projects', label: r.projects.title, path: '/projects' },
  { name: 'subscriptions', label: r.subscriptions.title, path: '/subscriptions' },
  { name: 'invoices', label: r.invoices.title, path: '/invoices', module: 'mod_invoicing' },
  { name: 'stats', label: p.statsTitle, path: '/stats' },
];

/** The 'Meer' menu: lists that are looked after rather than worked in every day. */
export const MORE_TABS: readonly NavTab[] = [
  { name: 'ticket-groups', label: r['ticket-groups'].title, path: '/tickets/groups' },
  { name: 'ticket-templates', label: r['ticket-templates'].title, path: '/tickets/templates' },
  { name: 'tickets', label: r['tickets-restore'].title, path: '/tickets/restore' },
  { name: 'project-phases', label: p.projectPhasesTitle, path: '/project-phases' },
  { name: 'subscription-lines', label: p.subscriptionLinesTitle, path: '/subscriptions/lines' },
  { name: 'quote-templates', label: r['quote-templates'].title, path: '/deals/quote-templates' },
  { name: 'cloud-distribution-subscriptions', label: p.cloudSubscriptionsTitle, path: '/cloud-subscriptions', module: 'mod_cloud_distribution' },
  { name: 'slas', label: r.slas.title, path: '/slas' },
  { name: 'stats', label: p.usedProductsStatsTitle, path: '/stats/used-products' },
  { name: 'stats', label: p.financeTitle, path: '/subscriptions/stats' },
  { name: 'exports', label: p.exportsTitle, path: '/exports' },
  { name: 'imports', label: p.importsTitle, path: '/imports' },
  { name: 'operators', label: r.operators.title, path: '/operators' },
  { name: 'roles', label: r.roles.title, path: '/roles' },
  { name: 'permissions', label: p.permissionsTitle, path: '/permissions' },
  { name: 'configs', label: p.settingsTitle, path: '/settings' },
  { name: 'mailboxes', label: r.mailboxes.title, path: '/mailboxes' },
  { name: 'activity-log', label: p.activityLogTitle, path: '/activity-log' },
];

/** What the New button creates per resource: label and create path. */
export const NEW_TARGETS: Readonly<Record<string, { label: string; path: string }>> = {
  tickets: { label: r.tickets.newLabel, path: '/tickets/create' },
  'ticket-templates': { label: r['ticket-templates'].newLabel, path: '/tickets/templates/create' },
  'ticket-groups': { label: r['ticket-groups'].newLabel, path: '/tickets/groups/create' },
  companies: { label: r.companies.newLabel, path: '/companies/create' },
  clients: { label: r.clients.newLabel, path: '/clients/create' },
  operators: { label: r.operators.newLabel, path: '/operators/create' },
  assets: { label: r.assets.newLabel, path: '/assets/create' },
  contracts: { label: r.contracts.newLabel, path: '/contracts/create' },
  deals: { label: r.deals.newLabel, path: '/deals/create' },
  'quote-templates': { label: r['quote-templates'].newLabel, path: '/deals/quote-templates/create' },
  projects: { label: r.projects.newLabel, path: '/projects/create' },
  subscriptions: { label: r.subscriptions.newLabel, path: '/subscriptions/create' },
  slas: { label: r.slas.newLabel, path: '/slas/create' },
  'business-hour-contracts': { label: r['business-hour-contracts'].newLabel, path: '/slas/opening-hours/create' },
  roles: { label: r.roles.newLabel, path: '/roles/create' },
  mailboxes: { label: r.mailboxes.newLabel, path: '/mailboxes/create' },
  imports: { label: nlPages.newImportTitle, path: '/imports/create' },
};
