// npm run tenant:create -- --name "Acme IT" --admin beheer@acme.nl [--subdomain acme] [--first-name Anna --last-name Jansen]
// Creates a tenant with its catalogues and an administrator who chooses a password through an
// invitation link: mailed when SMTP_URL is set, and printed. Uses DATABASE_URL, else DATA_DIR
// (./data); an embedded database must not be in use by a running service at the same time.
import { parseArgs } from 'node:util';
import { createPasswordLink, mailPasswordLink } from '../api/src/auth/password-links.ts';
import { passwordLinkPath } from '../api/src/auth/password-mail.ts';
import { openDatabase } from '../api/src/db/connection.ts';
import { migrate, underSchemaLock } from '../api/src/db/migrate.ts';
import { createSmtpMailer } from '../api/src/messages/mailer.ts';
import { companyTenantProblems, createCompanyTenant, subdomainFor, tenantTexts } from '../api/src/tenants/company-tenant.ts';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    admin: { type: 'string' },
    subdomain: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const name = values.name?.trim() ?? '';
const input = {
  name,
  subdomain: (values.subdomain ?? subdomainFor(name)).trim().toLowerCase(),
  admin: { first_name: values['first-name'] ?? 'Beheerder', last_name: values['last-name'] ?? name, email: values.admin ?? '' },
};
const problems = companyTenantProblems(input);
if (Object.keys(problems).length > 0) {
  for (const [field, messages] of Object.entries(problems)) console.error(`${field}: ${messages.join(' ')}`);
  console.error('Gebruik: npm run tenant:create -- --name "Acme IT" --admin beheer@acme.nl [--subdomain acme]');
  process.exit(1);
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
const mailer = createSmtpMailer(process.env.SMTP_URL, process.env.MAIL_FROM);
try {
  const created = await underSchemaLock(db, async (trx) => {
    await migrate(trx);
    const taken = await trx.selectFrom('tenants').select('id').where('subdomain', '=', input.subdomain).executeTakeFirst();
    return taken ? null : createCompanyTenant(trx, input);
  });
  if (!created) {
    console.error(`subdomain: ${tenantTexts.subdomainTaken}`);
    process.exitCode = 1;
  } else {
    const base = (process.env.PUBLIC_URL?.trim() || `http://${input.subdomain}.localhost:${process.env.PORT ?? 4000}`).replace(/\/+$/, '');
    const link = { tenantId: created.tenantId, userId: created.adminId, kind: 'invite' as const };
    const token = mailer
      ? await mailPasswordLink({ db, mailer }, { ...link, base, inviterId: null })
      : await createPasswordLink(db, link);
    console.log(`Omgeving ${input.subdomain} (${name}) aangemaakt met beheerder ${input.admin.email}.`);
    console.log(mailer ? 'De uitnodiging is gemaild. De link om een wachtwoord te kiezen (7 dagen geldig):' : 'Geen SMTP_URL: stuur de beheerder deze link om een wachtwoord te kiezen (7 dagen geldig):');
    console.log(`${base}${passwordLinkPath(token)}`);
  }
} finally {
  mailer?.close();
  await db.destroy();
}
