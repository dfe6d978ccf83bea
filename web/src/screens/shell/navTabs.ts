import { nl } from '../../i18n/nl';
import type { TabDefinition } from '../../lib/routeAccess';

export interface NavTab extends TabDefinition {
  label: string;
  path: string;
}

const r = nl.resources;

/** The main menu: each tab needs {name}.index, or its module (spec core §2, "Tab menu"). */
export const NAV_TABS: readonly NavTab[] = [
  { name: 'cockpit', label: nl.nav.cockpit, path: '/cockpit', visible: true },
  { name: 'tickets', label: r.tickets.title, path: '/tickets' },
  { name: 'companies', label: r.companies.title, path: '/companies' },
  { name: 'clients', label: r.clients.title, path: '/clients' },
  { name: 'assets', label: r.assets.title, path: '/assets' },
  { name: 'contracts', label: r.contracts.title, path: '/contracts' },
  { name: 'deals', label: r.deals.title, path: '/deals' },
  { name: 'projects', label: r.projects.title, path: '/projects' },
  { name: 'subscriptions', label: r.subscriptions.title, path: '/subscriptions' },
  { name: 'invoices', label: r.invoices.title, path: '/invoices', module: 'mod_invoicing' },
  { name: 'ticket-groups', label: r['ticket-groups'].title, path: '/tickets/groups' },
  { name: 'slas', label: r.slas.title, path: '/slas' },
  { name: 'operators', label: r.operators.title, path: '/operators' },
  { name: 'roles', label: r.roles.title, path: '/roles' },
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
  roles: { label: r.roles.newLabel, path: '/roles/create' },
  imports: { label: nl.pages.newImportTitle, path: '/imports/create' },
};
