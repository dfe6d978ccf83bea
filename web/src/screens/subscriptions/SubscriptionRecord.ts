import { graphql } from 'react-relay/hooks';
import { companyLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { SubscriptionRecordQuery$data } from '../../__generated__/SubscriptionRecordQuery.graphql';
import { dateCell, linkCell, moneyCell, textCell } from '../../components/list/cells';
import { recordRows } from '../../components/record/RecordRows';
import type { RecordConfig } from '../../components/record/types';
import { formatCurrency } from '../../lib/price';
import { lineQuantityCell } from './LineQuantity';
import { nlBanners } from '../../i18n/nl/banners';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';

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
      isTerminated
      lines(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
        edges {
          node {
            id
            databaseId
            quantity
            licensedQuantity
            productCode
            description
            price
            total
          }
        }
      }
      invoiceLines(first: 100, orderBy: [{ field: "date", direction: DESC }, { field: "id", direction: DESC }]) {
        edges {
          node {
            id
            date
            description
            total
            invoice {
              databaseId
              subject
              exportedAt
            }
          }
        }
      }
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

const f = nlFields;

type Subscription = NonNullable<SubscriptionRecordQuery$data['record']>;
type Line = NonNullable<Subscription['lines']>['edges'][number]['node'];
type Billed = NonNullable<Subscription['invoiceLines']>['edges'][number]['node'];
const t = nlRecordTabs;

export const subscriptionRecord: RecordConfig<Subscription> = {
  type: 'subscriptions',
  texts: nlResources['subscriptions'],
  listPath: '/subscriptions',
  recordPath: (id) => `/subscriptions/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'subscriptions',
  notices: (subscription) => (subscription.isTerminated === true ? [nlBanners.subscriptionTerminated] : []),
  // Spec back-office §2: the lines with the total and the monthly total (mrr).
  tabs: [
    {
      id: 'lines',
      name: 'subscriptions',
      visible: true,
      label: t.lines,
      render: recordRows({
        rows: (subscription: Subscription) => (subscription.lines?.edges ?? []).map((edge) => edge.node),
        columns: [
          { id: 'quantity', header: t.quantity, cell: (line: Line) => lineQuantityCell(line) },
          { id: 'product', header: t.product, cell: (line: Line) => textCell(line.productCode) },
          { id: 'description', header: f.description, mobile: 'title', cell: (line: Line) => textCell(line.description) },
          { id: 'price', header: t.rate, cell: (line: Line) => moneyCell(line.price) },
          { id: 'total', header: t.total, cell: (line: Line) => moneyCell(line.total) },
        ],
        rowPath: (line: Line) => `/subscriptions/lines/${line.databaseId}`,
        emptyText: t.noLines,
        perPage: 100,
        totals: (subscription: Subscription) => [
          { label: t.total, value: formatCurrency(subscription.total ?? 0) },
          { label: t.mrr, value: formatCurrency(subscription.mrr ?? 0) },
        ],
        rowTestId: 'subscription-lines-row',
      }),
    },
    // What the billing runs put on invoices, newest first.
    {
      id: 'invoices',
      name: 'invoices',
      module: 'mod_invoicing',
      label: t.invoices,
      render: recordRows({
        rows: (subscription: Subscription) => (subscription.invoiceLines?.edges ?? []).map((edge) => edge.node),
        columns: [
          { id: 'date', header: t.billedOn, cell: (line: Billed) => dateCell(line.date) },
          { id: 'description', header: f.description, mobile: 'title', cell: (line: Billed) => textCell(line.description) },
          { id: 'invoice', header: t.invoice, cell: (line: Billed) => linkCell(line.invoice?.subject, line.invoice ? `/invoices/${line.invoice.databaseId}` : null) },
          { id: 'status', header: t.invoiceStatus, cell: (line: Billed) => textCell(line.invoice ? (line.invoice.exportedAt ? t.exported : t.concept) : null) },
          { id: 'total', header: t.total, cell: (line: Billed) => moneyCell(line.total) },
        ],
        emptyText: t.noInvoices,
        perPage: 100,
        rowTestId: 'subscription-invoices-row',
      }),
    },
  ],
  fields: [
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, required: true, query: 'company_id' },
    { name: 'periods', label: f.periods, kind: 'number', defaultValue: '1' },
    { name: 'period', label: f.period, kind: 'select', required: true, options: optionList(nlOptions.subscriptionPeriod), defaultValue: 'month' },
    { name: 'billingStartDate', label: f.billingStartDate, kind: 'date', required: true },
    { name: 'startPeriod', label: f.startPeriod, kind: 'date', required: true },
    { name: 'nextBillingDate', label: f.nextBillingDate, kind: 'date', required: true },
    { name: 'terminationDate', label: f.terminationDate, kind: 'date' },
    { name: 'invoicePeriods', label: f.invoicePeriods, kind: 'number', defaultValue: '1' },
    { name: 'invoiceSettingOnChange', label: f.invoiceSettingOnChange, kind: 'select', options: optionList(nlOptions.invoiceSettingOnChange), defaultValue: 'system' },
    { name: 'directDebit', label: f.directDebit, kind: 'boolean' },
    { name: 'invoiceSeparately', label: f.invoiceSeparately, kind: 'boolean' },
  ],
};
