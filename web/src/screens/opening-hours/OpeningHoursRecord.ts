import { graphql } from 'react-relay/hooks';
import type { OpeningHoursRecordQuery$data } from '../../__generated__/OpeningHoursRecordQuery.graphql';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { nlResources } from '../../i18n/nl/resources';

const detailQuery = graphql`
  query OpeningHoursRecordQuery($id: ID!) {
    record: businessHourContract(id: $id) {
      id
      databaseId
      label
      name
      hours
      closedOnHolidays
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation OpeningHoursRecordCreateMutation($input: CreateBusinessHourContractInput!) {
    result: createBusinessHourContract(input: $input) {
      record: businessHourContract {
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
  mutation OpeningHoursRecordUpdateMutation($input: UpdateBusinessHourContractInput!) {
    result: updateBusinessHourContract(input: $input) {
      record: businessHourContract {
        id
        databaseId
        label
        name
        hours
        closedOnHolidays
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
  mutation OpeningHoursRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteBusinessHourContract(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlOpeningHours;

type OpeningHours = NonNullable<OpeningHoursRecordQuery$data['record']>;

export const openingHoursRecord: RecordConfig<OpeningHours> = {
  type: 'business-hour-contracts',
  texts: nlResources['business-hour-contracts'],
  listPath: '/slas/opening-hours',
  recordPath: (id) => `/slas/opening-hours/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  fields: [
    { name: 'name', label: nlFields.name, kind: 'text', required: true, maxLength: 100 },
    { name: 'closedOnHolidays', label: t.closedOnHolidays, kind: 'boolean', defaultValue: true },
    { name: 'hours', label: t.hours, kind: 'weekHours', required: true, wide: true },
  ],
};
