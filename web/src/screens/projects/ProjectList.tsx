import { graphql } from 'react-relay/hooks';
import type { ProjectList_query$data } from '../../__generated__/ProjectList_query.graphql';
import { linkCell, moneyCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup } from '../lookups/lookups';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment ProjectList_query on Query
  @refetchable(queryName: "ProjectListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: projects(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          totalExcl
          company {
            label
            name
          }
          client {
            label
            fullName
          }
          archivedAt
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<ProjectList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const projectPath = (row: { databaseId: number }) => `/projects/${row.databaseId}`;

export const projectList: ListConfig<Row> = {
  type: 'projects',
  routeName: 'projects.index',
  texts: nlResources['projects'],
  fragment,
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  rowPath: projectPath,
  createPath: '/projects/create',
  rowTestId: 'projects-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, projectPath(row)) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'client', header: f.client, nowrap: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'totalExcl', header: f.totalExcl, sortField: 'totalExcl', filter: { kind: 'number', field: 'totalExcl' }, cell: (row) => moneyCell(row.totalExcl) },
    { id: 'createdAt', header: f.createdAt, sortField: 'createdAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
