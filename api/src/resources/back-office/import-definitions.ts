import { field, type ResourceDeclaration } from '../declaration.ts';
import { IMPORT_MODELS, labelOf, optionValues } from './enums.ts';
import { importConfigErrors } from './import-config.ts';
import { permissionsOf, timestamps } from './shared.ts';

/** A saved column mapping with defaults, to run the same kind of file again. */
export const importDefinitions: ResourceDeclaration = {
  name: 'import-definitions',
  route: 'import-definitions',
  table: 'import_definitions',
  permissions: permissionsOf('import-definitions'),
  label: { singular: 'Importdefinitie', plural: 'Importdefinities' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    model: field.string({ input: { label: 'Type', in: optionValues(IMPORT_MODELS), default: 'invoice-lines' } }),
    config: field.json({ input: { label: 'Instellingen', required: true } }),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    imports: { kind: 'hasMany', target: 'imports', foreignKey: 'definition_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: {
    _label: (row) => row.name,
    model_label: (row) => labelOf(IMPORT_MODELS, row.model),
  },
  validate: (_context, input) => (Object.hasOwn(input, 'config') ? importConfigErrors(input.config) : {}),
};
