import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor, resulting, touches, untyped } from './common.ts';

export const WIDGET_TYPES = ['table', 'count'] as const;
export const WIDGET_TAKEN = 'Deze widget staat al op het dashboard.';

/**
 * A page of widgets; public ones ('Iedereen') are shown to every operator, others ('Alleen voor mij')
 * only to their owner. A public dashboard belongs to no one (user_id null), so is_public follows it.
 */
export const cockpitDashboards: ResourceDeclaration = {
  name: 'cockpit-dashboards',
  route: 'cockpit-dashboards',
  table: 'cockpit_dashboards',
  permissions: permissionsFor('cockpit-dashboards', 'store', 'update', 'destroy'),
  label: { singular: 'Dashboard', plural: 'dashboards' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    is_public: field.boolean({ input: { label: 'Zichtbaarheid', default: false } }),
    user_id: field.integer(),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {
    user: belongsTo('operators', 'user_id'),
    widgets: { kind: 'hasMany', target: 'cockpit-widgets', foreignKey: 'dashboard_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  orderColumn: 'order',
  ownership: { personal: 'user_id' },
  beforeCreate: ({ user }, values) => ({ ...values, user_id: values.is_public ? null : (user?.id ?? null) }),
  beforeUpdate: ({ user }, changes, existing) =>
    changes.is_public === undefined ? changes : { ...changes, user_id: changes.is_public ? null : (existing.user_id ?? user?.id ?? null) },
};

/** A saved quick filter (table preset) shown on a dashboard as a table or as a count. */
export const cockpitWidgets: ResourceDeclaration = {
  name: 'cockpit-widgets',
  route: 'cockpit-widgets',
  table: 'cockpit_widgets',
  permissions: permissionsFor('cockpit-widgets', 'store', 'update', 'destroy'),
  label: { singular: 'Widget', plural: 'widgets' },
  fields: {
    id: field.integer(),
    dashboard_id: field.integer({ input: { label: 'Dashboard', required: true, exists: 'cockpit-dashboards', createOnly: true } }),
    widget_type: field.string({ input: { label: 'Type widget', required: true, in: WIDGET_TYPES } }),
    table_preset_id: field.integer({ input: { label: 'Snelfilter', required: true, exists: 'table-presets' } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: [],
  relations: {
    dashboard: belongsTo('cockpit-dashboards', 'dashboard_id'),
    table_preset: belongsTo('table-presets', 'table_preset_id'),
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  // A widget of a personal dashboard ('Alleen voor mij') exists for its owner only.
  ownership: { via: 'dashboard' },
  // A preset/type pair appears once per dashboard.
  validate: async ({ db, tenantId }, input, existing) => {
    const errors: FieldErrors = {};
    if (!['dashboard_id', 'widget_type', 'table_preset_id'].some((name) => touches(input, existing, name))) return errors;
    let query = untyped(db)
      .selectFrom('cockpit_widgets')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('dashboard_id', '=', resulting(input, existing, 'dashboard_id'))
      .where('widget_type', '=', resulting(input, existing, 'widget_type'))
      .where('table_preset_id', '=', resulting(input, existing, 'table_preset_id'));
    if (existing) query = query.where('id', '!=', existing.id);
    if (await query.executeTakeFirst()) errors.table_preset_id = [WIDGET_TAKEN];
    return errors;
  },
};

/** "example.com" means https://example.com; an explicit http(s) scheme is kept. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const INVALID_URL = 'De URL is ongeldig.';

export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An outside web page shown as a dashboard (a monitoring screen, a status page). */
export const externalDashboards: ResourceDeclaration = {
  name: 'external-dashboards',
  route: 'external-dashboards',
  table: 'external_dashboards',
  permissions: permissionsFor('external-dashboards', 'store', 'update', 'destroy'),
  label: { singular: 'Extern dashboard', plural: 'externe dashboards' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', max: 100 } }),
    url: field.string({ input: { label: 'URL', required: true, max: 2000 } }),
    user_id: field.integer({ input: { label: 'Eigenaar', exists: 'operators' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'url'],
  relations: {
    user: belongsTo('operators', 'user_id'),
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  appends: { _label: (row) => row.name ?? row.url },
  // Shared (user_id null) or the caller's own.
  ownership: { personal: 'user_id' },
  validate: (_context, input) => {
    const errors: FieldErrors = {};
    if (typeof input.url === 'string' && !isWebUrl(withScheme(input.url))) errors.url = [INVALID_URL];
    return errors;
  },
  beforeCreate: ({ user }, values) => ({ ...values, url: withScheme(String(values.url)), user_id: values.user_id ?? user?.id ?? null }),
  beforeUpdate: (_context, changes) => (typeof changes.url === 'string' ? { ...changes, url: withScheme(changes.url) } : changes),
};
