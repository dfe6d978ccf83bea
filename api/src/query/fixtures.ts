import { sql } from 'kysely';
import { field, validateDeclarations, type ResourceDeclaration, type Resolve } from '../resources/declaration.ts';

/**
 * A small, fixed set of declarations for the query layer's unit tests: every relation kind, soft
 * deletes, scopes and ownership, independent of how the real resources evolve.
 */
export const countries: ResourceDeclaration = {
  name: 'countries',
  table: 'countries',
  fields: { id: field.integer(), name: field.string() },
  searchable: ['name'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 15,
};

export const companies: ResourceDeclaration = {
  name: 'companies',
  route: 'companies',
  table: 'companies',
  permissions: { index: 'companies.index', show: 'companies.show' },
  fields: { id: field.integer(), name: field.string(), country_id: field.integer(), archived_at: field.timestamp() },
  searchable: ['name'],
  relations: {
    country: { kind: 'belongsTo', target: 'countries', foreignKey: 'country_id' },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'company_id' },
    contacts: { kind: 'belongsToMany', target: 'contacts', pivot: 'company_user', localKey: 'company_id', relatedKey: 'user_id', sync: true },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  ownership: { company: 'id' },
  appends: { _label: (row) => row.name },
};

export const contacts: ResourceDeclaration = {
  name: 'contacts',
  route: 'contacts',
  table: 'users',
  permissions: { index: 'contacts.index', show: 'contacts.show' },
  fields: {
    id: field.integer(),
    first_name: field.string(),
    last_name: field.string(),
    full_name: field.computed('string', (alias) => sql`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})`),
  },
  searchable: ['full_name'],
  relations: {},
  defaultOrder: [['last_name', 'asc']],
  perPage: 15,
  baseScope: (eb, alias) => eb(`${alias}.is_operator`, '=', 0),
};

export const tickets: ResourceDeclaration = {
  name: 'tickets',
  route: 'tickets',
  table: 'tickets',
  permissions: { index: 'tickets.index', show: 'tickets.show' },
  fields: {
    id: field.integer(),
    reference: field.string(),
    description: field.text(),
    status_id: field.integer(),
    company_id: field.integer(),
    operator_id: field.integer(),
    price: field.decimal(),
    due_on: field.date(),
    is_template: field.boolean(),
    data: field.json(),
    deleted_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['reference', 'company.name'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    messages: { kind: 'morphMany', target: 'messages', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
    // Counter caches: of rows everyone sees, and of rows a restricted role sees only some of.
    countries: { kind: 'belongsToMany', target: 'countries', pivot: 'country_ticket', localKey: 'ticket_id', relatedKey: 'country_id', counter: 'country_count' },
    partners: { kind: 'belongsToMany', target: 'companies', pivot: 'company_ticket', localKey: 'ticket_id', relatedKey: 'company_id', counter: 'partner_count' },
  },
  defaultOrder: [['updated_at', 'desc']],
  perPage: 15,
  baseScope: (eb, alias) => eb(`${alias}.is_template`, '=', false),
  softDeletes: true,
  ownership: { operator: 'operator_id', company: 'company_id' },
  scopes: { whereOpen: (eb, alias) => eb(`${alias}.status_id`, '=', 1) },
  appends: { _label: (row) => `#${row.reference}` },
};

export const messages: ResourceDeclaration = {
  name: 'messages',
  route: 'messages',
  table: 'messages',
  permissions: { index: 'messages.index', show: 'messages.show' },
  fields: {
    id: field.integer(),
    message: field.text(),
    morphable_type: field.string(),
    morphable_id: field.integer(),
    is_pinned: field.boolean(),
    visible_to_client: field.boolean(),
    created_at: field.timestamp(),
  },
  searchable: ['message'],
  relations: {
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: { tickets: 'tickets', companies: 'companies' } },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 10,
  scopes: { whereIsPinned: (eb, alias) => eb(`${alias}.is_pinned`, '=', true) },
  ownership: { via: 'morphable', contact: (eb, alias) => eb(`${alias}.visible_to_client`, '=', true) },
};

export const permissions: ResourceDeclaration = {
  name: 'permissions',
  route: 'permissions',
  table: 'permissions',
  shared: true,
  permissions: { index: 'permissions.index', show: 'permissions.show' },
  fields: { id: field.integer(), name: field.string() },
  searchable: ['name'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 100,
};

export const fixtures = [countries, companies, contacts, tickets, messages, permissions];

const byName = new Map(fixtures.map((declaration) => [declaration.name, declaration]));

export const resolveFixture: Resolve = (name) => {
  const declaration = byName.get(name);
  if (!declaration) throw new Error(`Unknown resource ${name}`);
  return declaration;
};

validateDeclarations(fixtures, resolveFixture);
