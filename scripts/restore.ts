// npm run restore -- <file>: puts a backup of `npm run backup` back into DATA_DIR (./data) and the
// files folder, while Balie is stopped. The folders it replaces are renamed (….voor-herstel-<time>),
// never deleted. On a PostgreSQL server (DATABASE_URL) pg_restore is the way.
import { join, resolve } from 'node:path';
import { folderInUse, RestoreError, restoreBackup } from '../api/src/backup/restore.ts';
import { backupTexts } from '../api/src/backup/texts.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const given = process.argv[2];
if (!given) fail('Gebruik: npm run restore -- <bestand>, bijvoorbeeld npm run restore -- backups/balie-2026-11-27.tar.gz', 2);
if (process.env.DATABASE_URL) fail(backupTexts.postgres);

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const filesDir = process.env.FILES_DIR ? resolve(process.env.FILES_DIR) : join(dataDir, 'files');
const busy = await folderInUse(dataDir, Number(process.env.API_PORT ?? 4001));
if (busy) fail(busy);

try {
  const { manifest, keptAside } = await restoreBackup({ archive: resolve(given), dataDir, filesDir, at: new Date() });
  console.log(`Teruggezet in ${dataDir}: de back-up van ${manifest.created_at}.`);
  for (const folder of keptAside) console.log(`De vorige map staat opzij als ${folder}; verwijder hem zodra alles klopt.`);
  if (manifest.s3_bucket) console.log(`Bijlagen staan in S3-bucket ${manifest.s3_bucket}: die zet u apart terug.`);
  console.log('Start Balie weer met npm start.');
} catch (error) {
  if (error instanceof RestoreError) fail(error.message);
  throw error;
}
