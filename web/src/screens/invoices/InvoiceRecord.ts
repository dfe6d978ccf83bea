import { createElement } from 'react';
import { graphql } from 'react-relay';
import { companyLookup, contractLookup, projectLookup } from '../lookups/lookups';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';
import { InvoiceDocumentActions, type InvoiceDocumentsRecord } from './InvoiceDocumentActions';

const detailQuery = graphql`
  query InvoiceRecordQuery($id: ID!) {
    record: invoice(id: $id) {
      id
      databaseId
      label
      invoiceCode
      subject
      directDebit
      exportedAt
      total
      company {
        databaseId
        label
        name
      }
      invoiceCompany {
        databaseId
        label
        name
      }
      project {
        databaseId
        label
        name
      }
      contract {
        databaseId
        label
        name
      }
      createdAt
      updatedAt
      downloadUrl
      ublUrl
      printTimeUrl
      hasAdministrativeEmails
    }
  }
`;

const createMutation = graphql`
  mutation InvoiceRecordCreateMutation($input: CreateInvoiceInput!) {
    result: createInvoice(input: $input) {
      record: invoice {
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
  mutation InvoiceRecordUpdateMutation($input: UpdateInvoiceInput!) {
    result: updateInvoice(input: $input) {
      record: invoice {
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
  mutation InvoiceRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteInvoice(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const invoiceRecord: RecordConfig = {
  type: 'invoices',
  texts: nl.resources['invoices'],
  listPath: '/invoices',
  recordPath: (id) => `/invoices/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'invoices',
  headerActions: (record) => createElement(InvoiceDocumentActions, { invoice: record as InvoiceDocumentsRecord }),
  fields: [
    { name: 'subject', label: f.subject, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'invoiceTo', label: f.invoiceTo, kind: 'relation', relation: 'invoiceCompany', lookup: companyLookup },
    { name: 'projectId', label: f.project, kind: 'relation', relation: 'project', lookup: projectLookup },
    { name: 'contractId', label: f.contract, kind: 'relation', relation: 'contract', lookup: contractLookup },
    { name: 'directDebit', label: f.directDebit, kind: 'boolean' },
  ],
};
