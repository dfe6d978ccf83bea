import { graphql } from 'react-relay/hooks';
import type { CloudSubscriptionList_query$data } from '../../__generated__/CloudSubscriptionList_query.graphql';
import { badgeCell, dateCell, linkCell, moneyCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlCloudLicences } from '../../i18n/nl/cloudLicences';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import { LicenceActions } from './LicenceActions';

const fragment = graphql`
  fragment CloudSubscriptionList_query on Query
  @refetchable(queryName: "CloudSubscriptionListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: cloudDistributionSubscriptions(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          quantity
          linkedQuantity
          quantityDifference
          salesPrice
          status
          statusLabel
          statusColor
          periodType
          startDate
          endDate
          companyId
          companyName
          distributorName
          ignore
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<CloudSubscriptionList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const quantity = (value: number | null | undefined) => textCell(value === null || value === undefined ? null : quantityFormat.format(value));

export const cloudSubscriptionList: ListConfig<Row> = {
  type: 'cloud-distribution-subscriptions',
  routeName: 'cloud-distribution-subscriptions.index',
  texts: nlResources['cloud-distribution-subscriptions'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  // Spec back-office §6: cloud distribution subscriptions, 20 per page.
  perPage: 20,
  rowPath: () => null,
  // Licences come from the distributor (spec core §2: no New button here).
  newButton: false,
  rowTestId: 'cloud-subscriptions-row',
  columns: [
    {
      id: 'company',
      header: f.company,
      sortField: 'companyName',
      nowrap: true,
      filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search } },
      cell: (row) => (row.companyId ? linkCell(row.companyName, `/companies/${row.companyId}`) : textCell(row.companyName)),
    },
    { id: 'name', header: f.licence, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => textCell(row.name ?? row.label) },
    { id: 'quantity', header: f.lineQuantity, sortField: 'quantity', filter: { kind: 'number', field: 'quantity' }, cell: (row) => quantity(row.quantity) },
    { id: 'linkedQuantity', header: f.linkedQuantity, sortField: 'linkedQuantity', hidden: true, cell: (row) => quantity(row.linkedQuantity) },
    // Spec back-office §4: the difference filter is equal to, greater or less than 0.
    { id: 'quantityDifference', header: f.quantityDifference, sortField: 'quantityDifference', filter: { kind: 'difference', field: 'quantityDifference' }, cell: (row) => quantity(row.quantityDifference) },
    { id: 'distributor', header: f.distributor, sortField: 'distributorName', nowrap: true, filter: { kind: 'text', field: 'distributorName' }, cell: (row) => textCell(row.distributorName) },
    {
      id: 'status',
      header: f.status,
      sortField: 'status',
      mobile: 'badge',
      filter: { kind: 'select', field: 'status', options: optionList(nlOptions.cloudStatus) },
      cell: (row) => badgeCell(typeof row.statusLabel === 'string' ? row.statusLabel : null, typeof row.statusColor === 'string' ? row.statusColor : null),
    },
    { id: 'periodType', header: f.period, sortField: 'periodType', nowrap: true, filter: { kind: 'select', field: 'periodType', options: optionList(nlOptions.cloudPeriod) }, cell: (row) => optionCell(row.periodType, nlOptions.cloudPeriod) },
    { id: 'salesPrice', header: f.salesPrice, sortField: 'salesPrice', hidden: true, cell: (row) => moneyCell(row.salesPrice) },
    { id: 'startDate', header: f.startDate, sortField: 'startDate', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'startDate', dateOnly: true }, cell: (row) => dateCell(row.startDate) },
    { id: 'endDate', header: f.endDate, sortField: 'endDate', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'endDate', dateOnly: true }, cell: (row) => dateCell(row.endDate) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
    {
      id: 'ignore',
      header: nlCloudLicences.ignoredBadge,
      sortField: 'ignore',
      nowrap: true,
      filter: { kind: 'boolean', field: 'ignore' },
      cell: (row) => (row.ignore ? badgeCell(nlCloudLicences.ignoredBadge, 'gray') : null),
    },
    { id: 'actions', header: '', exportField: null, cell: (row) => <LicenceActions row={row} /> },
  ],
};
