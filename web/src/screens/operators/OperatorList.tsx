import { graphql } from 'react-relay/hooks';
import type { OperatorList_query$data } from '../../__generated__/OperatorList_query.graphql';
import { booleanCell, linkCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { optionList } from '../lookups/referenceLists';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment OperatorList_query on Query
  @refetchable(queryName: "OperatorListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: operators(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          fullName
          email
          acronym
          isOperator
          isActive
          activated2faAt
          archivedAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<OperatorList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const operatorPath = (row: { databaseId: number }) => `/operators/${row.databaseId}`;

export const operatorList: ListConfig<Row> = {
  type: 'operators',
  routeName: 'operators.index',
  texts: nlResources['operators'],
  fragment,
  defaultOrder: { field: 'lastName', direction: 'ASC' },
  rowPath: operatorPath,
  createPath: '/operators/create',
  rowTestId: 'operators-row',
  columns: [
    { id: 'name', header: f.fullName, sortField: 'lastName', mobile: 'title', filter: { kind: 'text', field: 'lastName' }, cell: (row) => linkCell(row.fullName ?? row.label, operatorPath(row)) },
    { id: 'email', header: f.email, sortField: 'email', filter: { kind: 'text', field: 'email' }, cell: (row) => textCell(row.email) },
    { id: 'acronym', header: f.acronym, sortField: 'acronym', filter: { kind: 'text', field: 'acronym' }, cell: (row) => textCell(row.acronym) },
    { id: 'isOperator', header: f.isOperator, sortField: 'isOperator', filter: { kind: 'select', field: 'isOperator', options: optionList(nlOptions.operatorType) }, cell: (row) => optionCell(row.isOperator, nlOptions.operatorType) },
    { id: 'isActive', header: f.isActive, sortField: 'isActive', filter: { kind: 'boolean', field: 'isActive' }, cell: (row) => booleanCell(row.isActive) },
    { id: 'activated2faAt', header: f.activated2faAt, sortField: 'activated2faAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'activated2faAt' }, cell: (row) => relativeCell(row.activated2faAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
