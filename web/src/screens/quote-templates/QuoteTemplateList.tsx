import { graphql } from 'react-relay/hooks';
import type { QuoteTemplateList_query$data } from '../../__generated__/QuoteTemplateList_query.graphql';
import { linkCell, moneyCell, relativeCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';

const fragment = graphql`
  fragment QuoteTemplateList_query on Query
  @refetchable(queryName: "QuoteTemplateListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: quoteTemplates(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          totalExcl
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<QuoteTemplateList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const quoteTemplatePath = (row: { databaseId: number }) => `/deals/quote-templates/${row.databaseId}`;

export const quoteTemplateList: ListConfig<Row> = {
  type: 'quote-templates',
  routeName: 'quote-templates.index',
  texts: nlResources['quote-templates'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: quoteTemplatePath,
  createPath: '/deals/quote-templates/create',
  rowTestId: 'quote-templates-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, quoteTemplatePath(row)) },
    { id: 'totalExcl', header: f.totalExcl, sortField: 'totalExcl', filter: { kind: 'number', field: 'totalExcl' }, cell: (row) => moneyCell(row.totalExcl) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
