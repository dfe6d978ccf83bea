import { Link, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { OpenTimeLineList_query$data } from '../../../__generated__/OpenTimeLineList_query.graphql';
import { linkCell, minutesCell, textCell } from '../../../components/list/cells';
import type { ListConfig } from '../../../components/list/types';
import { nlPages } from '../../../i18n/nl/pages';
import { nlTimeLines } from '../../../i18n/nl/timeLines';
import { nlValues } from '../../../i18n/nl/values';
import { formatDateTime } from '../../../lib/dates';
import { interpolate } from '../../../lib/interpolate';
import { truncate, TRUNCATE } from '../../../lib/truncate';
import { activityLookup, companyLookup } from '../../lookups/lookups';
import { listOptions } from '../../lookups/referenceLists';
import { deinvoiceTimeLines, invoiceTimeLines } from './timeLineInvoicing';

const fragment = graphql`
  fragment OpenTimeLineList_query on Query
  @refetchable(queryName: "OpenTimeLineListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
  ) {
    list: openTimeRegistrations(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy) {
      totalCount
      edges {
        node {
          id
          databaseId
          executedAt
          description
          timeSpent
          timeSpentRounded
          invoiceId
          invoice {
            id
            invoiceCode
          }
          ticket {
            databaseId
            label
          }
          company {
            label
            name
          }
          actor {
            fullName
          }
          activity {
            name
          }
        }
      }
    }
  }
`;

type Row = NonNullable<OpenTimeLineList_query$data['list']>['edges'][number]['node'];

const t = nlTimeLines;
const ticketPath = (row: Row) => (row.ticket ? `/tickets/${row.ticket.databaseId}` : null);

function invoiceCell(row: Row) {
  if (row.invoiceId === null || row.invoiceId === undefined) {
    return (
      <Text as="span" color="fg.muted" data-testid="time-line-invoice">
        {nlValues.none}
      </Text>
    );
  }
  return (
    <Link asChild variant="underline" data-testid="time-line-invoice">
      <RouterLink to={`/invoices/${row.invoiceId}`}>{row.invoice?.invoiceCode ?? interpolate(t.conceptInvoice, { id: row.invoiceId })}</RouterLink>
    </Link>
  );
}

/**
 * /invoices/open (Tijdregels): billable time lines not yet on an exported invoice, to put on their
 * company's concept invoice or take off it in bulk. The REST service decides which lines qualify.
 */
export const openTimeLineList: ListConfig<Row> = {
  type: 'time-registrations',
  routeName: 'time-registrations.index',
  texts: { title: nlPages.timeLinesTitle, plural: t.plural, singular: t.singular, newLabel: '' },
  fragment,
  defaultOrder: { field: 'executedAt', direction: 'DESC' },
  rowPath: ticketPath,
  newButton: false,
  // Quick filters and exports are about all time registrations, not only the open ones.
  presets: false,
  exportable: false,
  groupActions: [invoiceTimeLines, deinvoiceTimeLines],
  rowTestId: 'time-line-row',
  columns: [
    { id: 'executedAt', header: t.date, sortField: 'executedAt', firstDirection: 'DESC', nowrap: true, mobile: 'badge', filter: { kind: 'date', field: 'executedAt' }, cell: (row) => textCell(row.executedAt ? formatDateTime(row.executedAt).slice(0, 16) : null) },
    { id: 'ticket', header: t.ticket, mobile: 'title', cell: (row) => linkCell(row.ticket?.label ? truncate(row.ticket.label, 28) : null, ticketPath(row)) },
    {
      id: 'company',
      header: t.company,
      filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search } },
      cell: (row) => textCell(row.company?.label ?? row.company?.name, 24),
    },
    {
      id: 'operator',
      header: t.operator,
      nowrap: true,
      filter: { kind: 'select', field: 'actorId', me: 'viewer', options: (viewer) => listOptions(viewer, 'operators', 'full_name') },
      cell: (row) => textCell(row.actor?.fullName, TRUNCATE.operatorName),
    },
    { id: 'activity', header: t.activity, nowrap: true, filter: { kind: 'select', field: 'activityId', catalog: { query: activityLookup.search } }, cell: (row) => textCell(row.activity?.name) },
    { id: 'description', header: t.description, sortField: 'description', filter: { kind: 'text', field: 'description' }, cell: (row) => textCell(row.description, 32) },
    { id: 'timeSpent', header: t.time, sortField: 'timeSpent', nowrap: true, cell: (row) => minutesCell(row.timeSpent) },
    { id: 'timeSpentRounded', header: t.rounded, nowrap: true, cell: (row) => minutesCell(row.timeSpentRounded) },
    { id: 'invoice', header: t.invoice, sortField: 'invoiceId', nowrap: true, cell: invoiceCell },
  ],
};
