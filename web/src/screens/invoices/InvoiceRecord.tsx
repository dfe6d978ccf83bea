import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { InvoiceRecordQuery$data } from '../../__generated__/InvoiceRecordQuery.graphql';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDocumentActions } from './InvoiceDocumentActions';
import { InvoiceAside } from './InvoiceAside';
import { InvoiceLines } from './InvoiceLines';
import { companyLookup, contractLookup, projectLookup } from '../lookups/lookups';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlInvoice } from '../../i18n/nl/invoice';
import { nlResources } from '../../i18n/nl/resources';

const detailQuery = graphql`
  query InvoiceRecordQuery($id: ID!) {
    record: invoice(id: $id) {
      id
      databaseId
      label
      invoiceCode
      subject
      downloadUrl
      ublUrl
      printTimeUrl
      hasAdministrativeEmails
      directDebit
      exportedAt
      externalUrl
      debtorCode
      total
      totalVat
      totalIncl
      vatPerRate
      timeGroupedByTicket
      invoiceLines(first: 100, orderBy: [{ field: "order", direction: ASC }, { field: "createdAt", direction: ASC }]) {
        edges {
          node {
            id
            date
            quantity
            productCode
            description
            price
            total
            isLocked
            exportWarning
          }
        }
      }
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

const f = nlFields;

type InvoiceRecord = NonNullable<InvoiceRecordQuery$data['record']>;

/**
 * Invoice detail (spec back-office §2, §4): subject, companies and direct debit as fields; number,
 * debtor code and exported state beside them; lines, time per ticket and totals below. A concept
 * is edited, exported and deleted; an exported invoice only re-exported, restored or downloaded.
 */
export const invoiceRecord: RecordConfig<InvoiceRecord> = {
  type: 'invoices',
  texts: nlResources['invoices'],
  listPath: '/invoices',
  recordPath: (id) => `/invoices/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'invoices',
  title: (invoice) => [invoice.invoiceCode, invoice.subject].filter(Boolean).join(' · ') || `#${invoice.databaseId}`,
  badges: (invoice) => (
    <Badge colorPalette={invoice.exportedAt ? 'green' : 'gray'} variant="subtle" data-testid="invoice-state">
      {invoice.exportedAt ? nlInvoice.exported : nlInvoice.concept}
    </Badge>
  ),
  locked: (invoice) => Boolean(invoice.exportedAt),
  headerActions: (invoice, { reload }) => (
    <>
      <InvoiceActions invoice={invoice} onChanged={reload} />
      <InvoiceDocumentActions invoice={invoice} />
    </>
  ),
  aside: (invoice) => <InvoiceAside invoice={invoice} />,
  extra: (invoice) => <InvoiceLines invoice={invoice} />,
  fields: [
    { name: 'subject', label: f.subject, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'invoiceTo', label: f.invoiceTo, kind: 'relation', relation: 'invoiceCompany', lookup: companyLookup },
    { name: 'projectId', label: f.project, kind: 'relation', relation: 'project', lookup: projectLookup },
    { name: 'contractId', label: f.contract, kind: 'relation', relation: 'contract', lookup: contractLookup },
    { name: 'directDebit', label: f.directDebit, kind: 'boolean' },
  ],
};
