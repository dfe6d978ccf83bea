import { createElement, Fragment } from 'react';
import { graphql } from 'react-relay/hooks';
import { companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { FormValue } from '../../lib/recordForm';
import type { RecordConfig } from '../../components/record/types';
import { nlBanners } from '../../i18n/nl/banners';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { clientAccessAside, type PersonAccessData } from '../credentials/PersonAccess';
import { clientTabs } from './clientTabs';
import { DirectoryStatus } from './DirectoryStatus';
import { PortalLoginButton } from './PortalLoginButton';

const detailQuery = graphql`
  query ClientRecordQuery($id: ID!) {
    record: client(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      firstName
      prefix
      lastName
      fullName
      email
      hasLogin
      telephone
      telephoneCell
      language
      isActive
      azureUserId
      azureDisabledAt
      badgeText
      badgeColor
      companies {
        databaseId
        label
        name
      }
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation ClientRecordCreateMutation($input: CreateClientInput!) {
    result: createClient(input: $input) {
      record: client {
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
  mutation ClientRecordUpdateMutation($input: UpdateClientInput!) {
    result: updateClient(input: $input) {
      record: client {
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
  mutation ClientRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveClient(input: $input) {
      record: client {
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
  mutation ClientRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreClient(input: $input) {
      record: client {
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
  mutation ClientRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteClient(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

export const clientRecord: RecordConfig = {
  type: 'clients',
  customFields: 'clients',
  texts: nlResources['clients'],
  listPath: '/clients',
  recordPath: (id) => `/clients/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'clients',
  archivedBanner: nlBanners.clientArchived,
  tabs: clientTabs,
  title: (record) => String(record.label ?? ''),
  // Portal access with its invitation, and opening the portal as this contact.
  aside: (record) =>
    createElement(
      Fragment,
      null,
      clientAccessAside(record as PersonAccessData),
      createElement(PortalLoginButton, { clientId: String(record.id), archived: Boolean(record.archivedAt) }),
      createElement(DirectoryStatus, record as { azureUserId?: string | null; azureDisabledAt?: string | null }),
    ),
  // New contacts speak the tenant's default language (config notifications.default_language).
  defaults: (viewer): Record<string, FormValue> => {
    const language = viewer.configs['notifications.default_language'];
    return typeof language === 'string' && language ? { language } : {};
  },
  fields: [
    { name: 'firstName', label: f.firstName, kind: 'text', maxLength: 191 },
    { name: 'prefix', label: f.prefix, kind: 'text', maxLength: 191 },
    { name: 'lastName', label: f.lastName, kind: 'text', required: true, maxLength: 191 },
    { name: 'email', label: f.email, kind: 'email', maxLength: 191 },
    { name: 'telephone', label: f.telephone, kind: 'text', maxLength: 191 },
    { name: 'telephoneCell', label: f.telephoneCell, kind: 'text', maxLength: 191 },
    { name: 'language', label: f.language, kind: 'select', options: optionList(nlOptions.language), defaultValue: 'nl' },
    { name: 'companies', label: f.companies, kind: 'relation', relation: 'companies', multiple: true, lookup: companyLookup, wide: true },
    { name: 'isActive', label: f.isActive, kind: 'boolean', defaultValue: true },
  ],
};
