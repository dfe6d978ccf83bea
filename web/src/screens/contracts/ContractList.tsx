import { graphql } from 'react-relay/hooks';
import type { ContractList_query$data } from '../../__generated__/ContractList_query.graphql';
import { booleanCell, dateCell, linkCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment ContractList_query on Query
  @refetchable(queryName: "ContractListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: contracts(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          period
          quantity
          startDate
          endDate
          directDebit
          service {
            label
            name
          }
          companies {
            label
            name
          }
          client {
            label
            fullName
          }
          archivedAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<ContractList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const contractPath = (row: { databaseId: number }) => `/contracts/${row.databaseId}`;

export const contractList: ListConfig<Row> = {
  type: 'contracts',
  routeName: 'contracts.index',
  texts: nlResources['contracts'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: contractPath,
  createPath: '/contracts/create',
  rowTestId: 'contracts-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, contractPath(row)) },
    { id: 'period', header: f.period, sortField: 'period', filter: { kind: 'select', field: 'period', options: optionList(nlOptions.contractPeriod) }, cell: (row) => optionCell(row.period, nlOptions.contractPeriod) },
    { id: 'service', header: f.service, hidden: true, cell: (row) => textCell(row.service?.label ?? row.service?.name) },
    { id: 'companies', header: f.companies, nowrap: true, filter: { kind: 'select', field: 'companies.id', search: { query: companyLookup.search } }, cell: (row) => textCell(row.companies.map((c) => c.label ?? c.name).join(', ')) },
    { id: 'client', header: f.client, nowrap: true, hidden: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'quantity', header: f.quantity, sortField: 'quantity', filter: { kind: 'number', field: 'quantity' }, cell: (row) => textCell(row.quantity) },
    { id: 'startDate', header: f.startDate, sortField: 'startDate', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'startDate', dateOnly: true }, cell: (row) => dateCell(row.startDate) },
    { id: 'endDate', header: f.endDate, sortField: 'endDate', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'endDate', dateOnly: true }, cell: (row) => dateCell(row.endDate) },
    { id: 'directDebit', header: f.directDebit, sortField: 'directDebit', hidden: true, filter: { kind: 'boolean', field: 'directDebit' }, cell: (row) => booleanCell(row.directDebit) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
