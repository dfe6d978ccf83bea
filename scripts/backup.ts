// npm run backup -- <file>: asks the running REST service (npm start) for a consistent copy of the
// embedded database and the files folder, and writes it to <file> as one .tar.gz. Reads the
// service's port and backup secret from its note in DATA_DIR (./data). On a PostgreSQL server
// (DATABASE_URL) it refuses: pg_dump is the way there.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { t as listArchive } from 'tar';
import { MANIFEST } from '../api/src/backup/archive.ts';
import { processRuns, readServiceNote } from '../api/src/backup/service-file.ts';
import { backupTexts } from '../api/src/backup/texts.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const given = process.argv[2];
if (!given) fail('Gebruik: npm run backup -- <bestand>, bijvoorbeeld npm run backup -- backups/balie-2026-11-27.tar.gz', 2);
if (process.env.DATABASE_URL) fail(backupTexts.postgres);

const target = resolve(given);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const note = readServiceNote(dataDir);
if (!note || !processRuns(note.pid)) {
  fail(`Balie draait niet op ${dataDir}. Start Balie (npm start) en maak dan de back-up; of kopieer de map ${dataDir} zoals hij is, nu niets hem gebruikt.`);
}

let response: Response;
try {
  response = await fetch(`http://127.0.0.1:${note.port}/system/backup`, { method: 'POST', headers: { 'x-backup-secret': note.secret } });
} catch (error) {
  fail(`De REST-service op poort ${note.port} antwoordt niet (${(error as Error).message}).`);
}
if (!response.ok || !response.body) {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  fail(`Back-up geweigerd (${response.status}): ${body.message ?? response.statusText}`);
}

// Written beside the target and renamed once whole, so <file> is never half a backup.
const part = `${target}.deel`;
await mkdir(dirname(target), { recursive: true });
try {
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(part));
  let files = 0;
  let manifest = false;
  await listArchive({
    file: part,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST) manifest = true;
      else if (entry.type === 'File' && entry.path.startsWith('files/')) files++;
    },
  });
  if (!manifest) throw new Error(`${MANIFEST} ontbreekt: de back-up is niet afgemaakt`);
  await rename(part, target);
  const megabytes = ((await stat(target)).size / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 });
  console.log(`Back-up geschreven: ${target} (${megabytes} MB: de database en ${files} bestand(en)).`);
} catch (error) {
  await rm(part, { force: true });
  fail(`De back-up is mislukt: ${(error as Error).message}`);
}
