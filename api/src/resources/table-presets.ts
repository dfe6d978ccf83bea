import { resulting, touches } from './core/common.ts';
import { field, type FieldErrors, type ResourceDeclaration, type Row, type WriteAction } from './declaration.ts';

export const PRESET_STYLES = ['primary', 'secondary', 'warning', 'danger', 'success', 'info', 'dark', 'light'] as const;

export const WIDGET_LABEL_TOO_SHORT = 'Naam moet minimaal 3 tekens bevatten.';

/**
 * A quick filter made for a cockpit widget needs a name of 3 characters or more (core §2). Columns
 * and sort are the editor's to ask: a widget on a copied list quick filter may have no sort yet.
 */
function widgetPresetErrors(input: Row, existing: Row | null): FieldErrors {
  if (resulting(input, existing, 'is_cockpit') !== true) return {};
  if (!touches(input, existing, 'is_cockpit') && !touches(input, existing, 'label')) return {};
  const label = resulting(input, existing, 'label');
  return typeof label === 'string' && label.trim().length < 3 ? { label: [WIDGET_LABEL_TOO_SHORT] } : {};
}

const ACTION_PERMISSION: Partial<Record<WriteAction, string>> = {
  store: 'table-presets.store',
  update: 'table-presets.update',
  destroy: 'table-presets.destroy',
};

/**
 * Saved quick filters of a list (core §3 Table preset). user_id null: shared with everyone, which
 * takes table-presets.{store,update,destroy}; a user's own presets need no permission. Everyone
 * sees the shared ones and their own.
 */
export const tablePresets: ResourceDeclaration = {
  name: 'table-presets',
  route: 'table-presets',
  table: 'table_presets',
  permissions: {
    index: 'table-presets.index',
    show: 'table-presets.show',
    store: 'table-presets.store',
    update: 'table-presets.update',
    destroy: 'table-presets.destroy',
  },
  label: { singular: 'Snelfilter', plural: 'snelfilters' },
  fields: {
    id: field.integer(),
    label: field.string({ input: { label: 'Naam', required: true, min: 1, max: 100 } }),
    styling: field.string({ input: { label: 'Stijl', in: PRESET_STYLES, default: 'primary' } }),
    type: field.string({ input: { label: 'Lijst', required: true, max: 100, createOnly: true } }),
    columns_config: field.json({ input: { label: 'Kolommen', default: [] } }),
    filter_config: field.json({ input: { label: 'Filters', default: {} } }),
    order_config: field.json({ input: { label: 'Sortering', default: {} } }),
    pagination_config: field.json({ input: { label: 'Paginering', default: {} } }),
    is_cockpit: field.boolean({ input: { label: 'Cockpit', default: false } }),
    user_id: field.integer({ input: { label: 'Gebruiker' } }),
    cockpit_widget_id: field.integer({ input: { label: 'Cockpitwidget' } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['label', 'type'],
  relations: {
    user: { kind: 'belongsTo', target: 'operators', foreignKey: 'user_id' },
  },
  defaultOrder: [['order', 'asc'], ['label', 'asc']],
  perPage: 100,
  orderColumn: 'order',
  ownership: { personal: 'user_id' },
  appends: { _label: (row) => row.label },
  writePermission: (context, action, values, existing) => {
    const owner = action === 'store' ? (values.user_id ?? null) : (existing?.user_id ?? null);
    const keepsOwner = values.user_id === undefined || values.user_id === owner;
    if (owner !== null && owner === context.user?.id && keepsOwner) return null;
    return ACTION_PERMISSION[action];
  },
  validate: (context, input, existing) => {
    const errors: FieldErrors = widgetPresetErrors(input, existing ?? null);
    if (input.user_id !== undefined && input.user_id !== null && input.user_id !== context.user?.id) {
      errors.user_id = ['Een snelfilter is gedeeld of van jezelf.'];
    }
    if (typeof input.type === 'string') {
      try {
        if (!context.resolve(input.type).route) throw new Error('not routed');
      } catch {
        errors.type = ['Lijst bestaat niet.'];
      }
    }
    for (const name of ['columns_config'] as const) {
      if (input[name] !== undefined && input[name] !== null && !Array.isArray(input[name])) errors[name] = ['Kolommen: een lijst verwacht.'];
    }
    for (const name of ['filter_config', 'order_config', 'pagination_config'] as const) {
      const value = input[name];
      if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) errors[name] = [`${tablePresets.fields[name].input!.label}: een object verwacht.`];
    }
    return errors;
  },
};
