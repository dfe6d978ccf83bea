import { fetchQuery, graphql } from 'react-relay/hooks';
import type { AssetRecordTrackingNumberQuery } from '../../__generated__/AssetRecordTrackingNumberQuery.graphql';
import { interpolate } from '../../lib/interpolate';
import { assetBadges, assetHeaderActions } from './AssetExtras';
import { assetStatusLookup, clientLookup, companyLookup, locationLookup, operatorLookup } from '../lookups/lookups';
import type { AssetRecordQuery$data } from '../../__generated__/AssetRecordQuery.graphql';
import { relatedList } from '../../components/record/RelatedList';
import type { RecordConfig } from '../../components/record/types';
import { ticketList } from '../tickets/TicketList';
import { nlAssets } from '../../i18n/nl/assets';
import { nlFields } from '../../i18n/nl/fields';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { nlResources } from '../../i18n/nl/resources';

const detailQuery = graphql`
  query AssetRecordQuery($id: ID!) {
    record: asset(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      name
      description
      trackingNumber
      serialNumber
      warrantyUntil
      statusId
      status {
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
      }
      operator {
        databaseId
        label
        fullName
      }
      location {
        databaseId
        label
        name
      }
      rmmId
      rmmLink
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

/** Assets with this tracking number, for the check on blur (archived ones count as well). */
const trackingNumberQuery = graphql`
  query AssetRecordTrackingNumberQuery($filter: [FieldFilter!]) {
    list: assets(first: 2, filter: $filter) {
      edges {
        node {
          databaseId
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation AssetRecordCreateMutation($input: CreateAssetInput!) {
    result: createAsset(input: $input) {
      record: asset {
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
  mutation AssetRecordUpdateMutation($input: UpdateAssetInput!) {
    result: updateAsset(input: $input) {
      record: asset {
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
  mutation AssetRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveAsset(input: $input) {
      record: asset {
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
  mutation AssetRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreAsset(input: $input) {
      record: asset {
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
  mutation AssetRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteAsset(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const f = nlFields;

type Asset = NonNullable<AssetRecordQuery$data['record']>;

export const assetRecord: RecordConfig<Asset> = {
  type: 'assets',
  customFields: 'assets',
  texts: nlResources['assets'],
  listPath: '/assets',
  recordPath: (id) => `/assets/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'assets',
  badges: assetBadges,
  headerActions: assetHeaderActions,
  // A copy keeps everything but the tracking number, which must stay unique.
  duplicate: (values) => ({
    ...values,
    name: interpolate(nlAssets.copyName, { name: typeof values.name === 'string' ? values.name : '' }),
    trackingNumber: '',
  }),
  // Spec back-office §2: the asset's tickets, 10 per page; a new ticket gets the asset and its company.
  tabs: [
    {
      id: 'tickets',
      name: 'tickets',
      label: nlRecordTabs.tickets,
      render: relatedList({
        list: ticketList,
        filter: (asset: Asset) => [{ field: 'assetId', value: asset.databaseId }],
        columns: ['reference', 'description', 'status', 'priority', 'client', 'operator', 'updatedAt'],
        order: { field: 'updatedAt', direction: 'DESC' },
        prefill: (asset: Asset) => ({ asset_id: asset.databaseId, company_id: asset.company?.databaseId }),
      }),
    },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    {
      name: 'trackingNumber',
      label: f.trackingNumber,
      kind: 'text',
      maxLength: 191,
      checkOnBlur: async (value, environment, record) => {
        const found = await fetchQuery<AssetRecordTrackingNumberQuery>(environment, trackingNumberQuery, {
          filter: [{ field: 'trackingNumber', operator: 'EQ', value }],
        }, { fetchPolicy: 'network-only' }).toPromise();
        const others = (found?.list?.edges ?? []).filter((edge) => edge.node.databaseId !== record?.databaseId);
        return others.length > 0 ? nlAssets.trackingNumberTaken : null;
      },
    },
    { name: 'serialNumber', label: f.serialNumber, kind: 'text', maxLength: 191 },
    { name: 'statusId', label: f.assetStatus, kind: 'select', numeric: true, catalog: assetStatusLookup, shows: 'status' },
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, query: 'company_id' },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, query: 'client_id' },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'locationId', label: f.location, kind: 'relation', relation: 'location', lookup: locationLookup },
    { name: 'warrantyUntil', label: f.warrantyUntil, kind: 'date' },
    { name: 'description', label: f.description, kind: 'textarea', wide: true },
  ],
};
