import { inviteAfterCommit } from '../auth/password-links.ts';
import { field, type ResourceDeclaration } from './declaration.ts';
import { mergeErrors } from './input.ts';
import { licenceErrors, registerOperatorAccountRoutes, typeRoleAfterWrite } from './operator-accounts.ts';
import { accountTexts } from './operator-rules.ts';
import { fullName, gravatar, hasLogin, passwordInput, personForContacts, validatePerson, withPasswordChange, withPasswordHash } from './people.ts';

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
  writeOnly: {
    password: passwordInput,
    // Adding or activating an operator outside a trial costs a licence: the client confirms it (back-office §6).
    confirm_licence: { type: 'boolean', input: { label: accountTexts.licenceLabel } },
  },
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
  // Only an active operator that is not archived can be given tickets, tasks and other work.
  assignable: { scope: (eb, alias) => eb.and([eb(`${alias}.is_active`, '=', true), eb(`${alias}.archived_at`, 'is', null)]), refused: accountTexts.inactive },
  validate: async (context, input, existing) => mergeErrors(await validatePerson(context, input, existing), await licenceErrors(context, input, existing)),
  beforeCreate: async (_context, values) => ({ ...(await withPasswordHash(values)), configs: '{}' }),
  beforeUpdate: withPasswordChange,
  afterWrite: async (context, event, record, old, sent) => {
    await typeRoleAfterWrite(context, event, record, old, sent);
    // A new operator chooses a password through the invitation mail, sent once the write is committed.
    if (event === 'created') inviteAfterCommit(record.id as number);
  },
  registerRoutes: registerOperatorAccountRoutes,
};
