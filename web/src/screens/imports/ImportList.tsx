import { graphql } from 'react-relay/hooks';
import type { ImportList_query$data } from '../../__generated__/ImportList_query.graphql';
import { relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlImports } from '../../i18n/nl/imports';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment ImportList_query on Query
  @refetchable(queryName: "ImportListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: imports(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          originalFilename
          modelLabel
          importedRows
          definitionName
          definition {
            name
          }
          user {
            fullName
          }
          createdAt
        }
      }
    }
  }
`;

type Row = NonNullable<ImportList_query$data['list']>['edges'][number]['node'];

const t = nlImports;

export const importList: ListConfig<Row> = {
  type: 'imports',
  routeName: 'imports.index',
  texts: nlResources.imports,
  fragment,
  // Newest first, as exports.
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  rowPath: () => null,
  createPath: '/imports/create',
  rowTestId: 'imports-row',
  columns: [
    { id: 'originalFilename', header: t.file, sortField: 'originalFilename', mobile: 'title', filter: { kind: 'text', field: 'originalFilename' }, cell: (row) => textCell(row.originalFilename) },
    { id: 'model', header: t.type, exportField: 'modelLabel', cell: (row) => textCell(String(row.modelLabel ?? '')) },
    { id: 'definition', header: t.definition, exportField: 'definition.name', cell: (row) => textCell(row.definition?.name ?? row.definitionName) },
    { id: 'importedRows', header: t.rows, sortField: 'importedRows', cell: (row) => textCell(row.importedRows) },
    { id: 'user', header: t.user, exportField: 'user.fullName', cell: (row) => textCell(row.user?.fullName) },
    { id: 'createdAt', header: t.created, sortField: 'createdAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
  ],
};
