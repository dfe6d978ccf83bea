import { graphql } from 'react-relay';
import { clientLookup, companyLookup } from '../lookups/lookups';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query ProjectRecordQuery($id: ID!) {
    record: project(id: $id) {
      id
      databaseId
      label
      name
      description
      totalExcl
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

export const projectRecord: RecordConfig = {
  type: 'projects',
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
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'description', label: f.description, kind: 'textarea', wide: true },
  ],
};
