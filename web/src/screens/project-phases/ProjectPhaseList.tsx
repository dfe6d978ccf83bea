import { graphql } from 'react-relay/hooks';
import type { ProjectPhaseList_query$data } from '../../__generated__/ProjectPhaseList_query.graphql';
import { badgeCell, linkCell, moneyCell, relativeCell, textCell } from '../../components/list/cells';
import { clientLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import { TRUNCATE } from '../../lib/truncate';
import type { ListConfig } from '../../components/list/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { PhaseOwnerLink } from './phaseOwner';

const fragment = graphql`
  fragment ProjectPhaseList_query on Query
  @refetchable(queryName: "ProjectPhaseListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: projectPhases(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          name
          statusId
          statusLabel
          statusColor
          totalExcl
          morphable {
            __typename
            ... on Project {
              databaseId
              label
            }
            ... on Quote {
              databaseId
              label
            }
            ... on QuoteTemplate {
              databaseId
              label
            }
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
          createdAt
          updatedAt
        }
      }
    }
  }
`;

type Row = NonNullable<ProjectPhaseList_query$data['list']>['edges'][number]['node'];

const f = nlFields;
export const projectPhasePath = (row: { databaseId: number }) => `/project-phases/${row.databaseId}`;

export const projectPhaseList: ListConfig<Row> = {
  type: 'project-phases',
  routeName: 'project-phases.index',
  // Phases are made inside a project: the New button makes a project (spec core §2, New button).
  texts: { ...nlResources['project-phases'], newLabel: nlResources.projects.newLabel },
  createPath: '/projects/create',
  createPermission: 'projects.store',
  fragment,
  defaultOrder: { field: 'name', direction: 'ASC' },
  rowPath: projectPhasePath,
  rowTestId: 'project-phases-row',
  columns: [
    { id: 'name', header: f.name, sortField: 'name', mobile: 'title', filter: { kind: 'text', field: 'name' }, cell: (row) => linkCell(row.name ?? row.label, projectPhasePath(row)) },
    {
      id: 'morphable',
      header: f.belongsTo,
      filter: { kind: 'select', field: 'morphableType', options: optionList(nlOptions.phaseOwner) },
      cell: (row) => <PhaseOwnerLink owner={row.morphable} />,
    },
    { id: 'company', header: f.company, nowrap: true, filter: { kind: 'select', field: 'companyId', search: { query: companyLookup.search }, allowNone: true }, cell: (row) => textCell(row.company?.label ?? row.company?.name) },
    { id: 'client', header: f.client, nowrap: true, filter: { kind: 'select', field: 'clientId', search: { query: clientLookup.search }, allowNone: true }, cell: (row) => textCell(row.client?.label ?? row.client?.fullName, TRUNCATE.clientName) },
    { id: 'operator', header: f.operator, nowrap: true, filter: { kind: 'select', field: 'operatorId', search: { query: operatorLookup.search }, allowNone: true }, cell: (row) => textCell(row.operator?.label ?? row.operator?.fullName) },
    {
      id: 'statusId',
      header: f.status,
      sortField: 'statusId',
      mobile: 'badge',
      filter: { kind: 'select', field: 'statusId', options: optionList(nlOptions.projectPhaseStatus) },
      cell: (row) => badgeCell(typeof row.statusLabel === 'string' ? row.statusLabel : null, typeof row.statusColor === 'string' ? row.statusColor : null),
    },
    { id: 'totalExcl', header: f.totalExcl, sortField: 'totalExcl', filter: { kind: 'number', field: 'totalExcl' }, cell: (row) => moneyCell(row.totalExcl) },
    { id: 'createdAt', header: f.createdAt, sortField: 'createdAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'createdAt' }, cell: (row) => relativeCell(row.createdAt) },
    { id: 'updatedAt', header: f.updatedAt, sortField: 'updatedAt', firstDirection: 'DESC', hidden: true, nowrap: true, filter: { kind: 'date', field: 'updatedAt' }, cell: (row) => relativeCell(row.updatedAt) },
  ],
};
