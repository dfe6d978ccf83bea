import { graphql } from 'react-relay/hooks';
import type { ClientList_query$data } from '../../__generated__/ClientList_query.graphql';
import { booleanCell, linkCell, relativeCell, textCell } from '../../components/list/cells';
import { companyLookup } from '../lookups/lookups';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment ClientList_query on Query
  @refetchable(queryName: "ClientListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: clients(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          fullName
          email
          telephone
          telephoneCell
          language
          hasLogin
          companies {
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

type Row = NonNullable<ClientList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const clientPath = (row: { databaseId: number }) => `/clients/${row.databaseId}`;

export const clientList: ListConfig<Row> = {
  type: 'clients',
  routeName: 'clients.index',
  texts: nlResources['clients'],
  fragment,
  defaultOrder: { field: 'lastName', direction: 'ASC' },
  rowPath: clientPath,
  createPath: '/clients/create',
  rowTestId: 'clients-row',
  columns: [
    { id: 'name', header: f.fullName, sortField: 'lastName', mobile: 'title', filter: { kind: 'text', field: 'lastName' }, cell: (row) => linkCell(row.fullName ?? row.label, clientPath(row)) },
    { id: 'email', header: f.email, sortField: 'email', filter: { kind: 'text', field: 'email' }, cell: (row) => textCell(row.email) },
    { id: 'telephone', header: f.telephone, sortField: 'telephone', filter: { kind: 'text', field: 'telephone' }, cell: (row) => textCell(row.telephone) },
    { id: 'telephoneCell', header: f.telephoneCell, sortField: 'telephoneCell', hidden: true, filter: { kind: 'text', field: 'telephoneCell' }, cell: (row) => textCell(row.telephoneCell) },
    { id: 'companies', header: f.companies, nowrap: true, filter: { kind: 'select', field: 'companies.id', search: { query: companyLookup.search } }, cell: (row) => textCell(row.companies.map((c) => c.label ?? c.name).join(', ')) },
    { id: 'hasLogin', header: f.hasLogin, sortField: 'hasLogin', hidden: true, filter: { kind: 'boolean', field: 'hasLogin' }, cell: (row) => booleanCell(row.hasLogin) },
    { id: 'archivedAt', header: f.archivedAt, sortField: 'archivedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'archivedAt' }, cell: (row) => relativeCell(row.archivedAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
