import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { revokeTokensOfUser } from '../auth/tokens.ts';
import { field, type ContactView, type FieldErrors, type FieldInput, type ResourceContext, type Row } from './declaration.ts';

/** "Jan van der Berg": users keep the name in parts; prefix is null when absent. */
export const fullName = field.computed('string', (alias) =>
  sql`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.prefix`)}, ${sql.ref(`${alias}.last_name`)})`,
);

/** "van der Berg", for lists sorted by last name. */
export const lastNamePrefixed = field.computed('string', (alias) => sql`concat_ws(' ', ${sql.ref(`${alias}.prefix`)}, ${sql.ref(`${alias}.last_name`)})`);

/** Whether the person can log in (has a password). */
export const hasLogin = field.computed('boolean', (alias) => sql`(${sql.ref(`${alias}.password_hash`)} is not null)`, { sortable: false });

export const peopleTexts = {
  password: 'Het wachtwoord moet 8 tot 32 tekens lang zijn en minstens één hoofdletter, één kleine letter, één cijfer en één symbool bevatten.',
  emailTaken: 'Dit e-mailadres is al in gebruik.',
} as const;

/** Spec password rule: 8 to 32 characters with upper case, lower case, a digit and a symbol. */
export function passwordProblem(password: string): string | null {
  const ok =
    password.length >= 8 &&
    password.length <= 32 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\d\s]/u.test(password);
  return ok ? null : peopleTexts.password;
}

export const passwordInput: { type: 'string'; input: FieldInput } = { type: 'string', input: { label: 'Wachtwoord', max: 32 } };

/** Password rule and e-mail uniqueness (one address per tenant, contacts and operators alike). */
export async function validatePerson({ db, tenantId }: ResourceContext, input: Row, existing: Row | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (typeof input.password === 'string') {
    const problem = passwordProblem(input.password);
    if (problem) errors.password = [problem];
  }
  if (typeof input.email === 'string') {
    let taken = db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where(sql`lower(email)`, '=', input.email.toLowerCase());
    if (existing) taken = taken.where('id', '<>', existing.id as number);
    if (await taken.executeTakeFirst()) errors.email = [peopleTexts.emailTaken];
  }
  return errors;
}

/** The write-only password becomes its hash; null removes the login. */
export async function withPasswordHash(values: Row): Promise<Row> {
  if (!Object.hasOwn(values, 'password')) return values;
  const { password, ...rest } = values;
  return { ...rest, password_hash: typeof password === 'string' ? await hashPassword(password) : null };
}

/** A new (or removed) password ends the user's other sessions; the caller's own token stays. */
export async function withPasswordChange(context: ResourceContext, changes: Row, existing: Row): Promise<Row> {
  if (Object.hasOwn(changes, 'password')) await revokeTokensOfUser(context.db, existing.id as number, context.user?.tokenId);
  return withPasswordHash(changes);
}

export const gravatar = (row: Row) =>
  typeof row.email === 'string' && row.email !== ''
    ? `https://www.gravatar.com/avatar/${createHash('md5').update(row.email.trim().toLowerCase()).digest('hex')}?d=mp`
    : null;

/** Gives a new user the role by name when it got none through relationships. */
export async function assignDefaultRole({ db, tenantId }: ResourceContext, userId: number, roleName: string): Promise<void> {
  const held = await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).executeTakeFirst();
  if (held) return;
  const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', roleName).executeTakeFirst();
  if (role) await db.insertInto('user_role').values({ user_id: userId, role_id: role.id }).execute();
}

/**
 * What a contact person sees of someone else, such as the operator who answered them: the name
 * and initials, nothing to reach the person by (the gravatar address is a hash of the e-mail), and
 * of the operator type (line, restrictions) only that it is an operator.
 */
export const personForContacts: ContactView = {
  fields: ['id', 'first_name', 'prefix', 'last_name', 'full_name', 'acronym', 'is_operator', '_label'],
  values: { is_operator: (value) => (Number(value) > 0 ? 1 : 0) },
};
