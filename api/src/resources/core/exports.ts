import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor } from './common.ts';

export const UNKNOWN_MODEL = 'Dit soort gegevens kan niet geëxporteerd worden.';

/** A requested export of a list: queued ('In wachtrij') until exported_at is set, then downloadable. */
export const dataExports: ResourceDeclaration = {
  name: 'exports',
  route: 'exports',
  table: 'exports',
  permissions: permissionsFor('exports', 'store', 'destroy'),
  label: { singular: 'Export', plural: 'exports' },
  fields: {
    id: field.integer(),
    user_id: field.integer({ input: { label: 'Gebruiker', exists: 'operators' } }),
    /** The resource exported, by route name ('tickets'). */
    model: field.string({ input: { label: 'Soort', required: true, max: 100 } }),
    /** The list's builder at the time of the request. */
    filter: field.json({ input: { label: 'Filter', default: {} } }),
    exported_at: field.timestamp(),
    download_url: field.string(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['model'],
  relations: {
    user: belongsTo('operators', 'user_id'),
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  appends: {
    status: (row) => (row.exported_at ? 'Download' : 'In wachtrij'),
  },
  // Each user sees the exports they asked for.
  ownership: { personal: 'user_id' },
  beforeCreate: ({ user }, values) => ({ ...values, user_id: values.user_id ?? user?.id ?? null }),
  validate: ({ resolve }, input) => {
    const errors: FieldErrors = {};
    if (typeof input.model === 'string') {
      let routed = false;
      try {
        routed = resolve(input.model).route !== undefined;
      } catch {
        routed = false;
      }
      if (!routed) errors.model = [UNKNOWN_MODEL];
    }
    if (input.filter !== undefined && (typeof input.filter !== 'object' || input.filter === null || Array.isArray(input.filter))) {
      errors.filter = ['Het filter moet een object zijn.'];
    }
    return errors;
  },
};
