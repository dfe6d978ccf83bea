import { inviteAfterCommit } from '../auth/password-links.ts';
import { ROLE_FOR_OPERATOR_TYPE } from '../auth/permissions.ts';
import { field, type ResourceDeclaration } from './declaration.ts';
import { assignDefaultRole, fullName, gravatar, hasLogin, passwordInput, personForContacts, validatePerson, withPasswordChange, withPasswordHash } from './people.ts';

/** Staff: users whose is_operator is a type 1-5 (back-office §3 Operator); contacts (0) are the clients resource. */
export const operators: ResourceDeclaration = {
  name: 'operators',
  route: 'operators',
  table: 'users',
  // Operators are archived, never deleted: their name stays on tickets and time.
  permissions: {
    index: 'operators.index',
    show: 'operators.show',
    store: 'operators.store',
    update: 'operators.update',
    archive: 'operators.archive',
  },
  label: { singular: 'Behandelaar', plural: 'Behandelaars' },
  fields: {
    id: field.integer(),
    first_name: field.string({ input: { label: 'Voornaam', required: true, max: 191 } }),
    prefix: field.string({ input: { label: 'Tussenvoegsel', max: 50 } }),
    last_name: field.string({ input: { label: 'Achternaam', required: true, max: 191 } }),
    full_name: fullName,
    email: field.string({ input: { label: 'E-mailadres', required: true, max: 191, email: true } }),
    acronym: field.string({ input: { label: 'Afkorting', max: 2, uppercase: true } }),
    telephone: field.string({ input: { label: 'Telefoonnummer', max: 50 } }),
    telephone_cell: field.string({ input: { label: 'Mobiel nummer', max: 50 } }),
    is_operator: field.integer({ input: { label: 'Type', required: true, in: [1, 2, 3, 4, 5], default: 1 } }),
    is_active: field.boolean({ input: { label: 'Actief', default: true } }),
    activity_id: field.integer({ input: { label: 'Standaard activiteit', exists: 'activities' } }),
    badge_text: field.string({ input: { label: 'Badgetekst', max: 50 } }),
    badge_color: field.string({ input: { label: 'Badgekleur', max: 50 } }),
    language: field.string({ input: { label: 'Taal', in: ['nl', 'en'], default: 'nl' } }),
    has_login: hasLogin,
    activated_2fa_at: field.timestamp(),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  writeOnly: { password: passwordInput },
  searchable: ['full_name', 'email', 'acronym'],
  relations: {
    operator_roles: {
      kind: 'belongsToMany',
      target: 'roles',
      pivot: 'user_role',
      localKey: 'user_id',
      relatedKey: 'role_id',
      sync: true,
      scope: (eb, alias) => eb(`${alias}.operator`, '=', 1),
    },
    companies: { kind: 'belongsToMany', target: 'companies', pivot: 'company_user', localKey: 'user_id', relatedKey: 'company_id', sync: true },
    categories: { kind: 'belongsToMany', target: 'categories', pivot: 'category_user', localKey: 'user_id', relatedKey: 'category_id', sync: true, ifRegistered: true },
    activity: { kind: 'belongsTo', target: 'activities', foreignKey: 'activity_id', ifRegistered: true },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'operator_id' },
  },
  defaultOrder: [['first_name', 'asc'], ['last_name', 'asc']],
  perPage: 15,
  baseScope: (eb, alias) => eb(`${alias}.is_operator`, '>', 0),
  archivable: true,
  appends: { _label: (row) => row.full_name, gravatar },
  contactView: personForContacts,
  validate: validatePerson,
  beforeCreate: async (_context, values) => ({ ...(await withPasswordHash(values)), configs: '{}' }),
  beforeUpdate: withPasswordChange,
  afterWrite: async (context, event, record) => {
    if (event === 'created') await assignDefaultRole(context, record.id as number, ROLE_FOR_OPERATOR_TYPE[record.is_operator as number] ?? 'operator');
    // A new operator chooses a password through the invitation mail, sent once the write is committed.
    if (event === 'created') inviteAfterCommit(record.id as number);
  },
};
