import { relatedList } from '../../components/record/RelatedList';
import type { RecordBase, RecordTab } from '../../components/record/types';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { assetList } from '../assets/AssetList';
import { clientList } from '../clients/ClientList';
import { contractList } from '../contracts/ContractList';
import { dealList } from '../deals/DealList';
import { invoiceList } from '../invoices/InvoiceList';
import { projectList } from '../projects/ProjectList';
import { slaList } from '../slas/SlaList';
import { subscriptionList } from '../subscriptions/SubscriptionList';
import { ticketGroupList } from '../ticket-groups/TicketGroupList';
import { ticketList } from '../tickets/TicketList';
import { companyLicenceList } from './CompanyLicenceList';

const t = nlRecordTabs;
const byCompany = (record: RecordBase) => [{ field: 'companyId', value: record.databaseId }];
const ofCompanies = (record: RecordBase) => [{ field: 'companies.id', value: record.databaseId }];
const companyId = (record: RecordBase) => ({ company_id: record.databaseId });
const companies = (record: RecordBase) => ({ companies: [record.databaseId] });

/**
 * Company detail (spec back-office §2): every tab lists the company's records and its New button
 * prefills the company; page sizes as spec §7 lists them for the company tabs.
 */
export const companyTabs: readonly RecordTab<RecordBase>[] = [
  {
    id: 'tickets',
    name: 'tickets',
    label: t.tickets,
    render: relatedList({
      list: ticketList,
      filter: byCompany,
      columns: ['reference', 'description', 'status', 'priority', 'client', 'operator', 'updatedAt'],
      perPage: 20,
      order: { field: 'updatedAt', direction: 'DESC' },
      prefill: companyId,
    }),
  },
  {
    id: 'projects',
    name: 'projects',
    label: t.projects,
    render: relatedList({ list: projectList, filter: byCompany, columns: ['name', 'client', 'totalExcl', 'updatedAt'], perPage: 100, prefill: companyId }),
  },
  {
    id: 'deals',
    name: 'deals',
    label: t.deals,
    render: relatedList({
      list: dealList,
      filter: byCompany,
      columns: ['description', 'stage', 'statusId', 'client', 'operator', 'updatedAt'],
      perPage: 20,
      order: { field: 'updatedAt', direction: 'DESC' },
      prefill: companyId,
    }),
  },
  {
    id: 'clients',
    name: 'clients',
    label: t.clients,
    render: relatedList({ list: clientList, filter: ofCompanies, columns: ['name', 'email', 'telephone', 'telephoneCell', 'hasLogin'], prefill: companies }),
  },
  {
    id: 'subscriptions',
    name: 'subscriptions',
    label: t.subscriptions,
    render: relatedList({
      list: subscriptionList,
      filter: byCompany,
      columns: ['description', 'period', 'nextBillingDate', 'terminationDate', 'total', 'mrr'],
      perPage: 100,
      prefill: companyId,
    }),
  },
  {
    id: 'assets',
    name: 'assets',
    label: t.assets,
    render: relatedList({ list: assetList, filter: byCompany, columns: ['name', 'trackingNumber', 'serialNumber', 'status', 'client', 'warrantyUntil'], perPage: 100, prefill: companyId }),
  },
  {
    id: 'contracts',
    name: 'contracts',
    label: t.contracts,
    render: relatedList({ list: contractList, filter: ofCompanies, columns: ['name', 'service', 'period', 'client', 'startDate', 'endDate'], perPage: 100, prefill: companies }),
  },
  {
    id: 'slas',
    name: 'slas',
    label: t.slas,
    render: relatedList({ list: slaList, filter: ofCompanies, columns: ['name', 'client', 'operator', 'updatedAt'], perPage: 100, prefill: companies }),
  },
  {
    id: 'ticket-groups',
    name: 'ticket-groups',
    label: t.ticketGroups,
    render: relatedList({ list: ticketGroupList, filter: byCompany, columns: ['name', 'client', 'operator', 'budgetTime', 'usedTime', 'remainingTime'], perPage: 100, prefill: companyId }),
  },
  {
    id: 'licences',
    name: 'cloud-distribution-subscriptions',
    module: 'mod_cloud_distribution',
    label: t.licences,
    render: relatedList({ list: companyLicenceList, filter: byCompany, perPage: 20 }),
  },
  {
    id: 'invoices',
    name: 'invoices',
    module: 'mod_invoicing',
    label: t.invoices,
    render: relatedList({
      list: invoiceList,
      filter: byCompany,
      columns: ['subject', { id: 'total', header: t.totalExclVat }, 'createdAt', 'updatedAt', { id: 'exportedAt', header: t.exported }],
      perPage: 100,
      order: { field: 'updatedAt', direction: 'DESC' },
      emptyText: t.noInvoices,
      prefill: companyId,
    }),
  },
];
