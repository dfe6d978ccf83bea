import { Badge } from '@chakra-ui/react';
import { createElement } from 'react';
import { graphql } from 'react-relay/hooks';
import { optionList } from '../lookups/referenceLists';
import type { RecordBase, RecordConfig } from '../../components/record/types';
import { nlAccounts } from '../../i18n/nl/accounts';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { interpolate } from '../../lib/interpolate';
import { MoveRoleUsers } from './MoveRoleUsers';

interface RoleRecordData extends RecordBase {
  readonly displayName?: string | null;
  readonly operator?: number | null;
  readonly usersCount?: number | null;
}

const detailQuery = graphql`
  query RoleRecordQuery($id: ID!) {
    record: role(id: $id) {
      id
      databaseId
      label
      name
      displayName
      operator
      usersCount
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation RoleRecordCreateMutation($input: CreateRoleInput!) {
    result: createRole(input: $input) {
      record: role {
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
  mutation RoleRecordUpdateMutation($input: UpdateRoleInput!) {
    result: updateRole(input: $input) {
      record: role {
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
  mutation RoleRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteRole(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

export const roleRecord: RecordConfig<RoleRecordData> = {
  type: 'roles',
  texts: nlResources['roles'],
  listPath: '/roles',
  recordPath: (id) => `/roles/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'roles',
  badges: (role) => createElement(Badge, { variant: 'subtle' }, interpolate(nlAccounts.usersBadge, { n: role.usersCount ?? 0 })),
  headerActions: (role, { reload }) => createElement(MoveRoleUsers, { role, onMoved: reload }),
  fields: [
    { name: 'displayName', label: f.displayName, kind: 'text', required: true, maxLength: 191 },
    { name: 'name', label: f.roleName, kind: 'text', required: true, maxLength: 191 },
    { name: 'operator', label: f.roleType, kind: 'select', numeric: true, required: true, options: optionList(nlOptions.roleType), defaultValue: '1' },
  ],
};
