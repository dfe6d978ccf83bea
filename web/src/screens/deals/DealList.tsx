import { graphql } from 'react-relay/hooks';
import type { DealList_query$data } from '../../__generated__/DealList_query.graphql';
import { linkCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup, dealStageLookup } from '../lookups/lookups';
import { listOptions, optionList } from '../lookups/referenceLists';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment DealList_query on Query
  @refetchable(queryName: "DealListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: deals(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          description
          statusId
          stage {
            label
            name
          }
          company {
            label
            name
          }
          client {
            label
            fullName
          }
          operator {
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

type Row = NonNullable<DealList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const dealPath = (row: { databaseId: number }) => `/deals/${row.databaseId}`;

export const dealList: ListConfig<Row> = {
  type: 'deals',
  routeName: 'deals.index',
  texts: nlResources['deals'],
  fragment,
  defaultOrder: { field: 'updatedAt', direction: 'DESC' },
  rowPath: dealPath,
  createPath: '/deals/create',
  rowTestId: 'deals-row',
  columns: [
    { id: 'description', header: f.description, sortField: 'description', mobile: 'title', filter: { kind: 'text', field: 'description' }, cell: (row) => linkCell(row.description ?? row.label, dealPath(row)) },
    { id: 'stage', header: f.stage, mobile: 'badge', sortField: 'stageId', filter: { kind: 'select', field: 'stageId', catalog: { query: dealStageLookup.search } }, cell: (row) => textCell(row.stage?.label ?? row.stage?.name) },
    { id: 'statusId', header: f.dealStatus, sortField: 'statusId', mobile: 'badge', filter: { kind: 'select', field: 'statusId', options: optionList(nlOptions.dealStatus) }, cell: (row) => optionCell(row.statusId, nlOptions.dealStatus) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'client', header: f.client, nowrap: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'operator', header: f.operator, nowrap: true, filter: { kind: 'select', field: 'operatorId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') }, cell: (row) => textCell(row.operator?.label ?? row.operator?.fullName, TRUNCATE.operatorName) },
    { id: 'createdAt', header: f.createdAt, sortField: 'createdAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
