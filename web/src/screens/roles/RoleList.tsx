import { graphql } from 'react-relay/hooks';
import type { RoleList_query$data } from '../../__generated__/RoleList_query.graphql';
import { linkCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { optionList } from '../lookups/referenceLists';
import type { ListConfig } from '../../components/list/types';
import { nlAccounts } from '../../i18n/nl/accounts';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment RoleList_query on Query
  @refetchable(queryName: "RoleListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: roles(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          displayName
          operator
          usersCount
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<RoleList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const rolePath = (row: { databaseId: number }) => `/roles/${row.databaseId}`;

export const roleList: ListConfig<Row> = {
  type: 'roles',
  routeName: 'roles.index',
  texts: nlResources['roles'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: rolePath,
  createPath: '/roles/create',
  rowTestId: 'roles-row',
  columns: [
    { id: 'displayName', header: f.displayName, sortField: 'displayName', mobile: 'title', filter: { kind: 'text', field: 'displayName' }, cell: (row) => linkCell(row.displayName ?? row.label, rolePath(row)) },
    { id: 'name', header: f.roleName, sortField: 'name', filter: { kind: 'text', field: 'name' }, cell: (row) => textCell(row.name) },
    { id: 'operator', header: f.roleType, sortField: 'operator', mobile: 'badge', filter: { kind: 'select', field: 'operator', options: optionList(nlOptions.roleType) }, cell: (row) => optionCell(row.operator, nlOptions.roleType) },
    { id: 'usersCount', header: nlAccounts.usersCount, sortField: 'usersCount', cell: (row) => textCell(String(row.usersCount ?? 0)) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
