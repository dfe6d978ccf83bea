import { field, type ResourceDeclaration } from '../declaration.ts';
import { ARCHIVABLE, permissionsOf, phasesTotal, timestamps } from './shared.ts';

export const projects: ResourceDeclaration = {
  name: 'projects',
  route: 'projects',
  table: 'projects',
  permissions: permissionsOf('projects', ARCHIVABLE),
  label: { singular: 'Project', plural: 'Projecten' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    description: field.text({ input: { label: 'Omschrijving', max: 10000 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    quote_id: field.integer({ input: { label: 'Offerte', exists: 'quotes' } }),
    total_excl: field.computed('decimal', phasesTotal('projects')),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['name', 'description', 'company.name'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    client: { kind: 'belongsTo', target: 'clients', foreignKey: 'client_id' },
    quote: { kind: 'belongsTo', target: 'quotes', foreignKey: 'quote_id' },
    project_phases: { kind: 'morphMany', target: 'project-phases', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'projects' },
    invoices: { kind: 'hasMany', target: 'invoices', foreignKey: 'project_id' },
  },
  // The spec's project list shows the newest first.
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  archivable: true,
  customFields: 'projects',
  ownership: { company: 'company_id', client: 'client_id' },
  appends: { _label: (row) => row.name },
};
