import { graphql } from 'react-relay/hooks';
import type { CompanyList_query$data } from '../../__generated__/CompanyList_query.graphql';
import { badgeCell, booleanCell, linkCell, relativeCell, textCell } from '../../components/list/cells';
import { countryLookup } from '../lookups/lookups';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment CompanyList_query on Query
  @refetchable(queryName: "CompanyListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: companies(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          debtorCode
          badgeText
          badgeColor
          address1
          address2
          postalCode
          city
          invoiceEmail
          directDebitHours
          country {
            label
            name
          }
          archivedAt
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<CompanyList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const companyPath = (row: { databaseId: number }) => `/companies/${row.databaseId}`;

export const companyList: ListConfig<Row> = {
  type: 'companies',
  routeName: 'companies.index',
  texts: nlResources['companies'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: companyPath,
  createPath: '/companies/create',
  rowTestId: 'companies-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, companyPath(row)) },
    { id: 'debtorCode', header: f.debtorCode, sortField: 'debtorCode', filter: { kind: 'text', field: 'debtorCode' }, cell: (row) => textCell(row.debtorCode) },
    { id: 'badge', header: f.badgeText, mobile: 'badge', filter: { kind: 'text', field: 'badgeText' }, cell: (row) => badgeCell(row.badgeText, row.badgeColor) },
    { id: 'address1', header: f.address1, sortField: 'address1', hidden: true, filter: { kind: 'text', field: 'address1' }, cell: (row) => textCell(row.address1) },
    { id: 'address2', header: f.address2, sortField: 'address2', hidden: true, filter: { kind: 'text', field: 'address2' }, cell: (row) => textCell(row.address2) },
    { id: 'postalCode', header: f.postalCode, sortField: 'postalCode', hidden: true, filter: { kind: 'text', field: 'postalCode' }, cell: (row) => textCell(row.postalCode) },
    { id: 'city', header: f.city, sortField: 'city', filter: { kind: 'text', field: 'city' }, cell: (row) => textCell(row.city) },
    { id: 'country', header: f.country, hidden: true, filter: { kind: 'select', field: 'countryId', catalog: { query: countryLookup.search } }, cell: (row) => textCell(row.country?.label ?? row.country?.name) },
    { id: 'invoiceEmail', header: f.invoiceEmail, sortField: 'invoiceEmail', hidden: true, filter: { kind: 'text', field: 'invoiceEmail' }, cell: (row) => textCell(row.invoiceEmail) },
    { id: 'directDebitHours', header: f.directDebit, sortField: 'directDebitHours', hidden: true, filter: { kind: 'boolean', field: 'directDebitHours' }, cell: (row) => booleanCell(row.directDebitHours) },
    { id: 'archivedAt', header: f.archivedAt, sortField: 'archivedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'archivedAt' }, cell: (row) => relativeCell(row.archivedAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
