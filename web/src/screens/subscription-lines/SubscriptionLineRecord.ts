import { graphql } from 'react-relay/hooks';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { subscriptionLookup } from './subscriptionLookup';

const detailQuery = graphql`
  query SubscriptionLineRecordQuery($id: ID!) {
    record: subscriptionLine(id: $id) {
      id
      databaseId
      label
      quantity
      productCode
      description
      price
      total
      invoiceDifferenceDate
      subscription {
        databaseId
        label
        description
      }
      createdAt
      updatedAt
    }
  }
`;

const updateMutation = graphql`
  mutation SubscriptionLineRecordUpdateMutation($input: UpdateSubscriptionLineInput!) {
    result: updateSubscriptionLine(input: $input) {
      record: subscriptionLine {
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
  mutation SubscriptionLineRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteSubscriptionLine(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

export const subscriptionLineRecord: RecordConfig = {
  type: 'subscription-lines',
  texts: nlResources['subscription-lines'],
  listPath: '/subscriptions/lines',
  recordPath: (id) => `/subscriptions/lines/${id}`,
  detailQuery,
  updateMutation,
  deleteMutation,
  subjectType: 'subscription-lines',
  fields: [
    { name: 'subscriptionId', label: f.subscription, kind: 'relation', relation: 'subscription', lookup: subscriptionLookup, required: true, createOnly: true },
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 255 },
    { name: 'productCode', label: f.product, kind: 'text', maxLength: 255 },
    { name: 'quantity', label: f.lineQuantity, kind: 'number', required: true },
    { name: 'price', label: f.rate, kind: 'price', required: true },
    { name: 'total', label: f.total, kind: 'price', createOnly: true },
    { name: 'invoiceDifferenceDate', label: f.invoiceDifferenceDate, kind: 'date' },
  ],
};
