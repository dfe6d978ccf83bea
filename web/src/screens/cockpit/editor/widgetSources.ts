import type { ListConfig } from '../../../components/list/types';
import { assetList } from '../../assets/AssetList';
import { clientList } from '../../clients/ClientList';
import { cloudSubscriptionList } from '../../cloud-subscriptions/CloudSubscriptionList';
import { companyList } from '../../companies/CompanyList';
import { contractList } from '../../contracts/ContractList';
import { dealList } from '../../deals/DealList';
import { invoiceList } from '../../invoices/InvoiceList';
import { operatorList } from '../../operators/OperatorList';
import { projectPhaseList } from '../../project-phases/ProjectPhaseList';
import { projectList } from '../../projects/ProjectList';
import { quoteList } from '../../quotes/QuoteList';
import { slaList } from '../../slas/SlaList';
import { subscriptionLineList } from '../../subscription-lines/SubscriptionLineList';
import { subscriptionList } from '../../subscriptions/SubscriptionList';
import { taskList } from '../../tasks/TaskList';
import { ticketGroupList } from '../../ticket-groups/TicketGroupList';
import { ticketList } from '../../tickets/TicketList';

/**
 * The lists a widget can show (its source), with the list screen's own column definitions, so a
 * widget's columns and filters are those of the list.
 */
export const WIDGET_SOURCES: readonly ListConfig<never>[] = [
  ticketList,
  taskList,
  companyList,
  clientList,
  assetList,
  contractList,
  dealList,
  quoteList,
  projectList,
  projectPhaseList,
  subscriptionList,
  subscriptionLineList,
  cloudSubscriptionList,
  invoiceList,
  ticketGroupList,
  operatorList,
  slaList,
];

export function widgetSource(type: string | null | undefined): ListConfig<never> | undefined {
  return WIDGET_SOURCES.find((source) => source.type === type);
}

/** The sources whose list the viewer may see ({type}.index). */
export function availableSources(permissions: ReadonlySet<string>): ListConfig<never>[] {
  return WIDGET_SOURCES.filter((source) => permissions.has(`${source.type}.index`));
}
