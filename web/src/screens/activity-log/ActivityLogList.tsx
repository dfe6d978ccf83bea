import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { ActivityLogList_query$data } from '../../__generated__/ActivityLogList_query.graphql';
import { NoneCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlActivityLog } from '../../i18n/nl/activityLog';
import { nlPages } from '../../i18n/nl/pages';
import { formatDateTime } from '../../lib/dates';
import { TRUNCATE } from '../../lib/truncate';
import { listOptions, optionList } from '../lookups/referenceLists';
import { ActivityChanges } from './ActivityChanges';
import { SUBJECT_ID_COLUMN, SUBJECT_TYPE_COLUMN } from './subjectFilter';
import { SubjectLink } from './SubjectLink';
import { subjectPath, subjectTypeLabel, subjectTypeOptions } from './subjects';

const fragment = graphql`
  fragment ActivityLogList_query on Query
  @refetchable(queryName: "ActivityLogListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: activityLog(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          event
          subjectType
          subjectId
          properties
          createdAt
          causer {
            fullName
          }
          ...SubjectLink_entry
        }
      }
    }
  }
`;

export type ActivityRow = NonNullable<ActivityLogList_query$data['list']>['edges'][number]['node'];

const c = nlActivityLog.columns;
const events = nlActivityLog.events as Readonly<Record<string, string>>;

function eventCell(event: string | null | undefined) {
  if (!event) return <NoneCell />;
  const palette = event === 'deleted' ? 'red' : event === 'created' ? 'green' : event === 'restored' ? 'blue' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {events[event] ?? event}
    </Badge>
  );
}

const rowPath = (row: ActivityRow) => subjectPath(row.subjectType, row.subjectId);

export const activityLogList: ListConfig<ActivityRow> = {
  type: 'activity-log',
  routeName: 'activity-log.index',
  texts: { title: nlPages.activityLogTitle, plural: nlActivityLog.plural, singular: nlPages.activityLogTitle, newLabel: '' },
  fragment,
  // Newest first (back-office §3: default sort created_at descending for activity).
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  rowPath,
  newButton: false,
  rowTestId: 'activity-log-row',
  columns: [
    { id: 'createdAt', header: c.createdAt, sortField: 'createdAt', firstDirection: 'DESC', nowrap: true, mobile: 'title', filter: { kind: 'date', field: 'createdAt' }, cell: (row) => textCell(row.createdAt ? formatDateTime(row.createdAt) : null) },
    { id: 'event', header: c.event, sortField: 'event', mobile: 'badge', filter: { kind: 'select', field: 'event', options: optionList(events) }, cell: (row) => eventCell(row.event) },
    { id: SUBJECT_TYPE_COLUMN, header: c.subjectType, sortField: 'subjectType', nowrap: true, filter: { kind: 'select', field: 'subjectType', options: subjectTypeOptions() }, cell: (row) => textCell(subjectTypeLabel(row.subjectType)) },
    { id: SUBJECT_ID_COLUMN, header: c.subject, filter: { kind: 'number', field: 'subjectId' }, cell: (row) => <SubjectLink entry={row} /> },
    {
      id: 'causer',
      header: c.causer,
      nowrap: true,
      filter: { kind: 'select', field: 'causerId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') },
      cell: (row) => textCell(row.causer?.fullName ?? nlActivityLog.system, TRUNCATE.operatorName),
    },
    { id: 'changes', header: c.changes, cell: (row) => <ActivityChanges properties={row.properties} /> },
  ],
};
