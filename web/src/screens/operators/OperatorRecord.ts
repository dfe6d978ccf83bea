import { createElement } from 'react';
import { graphql } from 'react-relay';
import { optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';
import { operatorAccessAside, type PersonAccessData } from '../credentials/PersonAccess';
import { operatorTabs } from './operatorTabs';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

const detailQuery = graphql`
  query OperatorRecordQuery($id: ID!) {
    record: operator(id: $id) {
      id
      databaseId
      label
      firstName
      prefix
      lastName
      fullName
      email
      hasLogin
      acronym
      telephone
      telephoneCell
      isOperator
      isActive
      language
      activated2faAt
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation OperatorRecordCreateMutation($input: CreateOperatorInput!) {
    result: createOperator(input: $input) {
      record: operator {
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
  mutation OperatorRecordUpdateMutation($input: UpdateOperatorInput!) {
    result: updateOperator(input: $input) {
      record: operator {
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
  mutation OperatorRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveOperator(input: $input) {
      record: operator {
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
  mutation OperatorRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreOperator(input: $input) {
      record: operator {
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

const f = nl.fields;

export const operatorRecord: RecordConfig = {
  type: 'operators',
  texts: nl.resources['operators'],
  listPath: '/operators',
  recordPath: (id) => `/operators/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  subjectType: 'operators',
  operatorRoute: true,
  tabs: operatorTabs,
  aside: (record) => operatorAccessAside(record as PersonAccessData),
  headerActions: (operator, { reload }) => createElement(ResetTwoFactorButton, { operator, onReset: reload }),
  fields: [
    { name: 'firstName', label: f.firstName, kind: 'text', maxLength: 191 },
    { name: 'prefix', label: f.prefix, kind: 'text', maxLength: 191 },
    { name: 'lastName', label: f.lastName, kind: 'text', required: true, maxLength: 191 },
    { name: 'email', label: f.email, kind: 'email', required: true, maxLength: 191 },
    { name: 'acronym', label: f.acronym, kind: 'text', maxLength: 2, uppercase: true },
    { name: 'telephone', label: f.telephone, kind: 'text', maxLength: 191 },
    { name: 'telephoneCell', label: f.telephoneCell, kind: 'text', maxLength: 191 },
    { name: 'isOperator', label: f.isOperator, kind: 'select', numeric: true, required: true, options: optionList(nl.options.operatorType), defaultValue: '1' },
    { name: 'language', label: f.language, kind: 'select', options: optionList(nl.options.language), defaultValue: 'nl' },
    { name: 'isActive', label: f.isActive, kind: 'boolean', defaultValue: true },
  ],
};
