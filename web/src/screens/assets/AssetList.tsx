import { graphql } from 'react-relay/hooks';
import type { AssetList_query$data } from '../../__generated__/AssetList_query.graphql';
import { dateCell, linkCell, relativeCell, textCell } from '../../components/list/cells';
import { assetStatusLookup, clientLookup, companyLookup, locationLookup } from '../lookups/lookups';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment AssetList_query on Query
  @refetchable(queryName: "AssetListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: assets(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          trackingNumber
          serialNumber
          warrantyUntil
          company {
            label
            name
          }
          client {
            label
            fullName
          }
          status {
            label
            name
          }
          location {
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

type Row = NonNullable<AssetList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const assetPath = (row: { databaseId: number }) => `/assets/${row.databaseId}`;

export const assetList: ListConfig<Row> = {
  type: 'assets',
  routeName: 'assets.index',
  texts: nlResources['assets'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: assetPath,
  createPath: '/assets/create',
  rowTestId: 'assets-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, assetPath(row)) },
    { id: 'trackingNumber', header: f.trackingNumber, sortField: 'trackingNumber', filter: { kind: 'text', field: 'trackingNumber' }, cell: (row) => textCell(row.trackingNumber) },
    { id: 'serialNumber', header: f.serialNumber, sortField: 'serialNumber', filter: { kind: 'text', field: 'serialNumber' }, cell: (row) => textCell(row.serialNumber) },
    { id: 'status', header: f.assetStatus, mobile: 'badge', filter: { kind: 'select', field: 'statusId', catalog: { query: assetStatusLookup.search } }, cell: (row) => textCell(row.status?.label ?? row.status?.name) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'client', header: f.client, nowrap: true, hidden: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'location', header: f.location, nowrap: true, hidden: true, filter: { kind: 'select', field: 'locationId', search: { query: locationLookup.search }, allowNone: true }, cell: (row) => textCell(row.location?.label ?? row.location?.name) },
    { id: 'warrantyUntil', header: f.warrantyUntil, sortField: 'warrantyUntil', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'warrantyUntil', dateOnly: true }, cell: (row) => dateCell(row.warrantyUntil) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
