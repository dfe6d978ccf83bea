import { graphql } from 'react-relay';
import { companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query SubscriptionRecordQuery($id: ID!) {
    record: customerSubscription(id: $id) {
      id
      databaseId
      label
      description
      periods
      period
      startPeriod
      nextBillingDate
      billingStartDate
      terminationDate
      invoicePeriods
      directDebit
      invoiceSeparately
      invoiceSettingOnChange
      total
      mrr
      company {
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
  mutation SubscriptionRecordCreateMutation($input: CreateCustomerSubscriptionInput!) {
    result: createCustomerSubscription(input: $input) {
      record: customerSubscription {
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
  mutation SubscriptionRecordUpdateMutation($input: UpdateCustomerSubscriptionInput!) {
    result: updateCustomerSubscription(input: $input) {
      record: customerSubscription {
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
  mutation SubscriptionRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveCustomerSubscription(input: $input) {
      record: customerSubscription {
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
  mutation SubscriptionRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreCustomerSubscription(input: $input) {
      record: customerSubscription {
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
  mutation SubscriptionRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteCustomerSubscription(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const subscriptionRecord: RecordConfig = {
  type: 'subscriptions',
  texts: nl.resources['subscriptions'],
  listPath: '/subscriptions',
  recordPath: (id) => `/subscriptions/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'subscriptions',
  fields: [
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, required: true, query: 'company_id' },
    { name: 'periods', label: f.periods, kind: 'number', defaultValue: '1' },
    { name: 'period', label: f.period, kind: 'select', required: true, options: optionList(nl.options.subscriptionPeriod), defaultValue: 'month' },
    { name: 'billingStartDate', label: f.billingStartDate, kind: 'date', required: true },
    { name: 'startPeriod', label: f.startPeriod, kind: 'date', required: true },
    { name: 'nextBillingDate', label: f.nextBillingDate, kind: 'date', required: true },
    { name: 'terminationDate', label: f.terminationDate, kind: 'date' },
    { name: 'invoicePeriods', label: f.invoicePeriods, kind: 'number', defaultValue: '1' },
    { name: 'invoiceSettingOnChange', label: f.invoiceSettingOnChange, kind: 'select', options: optionList(nl.options.invoiceSettingOnChange), defaultValue: 'system' },
    { name: 'directDebit', label: f.directDebit, kind: 'boolean' },
    { name: 'invoiceSeparately', label: f.invoiceSeparately, kind: 'boolean' },
  ],
};
