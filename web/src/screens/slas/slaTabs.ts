import { relatedList } from '../../components/record/RelatedList';
import type { RecordBase, RecordTab } from '../../components/record/types';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { ticketList } from '../tickets/TicketList';

/** SLA detail (spec back-office §2): the SLA's tickets, 10 per page, newest change first; New prefills the SLA. */
export const slaTabs: readonly RecordTab<RecordBase>[] = [
  {
    id: 'tickets',
    name: 'tickets',
    label: nlRecordTabs.tickets,
    render: relatedList({
      list: ticketList,
      filter: (record) => [{ field: 'slaId', value: record.databaseId }],
      columns: ['reference', 'description', 'status', 'priority', 'slaStatus'],
      perPage: 10,
      order: { field: 'updatedAt', direction: 'DESC' },
      prefill: (record) => ({ sla_id: record.databaseId }),
    }),
  },
];
