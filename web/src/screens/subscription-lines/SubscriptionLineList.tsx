import { graphql } from 'react-relay/hooks';
import type { SubscriptionLineList_query$data } from '../../__generated__/SubscriptionLineList_query.graphql';
import { linkCell, moneyCell, relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { companyLookup } from '../lookups/lookups';
import { subscriptionLookup } from './subscriptionLookup';

const fragment = graphql`
  fragment SubscriptionLineList_query on Query
  @refetchable(queryName: "SubscriptionLineListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: subscriptionLines(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          quantity
          productCode
          description
          price
          total
          subscription {
            databaseId
            label
            description
            company {
              databaseId
              label
              name
            }
          }
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<SubscriptionLineList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
export const subscriptionLinePath = (row: { databaseId: number }) => `/subscriptions/lines/${row.databaseId}`;

export const subscriptionLineList: ListConfig<Row> = {
  type: 'subscription-lines',
  routeName: 'subscription-lines.index',
  // Lines are made inside a subscription: the New button makes a subscription (spec core §2, New button).
  texts: { ...nlResources['subscription-lines'], newLabel: nlResources.subscriptions.newLabel },
  createPath: '/subscriptions/create',
  createPermission: 'subscriptions.store',
  fragment,
  defaultOrder: { field: 'description', direction: 'ASC' },
  rowPath: subscriptionLinePath,
  rowTestId: 'subscription-lines-row',
  columns: [
    { id: 'quantity', header: f.lineQuantity, sortField: 'quantity', filter: { kind: 'number', field: 'quantity' }, cell: (row) => textCell(row.quantity === null || row.quantity === undefined ? null : quantityFormat.format(row.quantity)) },
    { id: 'productCode', header: f.product, sortField: 'productCode', nowrap: true, filter: { kind: 'text', field: 'productCode' }, cell: (row) => textCell(row.productCode) },
    { id: 'description', header: f.description, sortField: 'description', mobile: 'title', filter: { kind: 'text', field: 'description' }, cell: (row) => linkCell(row.description ?? row.label, subscriptionLinePath(row)) },
    { id: 'price', header: f.rate, sortField: 'price', filter: { kind: 'number', field: 'price' }, cell: (row) => moneyCell(row.price) },
    { id: 'total', header: f.total, sortField: 'total', filter: { kind: 'number', field: 'total' }, cell: (row) => moneyCell(row.total) },
    {
      id: 'subscription',
      header: f.subscription,
      filter: { kind: 'select', field: 'subscriptionId', search: { query: subscriptionLookup.search } },
      cell: (row) => (row.subscription ? linkCell(row.subscription.label ?? row.subscription.description, `/subscriptions/${row.subscription.databaseId}`) : textCell(null)),
    },
    {
      id: 'company',
      header: f.company,
      nowrap: true,
      filter: { kind: 'select', field: 'subscription.companyId', search: { query: companyLookup.search } },
      cell: (row) => textCell(row.subscription?.company?.label ?? row.subscription?.company?.name),
    },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
