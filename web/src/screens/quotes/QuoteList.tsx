import { graphql } from 'react-relay/hooks';
import type { QuoteList_query$data } from '../../__generated__/QuoteList_query.graphql';
import { linkCell, moneyCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { optionList } from '../lookups/referenceLists';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment QuoteList_query on Query
  @refetchable(queryName: "QuoteListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: quotes(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          reference
          name
          statusId
          totalExcl
          sentAt
          deal {
            label
            description
          }
          archivedAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<QuoteList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const quotePath = (row: { databaseId: number }) => `/deals/quotes/${row.databaseId}`;

export const quoteList: ListConfig<Row> = {
  type: 'quotes',
  routeName: 'quotes.index',
  texts: nlResources['quotes'],
  fragment,
  defaultOrder: { field: 'updatedAt', direction: 'DESC' },
  rowPath: quotePath,
  newButton: false,
  rowTestId: 'quotes-row',
  columns: [
    { id: 'reference', header: f.referenceNumber, sortField: 'reference', mobile: 'badge', filter: { kind: 'text', field: 'reference' }, cell: (row) => textCell(row.reference) },
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, quotePath(row)) },
    { id: 'statusId', header: f.status, sortField: 'statusId', mobile: 'badge', filter: { kind: 'select', field: 'statusId', options: optionList(nlOptions.quoteStatus) }, cell: (row) => optionCell(row.statusId, nlOptions.quoteStatus) },
    { id: 'deal', header: f.deal, nowrap: true, cell: (row) => textCell(row.deal?.label ?? row.deal?.description) },
    { id: 'totalExcl', header: f.totalExcl, sortField: 'totalExcl', filter: { kind: 'number', field: 'totalExcl' }, cell: (row) => moneyCell(row.totalExcl) },
    { id: 'sentAt', header: f.sentAt, sortField: 'sentAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'sentAt' }, cell: (row) => relativeCell(row.sentAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
