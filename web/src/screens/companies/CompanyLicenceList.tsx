import { graphql } from 'react-relay/hooks';
import type { CompanyLicenceList_query$data } from '../../__generated__/CompanyLicenceList_query.graphql';
import { dateCell, moneyCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { LicenceActions } from '../cloud-subscriptions/LicenceActions';

// A company's cloud licences; there is no list screen of its own, only the company's tab.
const fragment = graphql`
  fragment CompanyLicenceList_query on Query
  @refetchable(queryName: "CompanyLicenceListRefetchQuery")
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
          salesPrice
          statusLabel
          periodTypeLabel
          startDate
          endDate
          companyId
          ignore
        }
      }
    }
  }
`;

type Row = NonNullable<CompanyLicenceList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
const t = nlRecordTabs;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const companyLicenceList: ListConfig<Row> = {
  type: 'cloud-distribution-subscriptions',
  routeName: 'cloud-subscriptions.index',
  texts: { title: t.licences, plural: 'licenties', singular: 'Licentie', newLabel: 'Nieuwe licentie' },
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: () => null,
  newButton: false,
  rowTestId: 'licences-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', cell: (row) => textCell(row.name ?? row.label) },
    { id: 'quantity', header: t.quantity, sortField: 'quantity', cell: (row) => textCell(row.quantity) },
    { id: 'salesPrice', header: t.salesPrice, sortField: 'salesPrice', cell: (row) => moneyCell(row.salesPrice) },
    { id: 'period', header: t.licencePeriod, cell: (row) => textCell(text(row.periodTypeLabel)) },
    { id: 'status', header: t.licenceStatus, mobile: 'badge', cell: (row) => textCell(text(row.statusLabel)) },
    { id: 'startDate', header: f.startDate, sortField: 'startDate', nowrap: true, cell: (row) => dateCell(row.startDate) },
    { id: 'endDate', header: f.endDate, sortField: 'endDate', nowrap: true, cell: (row) => dateCell(row.endDate) },
    // The same link sidebar and ignore flag as the licences screen.
    { id: 'actions', header: '', exportField: null, cell: (row) => <LicenceActions row={row} /> },
  ],
};
