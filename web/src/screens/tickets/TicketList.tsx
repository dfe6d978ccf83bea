import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { TicketList_query$data } from '../../__generated__/TicketList_query.graphql';
import { SearchSnippet } from '../../components/SearchSnippet';
import { linkCell, minutesCell, NoneCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { nlSla } from '../../i18n/nl/sla';
import type { ColumnFilters } from '../../lib/filters';
import { badgePalette, badgeVariant, statusPalette } from '../../lib/badgeColor';
import { openStatusIds } from '../../lib/ticketStatuses';
import { TRUNCATE } from '../../lib/truncate';
import { categoryLookup, clientLookup, companyLookup, ticketGroupLookup, ticketSourceLookup, ticketTypeLookup } from '../lookups/lookups';
import { listOptions } from '../lookups/referenceLists';
import { DueBadge, SlaCell } from '../slas/SlaCountdown';
import { archiveTickets, assignOperator, closeTickets, duplicateTickets, mergeTickets, restoreDeletedTickets } from './ticketGroupActions';

const fragment = graphql`
  fragment TicketList_query on Query
  @refetchable(queryName: "TicketListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: tickets(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          reference
          description
          searchSnippet
          lineType
          statusChangedAt
          scheduledAt
          resolvedAt
          slaStatus
          firstResponseExpiresAt
          firstRespondedAt
          resolvedExpiresAt
          timeRegistrationsSum
          unfinishedTasksCount
          ticketGroup {
            label
            name
          }
          ticketType {
            label
            name
          }
          ticketSource {
            label
            name
          }
          categories {
            label
            title
          }
          updatedAt
          createdAt
          deletedAt
          status {
            name
            internalType
          }
          priority {
            label
            style
          }
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
        }
      }
    }
  }
`;

type Row = NonNullable<TicketList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
const sla = nlSla;
export const ticketPath = (row: { databaseId: number }) => `/tickets/${row.databaseId}`;

const columns: ListConfig<Row>['columns'] = [
  {
    id: 'reference',
    header: f.reference,
    sortField: 'reference',
    firstDirection: 'DESC',
    width: '7rem',
    mobile: 'badge',
    filter: { kind: 'text', field: 'reference' },
    cell: (row) => (
      <Badge asChild colorPalette="blue" variant="subtle" size="md" fontVariantNumeric="tabular-nums">
        <RouterLink to={ticketPath(row)}>{row.reference}</RouterLink>
      </Badge>
    ),
  },
  {
    id: 'description',
    header: f.description,
    sortField: 'description',
    mobile: 'title',
    filter: { kind: 'text', field: 'description' },
    cell: (row) => (
      <>
        {linkCell(row.description, ticketPath(row))}
        {row.searchSnippet && <SearchSnippet snippet={row.searchSnippet} mt="0.5" />}
      </>
    ),
  },
  {
    id: 'status',
    header: f.status,
    mobile: 'badge',
    sortField: 'statusId',
    filter: { kind: 'select', field: 'statusId', options: (viewer) => listOptions(viewer, 'ticketStatuses', 'name') },
    cell: (row) =>
      row.status ? (
        <Badge colorPalette={statusPalette(row.status.internalType)} variant="surface">
          {row.status.name}
        </Badge>
      ) : (
        <NoneCell />
      ),
  },
  {
    id: 'priority',
    header: f.priority,
    mobile: 'badge',
    sortField: 'priorityId',
    filter: { kind: 'select', field: 'priorityId', allowNone: true, options: (viewer) => listOptions(viewer, 'priorities', 'label') },
    cell: (row) =>
      row.priority ? (
        <Badge colorPalette={badgePalette(row.priority.style)} variant={badgeVariant(row.priority.style)}>
          {row.priority.label}
        </Badge>
      ) : (
        <NoneCell />
      ),
  },
  {
    id: 'lineType',
    header: f.lineType,
    hidden: true,
    sortField: 'lineType',
    filter: { kind: 'select', field: 'lineType', me: 'line', options: Object.entries(nlOptions.lineType).map(([value, label]) => ({ value, label })) },
    cell: (row) => optionCell(row.lineType, nlOptions.lineType),
  },
  {
    id: 'company',
    header: f.company,
    sortField: 'company.name',
    nowrap: true,
    filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true },
    cell: (row) => textCell(row.company?.label ?? row.company?.name),
  },
  {
    id: 'client',
    header: f.client,
    sortField: 'client.fullName',
    nowrap: true,
    filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true },
    cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName),
  },
  {
    id: 'operator',
    header: f.operator,
    sortField: 'operator.fullName',
    nowrap: true,
    filter: { kind: 'select', field: 'operatorId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') },
    cell: (row) => textCell(row.operator?.label ?? row.operator?.fullName, TRUNCATE.operatorName),
  },
  {
    id: 'categories',
    header: f.categories,
    hidden: true,
    nowrap: true,
    filter: { kind: 'select', field: 'categories.id', me: 'categories', catalog: { query: categoryLookup.search }, allowNone: true },
    cell: (row) => textCell(row.categories.map((c) => c.label ?? c.title).join(', ')),
  },
  {
    id: 'ticketGroup',
    header: f.ticketGroup,
    hidden: true,
    nowrap: true,
    filter: { kind: 'select', field: 'ticketGroupId', search: { query: ticketGroupLookup.search }, allowNone: true },
    cell: (row) => textCell(row.ticketGroup?.label ?? row.ticketGroup?.name),
  },
  {
    id: 'ticketType',
    header: f.ticketType,
    hidden: true,
    filter: { kind: 'select', field: 'ticketTypeId', catalog: { query: ticketTypeLookup.search }, allowNone: true },
    cell: (row) => textCell(row.ticketType?.label ?? row.ticketType?.name),
  },
  {
    id: 'ticketSource',
    header: f.ticketSource,
    hidden: true,
    filter: { kind: 'select', field: 'ticketSourceId', catalog: { query: ticketSourceLookup.search }, allowNone: true },
    cell: (row) => textCell(row.ticketSource?.label ?? row.ticketSource?.name),
  },
  {
    id: 'statusChangedAt',
    header: f.statusChangedAt,
    hidden: true,
    sortField: 'statusChangedAt',
    nowrap: true,
    filter: { kind: 'statusUnchanged', field: 'statusChangedAt' },
    cell: (row) => relativeCell(row.statusChangedAt),
  },
  {
    id: 'scheduledAt',
    header: f.scheduledAt,
    hidden: true,
    sortField: 'scheduledAt',
    nowrap: true,
    filter: { kind: 'date', field: 'scheduledAt' },
    cell: (row) => relativeCell(row.scheduledAt),
  },
  {
    id: 'timeRegistrationsSum',
    header: f.timeRegistrationsSum,
    hidden: true,
    sortField: 'timeRegistrationsSum',
    cell: (row) => minutesCell(row.timeRegistrationsSum),
  },
  {
    id: 'unfinishedTasksCount',
    header: f.unfinishedTasksCount,
    hidden: true,
    sortField: 'unfinishedTasksCount',
    filter: { kind: 'number', field: 'unfinishedTasksCount' },
    cell: (row) => textCell(row.unfinishedTasksCount),
  },
  {
    id: 'resolvedAt',
    header: f.resolvedAt,
    hidden: true,
    sortField: 'resolvedAt',
    nowrap: true,
    filter: { kind: 'date', field: 'resolvedAt' },
    cell: (row) => relativeCell(row.resolvedAt),
  },
  {
    id: 'slaStatus',
    header: sla.columns.slaStatus,
    hidden: true,
    sortField: 'slaStatus',
    nowrap: true,
    filter: { kind: 'select', field: 'slaStatus', options: Object.entries(sla.states).map(([value, label]) => ({ value, label })) },
    cell: (row) => <SlaCell row={row} />,
  },
  {
    id: 'firstResponseExpiresAt',
    header: sla.columns.firstResponseExpiresAt,
    hidden: true,
    sortField: 'firstResponseExpiresAt',
    nowrap: true,
    filter: { kind: 'date', field: 'firstResponseExpiresAt' },
    cell: (row) => (row.firstResponseExpiresAt && !row.firstRespondedAt ? <DueBadge dueAt={row.firstResponseExpiresAt} /> : relativeCell(row.firstResponseExpiresAt)),
  },
  {
    id: 'resolvedExpiresAt',
    header: sla.columns.resolvedExpiresAt,
    hidden: true,
    sortField: 'resolvedExpiresAt',
    nowrap: true,
    filter: { kind: 'date', field: 'resolvedExpiresAt' },
    cell: (row) => (row.resolvedExpiresAt && !row.resolvedAt ? <DueBadge dueAt={row.resolvedExpiresAt} /> : relativeCell(row.resolvedExpiresAt)),
  },
  {
    id: 'updatedAt',
    header: f.updatedAt,
    sortField: 'updatedAt',
    firstDirection: 'DESC',
    nowrap: true,
    filter: { kind: 'date', field: 'updatedAt' },
    cell: (row) => relativeCell(row.updatedAt),
  },
  {
    id: 'createdAt',
    header: f.createdAt,
    sortField: 'createdAt',
    firstDirection: 'DESC',
    hidden: true,
    nowrap: true,
    filter: { kind: 'date', field: 'createdAt' },
    cell: (row) => relativeCell(row.createdAt),
  },
];

