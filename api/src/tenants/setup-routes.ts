import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { bodyFields } from '../body.ts';
import { signInAs } from '../auth/sign-in.ts';
import type { AppContext } from '../context.ts';
import { HttpError, unprocessable } from '../errors.ts';
import type { Tenant } from '../tenancy.ts';
import { companyTenantProblems, createCompanyTenant, tenantTexts, type CompanyTenantInput } from './company-tenant.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The setup form's fields as the tenant input; a missing subdomain is left empty, so it is refused by name. */
export function setupInput(body: Record<string, unknown>): CompanyTenantInput {
  return {
    name: text(body.name),
    subdomain: text(body.subdomain).trim().toLowerCase(),
    admin: { first_name: text(body.first_name), last_name: text(body.last_name), email: text(body.email) },
    password: text(body.password),
  };
}

/**
 * The first-run setup of an installation without tenants (started without the demo): one public
 * call creates the company's tenant and its administrator and signs the administrator in. Once any
 * tenant exists it answers 409.
 */
export function registerSetupRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/system/setup', { config: { public: true, firstRun: true } }, async (request, reply) => {
    if (request.tenant) throw new HttpError(409, { message: tenantTexts.alreadySetUp });
    const input = setupInput(bodyFields(request.body));
    const errors = companyTenantProblems(input);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const created = await context.db.transaction().execute(async (trx) => {
      // Two setups at once: the second waits here and then finds the first one's tenant.
      await sql`lock table tenants in exclusive mode`.execute(trx);
      const existing = await trx.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
      if (existing) return null;
      return createCompanyTenant(trx, input);
    });
    if (!created) throw new HttpError(409, { message: tenantTexts.alreadySetUp });
    const row = await context.db.selectFrom('tenants').selectAll().where('id', '=', created.tenantId).executeTakeFirstOrThrow();
    const tenant: Tenant = {
      id: row.id,
      subdomain: row.subdomain,
      name: row.name,
      setupCompleted: row.setup_completed,
      trialEndsAt: row.trial_ends_at,
      modules: row.modules,
    };
    reply.code(201);
    return { ...(await signInAs(context, tenant, created.adminId, { userAgent: request.headers['user-agent'], ip: request.ip })), tenant: { subdomain: tenant.subdomain, name: tenant.name } };
  });
}
