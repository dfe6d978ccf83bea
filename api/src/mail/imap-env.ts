import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { parseImapUrl } from './imap-url.ts';

/**
 * The embedded default's IMAP mailbox from IMAP_URL and IMAP_ADDRESS: created for the default tenant,
 * or brought in line with the variables at every start. Returns its id.
 */
export async function configureEnvMailbox(db: Db, tenantSubdomain: string, imapUrl: string, address: string | undefined): Promise<number> {
  const imap = parseImapUrl(imapUrl);
  const email = (address ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('IMAP_ADDRESS ontbreekt of is geen e-mailadres; het is het adres waarop klanten mailen.');
  const tenant = await db.selectFrom('tenants').select('id').where('subdomain', '=', tenantSubdomain).executeTakeFirst();
  if (!tenant) throw new Error(`IMAP_URL: omgeving ${tenantSubdomain} bestaat niet.`);
  const values = {
    protocol: 'imap',
    is_active: true,
    imap_host: imap.host,
    imap_port: imap.port,
    imap_secure: imap.secure,
    imap_username: imap.username,
    imap_password: imap.password,
    imap_folder: imap.folder,
  };
  const existing = await db
    .selectFrom('mailboxes')
    .select(['id', 'tenant_id'])
    .where(sql<string>`lower(address)`, '=', email)
    .executeTakeFirst();
  if (existing && existing.tenant_id !== tenant.id) throw new Error(`IMAP_ADDRESS ${email} is al het postvak van een andere omgeving.`);
  if (existing) {
    await db.updateTable('mailboxes').set({ ...values, updated_at: new Date() }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const created = await db
    .insertInto('mailboxes')
    .values({ ...values, tenant_id: tenant.id, name: 'E-mail (IMAP)', address: email })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
