import { graphql } from 'react-relay/hooks';
import { clientLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import { listOptions, optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlHelp } from '../../i18n/nl/help';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import type { TicketTemplateRecordQuery$data } from '../../__generated__/TicketTemplateRecordQuery.graphql';
import { RecurrenceSummary } from './RecurrenceSummary';

const detailQuery = graphql`
  query TicketTemplateRecordQuery($id: ID!) {
    record: ticketTemplate(id: $id) {
      id
      databaseId
      label
      name
      description
      statusId
      priorityId
      lineType
      cc
      rrule
      nextRunAt
      lastRunAt
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
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation TicketTemplateRecordCreateMutation($input: CreateTicketTemplateInput!) {
    result: createTicketTemplate(input: $input) {
      record: ticketTemplate {
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
  mutation TicketTemplateRecordUpdateMutation($input: UpdateTicketTemplateInput!) {
    result: updateTicketTemplate(input: $input) {
      record: ticketTemplate {
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
  mutation TicketTemplateRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteTicketTemplate(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

type TicketTemplate = NonNullable<TicketTemplateRecordQuery$data['record']>;

export const ticketTemplateRecord: RecordConfig<TicketTemplate> = {
  type: 'ticket-templates',
  texts: nlResources['ticket-templates'],
  listPath: '/tickets/templates',
  recordPath: (id) => `/tickets/templates/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'ticket-templates',
  template: true,
  extra: (template) => <RecurrenceSummary templateId={template.id} rrule={template.rrule} nextRunAt={template.nextRunAt} lastRunAt={template.lastRunAt} />,
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'description', label: f.description, kind: 'text', maxLength: 191 },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, help: nlHelp.templateCompany },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'statusId', label: f.status, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'ticketStatuses', 'name') },
    { name: 'priorityId', label: f.priority, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'priorities', 'label') },
    { name: 'lineType', label: f.lineType, kind: 'select', numeric: true, options: optionList(nlOptions.lineType) },
    { name: 'cc', label: f.cc, kind: 'text', maxLength: 191 },
  ],
};
