import { permissionsFor } from './core/common.ts';
import { untyped } from '../query/execute.ts';
import { field, type ResourceContext, type ResourceDeclaration } from './declaration.ts';

/** The styles of the spec's badges. */
export const BADGE_STYLES = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'dark', 'light'] as const;

export const priorities: ResourceDeclaration = {
  name: 'priorities',
  route: 'priorities',
  table: 'priorities',
  permissions: permissionsFor('priorities', 'store', 'update', 'destroy'),
  label: { singular: 'Prioriteit', plural: 'prioriteiten' },
  fields: {
    id: field.integer(),
    label: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    style: field.string({ input: { label: 'Stijl', required: true, in: BADGE_STYLES } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    is_default: field.boolean({ input: { label: 'Standaard', default: false } }),
  },
  searchable: ['label'],
  relations: {
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'priority_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.label },
  orderColumn: 'order',
  // One default per tenant: a new one takes the mark from the old.
  beforeCreate: async (context, values) => {
    if (values.is_default === true) await clearDefault(context);
    return values;
  },
  beforeUpdate: async (context, changes, existing) => {
    if (changes.is_default === true && existing.is_default !== true) await clearDefault(context);
    return changes;
  },
};

async function clearDefault(context: ResourceContext): Promise<void> {
  await untyped(context.db).updateTable('priorities').set({ is_default: false }).where('tenant_id', '=', context.tenantId).where('is_default', '=', true).execute();
}
