import { graphql } from 'react-relay/hooks';
import { clientLookup, companyLookup, dealStageLookup, operatorLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { DealRecordQuery$data } from '../../__generated__/DealRecordQuery.graphql';
import { booleanCell, relativeCell, textCell } from '../../components/list/cells';
import { recordRows } from '../../components/record/RecordRows';
import { relatedList } from '../../components/record/RelatedList';
import type { RecordConfig } from '../../components/record/types';
import { quoteList } from '../quotes/QuoteList';
import { DealConversation } from './DealConversation';
import { DealQuoteRowMenu, DealQuotesTab } from './DealQuotesTab';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';

const detailQuery = graphql`
  query DealRecordQuery($id: ID!) {
    record: deal(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      description
      stageId
      statusId
      cc
      stage {
        label
        name
      }
      company {
        databaseId
        label
        name
      }
      client {
        databaseId
        label
        fullName
        email
      }
      operator {
        databaseId
        label
        fullName
      }
      completedTasksCount
      messageThreadMessagesCount
      ...DealConversation_deal
      quotes(first: 1) {
        totalCount
      }
      tasks(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
        totalCount
        edges {
          node {
            id
            databaseId
            task
            completed
            executedAt
          }
        }
      }
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation DealRecordCreateMutation($input: CreateDealInput!) {
    result: createDeal(input: $input) {
      record: deal {
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
  mutation DealRecordUpdateMutation($input: UpdateDealInput!) {
    result: updateDeal(input: $input) {
      record: deal {
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
  mutation DealRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveDeal(input: $input) {
      record: deal {
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
  mutation DealRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreDeal(input: $input) {
      record: deal {
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
  mutation DealRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteDeal(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

const dealQuotes = relatedList({
  list: quoteList,
  filter: (deal: { databaseId: number }) => [{ field: 'dealId', value: deal.databaseId }],
  columns: ['reference', 'name', 'statusId', 'totalExcl', 'sentAt', { id: 'menu', cell: (row) => <DealQuoteRowMenu quote={row} /> }],
  emptyText: nlRecordTabs.noQuotes,
});

type Deal = NonNullable<DealRecordQuery$data['record']>;
type Task = NonNullable<Deal['tasks']>['edges'][number]['node'];
const t = nlRecordTabs;

export const dealRecord: RecordConfig<Deal> = {
  type: 'deals',
  customFields: 'deals',
  texts: nlResources['deals'],
  listPath: '/deals',
  recordPath: (id) => `/deals/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'deals',
  // Spec back-office §2: Offertes with their count, Taken as completed/total.
  // Spec back-office §2: Berichten with the count of the deal's conversation.
  tabs: [
    {
      id: 'messages',
      name: 'messages',
      label: t.messages,
      count: (deal) => ({ value: deal.messageThreadMessagesCount ?? 0 }),
      render: (deal) => <DealConversation deal={deal} />,
    },
    {
      id: 'quotes',
      name: 'quotes',
      label: t.quotes,
      count: (deal) => ({ value: deal.quotes?.totalCount ?? 0 }),
      render: (deal) => <DealQuotesTab deal={deal} list={dealQuotes(deal)} detailQuery={detailQuery} />,
    },
    {
      id: 'tasks',
      name: 'tasks',
      visible: true,
      label: t.tasks,
      count: (deal) => {
        const total = deal.tasks?.totalCount ?? 0;
        return { text: `${deal.completedTasksCount ?? 0}/${total}`, empty: total === 0 };
      },
      render: recordRows({
        rows: (deal: Deal) => (deal.tasks?.edges ?? []).map((edge) => edge.node),
        columns: [
          { id: 'task', header: t.task, mobile: 'title', cell: (task: Task) => textCell(task.task) },
          { id: 'completed', header: t.completed, cell: (task: Task) => booleanCell(task.completed) },
          { id: 'executedAt', header: t.completedAt, cell: (task: Task) => relativeCell(task.executedAt) },
        ],
        emptyText: t.noTasks,
        rowTestId: 'deal-tasks-row',
      }),
    },
  ],
  defaults: (viewer) => ({ operatorId: { id: viewer.databaseId, label: viewer.fullName } }),
  fields: [
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 191, wide: true },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'stageId', label: f.stage, kind: 'select', numeric: true, catalog: dealStageLookup, shows: 'stage' },
    { name: 'statusId', label: f.dealStatus, kind: 'select', numeric: true, options: optionList(nlOptions.dealStatus), defaultValue: '1' },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'cc', label: f.cc, kind: 'text', maxLength: 191 },
  ],
};
