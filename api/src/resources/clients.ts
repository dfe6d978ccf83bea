import { sql, type Expression, type SqlBool } from 'kysely';
import { field, type AnyExpressionBuilder, type ResourceDeclaration } from './declaration.ts';
import { assignDefaultRole, fullName, hasLogin, lastNamePrefixed, validatePerson } from './people.ts';

/** People linked (company_user) to one of these companies. */
export const linkedToCompanies = (eb: AnyExpressionBuilder, alias: string, companyIds: number[]): Expression<SqlBool> =>
  companyIds.length === 0
    ? sql<SqlBool>`false`
    : eb.exists(
        eb
          .selectFrom('company_user as owner')
          .select(sql.lit(1).as('found'))
          .whereRef('owner.user_id', '=', `${alias}.id`)
          .where('owner.company_id', 'in', companyIds),
      );

/**
 * Contact persons of customer companies: users with is_operator 0 (back-office §3 Contact). Their
 * password is theirs alone: never written here.
 */
export const clients: ResourceDeclaration = {
  name: 'clients',
  route: 'clients',
  table: 'users',
  permissions: {
    index: 'clients.index',
    show: 'clients.show',
    store: 'clients.store',
    update: 'clients.update',
    destroy: 'clients.destroy',
    archive: 'clients.archive',
    login: 'clients.login',
  },
  label: { singular: 'Contactpersoon', plural: 'Contactpersonen' },
  fields: {
    id: field.integer(),
    first_name: field.string({ input: { label: 'Voornaam', required: true, max: 191 } }),
    prefix: field.string({ input: { label: 'Tussenvoegsel', max: 50 } }),
    last_name: field.string({ input: { label: 'Achternaam', required: true, max: 191 } }),
    full_name: fullName,
    last_name_prefixed: lastNamePrefixed,
    email: field.string({ input: { label: 'E-mailadres', max: 191, email: true } }),
    telephone: field.string({ input: { label: 'Telefoonnummer', max: 50 } }),
    telephone_cell: field.string({ input: { label: 'Mobiel nummer', max: 50 } }),
    language: field.string({ input: { label: 'Taal', in: ['nl', 'en'], default: 'nl' } }),
    badge_text: field.string({ input: { label: 'Badgetekst', max: 50 } }),
    badge_color: field.string({ input: { label: 'Badgekleur', max: 50 } }),
    has_login: hasLogin,
    is_operator: field.integer(),
    is_active: field.boolean({ input: { label: 'Actief', default: true } }),
    azure_user_id: field.string({ input: { label: 'Directory-id', max: 191 } }),
    /** Set by the directory sync when the customer's Microsoft 365 disabled or dropped the account. */
    azure_disabled_at: field.timestamp(),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['full_name', 'email', 'telephone', 'telephone_cell'],
  relations: {
    companies: { kind: 'belongsToMany', target: 'companies', pivot: 'company_user', localKey: 'user_id', relatedKey: 'company_id', sync: true },
    client_roles: {
      kind: 'belongsToMany',
      target: 'roles',
      pivot: 'user_role',
      localKey: 'user_id',
      relatedKey: 'role_id',
      sync: true,
      scope: (eb, alias) => eb(`${alias}.operator`, '=', 0),
    },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'client_id' },
  },
  defaultOrder: [['last_name', 'asc'], ['first_name', 'asc']],
  perPage: 15,
  baseScope: (eb, alias) => eb(`${alias}.is_operator`, '=', 0),
  archivable: true,
  customFields: 'clients',
  ownership: { company: linkedToCompanies },
  appends: { _label: (row) => row.full_name },
  validate: validatePerson,
  beforeCreate: (_context, values) => ({ ...values, is_operator: 0, configs: '{}' }),
  afterWrite: async (context, event, record) => {
    if (event === 'created') await assignDefaultRole(context, record.id as number, 'client');
  },
};
