import { graphql } from 'react-relay';
import type { RecordConfig } from '../../components/record/types';
import { nl } from '../../i18n/nl';

const detailQuery = graphql`
  query QuoteTemplateRecordQuery($id: ID!) {
    record: quoteTemplate(id: $id) {
      id
      databaseId
      label
      name
      totalExcl
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation QuoteTemplateRecordCreateMutation($input: CreateQuoteTemplateInput!) {
    result: createQuoteTemplate(input: $input) {
      record: quoteTemplate {
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
  mutation QuoteTemplateRecordUpdateMutation($input: UpdateQuoteTemplateInput!) {
    result: updateQuoteTemplate(input: $input) {
      record: quoteTemplate {
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
  mutation QuoteTemplateRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteQuoteTemplate(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nl.fields;

export const quoteTemplateRecord: RecordConfig = {
  type: 'quote-templates',
  texts: nl.resources['quote-templates'],
  listPath: '/deals/quote-templates',
  recordPath: (id) => `/deals/quote-templates/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'quote-templates',
  template: true,
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
  ],
};
