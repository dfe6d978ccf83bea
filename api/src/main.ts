// The REST service in its own process: under the start script beside the BFF, or as one of several
// replicas on one PostgreSQL server, live events published through Redis so that every BFF hears them.
import { resolve } from 'node:path';
import { loadSecretFiles } from '@balie/service-kit/secret-env';
import { exitGracefully } from '@balie/service-kit/shutdown';
import { newBackupSecret, removeServiceNote, writeServiceNote } from './backup/service-file.ts';
import { embeddedThread } from './db/connection.ts';
import { createApi, createMemoryBus, createRedisBus } from './index.ts';
import { API_SECRETS } from './secrets.ts';

loadSecretFiles(process.env, API_SECRETS);

const port = Number(process.env.API_PORT ?? 4001);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const backupSecret = process.env.BACKUP_SECRET || newBackupSecret();
const events = process.env.REDIS_URL ? createRedisBus(process.env.REDIS_URL) : createMemoryBus();
const api = await createApi({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  defaultTenant: process.env.DEFAULT_TENANT,
  demoPassword: process.env.DEMO_PASSWORD,
  // SEED_DEMO=false starts without the demo tenant: an empty installation offers the first-run setup.
  seed: process.env.SEED_DEMO !== 'false',
  events,
  logger: true,
  backupSecret,
});
// Tells `npm run backup` where to ask and `npm run restore` that the data folder is in use; written
// before the port answers, so whoever sees the service up finds it.
const embedded = embeddedThread(api.db) !== undefined;
if (embedded) writeServiceNote(dataDir, { pid: process.pid, port, secret: backupSecret });
await api.app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`REST-service op poort ${port}`);
if (api.smtpInbound) {
  const mailboxes = await api.db
    .selectFrom('mailboxes')
    .innerJoin('tenants', 'tenants.id', 'mailboxes.tenant_id')
    .select('mailboxes.address')
    .where('tenants.subdomain', '=', process.env.DEFAULT_TENANT ?? 'demo')
    .where('mailboxes.is_active', '=', true)
    .where('mailboxes.protocol', '=', 'smtp')
    .orderBy('mailboxes.address')
    .execute();
  const addresses = mailboxes.map((mailbox) => mailbox.address).join(', ') || 'nog geen postvak';
  console.log(`E-mail in: ${addresses} via SMTP op poort ${api.smtpInbound.port}`);
}

exitGracefully('REST-service', async () => {
  await api.close();
  if (embedded) removeServiceNote(dataDir);
  await events.close();
});
