import type { ListConfig, ListRowBase } from '../../components/list/types';
import { PLANNED_ROUTES } from '../../routes/routeTable';
import { activityLogList } from '../activity-log/ActivityLogList';
import { assetList } from '../assets/AssetList';
import { clientList } from '../clients/ClientList';
import { cloudSubscriptionList } from '../cloud-subscriptions/CloudSubscriptionList';
import { companyList } from '../companies/CompanyList';
import { contractList } from '../contracts/ContractList';
import { dealList } from '../deals/DealList';
import { exportList } from '../exports/ExportList';
import { importList } from '../imports/ImportList';
import { invoiceList } from '../invoices/InvoiceList';
import { openTimeLineList } from '../invoices/open/OpenTimeLineList';
import { operatorList } from '../operators/OperatorList';
import { projectPhaseList } from '../project-phases/ProjectPhaseList';
import { projectList } from '../projects/ProjectList';
import { quoteTemplateList } from '../quote-templates/QuoteTemplateList';
import { quoteList } from '../quotes/QuoteList';
import { roleList } from '../roles/RoleList';
import { slaList } from '../slas/SlaList';
import { subscriptionLineList } from '../subscription-lines/SubscriptionLineList';
import { subscriptionList } from '../subscriptions/SubscriptionList';
import { taskList } from '../tasks/TaskList';
import { ticketGroupList } from '../ticket-groups/TicketGroupList';
import { ticketTemplateList } from '../ticket-templates/TicketTemplateList';
import { ticketList } from '../tickets/TicketList';

/** A widget's record type as the list screen shows it: its columns, filters, query and address. */
export interface WidgetList {
  config: ListConfig<ListRowBase>;
  /** The list screen, for 'naar de lijst'. */
  path: string;
}

const configs = [
  ticketList,
  taskList,
  companyList,
  clientList,
  assetList,
  contractList,
  dealList,
  quoteList,
  quoteTemplateList,
  projectList,
  projectPhaseList,
  invoiceList,
  openTimeLineList,
  subscriptionList,
  subscriptionLineList,
  cloudSubscriptionList,
  ticketGroupList,
  ticketTemplateList,
  slaList,
  operatorList,
  roleList,
  exportList,
  importList,
  activityLogList,
] as unknown as ListConfig<ListRowBase>[];

const lists = new Map<string, WidgetList>(
  configs.map((config) => {
    const route = PLANNED_ROUTES.find((entry) => entry.name === config.routeName);
    return [config.type, { config, path: `/${route?.path ?? config.type}` }];
  }),
);

/** The list a quick filter of this type belongs to; undefined for types without a list screen. */
export function widgetList(type: string | null | undefined): WidgetList | undefined {
  return type ? lists.get(type) : undefined;
}
