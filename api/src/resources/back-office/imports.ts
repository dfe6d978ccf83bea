import { field, type ResourceDeclaration } from '../declaration.ts';
import { IMPORT_MODELS, labelOf, optionValues } from './enums.ts';
import { IMPORT_TEXTS, hasImportExtension, importConfigErrors } from './import-config.ts';
import { registerImportRoutes } from '../../imports/routes.ts';
import { Errors, isBlank, permissionsOf, timestamps } from './shared.ts';

/** One uploaded file turned into invoice lines on concept invoices (imports/routes.ts). */
export const imports: ResourceDeclaration = {
  name: 'imports',
  route: 'imports',
  table: 'imports',
  permissions: permissionsOf('imports', ['index', 'show', 'store', 'destroy']),
  label: { singular: 'Import', plural: 'Imports' },
  fields: {
    id: field.integer(),
    model: field.string({ input: { label: 'Type', in: optionValues(IMPORT_MODELS), default: 'invoice-lines' } }),
    definition_id: field.integer({ input: { label: 'Importdefinitie', exists: 'import-definitions' } }),
    definition_name: field.string({ input: { label: 'Naam importdefinitie', max: 255 } }),
    original_filename: field.string({ input: { label: 'Bestand', required: true, max: 255 } }),
    storage_filename: field.string({ input: { label: 'Opgeslagen bestand', required: true, max: 255 } }),
    save_import_definition: field.boolean({ input: { label: 'Definitie opslaan', default: false } }),
    config: field.json({ input: { label: 'Instellingen', required: true } }),
    user_id: field.integer(),
    imported_rows: field.integer(),
    /** What the import made: invoice_ids and the number of lines. */
    result: field.json(),
    ...timestamps,
  },
  searchable: ['original_filename', 'definition_name'],
  relations: {
    definition: { kind: 'belongsTo', target: 'import-definitions', foreignKey: 'definition_id' },
    user: { kind: 'belongsTo', target: 'users', foreignKey: 'user_id' },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  appends: {
    _label: (row) => row.original_filename,
    model_label: (row) => labelOf(IMPORT_MODELS, row.model),
  },
  beforeCreate: (context, values) => ({ ...values, user_id: context.user?.id ?? null }),
  validate: (_context, input) => {
    const errors = new Errors();
    // 'Alleen importeren' needs no name; saving the definition does.
    if (input.save_import_definition === true && isBlank(input.definition_name)) errors.add('definition_name', IMPORT_TEXTS.definitionName);
    if (!isBlank(input.original_filename) && !hasImportExtension(input.original_filename)) errors.add('original_filename', IMPORT_TEXTS.fileType);
    if (Object.hasOwn(input, 'config')) Object.assign(errors.list, importConfigErrors(input.config));
    return errors.list;
  },
  registerRoutes: (app, context) => registerImportRoutes(app, context, imports),
};
