import { graphql } from 'react-relay/hooks';
import type { TicketTemplateList_query$data } from '../../__generated__/TicketTemplateList_query.graphql';
import { linkCell, relativeCell, textCell } from '../../components/list/cells';
import { companyLookup } from '../lookups/lookups';
import { listOptions } from '../lookups/referenceLists';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { describeRecurrence } from '../../lib/recurrence';

const fragment = graphql`
  fragment TicketTemplateList_query on Query
  @refetchable(queryName: "TicketTemplateListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: ticketTemplates(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          description
          rrule
          status {
            label
            name
          }
          company {
            label
            name
          }
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<TicketTemplateList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const ticketTemplatePath = (row: { databaseId: number }) => `/tickets/templates/${row.databaseId}`;

export const ticketTemplateList: ListConfig<Row> = {
  type: 'ticket-templates',
  routeName: 'ticket-templates.index',
  texts: nlResources['ticket-templates'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: ticketTemplatePath,
  createPath: '/tickets/templates/create',
  rowTestId: 'ticket-templates-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, ticketTemplatePath(row)) },
    { id: 'description', header: f.description, sortField: 'description', filter: { kind: 'text', field: 'description' }, cell: (row) => textCell(row.description) },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'status', header: f.status, filter: { kind: 'select', field: 'statusId', options: (viewer) => listOptions(viewer, 'ticketStatuses', 'name') }, cell: (row) => textCell(row.status?.label ?? row.status?.name) },
    { id: 'rrule', header: f.rrule, sortField: 'rrule', hidden: true, filter: { kind: 'text', field: 'rrule' }, cell: (row) => textCell(row.rrule ? (describeRecurrence(row.rrule) ?? row.rrule) : null) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
