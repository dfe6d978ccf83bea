import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { RMM_URL_CONFIG } from '../configs.ts';
import { ARCHIVABLE, Errors, dateText, firstRow, isBlank, permissionsOf, timestamps } from './shared.ts';

export const TRACKING_NUMBER_TAKEN = 'Volgnummer moet uniek zijn.';

export const assets: ResourceDeclaration = {
  name: 'assets',
  route: 'assets',
  table: 'assets',
  permissions: permissionsOf('assets', ARCHIVABLE),
  label: { singular: 'Asset', plural: 'Assets' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    description: field.text({ input: { label: 'Omschrijving', max: 10000 } }),
    tracking_number: field.string({ input: { label: 'Volgnummer', max: 255 } }),
    serial_number: field.string({ input: { label: 'Serienummer', max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    status_id: field.integer({ input: { label: 'Status', exists: 'asset-statuses' } }),
    location_id: field.integer({ input: { label: 'Locatie', exists: 'locations' } }),
    warranty_until: field.date({ input: { label: 'Garantie tot' } }),
    rmm_id: field.string(),
    /** The asset in the remote-monitoring system: the tenant's RMM address with {rmm_id} filled in. */
    rmm_link: field.computed(
      'string',
      (alias) => sql`(select replace(config.value, '{rmm_id}', ${sql.ref(`${alias}.rmm_id`)}) from configs as config
        where config.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and config.name = ${RMM_URL_CONFIG} and config.value <> '')`,
    ),
    actor_id: field.integer(),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['name', 'description', 'tracking_number', 'serial_number', 'company.name'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    client: { kind: 'belongsTo', target: 'clients', foreignKey: 'client_id' },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    status: { kind: 'belongsTo', target: 'asset-statuses', foreignKey: 'status_id' },
    actor: { kind: 'belongsTo', target: 'users', foreignKey: 'actor_id' },
    location: { kind: 'belongsTo', target: 'locations', foreignKey: 'location_id', ifRegistered: true },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'asset_id' },
    categories: {
      kind: 'belongsToMany',
      target: 'asset-categories',
      pivot: 'asset_asset_category',
      localKey: 'asset_id',
      relatedKey: 'asset_category_id',
      sync: true,
    },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  archivable: true,
  customFields: 'assets',
  ownership: { company: 'company_id' },
  appends: {
    _label: (row) => row.name,
    /** Imported from the remote-monitoring system rather than entered by hand. */
    is_rmm: (row) => row.rmm_id !== null && row.rmm_id !== undefined,
    warranty_expired: (row) => {
      const until = dateText(row.warranty_until);
      return until === null ? null : until < new Date().toISOString().slice(0, 10);
    },
  },
  // Hand-entered assets name their creator; imported ones carry an rmm_id instead.
  beforeCreate: (context, values) => ({ ...values, actor_id: context.user?.id ?? null }),
  validate: async ({ db, tenantId }, input, existing) => {
    const errors = new Errors();
    const number = input.tracking_number;
    if (!isBlank(number) && number !== existing?.tracking_number) {
      const other = await firstRow(db, tenantId, 'assets', { tracking_number: number });
      if (other && other.id !== existing?.id) errors.add('tracking_number', TRACKING_NUMBER_TAKEN);
    }
    return errors.list;
  },
};
