import type { ListConfig, ListRowBase } from '../../components/list/types';
import { PLANNED_ROUTES } from '../../routes/routeTable';

/** A widget's record type as the list screen shows it: its columns, filters, query and address. */
export interface WidgetList {
  config: ListConfig<ListRowBase>;
  /** The list screen, for 'Naar de lijst'. */
  path: string;
}

type Loader = () => Promise<ListConfig<never>>;

/**
 * The list definitions a widget can show, by record type, each loaded when a widget of that type is
 * first drawn: a cockpit downloads the lists its widgets show, not all of them. The widget editor
 * loads all of them before it opens (editor/widgetSources.ts).
 */
const LOADERS: Record<string, Loader> = {
  tickets: () => import('../tickets/TicketList').then((module) => module.ticketList),
  tasks: () => import('../tasks/TaskList').then((module) => module.taskList),
  companies: () => import('../companies/CompanyList').then((module) => module.companyList),
  clients: () => import('../clients/ClientList').then((module) => module.clientList),
  assets: () => import('../assets/AssetList').then((module) => module.assetList),
  contracts: () => import('../contracts/ContractList').then((module) => module.contractList),
  deals: () => import('../deals/DealList').then((module) => module.dealList),
  quotes: () => import('../quotes/QuoteList').then((module) => module.quoteList),
  projects: () => import('../projects/ProjectList').then((module) => module.projectList),
  'project-phases': () => import('../project-phases/ProjectPhaseList').then((module) => module.projectPhaseList),
  subscriptions: () => import('../subscriptions/SubscriptionList').then((module) => module.subscriptionList),
  'subscription-lines': () => import('../subscription-lines/SubscriptionLineList').then((module) => module.subscriptionLineList),
  'cloud-distribution-subscriptions': () => import('../cloud-subscriptions/CloudSubscriptionList').then((module) => module.cloudSubscriptionList),
  invoices: () => import('../invoices/InvoiceList').then((module) => module.invoiceList),
  'ticket-groups': () => import('../ticket-groups/TicketGroupList').then((module) => module.ticketGroupList),
  operators: () => import('../operators/OperatorList').then((module) => module.operatorList),
  slas: () => import('../slas/SlaList').then((module) => module.slaList),
};

/** The record types a widget can show, in the order the widget editor offers them. */
export const WIDGET_LIST_TYPES: readonly string[] = Object.keys(LOADERS);

/** Whether a widget can show records of this type. */
export function isWidgetListType(type: string | null | undefined): type is string {
  return Boolean(type && Object.hasOwn(LOADERS, type));
}

const lists = new Map<string, Promise<WidgetList>>();

/** The list of a widget's type, loading once per type; for React's `use`. */
export function widgetList(type: string): Promise<WidgetList> {
  let list = lists.get(type);
  if (!list) {
    const load = LOADERS[type];
    if (!load) throw new Error(`No widget list for ${type}`);
    list = load().then((source) => {
      const config = source as ListConfig<ListRowBase>;
      const route = PLANNED_ROUTES.find((entry) => entry.name === config.routeName);
      return { config, path: `/${route?.path ?? config.type}` };
    });
    // A failed load (a new release replaced the files) is tried again the next time.
    list.catch(() => lists.delete(type));
    lists.set(type, list);
  }
  return list;
}
