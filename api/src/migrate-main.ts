// The `migrate` role: brings the database up to date (migrations, and the demo tenant unless
// SEED_DEMO=false) and exits, so replicas started afterwards find nothing left to do.
import { loadSecretFiles } from '@balie/service-kit/secret-env';
import { openDatabase, statementTimeoutFromEnv } from './db/connection.ts';
import { DEFAULT_DEMO_PASSWORD, prepareDatabase } from './db/prepare.ts';
import { API_SECRETS } from './secrets.ts';

loadSecretFiles(process.env, API_SECRETS);
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data',
  statementTimeoutMs: statementTimeoutFromEnv(),
});
try {
  const { migrated, seeded } = await prepareDatabase(db, {
    seed: process.env.SEED_DEMO !== 'false',
    password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
  });
  console.log(migrated.length > 0 ? `Migraties uitgevoerd: ${migrated.join(', ')}` : 'De database is bij: geen migraties uit te voeren.');
  if (seeded) console.log('Demo-tenant aangemaakt.');
} finally {
  await db.destroy();
}
