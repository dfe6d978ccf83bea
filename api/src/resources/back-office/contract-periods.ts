import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { CONTRACT_TEXTS } from './contracts.ts';
import { Errors, after, dateText, permissionsOf, timestamps } from './shared.ts';

const dutchDate = (value: unknown) => dateText(value)?.split('-').reverse().join('-') ?? null;

/** One period of a contract with the time it holds and the time registered on it, in minutes. */
export const contractPeriods: ResourceDeclaration = {
  name: 'contract-periods',
  route: 'contract-periods',
  table: 'contract_periods',
  permissions: permissionsOf('contract-periods'),
  label: { singular: 'Contractperiode', plural: 'Contractperiodes' },
  fields: {
    id: field.integer(),
    contract_id: field.integer({ input: { label: 'Contract', required: true, exists: 'contracts', createOnly: true } }),
    period_start: field.date({ input: { label: 'Van', required: true } }),
    period_end: field.date({ input: { label: 'Tot' } }),
    minutes: field.integer({ input: { label: 'Beschikbare tijd', min: 0, default: 0 } }),
    registered_time: field.integer(),
    minutes_remaining: field.computed('integer', (alias) => sql`${sql.ref(`${alias}.minutes`)} - ${sql.ref(`${alias}.registered_time`)}`),
    ...timestamps,
  },
  searchable: [],
  relations: {
    contract: { kind: 'belongsTo', target: 'contracts', foreignKey: 'contract_id' },
    time_registrations: { kind: 'hasMany', target: 'time-registrations', foreignKey: 'contract_period_id', ifRegistered: true },
  },
  defaultOrder: [['period_start', 'desc']],
  perPage: 15,
  ownership: { via: 'contract' },
  appends: {
    _label: (row) => [dutchDate(row.period_start), dutchDate(row.period_end) ?? '…'].join(' t/m '),
  },
  validate: (_context, input, existing) => {
    const errors = new Errors();
    const start = dateText(after(input, existing, 'period_start'));
    const end = dateText(after(input, existing, 'period_end'));
    if (start && end && end < start) errors.add('period_end', CONTRACT_TEXTS.endBeforeStart);
    return errors.list;
  },
};
