import { graphql } from 'react-relay/hooks';
import type { SlaList_query$data } from '../../__generated__/SlaList_query.graphql';
import { linkCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup } from '../lookups/lookups';
import { listOptions } from '../lookups/referenceLists';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment SlaList_query on Query
  @refetchable(queryName: "SlaListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: slas(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          companies {
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
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<SlaList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const slaPath = (row: { databaseId: number }) => `/slas/${row.databaseId}`;

export const slaList: ListConfig<Row> = {
  type: 'slas',
  routeName: 'slas.index',
  texts: nlResources['slas'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: slaPath,
  createPath: '/slas/create',
  rowTestId: 'slas-row',
  links: [{ label: nlOpeningHours.link, path: '/slas/opening-hours', permission: 'business-hour-contracts.index', testId: 'sla-opening-hours-link' }],
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, slaPath(row)) },
    { id: 'companies', header: f.companies, nowrap: true, filter: { kind: 'select', field: 'companies.id', search: { query: companyLookup.search } }, cell: (row) => textCell(row.companies.map((c) => c.label ?? c.name).join(', ')) },
    { id: 'client', header: f.client, nowrap: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'operator', header: f.operator, nowrap: true, filter: { kind: 'select', field: 'operatorId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') }, cell: (row) => textCell(row.operator?.label ?? row.operator?.fullName, TRUNCATE.operatorName) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
