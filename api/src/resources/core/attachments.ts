import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor } from './common.ts';

/** Files on tickets and messages. Uploading is its own multipart call; here they are read and removed. */
export const attachments: ResourceDeclaration = {
  name: 'attachments',
  route: 'attachments',
  table: 'attachments',
  // Uploading is POST /attachments (multipart) in messages/attachments.ts.
  permissions: { ...permissionsFor('attachments', 'destroy'), upload: 'attachments.upload' },
  label: { singular: 'Bijlage', plural: 'bijlagen' },
  fields: {
    id: field.integer(),
    name: field.string(),
    /** Bytes. */
    size: field.integer(),
    extension: field.string(),
    url: field.string(),
    morphable_type: field.string(),
    morphable_id: field.integer(),
    is_embedded: field.boolean(),
    is_public: field.boolean(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: { tickets: 'tickets', messages: 'messages' } },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  ownership: { via: 'morphable' },
};
