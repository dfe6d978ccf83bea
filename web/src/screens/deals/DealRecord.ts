import { graphql } from 'react-relay';
import { clientLookup, companyLookup, dealStageLookup, operatorLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query DealRecordQuery($id: ID!) {
    record: deal(id: $id) {
      id
      databaseId
      label
      description
      stageId
      statusId
      cc
      stage {
        label
        name
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
      operator {
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
  mutation DealRecordCreateMutation($input: CreateDealInput!) {
    result: createDeal(input: $input) {
      record: deal {
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
  mutation DealRecordUpdateMutation($input: UpdateDealInput!) {
    result: updateDeal(input: $input) {
      record: deal {
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
  mutation DealRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveDeal(input: $input) {
      record: deal {
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
  mutation DealRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreDeal(input: $input) {
      record: deal {
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
  mutation DealRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteDeal(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const dealRecord: RecordConfig = {
  type: 'deals',
  texts: nl.resources['deals'],
  listPath: '/deals',
  recordPath: (id) => `/deals/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'deals',
  defaults: (viewer) => ({ operatorId: { id: viewer.databaseId, label: viewer.fullName } }),
  fields: [
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'stageId', label: f.stage, kind: 'select', numeric: true, catalog: dealStageLookup, shows: 'stage' },
    { name: 'statusId', label: f.dealStatus, kind: 'select', numeric: true, options: optionList(nl.options.dealStatus), defaultValue: '1' },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'cc', label: f.cc, kind: 'text', maxLength: 191 },
  ],
};
