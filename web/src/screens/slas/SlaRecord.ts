import { graphql } from 'react-relay/hooks';
import { createElement } from 'react';
import type { SlaRecordQuery$data } from '../../__generated__/SlaRecordQuery.graphql';
import { businessHourContractLookup, clientLookup, companyLookup, operatorLookup, ticketTypeLookup } from '../lookups/lookups';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlResources } from '../../i18n/nl/resources';
import { nlSla } from '../../i18n/nl/sla';
import { OpeningHoursLink } from '../opening-hours/OpeningHoursLink';
import { SlaPriorityTable } from './SlaPriorityTable';
import { slaTabs } from './slaTabs';

const detailQuery = graphql`
  query SlaRecordQuery($id: ID!) {
    record: sla(id: $id) {
      id
      databaseId
      label
      name
      openingHourContractId
      openingHourContract {
        label
        name
      }
      companies {
        databaseId
        label
        name
      }
      ticketTypes {
        databaseId
        label
        name
      }
      priorities(first: 50, orderBy: [{ field: "priorityId", direction: ASC }]) {
        edges {
          node {
            id
            priority {
              label
            }
            firstResponseWithin
            firstResponseWithinUnit
            resolveWithin
            resolveWithinUnit
          }
        }
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
  mutation SlaRecordCreateMutation($input: CreateSlaInput!) {
    result: createSla(input: $input) {
      record: sla {
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
  mutation SlaRecordUpdateMutation($input: UpdateSlaInput!) {
    result: updateSla(input: $input) {
      record: sla {
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
  mutation SlaRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteSla(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;
const t = nlSla.form;

type Sla = NonNullable<SlaRecordQuery$data['record']>;

export const slaRecord: RecordConfig<Sla> = {
  type: 'slas',
  texts: nlResources['slas'],
  listPath: '/slas',
  recordPath: (id) => `/slas/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'slas',
  // The priority table comes with the SLA: every priority gets its row when it is created.
  extra: (sla) => createElement(SlaPriorityTable, { key: sla.updatedAt as string, rows: (sla.priorities?.edges ?? []).map((edge) => edge.node) }),
  tabs: slaTabs,
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'companies', label: f.companies, kind: 'relation', relation: 'companies', multiple: true, required: true, requiredMessage: t.companiesRequired, lookup: companyLookup, wide: true },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    {
      name: 'openingHourContractId',
      label: f.openingHours,
      kind: 'select',
      numeric: true,
      required: true,
      requiredMessage: t.openingHoursRequired,
      catalog: businessHourContractLookup,
      shows: 'openingHourContract',
      help: createElement(OpeningHoursLink),
    },
    { name: 'ticket_types', label: t.ticketTypes, kind: 'relation', relation: 'ticketTypes', multiple: true, lookup: ticketTypeLookup, wide: true },
  ],
};
