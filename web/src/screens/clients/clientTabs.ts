import { dateCell, textCell } from '../../components/list/cells';
import { relatedList } from '../../components/record/RelatedList';
import type { RecordBase, RecordTab } from '../../components/record/types';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { assetList } from '../assets/AssetList';
import { contractList } from '../contracts/ContractList';
import { ticketGroupList } from '../ticket-groups/TicketGroupList';
import { ticketList } from '../tickets/TicketList';

const t = nlRecordTabs;
const byClient = (record: RecordBase) => [{ field: 'clientId', value: record.databaseId }];
const clientId = (record: RecordBase) => ({ client_id: record.databaseId });

/** Contact detail (spec back-office §2): Tickets, Assets, Contracten and Ticketgroepen of the contact. */
export const clientTabs: readonly RecordTab<RecordBase>[] = [
  {
    id: 'tickets',
    name: 'tickets',
    label: t.tickets,
    render: relatedList({
      list: ticketList,
      filter: byClient,
      columns: ['reference', 'description', 'status', 'priority', 'company', 'operator', 'updatedAt'],
      order: { field: 'updatedAt', direction: 'DESC' },
      prefill: clientId,
    }),
  },
  {
    id: 'assets',
    name: 'assets',
    label: t.assets,
    render: relatedList({ list: assetList, filter: byClient, columns: ['name', 'trackingNumber', 'serialNumber', 'status', 'company'], prefill: clientId }),
  },
  {
    id: 'contracts',
    name: 'contracts',
    label: t.contracts,
    render: relatedList({
      list: contractList,
      filter: byClient,
      columns: [
        'name',
        { id: 'service', cell: (row) => textCell(row.service?.label ?? row.service?.name ?? t.none) },
        'period',
        'startDate',
        { id: 'endDate', cell: (row) => (row.endDate ? dateCell(row.endDate) : t.none) },
      ],
      emptyText: t.none,
      prefill: clientId,
    }),
  },
  {
    id: 'ticket-groups',
    name: 'ticket-groups',
    label: t.ticketGroups,
    render: relatedList({ list: ticketGroupList, filter: byClient, columns: ['name', 'company'], prefill: clientId }),
  },
];
