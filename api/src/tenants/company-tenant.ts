import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { createTenant } from '../db/seed.ts';
import { ACTIVITIES, COUNTRIES, TICKET_SOURCES, TICKET_TYPES } from '../db/seed-data-core.ts';
import { isEmail } from '../resources/input.ts';
import { passwordProblem } from '../resources/people.ts';
import { isSubdomain } from '../tenancy.ts';

export const tenantTexts = {
  nameRequired: 'Bedrijfsnaam is verplicht.',
  nameTooLong: 'Bedrijfsnaam mag maximaal 191 tekens zijn.',
  subdomain: 'Subdomein: kleine letters, cijfers en streepjes (niet aan het begin of eind), maximaal 63 tekens.',
  subdomainTaken: 'Dit subdomein is al in gebruik.',
  firstNameRequired: 'Voornaam is verplicht.',
  lastNameRequired: 'Achternaam is verplicht.',
  emailRequired: 'E-mailadres is verplicht.',
  email: 'E-mailadres is geen geldig e-mailadres.',
  alreadySetUp: 'Deze installatie is al ingericht.',
} as const;

export interface CompanyTenantInput {
  name: string;
  subdomain: string;
  admin: { first_name: string; last_name: string; email: string };
  /** The administrator's password; absent: they choose one through an invitation. */
  password?: string;
}

/** "Acme IT B.V." becomes "acme-it-bv": a subdomain made from a company name. */
export function subdomainFor(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** The input's problems per field, in Dutch; the password only when one is given. */
export function companyTenantProblems(input: CompanyTenantInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.name.trim() === '') errors.name = [tenantTexts.nameRequired];
  else if (input.name.length > 191) errors.name = [tenantTexts.nameTooLong];
  if (!isSubdomain(input.subdomain)) errors.subdomain = [tenantTexts.subdomain];
  if (input.admin.first_name.trim() === '') errors.first_name = [tenantTexts.firstNameRequired];
  if (input.admin.last_name.trim() === '') errors.last_name = [tenantTexts.lastNameRequired];
  if (input.admin.email.trim() === '') errors.email = [tenantTexts.emailRequired];
  else if (!isEmail(input.admin.email.trim())) errors.email = [tenantTexts.email];
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) errors.password = [problem];
  }
  return errors;
}

/**
 * A tenant for a real company: the catalogues every tenant gets (createTenant), starter lists of
 * ticket sources, ticket types, activities and countries, and its administrator (role admin). Runs
 * inside the given transaction; the caller checks the input first.
 */
export async function createCompanyTenant(trx: Transaction<Database>, input: CompanyTenantInput): Promise<{ tenantId: number; adminId: number }> {
  const { tenantId } = await createTenant(trx, { subdomain: input.subdomain, name: input.name.trim() });
  const lists = trx as unknown as Kysely<any>;
  const stamp = { tenant_id: tenantId };
  await lists.insertInto('ticket_sources').values(TICKET_SOURCES.map((name, index) => ({ ...stamp, name, order: index + 1 }))).execute();
  await lists.insertInto('ticket_types').values(TICKET_TYPES.map((name, index) => ({ ...stamp, name, order: index + 1 }))).execute();
  await lists.insertInto('activities').values(ACTIVITIES.map((activity) => ({ ...stamp, ...activity }))).execute();
  await lists.insertInto('countries').values(COUNTRIES.map((country) => ({ ...stamp, ...country }))).execute();
  await trx.updateTable('configs').set({ value: input.name.trim() }).where('tenant_id', '=', tenantId).where('name', '=', 'app.company_name').execute();

  const admin = await trx
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      email: input.admin.email.trim(),
      password_hash: input.password === undefined ? null : await hashPassword(input.password),
      first_name: input.admin.first_name.trim(),
      prefix: null,
      last_name: input.admin.last_name.trim(),
      acronym: `${input.admin.first_name.trim().charAt(0)}${input.admin.last_name.trim().charAt(0)}`.toUpperCase() || null,
      is_operator: 2,
      configs: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'admin').executeTakeFirstOrThrow();
  await trx.insertInto('user_role').values({ user_id: admin.id, role_id: role.id }).execute();
  return { tenantId, adminId: admin.id };
}

/** Whether the installation has no tenant at all (a first run without the demo). */
export async function noTenants(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('tenants').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}
