import { createElement } from 'react';
import { relatedList } from '../../components/record/RelatedList';
import type { RecordBase, RecordTab } from '../../components/record/types';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlWeekOverview } from '../../i18n/nl/weekOverview';
import { contractList } from '../contracts/ContractList';
import { ticketGroupList } from '../ticket-groups/TicketGroupList';
import { ticketList } from '../tickets/TicketList';
import { WeeklyTimeOverview } from '../time/weekly/WeeklyTimeOverview';

const t = nlRecordTabs;
const byOperator = (record: RecordBase) => [{ field: 'operatorId', value: record.databaseId }];
const operatorId = (record: RecordBase) => ({ operator_id: record.databaseId });

/** Operator detail (spec back-office §2): Tickets (10 per page), Contracten, Ticketgroepen, and the week's time. */
export const operatorTabs: readonly RecordTab<RecordBase>[] = [
  {
    id: 'tickets',
    name: 'tickets',
    label: t.tickets,
    render: relatedList({
      list: ticketList,
      filter: byOperator,
      columns: ['reference', 'description', 'status', 'priority', 'company', 'client', 'updatedAt'],
      order: { field: 'updatedAt', direction: 'DESC' },
      prefill: operatorId,
    }),
  },
  {
    id: 'contracts',
    name: 'contracts',
    label: t.contracts,
    render: relatedList({ list: contractList, filter: byOperator, columns: ['name', 'period', 'companies', 'startDate', 'endDate'], prefill: operatorId }),
  },
  {
    id: 'ticket-groups',
    name: 'ticket-groups',
    label: t.ticketGroups,
    render: relatedList({ list: ticketGroupList, filter: byOperator, columns: ['name', 'company', 'client', 'remainingTime'], prefill: operatorId }),
  },
  {
    id: 'time',
    name: 'time-registrations',
    label: nlWeekOverview.tab,
    render: (record) => createElement(WeeklyTimeOverview, { userId: record.databaseId }),
  },
];
