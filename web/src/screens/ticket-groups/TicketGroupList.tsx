import { graphql } from 'react-relay/hooks';
import type { TicketGroupList_query$data } from '../../__generated__/TicketGroupList_query.graphql';
import { linkCell, minutesCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup } from '../lookups/lookups';
import { listOptions } from '../lookups/referenceLists';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { nlTicketWork } from '../../i18n/nl/ticketWork';

const fragment = graphql`
  fragment TicketGroupList_query on Query
  @refetchable(queryName: "TicketGroupListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: ticketGroups(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          budgetTime
          usedTime
          remainingTime
          company {
            label
            name
          }
          client {
            label
            fullName
          }
          operator {
            label
            fullName
          }
          archivedAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<TicketGroupList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const ticketGroupPath = (row: { databaseId: number }) => `/tickets/groups/${row.databaseId}`;

export const ticketGroupList: ListConfig<Row> = {
  type: 'ticket-groups',
  routeName: 'ticket-groups.index',
  texts: nlResources['ticket-groups'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: ticketGroupPath,
  createPath: '/tickets/groups/create',
  rowTestId: 'ticket-groups-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, ticketGroupPath(row)) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'client', header: f.client, nowrap: true, hidden: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'operator', header: f.operator, nowrap: true, hidden: true, filter: { kind: 'select', field: 'operatorId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') }, cell: (row) => textCell(row.operator?.label ?? row.operator?.fullName, TRUNCATE.operatorName) },
    { id: 'budgetTime', header: nlTicketWork.budget.budgeted, sortField: 'budgetTime', cell: (row) => minutesCell(row.budgetTime) },
    { id: 'usedTime', header: f.usedTime, sortField: 'usedTime', cell: (row) => minutesCell(row.usedTime) },
    { id: 'remainingTime', header: f.remainingTime, sortField: 'remainingTime', cell: (row) => minutesCell(row.remainingTime, true) },
    { id: 'archivedAt', header: f.archivedAt, sortField: 'archivedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'archivedAt' }, cell: (row) => relativeCell(row.archivedAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
