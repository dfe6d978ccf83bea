import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsOf, timestamps } from './shared.ts';

export const CLOUD_MODULE = 'mod_cloud_distribution';

/** A licence distributor the tenant syncs from; `key` names it in its config and sync calls. */
export const cloudDistributors: ResourceDeclaration = {
  name: 'cloud-distributors',
  route: 'cloud-distributors',
  table: 'cloud_distributors',
  permissions: permissionsOf('cloud-distributors', ['index', 'show']),
  label: { singular: 'Clouddistributeur', plural: 'Clouddistributeurs' },
  module: CLOUD_MODULE,
  fields: {
    id: field.integer(),
    name: field.string(),
    key: field.string(),
    is_active: field.boolean(),
    last_synced_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['name', 'key'],
  relations: {
    cloud_distribution_companies: { kind: 'hasMany', target: 'cloud-distribution-companies', foreignKey: 'cloud_distributor_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
};

/** A customer account at a distributor, matched to one of our companies. Reached only as a relation. */
export const cloudDistributionCompanies: ResourceDeclaration = {
  name: 'cloud-distribution-companies',
  table: 'cloud_distribution_companies',
  module: CLOUD_MODULE,
  fields: {
    id: field.integer(),
    cloud_distributor_id: field.integer(),
    company_id: field.integer(),
    external_id: field.string(),
    name: field.string(),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    cloud_distributor: { kind: 'belongsTo', target: 'cloud-distributors', foreignKey: 'cloud_distributor_id' },
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    subscriptions: { kind: 'hasMany', target: 'cloud-distribution-subscriptions', foreignKey: 'cloud_distribution_company_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  ownership: { company: 'company_id' },
  appends: { _label: (row) => row.name },
};
