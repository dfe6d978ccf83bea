import { graphql } from 'react-relay/hooks';
import type { InvoiceList_query$data } from '../../__generated__/InvoiceList_query.graphql';
import { booleanCell, linkCell, moneyCell, optionCell, relativeCell, textCell } from '../../components/list/cells';
import { companyLookup } from '../lookups/lookups';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { downloadInvoicesCsv, exportInvoices } from './invoiceGroupActions';

const fragment = graphql`
  fragment InvoiceList_query on Query
  @refetchable(queryName: "InvoiceListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: invoices(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          invoiceCode
          subject
          total
          directDebit
          exportedAt
          company {
            label
            name
          }
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<InvoiceList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const invoicePath = (row: { databaseId: number }) => `/invoices/${row.databaseId}`;

export const invoiceList: ListConfig<Row> = {
  type: 'invoices',
  routeName: 'invoices.index',
  texts: nlResources['invoices'],
  fragment,
  defaultOrder: { field: 'updatedAt', direction: 'DESC' },
  rowPath: invoicePath,
  createPath: '/invoices/create',
  newButton: false,
  rowTestId: 'invoices-row',
  groupActions: [exportInvoices, downloadInvoicesCsv],
  columns: [
    { id: 'invoiceCode', header: f.invoiceCode, sortField: 'invoiceCode', mobile: 'badge', filter: { kind: 'text', field: 'invoiceCode' }, cell: (row) => textCell(row.invoiceCode) },
    { id: 'subject', header: f.subject, sortField: 'subject', mobile: 'title', filter: { kind: 'text', field: 'subject' }, cell: (row) => linkCell(row.subject ?? row.label, invoicePath(row)) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search } }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'total', header: f.total, sortField: 'total', filter: { kind: 'number', field: 'total' }, cell: (row) => moneyCell(row.total) },
    { id: 'directDebit', header: f.directDebit, sortField: 'directDebit', filter: { kind: 'boolean', field: 'directDebit' }, cell: (row) => booleanCell(row.directDebit) },
    { id: 'exportedAt', header: f.exportedAt, sortField: 'exportedAt', mobile: 'badge', filter: { kind: 'date', field: 'exportedAt' }, cell: (row) => optionCell(row.exportedAt ? 'true' : 'false', nlOptions.exported) },
    { id: 'createdAt', header: f.createdAt, sortField: 'createdAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
