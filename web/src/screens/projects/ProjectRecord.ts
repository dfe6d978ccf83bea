import { graphql } from 'react-relay';
import { clientLookup, companyLookup } from '../lookups/lookups';
import type { ProjectRecordQuery$data } from '../../__generated__/ProjectRecordQuery.graphql';
import { badgeCell, linkCell, moneyCell } from '../../components/list/cells';
import { recordRows } from '../../components/record/RecordRows';
import type { RecordConfig } from '../../components/record/types';
import { formatCurrency } from '../../lib/price';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query ProjectRecordQuery($id: ID!) {
    record: project(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      name
      description
      totalExcl
      projectPhases(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
        edges {
          node {
            id
            databaseId
            name
            statusLabel
            statusColor
            totalExcl
          }
        }
      }
      company {
        databaseId
        label
        name
      }
      client {
        databaseId
        label
        fullName
      }
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation ProjectRecordCreateMutation($input: CreateProjectInput!) {
    result: createProject(input: $input) {
      record: project {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ProjectRecordUpdateMutation($input: UpdateProjectInput!) {
    result: updateProject(input: $input) {
      record: project {
        id
        databaseId
        label
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const archiveMutation = graphql`
  mutation ProjectRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveProject(input: $input) {
      record: project {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation ProjectRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreProject(input: $input) {
      record: project {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ProjectRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteProject(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

type Project = NonNullable<ProjectRecordQuery$data['record']>;
type Phase = NonNullable<Project['projectPhases']>['edges'][number]['node'];
const t = nl.recordTabs;
const phasePath = (phase: Phase) => `/project-phases/${phase.databaseId}`;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const projectRecord: RecordConfig<Project> = {
  type: 'projects',
  customFields: 'projects',
  texts: nl.resources['projects'],
  listPath: '/projects',
  recordPath: (id) => `/projects/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'projects',
  // Spec back-office §2: the phases with name, status and total, and the project total excl. VAT.
  tabs: [
    {
      id: 'phases',
      name: 'project-phases',
      label: t.phases,
      render: recordRows({
        rows: (project: Project) => (project.projectPhases?.edges ?? []).map((edge) => edge.node),
        columns: [
          { id: 'name', header: f.name, mobile: 'title', cell: (phase: Phase) => linkCell(phase.name, phasePath(phase)) },
          { id: 'status', header: f.status, mobile: 'badge', cell: (phase: Phase) => badgeCell(text(phase.statusLabel), text(phase.statusColor)) },
          { id: 'totalExcl', header: f.totalExcl, cell: (phase: Phase) => moneyCell(phase.totalExcl) },
        ],
        rowPath: phasePath,
        emptyText: t.noPhases,
        perPage: 100,
        totals: (project: Project) => [{ label: t.projectTotal, value: formatCurrency(project.totalExcl ?? 0) }],
        rowTestId: 'project-phases-row',
      }),
    },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'description', label: f.description, kind: 'textarea', wide: true },
  ],
};
