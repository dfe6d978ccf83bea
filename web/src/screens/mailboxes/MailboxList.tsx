import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { MailboxList_query$data } from '../../__generated__/MailboxList_query.graphql';
import { booleanCell, linkCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlMailboxes } from '../../i18n/nl/mailboxes';
import { nlResources } from '../../i18n/nl/resources';
import { truncate } from '../../lib/truncate';
import { optionList } from '../lookups/referenceLists';

const fragment = graphql`
  fragment MailboxList_query on Query
  @refetchable(queryName: "MailboxListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: mailboxes(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          address
          protocol
          isActive
          lastCheckedAt
          lastError
        }
      }
    }
  }
`;

type Row = NonNullable<MailboxList_query$data['list']>['edges'][number]['node'];

const t = nlMailboxes;
/** A poller's error can be a long server answer; the cell shows its start, the tooltip all of it. */
const ERROR_CHARS = 60;
export const mailboxPath = (row: { databaseId: number }) => `/mailboxes/${row.databaseId}`;

function errorCell(error: string | null | undefined) {
  if (!error) return textCell(null);
  return (
    <Text as="span" color="fg.error" title={error}>
      {truncate(error, ERROR_CHARS)}
    </Text>
  );
}

export const mailboxList: ListConfig<Row> = {
  type: 'mailboxes',
  routeName: 'mailboxes.index',
  texts: nlResources.mailboxes,
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: mailboxPath,
  createPath: '/mailboxes/create',
  rowTestId: 'mailboxes-row',
  columns: [
    { id: 'name', header: t.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, mailboxPath(row)) },
    { id: 'address', header: t.address, sortField: 'address', filter: { kind: 'text', field: 'address' }, cell: (row) => textCell(row.address) },
    { id: 'protocol', header: t.protocol, sortField: 'protocol', mobile: 'badge', filter: { kind: 'select', field: 'protocol', options: optionList(t.protocols) }, cell: (row) => optionCell(row.protocol, t.protocols) },
    { id: 'isActive', header: t.isActive, sortField: 'isActive', nowrap: true, filter: { kind: 'boolean', field: 'isActive' }, cell: (row) => booleanCell(row.isActive) },
    { id: 'lastCheckedAt', header: t.lastCheckedAt, sortField: 'lastCheckedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'lastCheckedAt' }, cell: (row) => relativeCell(row.lastCheckedAt) },
    { id: 'lastError', header: t.lastError, exportField: 'lastError', cell: (row) => errorCell(row.lastError) },
  ],
};
