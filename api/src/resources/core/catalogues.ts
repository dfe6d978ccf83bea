import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor } from './common.ts';

/** A short reordered list with only a name: where a ticket came from, what kind it is. */
function namedList(name: string, table: string, ticketKey: string, label: { singular: string; plural: string }): ResourceDeclaration {
  return {
    name,
    route: name,
    table,
    permissions: permissionsFor(name, 'store', 'update', 'destroy'),
    label,
    fields: {
      id: field.integer(),
      name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
      order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
      created_at: field.timestamp(),
      updated_at: field.timestamp(),
    },
    searchable: ['name'],
    relations: {
      tickets: { kind: 'hasMany', target: 'tickets', foreignKey: ticketKey },
    },
    defaultOrder: [['order', 'asc'], ['name', 'asc']],
    perPage: 15,
    appends: { _label: (row) => row.name },
    orderColumn: 'order',
  };
}

export const ticketSources = namedList('ticket-sources', 'ticket_sources', 'ticket_source_id', { singular: 'Bron', plural: 'bronnen' });

export const ticketTypes = namedList('ticket-types', 'ticket_types', 'ticket_type_id', { singular: 'Tickettype', plural: 'tickettypes' });

export const services: ResourceDeclaration = {
  name: 'services',
  route: 'services',
  table: 'services',
  permissions: permissionsFor('services', 'store', 'update', 'destroy'),
  label: { singular: 'Dienst', plural: 'diensten' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    description: field.string({ input: { label: 'Omschrijving', max: 1000 } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'description'],
  relations: {
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'service_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
};

export const categories: ResourceDeclaration = {
  name: 'categories',
  route: 'categories',
  table: 'categories',
  permissions: permissionsFor('categories', 'store', 'update', 'destroy'),
  label: { singular: 'Categorie', plural: 'categorieën' },
  fields: {
    id: field.integer(),
    title: field.string({ input: { label: 'Titel', required: true, max: 100 } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['title'],
  relations: {
    // The operators who handle tickets of this category ("Mijn categorieën").
    operators: { kind: 'belongsToMany', target: 'operators', pivot: 'category_user', localKey: 'category_id', relatedKey: 'user_id', sync: true },
    tickets: { kind: 'belongsToMany', target: 'tickets', pivot: 'category_ticket', localKey: 'category_id', relatedKey: 'ticket_id' },
  },
  defaultOrder: [['order', 'asc'], ['title', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.title },
  orderColumn: 'order',
};
