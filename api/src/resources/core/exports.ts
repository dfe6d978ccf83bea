import { HttpError } from '../../errors.ts';
import { parseExportColumns, EXPORT_TEXTS } from '../../exports/columns.ts';
import { registerExportRoutes } from '../../exports/routes.ts';
import { parseListQuery } from '../../query/parse.ts';
import { field, type FieldErrors, type ResourceDeclaration, type Resolve } from '../declaration.ts';
import { belongsTo, permissionsFor } from './common.ts';

export const UNKNOWN_MODEL = EXPORT_TEXTS.unknownModel;

function listed(resolve: Resolve, name: string) {
  try {
    const found = resolve(name);
    return found.route && found.permissions ? found : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A requested export of a list: queued ('In wachtrij') until the export job sets exported_at,
 * then downloadable by the user who asked for it (exports/).
 */
export const dataExports: ResourceDeclaration = {
  name: 'exports',
  route: 'exports',
  table: 'exports',
  permissions: permissionsFor('exports', 'store', 'destroy'),
  label: { singular: 'Export', plural: 'exports' },
  fields: {
    id: field.integer(),
    user_id: field.integer(),
    /** The resource exported, by route name ('tickets'). */
    model: field.string({ input: { label: 'Soort', required: true, max: 100 } }),
    /** The list's builder at the time of the request: filters, search and order. */
    filter: field.json({ input: { label: 'Filter', default: {} } }),
    /** The list's visible columns: field (or relation.field) and header. */
    columns: field.json({ input: { label: 'Kolommen', default: [] } }),
    exported_at: field.timestamp(),
    download_url: field.string(),
    failed_at: field.timestamp(),
    error: field.string(),
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
    // Files of long ago may be gone: such an export is 'Verlopen'.
    status: (row) => (row.exported_at ? (row.download_url ? 'Download' : 'Verlopen') : row.failed_at ? 'Mislukt' : 'In wachtrij'),
  },
  // Each user sees the exports they asked for.
  ownership: { personal: 'user_id' },
  beforeCreate: ({ user }, values) => ({ ...values, user_id: user?.id ?? null }),
  validate: ({ resolve }, input) => {
    const errors: FieldErrors = {};
    const model = typeof input.model === 'string' ? listed(resolve, input.model) : undefined;
    if (typeof input.model === 'string' && !model) errors.model = [UNKNOWN_MODEL];
    const filter = input.filter;
    if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
      errors.filter = [EXPORT_TEXTS.filterObject];
    } else if (model && filter !== undefined) {
      try {
        parseListQuery(model, resolve, { builder: JSON.stringify(filter) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errors.filter = [error.body.message];
      }
    }
    if (model && input.columns !== undefined) {
      const columns = parseExportColumns(model, resolve, input.columns);
      if (columns.errors.length > 0) errors.columns = columns.errors;
    }
    return errors;
  },
  registerRoutes: (app, context) => registerExportRoutes(app, context, dataExports),
};
