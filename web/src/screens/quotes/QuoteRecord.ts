import { graphql } from 'react-relay';
import { dealLookup, operatorLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query QuoteRecordQuery($id: ID!) {
    record: quote(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      reference
      name
      statusId
      sentAt
      totalExcl
      deal {
        databaseId
        label
        description
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

const updateMutation = graphql`
  mutation QuoteRecordUpdateMutation($input: UpdateQuoteInput!) {
    result: updateQuote(input: $input) {
      record: quote {
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
  mutation QuoteRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveQuote(input: $input) {
      record: quote {
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
  mutation QuoteRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreQuote(input: $input) {
      record: quote {
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
  mutation QuoteRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteQuote(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const quoteRecord: RecordConfig = {
  type: 'quotes',
  customFields: 'quotes',
  texts: nl.resources['quotes'],
  listPath: '/deals/quotes',
  recordPath: (id) => `/deals/quotes/${id}`,
  detailQuery,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'quotes',
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'statusId', label: f.status, kind: 'select', numeric: true, options: optionList(nl.options.quoteStatus) },
    { name: 'dealId', label: f.deal, kind: 'relation', relation: 'deal', lookup: dealLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
  ],
};
