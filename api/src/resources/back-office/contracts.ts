import { field, type ResourceDeclaration } from '../declaration.ts';
import { contractWritten, registerContractActionRoutes } from './contract-actions.ts';
import { PREPAID } from './contract-rules.ts';
import { CONTRACT_PERIODS, labelOf, optionValues } from './enums.ts';
import { ARCHIVABLE, Errors, after, contractOfCompanies, dateText, isBlank, permissionsOf, requireText, timestamps } from './shared.ts';

export const CONTRACT_TEXTS = {
  periodRequired: 'Periode is verplicht bij het aanmaken van een contract.',
  startRequired: 'Startdatum is verplicht bij het aanmaken van een contract.',
  endBeforeStart: 'De einddatum mag niet voor de startdatum liggen.',
  upgradeCard: 'Kies de strippenkaart waarmee automatisch wordt opgewaardeerd.',
} as const;

export const contracts: ResourceDeclaration = {
  registerRoutes: registerContractActionRoutes,
  name: 'contracts',
  route: 'contracts',
  table: 'contracts',
  permissions: { ...permissionsOf('contracts', ARCHIVABLE), buy: 'contracts.buy' },
  label: { singular: 'Contract', plural: 'Contracten' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    // Period and start date shape every contract period, so they are fixed once the contract exists.
    period: field.string({ input: { label: 'Periode', in: optionValues(CONTRACT_PERIODS), createOnly: true } }),
    invoice_to: field.integer({ input: { label: 'Factureren aan', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    quantity: field.integer({ input: { label: 'Aantal uur', min: 0 } }),
    hourly_rate: field.decimal({ input: { label: 'Uurtarief binnen bundel', min: 0, default: 0 } }),
    // Empty means the activity's own rate.
    hourly_rate_extra: field.decimal({ input: { label: 'Uurtarief buiten bundel', min: 0 } }),
    // Empty switches automatic top-up off.
    upgrade_below_quantity: field.integer({ input: { label: 'Automatisch opwaarderen onder', min: 0 } }),
    upgrade_prepaid_card_id: field.integer({ input: { label: 'Strippenkaart', exists: 'prepaid-cards' } }),
    direct_debit: field.boolean({ input: { label: 'Automatische incasso', default: false } }),
    service_id: field.integer({ input: { label: 'Dienst', exists: 'services' } }),
    start_date: field.date({ input: { label: 'Startdatum', createOnly: true } }),
    // Empty is open-ended.
    end_date: field.date({ input: { label: 'Einddatum' } }),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['name', 'client.full_name', 'operator.full_name'],
  relations: {
    companies: { kind: 'belongsToMany', target: 'companies', pivot: 'contract_company', localKey: 'contract_id', relatedKey: 'company_id', sync: true },
    // The activities and ticket types whose time the contract's hours cover.
    activities: { kind: 'belongsToMany', target: 'activities', pivot: 'contract_activity', localKey: 'contract_id', relatedKey: 'activity_id', sync: true, ifRegistered: true },
    ticket_types: {
      kind: 'belongsToMany',
      target: 'ticket-types',
      pivot: 'contract_ticket_type',
      localKey: 'contract_id',
      relatedKey: 'ticket_type_id',
      sync: true,
      ifRegistered: true,
    },
    invoice_company: { kind: 'belongsTo', target: 'companies', foreignKey: 'invoice_to' },
    client: { kind: 'belongsTo', target: 'clients', foreignKey: 'client_id' },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    service: { kind: 'belongsTo', target: 'services', foreignKey: 'service_id', ifRegistered: true },
    upgrade_prepaid_card: { kind: 'belongsTo', target: 'prepaid-cards', foreignKey: 'upgrade_prepaid_card_id' },
    contract_periods: { kind: 'hasMany', target: 'contract-periods', foreignKey: 'contract_id' },
    invoices: { kind: 'hasMany', target: 'invoices', foreignKey: 'contract_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  archivable: true,
  customFields: 'contracts',
  ownership: { company: (eb, alias, companyIds) => contractOfCompanies(eb, `${alias}.id`, companyIds) },
  appends: {
    _label: (row) => row.name,
    period_label: (row) => labelOf(CONTRACT_PERIODS, row.period),
    is_prepaid: (row) => row.period === PREPAID,
  },
  validate: (_context, input, existing) => {
    const errors = new Errors();
    if (existing === null) {
      requireText(errors, input, existing, 'period', CONTRACT_TEXTS.periodRequired);
      requireText(errors, input, existing, 'start_date', CONTRACT_TEXTS.startRequired);
    }
    const start = dateText(after(input, existing, 'start_date'));
    const end = dateText(after(input, existing, 'end_date'));
    if (start && end && end < start) errors.add('end_date', CONTRACT_TEXTS.endBeforeStart);
    if (!isBlank(after(input, existing, 'upgrade_below_quantity')) && isBlank(after(input, existing, 'upgrade_prepaid_card_id'))) {
      errors.add('upgrade_prepaid_card_id', CONTRACT_TEXTS.upgradeCard);
    }
    return errors.list;
  },
  // Prepaid hours are paid with the card, so no hourly rate applies.
  beforeCreate: (_context, values) => (values.period === PREPAID ? { ...values, hourly_rate: 0, hourly_rate_extra: 0 } : values),
  // Periods exist from the start: periodic ones up to today, a prepaid contract's open one.
  afterWrite: contractWritten,
};
