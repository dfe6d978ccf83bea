import { createElement } from 'react';
import { graphql } from 'react-relay/hooks';
import { companyLookup } from '../lookups/lookups';
import { listOptions, optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nlAccounts } from '../../i18n/nl/accounts';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { operatorAccessAside, type PersonAccessData } from '../credentials/PersonAccess';
import { ROLE_FOR_TYPE, roleAfterTypeChange, shownRole } from '../../lib/operatorRoles';
import type { ViewerInfo } from '../../relay/viewer';
import { OperatorEmailLookup } from './OperatorEmailLookup';
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
      operatorRoles {
        databaseId
        name
        displayName
      }
      companies {
        databaseId
        label
      }
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

const f = nlFields;
const a = nlAccounts;

const operatorRoles = (viewer: ViewerInfo) => (viewer.lists.rolesOperator ?? []).map((role) => ({ id: String(role.id), name: String(role.name) }));
const canSeeRoles = (viewer: ViewerInfo) => viewer.permissions.has('permissions.index');

export const operatorRecord: RecordConfig = {
  type: 'operators',
  texts: nlResources['operators'],
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
  confirmField: { field: 'confirmLicence', title: a.licenceTitle, confirmLabel: a.licenceConfirm },
  reloadsSession: true,
  defaults: (viewer) => ({ operator_roles: operatorRoles(viewer).find((role) => role.name === ROLE_FOR_TYPE['1'])?.id ?? '' }),
  createExtra: (values) => createElement(OperatorEmailLookup, { email: typeof values.email === 'string' ? values.email : '', type: typeof values.isOperator === 'string' ? values.isOperator : '1' }),
  fields: [
    { name: 'firstName', label: f.firstName, kind: 'text', maxLength: 191 },
    { name: 'prefix', label: f.prefix, kind: 'text', maxLength: 191 },
    { name: 'lastName', label: f.lastName, kind: 'text', required: true, maxLength: 191 },
    { name: 'email', label: f.email, kind: 'email', required: true, maxLength: 191 },
    { name: 'acronym', label: f.acronym, kind: 'text', maxLength: 2, uppercase: true },
    { name: 'telephone', label: f.telephone, kind: 'text', maxLength: 191 },
    { name: 'telephoneCell', label: f.telephoneCell, kind: 'text', maxLength: 191 },
    {
      name: 'isOperator',
      label: f.isOperator,
      kind: 'select',
      numeric: true,
      required: true,
      options: optionList(nlOptions.operatorType),
      defaultValue: '1',
      // Back-office §4: the type picks the role; the admin role stays.
      derive: (value, values, viewer) => ({ operator_roles: roleAfterTypeChange(String(value ?? ''), String(values.operator_roles ?? ''), operatorRoles(viewer)) }),
    },
    {
      name: 'operator_roles',
      label: a.role,
      kind: 'select',
      numeric: true,
      relationship: true,
      visibleFor: canSeeRoles,
      options: (viewer) => listOptions(viewer, 'rolesOperator', 'display_name'),
      read: (record) => shownRole((record.operatorRoles ?? []) as { databaseId: number; name?: string | null }[]),
    },
    { name: 'companies', label: a.companies, kind: 'relation', relation: 'companies', multiple: true, lookup: companyLookup, wide: true, visibleWhen: { field: 'isOperator', equals: '5' } },
    { name: 'language', label: f.language, kind: 'select', options: optionList(nlOptions.language), defaultValue: 'nl' },
    { name: 'isActive', label: f.isActive, kind: 'boolean', defaultValue: true },
  ],
};
