import { sql } from 'kysely';
import { field, serializeFields, type FieldErrors, type ResourceDeclaration, type Row } from './declaration.ts';
import { optionValues } from './writer.ts';

/** 0 text, 1 select, 2 date (core §3). */
export const CUSTOM_FIELD_TYPES = [0, 1, 2] as const;

/**
 * Extra fields a tenant defines per record type. `morphable_type` is the `customFields` value of a
 * declaration (its resource name); the registry fills the allowed values.
 */
export const customFields: ResourceDeclaration = {
  name: 'custom-fields',
  route: 'custom-fields',
  table: 'custom_fields',
  permissions: {
    index: 'custom-fields.index',
    show: 'custom-fields.show',
    store: 'custom-fields.store',
    update: 'custom-fields.update',
    destroy: 'custom-fields.destroy',
  },
  label: { singular: 'Vrij veld', plural: 'vrije velden' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 64, createOnly: true } }),
    title: field.string({ input: { label: 'Titel', required: true, max: 191 } }),
    type: field.integer({ input: { label: 'Type', required: true, in: CUSTOM_FIELD_TYPES } }),
    morphable_type: field.string({ input: { label: 'Soort item', required: true, createOnly: true, in: [] } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    options: field.json({ input: { label: 'Opties', default: [] } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'title'],
  relations: {},
  defaultOrder: [['morphable_type', 'asc'], ['order', 'asc']],
  perPage: 100,
  orderColumn: 'order',
  appends: { _label: (row) => row.title },
  validate: async ({ db, tenantId }, input, existing) => {
    const errors: FieldErrors = {};
    if (typeof input.name === 'string') {
      if (!/^[a-z][a-z0-9_]*$/.test(input.name)) errors.name = ['Naam mag alleen kleine letters, cijfers en _ bevatten en begint met een letter.'];
      else if (await db.selectFrom('custom_fields').select('id').where('tenant_id', '=', tenantId).where('name', '=', input.name).executeTakeFirst()) {
        errors.name = ['Deze naam is al in gebruik.'];
      }
    }
    const type = input.type ?? existing?.type;
    const options = input.options !== undefined ? input.options : existing?.options;
    if (input.options !== undefined && !Array.isArray(input.options)) errors.options = ['Opties moeten een lijst zijn.'];
    else if (type === 1 && optionValues(options).length === 0) errors.options = ['Een keuzelijst heeft minstens één optie nodig.'];
    return errors;
  },
};

/** The value as a person reads it: a select's option label, a date as DD-MM-YYYY. */
function displayValue(row: Row): unknown {
  const definition = row.custom_field_object as { type?: number; options?: unknown } | null;
  const value = row.value;
  if (value === null || value === undefined || !definition) return value ?? null;
  if (definition.type === 1 && Array.isArray(definition.options)) {
    const option = definition.options.find((candidate) => typeof candidate === 'object' && candidate !== null && String((candidate as Row).value) === value);
    return option ? ((option as Row).label ?? value) : value;
  }
  if (definition.type === 2 && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('-');
  return value;
}

const definitionOf = (alias: string) => sql`(select json_build_object('name', cf.name, 'title', cf.title, 'type', cf.type, 'options', cf.options, 'order', cf."order")
  from custom_fields cf where cf.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and cf.name = ${sql.ref(`${alias}.custom_field`)})`;

/** Values of custom fields; read as the `custom_values` relation of resources with customFields, written through relationships.custom_values. */
export const customValues: ResourceDeclaration = {
  name: 'custom-values',
  table: 'custom_values',
  fields: {
    id: field.integer(),
    custom_field: field.string(),
    value: field.string(),
    morphable_type: field.string(),
    morphable_id: field.integer(),
    custom_field_object: field.computed('json', definitionOf, { filterable: false, sortable: false }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['value'],
  relations: {},
  defaultOrder: [['custom_field', 'asc']],
  perPage: 100,
  serialize: (row) => ({ ...serializeFields(customValues.fields, row), _label: displayValue(row) }),
  logActivity: false,
};
