import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { ProjectPhaseRecordQuery$data } from '../../__generated__/ProjectPhaseRecordQuery.graphql';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { badgePalette } from '../../lib/badgeColor';
import { clientLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import { ProjectPhasePanel } from './ProjectPhasePanel';

export const projectPhaseDetailQuery = graphql`
  query ProjectPhaseRecordQuery($id: ID!) {
    record: projectPhase(id: $id) {
      id
      databaseId
      label
      name
      description
      statusId
      statusLabel
      statusColor
      cc
      totalExcl
      timeSpent
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
      operator {
        databaseId
        label
        fullName
      }
      createdAt
      updatedAt
      ...ProjectPhasePanel_phase
    }
  }
`;

const updateMutation = graphql`
  mutation ProjectPhaseRecordUpdateMutation($input: UpdateProjectPhaseInput!) {
    result: updateProjectPhase(input: $input) {
      record: projectPhase {
        id
        databaseId
        label
        statusId
        statusLabel
        statusColor
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ProjectPhaseRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteProjectPhase(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

export type ProjectPhaseRecord = NonNullable<ProjectPhaseRecordQuery$data['record']>;

const f = nlFields;

export const projectPhaseRecord: RecordConfig<ProjectPhaseRecord> = {
  type: 'project-phases',
  texts: nlResources['project-phases'],
  listPath: '/project-phases',
  recordPath: (id) => `/project-phases/${id}`,
  detailQuery: projectPhaseDetailQuery,
  updateMutation,
  deleteMutation,
  subjectType: 'project-phases',
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 255 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'cc', label: f.cc, kind: 'text', maxLength: 1000 },
    { name: 'description', label: f.description, kind: 'textarea', wide: true, maxLength: 10000 },
  ],
  badges: (record) =>
    typeof record.statusLabel === 'string' ? (
      <Badge colorPalette={badgePalette(typeof record.statusColor === 'string' ? record.statusColor : null)} variant="subtle" data-testid="phase-status">
        {record.statusLabel}
      </Badge>
    ) : null,
  extra: (record) => <ProjectPhasePanel phase={record} detailQuery={projectPhaseDetailQuery} />,
};
