import { createElement } from 'react';
import { graphql } from 'react-relay/hooks';
import { companyLookup, countryLookup, operatorLookup } from '../lookups/lookups';
import { PRESET_STYLINGS } from '../../lib/quickFilters';
import type { RecordConfig } from '../../components/record/types';
import { nlBanners } from '../../i18n/nl/banners';
import { nlFields } from '../../i18n/nl/fields';
import { nlQuickFilters } from '../../i18n/nl/quickFilters';
import { nlResources } from '../../i18n/nl/resources';
import { companyTabs } from './companyTabs';
import { CompanySettings } from './CompanySettingsSidebar';

const detailQuery = graphql`
  query CompanyRecordQuery($id: ID!) {
    record: company(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      name
      debtorCode
      badgeText
      badgeColor
      attn
      address1
      address2
      postalCode
      city
      countryId
      country {
        databaseId
        label
        name
      }
      telephone
      invoiceEmail
      administrativeEmails
      paymentTermDays
      directDebitHours
      directDebitSubscriptions
      invoicedCompany {
        databaseId
        label
        name
      }
      emailDomains
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
  mutation CompanyRecordCreateMutation($input: CreateCompanyInput!) {
    result: createCompany(input: $input) {
      record: company {
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
  mutation CompanyRecordUpdateMutation($input: UpdateCompanyInput!) {
    result: updateCompany(input: $input) {
      record: company {
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
  mutation CompanyRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveCompany(input: $input) {
      record: company {
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
  mutation CompanyRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreCompany(input: $input) {
      record: company {
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
  mutation CompanyRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteCompany(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

export const companyRecord: RecordConfig = {
  type: 'companies',
  customFields: 'companies',
  texts: nlResources['companies'],
  listPath: '/companies',
  recordPath: (id) => `/companies/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'companies',
  archivedBanner: nlBanners.companyArchived,
  tabs: companyTabs,
  headerActions: (company) => createElement(CompanySettings, { companyId: company.databaseId }),
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'debtorCode', label: f.debtorCode, kind: 'text', maxLength: 191 },
    { name: 'attn', label: f.attn, kind: 'text', maxLength: 191 },
    { name: 'address1', label: f.address1, kind: 'text', maxLength: 191 },
    { name: 'address2', label: f.address2, kind: 'text', maxLength: 191 },
    { name: 'postalCode', label: f.postalCode, kind: 'text', maxLength: 20 },
    { name: 'city', label: f.city, kind: 'text', maxLength: 191 },
    { name: 'countryId', label: f.country, kind: 'relation', relation: 'country', lookup: countryLookup },
    { name: 'telephone', label: f.telephone, kind: 'text', maxLength: 191 },
    { name: 'invoiceEmail', label: f.invoiceEmail, kind: 'email', maxLength: 191 },
    { name: 'administrativeEmails', label: f.administrativeEmails, kind: 'text' },
    { name: 'paymentTermDays', label: f.paymentTermDays, kind: 'number' },
    { name: 'invoiceTo', label: f.invoiceTo, kind: 'relation', relation: 'invoicedCompany', lookup: companyLookup },
    { name: 'operatorId', label: f.defaultOperator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'emailDomains', label: f.emailDomains, kind: 'text' },
    { name: 'badgeText', label: f.badgeText, kind: 'text', maxLength: 191 },
    { name: 'badgeColor', label: f.badgeColor, kind: 'select', options: PRESET_STYLINGS.map((s) => ({ value: s, label: nlQuickFilters.stylings[s] })) },
    { name: 'directDebitHours', label: f.directDebitHours, kind: 'boolean' },
    { name: 'directDebitSubscriptions', label: f.directDebitSubscriptions, kind: 'boolean' },
  ],
};
