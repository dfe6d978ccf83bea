import { graphql } from 'react-relay/hooks';
import { clientLookup, companyLookup, operatorLookup, prepaidCardLookup, serviceLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { ContractRecordQuery$data } from '../../__generated__/ContractRecordQuery.graphql';
import { dateCell, minutesCell } from '../../components/list/cells';
import { recordRows } from '../../components/record/RecordRows';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';
import { ContractTopUp } from './ContractTopUp';

const detailQuery = graphql`
  query ContractRecordQuery($id: ID!) {
    record: contract(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      name
      period
      quantity
      hourlyRate
      hourlyRateExtra
      upgradeBelowQuantity
      upgradePrepaidCardId
      upgradePrepaidCard {
        databaseId
        label
        name
      }
      directDebit
      startDate
      endDate
      serviceId
      service {
        label
        name
      }
      companies {
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
      contractPeriods(first: 100, orderBy: [{ field: "periodStart", direction: DESC }]) {
        edges {
          node {
            id
            databaseId
            periodStart
            periodEnd
            registeredTime
            minutesRemaining
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
  mutation ContractRecordCreateMutation($input: CreateContractInput!) {
    result: createContract(input: $input) {
      record: contract {
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
  mutation ContractRecordUpdateMutation($input: UpdateContractInput!) {
    result: updateContract(input: $input) {
      record: contract {
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
  mutation ContractRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveContract(input: $input) {
      record: contract {
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
  mutation ContractRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreContract(input: $input) {
      record: contract {
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
  mutation ContractRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteContract(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

type Contract = NonNullable<ContractRecordQuery$data['record']>;
type Period = NonNullable<Contract['contractPeriods']>['edges'][number]['node'];
const t = nlRecordTabs;

// Spec back-office §2: the periods with the time spent and what remains (green or red).
const periodRows = recordRows({
  rows: (contract: Contract) => (contract.contractPeriods?.edges ?? []).map((edge) => edge.node),
  columns: [
    { id: 'periodStart', header: t.periodFrom, cell: (period: Period) => dateCell(period.periodStart) },
    { id: 'periodEnd', header: t.periodTo, cell: (period: Period) => dateCell(period.periodEnd) },
    { id: 'registeredTime', header: t.timeSpent, cell: (period: Period) => minutesCell(period.registeredTime ?? 0) },
    { id: 'minutesRemaining', header: t.remaining, cell: (period: Period) => minutesCell(period.minutesRemaining, true) },
  ],
  rowPath: (period: Period) => `/contract-periods/${period.databaseId}`,
  emptyText: t.noPeriods,
  rowTestId: 'contract-periods-row',
});

export const contractRecord: RecordConfig<Contract> = {
  type: 'contracts',
  customFields: 'contracts',
  texts: nlResources['contracts'],
  listPath: '/contracts',
  recordPath: (id) => `/contracts/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'contracts',
  // With 'Voeg uren toe' above the periods of a prepaid contract.
  tabs: [
    {
      id: 'periods',
      name: 'contracts',
      label: t.periods,
      render: (contract: Contract) => (
        <>
          <ContractTopUp contract={contract} />
          {periodRows(contract)}
        </>
      ),
    },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    { name: 'period', label: f.period, kind: 'select', required: true, createOnly: true, options: optionList(nlOptions.contractPeriod) },
    { name: 'startDate', label: f.startDate, kind: 'date', required: true, createOnly: true },
    { name: 'endDate', label: f.endDate, kind: 'date' },
    { name: 'companies', label: f.companies, kind: 'relation', relation: 'companies', multiple: true, lookup: companyLookup, wide: true },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'quantity', label: f.quantity, kind: 'number' },
    { name: 'hourlyRate', label: f.hourlyRate, kind: 'price' },
    { name: 'hourlyRateExtra', label: f.hourlyRateExtra, kind: 'price' },
    { name: 'upgradeBelowQuantity', label: f.upgradeBelowQuantity, kind: 'number' },
    { name: 'upgradePrepaidCardId', label: f.upgradePrepaidCard, kind: 'relation', relation: 'upgradePrepaidCard', lookup: prepaidCardLookup },
    { name: 'serviceId', label: f.service, kind: 'select', numeric: true, catalog: serviceLookup, shows: 'service' },
    { name: 'directDebit', label: f.directDebit, kind: 'boolean' },
  ],
};
