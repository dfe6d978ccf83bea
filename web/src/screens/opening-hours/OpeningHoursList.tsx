import { graphql } from 'react-relay/hooks';
import type { OpeningHoursList_query$data } from '../../__generated__/OpeningHoursList_query.graphql';
import { booleanCell, linkCell, relativeCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { nlResources } from '../../i18n/nl/resources';
import { draftFromHours, weekSummary } from '../../lib/openingHours';

const fragment = graphql`
  fragment OpeningHoursList_query on Query
  @refetchable(queryName: "OpeningHoursListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: businessHourContracts(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          hours
          closedOnHolidays
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<OpeningHoursList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
const t = nlOpeningHours;
export const openingHoursPath = (row: { databaseId: number }) => `/slas/opening-hours/${row.databaseId}`;

/** The open days only, so a list row stays short. */
function openDays(hours: unknown): string {
  const draft = draftFromHours(hours);
  return weekSummary(draft, t.days, '')
    .filter((_, index) => (draft[String(index + 1)] ?? []).length > 0)
    .join('; ');
}

export const openingHoursList: ListConfig<Row> = {
  type: 'business-hour-contracts',
  routeName: 'business-hour-contracts.index',
  texts: nlResources['business-hour-contracts'],
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: openingHoursPath,
  createPath: '/slas/opening-hours/create',
  rowTestId: 'opening-hours-row',
  presets: false,
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, openingHoursPath(row)) },
    { id: 'hours', header: t.hours, cell: (row) => textCell(openDays(row.hours)) },
    { id: 'closedOnHolidays', header: t.closedOnHolidays, nowrap: true, cell: (row) => booleanCell(row.closedOnHolidays) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
