import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FIRST_INVOICE_NUMBER_CONFIG, INVOICE_NUMBER_TEXTS, parseFirstInvoiceNumber } from './back-office/invoice-numbers.ts';
import { field, type FieldErrors, type ResourceDeclaration } from './declaration.ts';

export type ConfigInputType = 'text' | 'boolean' | 'select' | 'json' | 'color';

/** '1': every operator must use two-factor login; until enrolled they only reach their profile. */
export const REQUIRE_2FA_CONFIG = 'security.require_2fa';
export const REQUIRE_2FA_TEXT = 'Stel eerst zelf tweestapsverificatie in voordat je deze voor iedereen verplicht.';

/** Address of an asset in the remote-monitoring system, {rmm_id} standing for the asset's id there. */
export const RMM_URL_CONFIG = 'integrations.rmm_url';

export interface ConfigDefinition {
  name: string;
  /** null: the tenant's name (app.company_name). */
  value: string | null;
  input_type: ConfigInputType;
  options?: string[];
}

/** The tenant configuration of core §9, with the value a new tenant starts with. */
export const CONFIG_DEFAULTS: ConfigDefinition[] = [
  { name: 'app.company_name', value: null, input_type: 'text' },
  // The letterhead of quotes and invoices.
  { name: 'app.address', value: '', input_type: 'text' },
  { name: 'app.postal_code', value: '', input_type: 'text' },
  { name: 'app.city', value: '', input_type: 'text' },
  { name: 'app.telephone', value: '', input_type: 'text' },
  { name: 'app.email', value: '', input_type: 'text' },
  { name: 'app.coc_number', value: '', input_type: 'text' },
  { name: 'app.vat_number', value: '', input_type: 'text' },
  { name: 'app.iban', value: '', input_type: 'text' },
  { name: 'app.ask_time_registration_before_closing', value: 'only_missing', input_type: 'select', options: ['never', 'only_missing', 'always'] },
  { name: 'ticketing.auto_start_timer', value: '0', input_type: 'boolean' },
  { name: 'ticketing.ticket_fields_config', value: '[]', input_type: 'json' },
  { name: 'notifications.client_ticket_closed', value: '1', input_type: 'boolean' },
  { name: 'notifications.default_language', value: 'nl', input_type: 'select', options: ['nl', 'en'] },
  { name: 'invoicing.pro_rate_subscriptions', value: '1', input_type: 'boolean' },
  /** Days to pay when the company has no term of its own. */
  { name: 'invoicing.payment_term_days', value: '14', input_type: 'text' },
  /** Where the invoice number sequence starts: a company moving to Balie continues its own. */
  { name: 'invoicing.first_invoice_number', value: '1', input_type: 'text' },
  /** The product code of billed time, so the accounting package can book it. */
  { name: 'invoicing.time_product_code', value: '', input_type: 'text' },
  { name: REQUIRE_2FA_CONFIG, value: '0', input_type: 'boolean' },
  { name: RMM_URL_CONFIG, value: '', input_type: 'text' },
  { name: 'styling.app_color', value: '#2b6cb0', input_type: 'color' },
  { name: 'styling.dark.color', value: '#1a202c', input_type: 'color' },
];

/** A config value as clients use it: JSON ones parsed, the rest as stored. */
export function configValue(inputType: string, value: string | null): unknown {
  if (inputType !== 'json' || value === null) return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Tenant settings by name; the keys are fixed, only their values change (admin only: configs.update). */
export const configs: ResourceDeclaration = {
  name: 'configs',
  route: 'configs',
  table: 'configs',
  permissions: { index: 'configs.index', show: 'configs.show', update: 'configs.update' },
  label: { singular: 'Instelling', plural: 'instellingen' },
  fields: {
    id: field.integer(),
    name: field.string(),
    value: field.text({ input: { label: 'Waarde', max: 100_000 } }),
    input_type: field.string(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 100,
  appends: { _label: (row) => row.name, parsed_value: (row) => configValue(String(row.input_type), row.value as string | null) },
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    const value = input.value as string | null | undefined;
    if (value === undefined || value === null || !existing) return errors;
    // Requiring 2FA while not using it would shut the administrator out of this very screen.
    if (existing.name === REQUIRE_2FA_CONFIG && value === '1' && context.user) {
      const self = await context.db.selectFrom('users').select('activated_2fa_at').where('id', '=', context.user.id).executeTakeFirst();
      if (!self?.activated_2fa_at) errors.value = [REQUIRE_2FA_TEXT];
    }
    const definition = CONFIG_DEFAULTS.find((candidate) => candidate.name === existing.name);
    if (existing.name === FIRST_INVOICE_NUMBER_CONFIG && parseFirstInvoiceNumber(value) === null) errors.value = [INVOICE_NUMBER_TEXTS.firstNumber];
    switch (existing.input_type) {
      case 'boolean':
        if (value !== '0' && value !== '1') errors.value = ['Waarde moet 0 of 1 zijn.'];
        break;
      case 'json':
        try {
          JSON.parse(value);
        } catch {
          errors.value = ['Waarde is geen geldige JSON.'];
        }
        break;
      case 'color':
        if (!/^#[0-9a-fA-F]{6}$/.test(value)) errors.value = ['Waarde is geen geldige kleur (#rrggbb).'];
        break;
      case 'select':
        if (definition?.options && !definition.options.includes(value)) errors.value = ['Waarde heeft een ongeldige waarde.'];
        break;
    }
    return errors;
  },
};

/** Gives every tenant (or one) the config keys it lacks, with their defaults; existing values stay. */
export async function syncConfigs(trx: Transaction<Database>, tenantId?: number): Promise<void> {
  let query = trx.selectFrom('tenants').select(['id', 'name']);
  if (tenantId !== undefined) query = query.where('id', '=', tenantId);
  const rows = (await query.execute()).flatMap((tenant) =>
    CONFIG_DEFAULTS.map((definition) => ({
      tenant_id: tenant.id,
      name: definition.name,
      value: definition.value ?? tenant.name,
      input_type: definition.input_type,
    })),
  );
  if (rows.length === 0) return;
  await trx.insertInto('configs').values(rows).onConflict((conflict) => conflict.columns(['tenant_id', 'name']).doNothing()).execute();
}