export const ticketList: ListConfig<Row> = {
  type: 'tickets',
  routeName: 'tickets.index',
  texts: nlResources.tickets,
  fragment,
  columns,
  defaultOrder: { field: 'updatedAt', direction: 'DESC' },
  searchOrder: { field: 'relevance', direction: 'DESC' },
  rowPath: ticketPath,
  createPath: '/tickets/create',
  search: true,
  rowTestId: 'ticket-row',
  // Spec core §3: description, reference, status, company name, contact name, updated_at.
  mobileSorts: ['description', 'reference', 'status', 'company', 'client', 'updatedAt'],
  defaultFilters: (viewer): ColumnFilters => {
    const open = openStatusIds(viewer.lists.ticketStatuses ?? []);
    return open.length > 0 ? { status: open } : {};
  },
  groupActions: [closeTickets, archiveTickets, mergeTickets, assignOperator, duplicateTickets],
};

/** Deleted tickets (spec core §2: /tickets/restore, no preset buttons). */
export const deletedTicketList: ListConfig<Row> = {
  ...ticketList,
  routeName: 'tickets.restore',
  texts: nlResources['tickets-restore'],
  fixedVariables: { trashed: true },
  presets: false,
  defaultFilters: undefined,
  newButton: false,
  rowPath: () => null,
  columns: [
    ...columns.filter((c) => c.id !== 'updatedAt' && c.id !== 'createdAt').map((c) => (c.id === 'reference' || c.id === 'description' ? { ...c, cell: c.id === 'description' ? (row: Row) => textCell(row.description) : (row: Row) => <Badge colorPalette="gray">{row.reference}</Badge> } : c)),
    { id: 'deletedAt', header: f.deletedAt, sortField: 'deletedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'deletedAt' }, cell: (row) => relativeCell(row.deletedAt) },
  ],
  defaultOrder: { field: 'deletedAt', direction: 'DESC' },
  rowTestId: 'deleted-ticket-row',
  groupActions: [restoreDeletedTickets],
};
