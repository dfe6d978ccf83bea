import { graphql } from 'react-relay';
import { businessHourContractLookup, clientLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query SlaRecordQuery($id: ID!) {
    record: sla(id: $id) {
      id
      databaseId
      label
      name
      openingHourContractId
      openingHourContract {
        label
        name
      }
      companies {
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
    }
  }
`;

const createMutation = graphql`
  mutation SlaRecordCreateMutation($input: CreateSlaInput!) {
    result: createSla(input: $input) {
      record: sla {
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
  mutation SlaRecordUpdateMutation($input: UpdateSlaInput!) {
    result: updateSla(input: $input) {
      record: sla {
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

const deleteMutation = graphql`
  mutation SlaRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteSla(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const slaRecord: RecordConfig = {
  type: 'slas',
  texts: nl.resources['slas'],
  listPath: '/slas',
  recordPath: (id) => `/slas/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'slas',
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companies', label: f.companies, kind: 'relation', relation: 'companies', multiple: true, required: true, lookup: companyLookup, wide: true },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'openingHourContractId', label: f.openingHours, kind: 'select', numeric: true, required: true, catalog: businessHourContractLookup, shows: 'openingHourContract' },
  ],
};
