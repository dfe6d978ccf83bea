import { graphql } from 'react-relay/hooks';
import { clientLookup, companyLookup, quoteLookup } from '../lookups/lookups';
import type { ProjectRecordQuery$data } from '../../__generated__/ProjectRecordQuery.graphql';
import type { RecordConfig } from '../../components/record/types';
import { useReloadRecord } from '../../components/related/useReloadRecord';
import { nlFields } from '../../i18n/nl/fields';
import { nlQuote } from '../../i18n/nl/quote';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';
import { ProjectAside } from './ProjectAside';
import { ProjectPhasesTab } from './ProjectPhasesTab';

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
      quote {
        databaseId
        label
      }
      invoices(first: 20, orderBy: [{ field: "createdAt", direction: DESC }]) {
        edges {
          node {
            databaseId
            label
            subject
            total
            exportedAt
          }
        }
      }
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

const f = nlFields;

type Project = NonNullable<ProjectRecordQuery$data['record']>;
const t = nlRecordTabs;

/** Tab Fases with the phases in their order; a change reloads the project and its total. */
function PhasesTab({ project }: { project: Project }) {
  const [reload] = useReloadRecord(detailQuery, project.databaseId);
  return (
    <ProjectPhasesTab
      phases={project.projectPhases?.edges.map((edge) => edge.node) ?? []}
      totalExcl={project.totalExcl}
      owner={{ morphableType: 'projects', morphableId: project.databaseId, companyId: project.company?.databaseId, clientId: project.client?.databaseId }}
      onChanged={reload}
    />
  );
}

export const projectRecord: RecordConfig<Project> = {
  type: 'projects',
  customFields: 'projects',
  texts: nlResources['projects'],
  listPath: '/projects',
  recordPath: (id) => `/projects/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'projects',
  aside: (project) => <ProjectAside project={project} />,
  // Spec back-office §2: the phases with name, status and total, and the project total excl. VAT.
  tabs: [
    {
      id: 'phases',
      name: 'project-phases',
      label: t.phases,
      count: (project) => ({ value: project.projectPhases?.edges.length ?? 0 }),
      render: (project) => <PhasesTab project={project} />,
    },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'quoteId', label: nlQuote.quote, kind: 'relation', relation: 'quote', lookup: quoteLookup, query: 'quote_id' },
    { name: 'description', label: f.description, kind: 'textarea', wide: true },
  ],
};
