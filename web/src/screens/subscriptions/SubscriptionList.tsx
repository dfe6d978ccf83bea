import { graphql } from 'react-relay/hooks';
import type { SubscriptionList_query$data } from '../../__generated__/SubscriptionList_query.graphql';
import { booleanCell, dateCell, linkCell, moneyCell, optionCell, textCell } from '../../components/list/cells';
import { companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment SubscriptionList_query on Query
  @refetchable(queryName: "SubscriptionListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: subscriptions(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          description
          period
          nextBillingDate
          terminationDate
          total
          mrr
          directDebit
          company {
            label
            name
          }
          archivedAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<SubscriptionList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const subscriptionPath = (row: { databaseId: number }) => `/subscriptions/${row.databaseId}`;

export const subscriptionList: ListConfig<Row> = {
  type: 'subscriptions',
  routeName: 'subscriptions.index',
  texts: nlResources['subscriptions'],
  fragment,
  defaultOrder: { field: 'description', direction: 'ASC' },
  rowPath: subscriptionPath,
  createPath: '/subscriptions/create',
  rowTestId: 'subscriptions-row',
  columns: [
    { id: 'description', header: f.description, sortField: 'description', mobile: 'title', filter: { kind: 'text', field: 'description' }, cell: (row) => linkCell(row.description ?? row.label, subscriptionPath(row)) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search } }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'period', header: f.period, sortField: 'period', filter: { kind: 'select', field: 'period', options: optionList(nlOptions.subscriptionPeriod) }, cell: (row) => optionCell(row.period, nlOptions.subscriptionPeriod) },
    { id: 'nextBillingDate', header: f.nextBillingDate, sortField: 'nextBillingDate', nowrap: true, filter: { kind: 'date', field: 'nextBillingDate', dateOnly: true }, cell: (row) => dateCell(row.nextBillingDate) },
    { id: 'terminationDate', header: f.terminationDate, sortField: 'terminationDate', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'terminationDate', dateOnly: true }, cell: (row) => dateCell(row.terminationDate) },
    { id: 'total', header: f.total, sortField: 'total', filter: { kind: 'number', field: 'total' }, cell: (row) => moneyCell(row.total) },
    { id: 'mrr', header: f.mrr, sortField: 'mrr', hidden: true, filter: { kind: 'number', field: 'mrr' }, cell: (row) => moneyCell(row.mrr) },
    { id: 'directDebit', header: f.directDebit, sortField: 'directDebit', hidden: true, filter: { kind: 'boolean', field: 'directDebit' }, cell: (row) => booleanCell(row.directDebit) },
  ],
};
