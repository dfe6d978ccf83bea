import { graphql } from 'react-relay/hooks';
import { clientLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import { relatedList } from '../../components/record/RelatedList';
import type { RecordConfig } from '../../components/record/types';
import { ticketList } from '../tickets/TicketList';
import { nlFields } from '../../i18n/nl/fields';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';
import type { TicketGroupRecordQuery$data } from '../../__generated__/TicketGroupRecordQuery.graphql';
import { TicketGroupBudget } from './TicketGroupBudget';

const detailQuery = graphql`
  query TicketGroupRecordQuery($id: ID!) {
    record: ticketGroup(id: $id) {
      id
      databaseId
      label
      name
      budgetTime
      usedTime
      remainingTime
      company {
        databaseId
        label
        name
      }
      client {
        databaseId
        label
        fullName
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

const createMutation = graphql`
  mutation TicketGroupRecordCreateMutation($input: CreateTicketGroupInput!) {
    result: createTicketGroup(input: $input) {
      record: ticketGroup {
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
  mutation TicketGroupRecordUpdateMutation($input: UpdateTicketGroupInput!) {
    result: updateTicketGroup(input: $input) {
      record: ticketGroup {
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
  mutation TicketGroupRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveTicketGroup(input: $input) {
      record: ticketGroup {
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
  mutation TicketGroupRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreTicketGroup(input: $input) {
      record: ticketGroup {
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
  mutation TicketGroupRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteTicketGroup(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

type TicketGroup = NonNullable<TicketGroupRecordQuery$data['record']>;

export const ticketGroupRecord: RecordConfig<TicketGroup> = {
  type: 'ticket-groups',
  texts: nlResources['ticket-groups'],
  listPath: '/tickets/groups',
  recordPath: (id) => `/tickets/groups/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'ticket-groups',
  restoreInBanner: true,
  // Spec back-office §2: the group's tickets, 10 per page; a new ticket gets the group and its company.
  tabs: [
    {
      id: 'tickets',
      name: 'tickets',
      label: nlRecordTabs.tickets,
      render: relatedList({
        list: ticketList,
        filter: (group: TicketGroup) => [{ field: 'ticketGroupId', value: group.databaseId }],
        columns: ['reference', 'description', 'status', 'priority', 'company', 'operator', 'updatedAt'],
        order: { field: 'updatedAt', direction: 'DESC' },
        prefill: (group: TicketGroup) => ({ ticket_group_id: group.databaseId, company_id: group.company?.databaseId, client_id: group.client?.databaseId }),
      }),
    },
  ],
  extra: (group) => <TicketGroupBudget budgetTime={group.budgetTime} usedTime={group.usedTime} remainingTime={group.remainingTime} />,
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup, query: 'operator_id' },
    { name: 'budgetTime', label: f.budgetHours, kind: 'hours' },
  ],
};
