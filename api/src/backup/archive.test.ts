import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pack } from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { archivePathOf, BACKUP_FORMAT, backupArchive, filesInside, isBackupPath, type Manifest } from './archive.ts';
import { isDirectLoopback } from './routes.ts';
import { folderInUse, RestoreError, restoreBackup, stampOf } from './restore.ts';
import { writeServiceNote } from './service-file.ts';

const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, created_at: '2026-11-27T01:00:00.000Z', balie_version: '0.1.0', s3_bucket: null };

/** A dump as PGlite writes one: names with a leading slash, folders as entries of their own. */
async function dumpOf(entries: Array<[string, string | null]>): Promise<Uint8Array> {
  const archive = pack();
  for (const [name, content] of entries) {
    if (content === null) archive.entry({ name, type: 'directory' });
    else archive.entry({ name, type: 'file' }, content);
  }
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'balie-backup-unit-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('archive names', () => {
  it('puts the data folder under database/, its files folder under files/, and leaves the service note out', () => {
    expect(archivePathOf('/base/1/1259', 'files')).toBe('database/base/1/1259');
    expect(archivePathOf('/PG_VERSION', null)).toBe('database/PG_VERSION');
    expect(archivePathOf('/files', 'files')).toBe('files');
    expect(archivePathOf('/files/attachments/3/abc', 'files')).toBe('files/attachments/3/abc');
    expect(archivePathOf('/filesystem.txt', 'files')).toBe('database/filesystem.txt');
    expect(archivePathOf('/files/app.key', null)).toBe('database/files/app.key');
    expect(archivePathOf('/balie-service.json', 'files')).toBeNull();
    expect(archivePathOf('/', 'files')).toBeNull();
  });

  it('knows whether the files folder lies inside the data folder', () => {
    expect(filesInside('/srv/data', '/srv/data/files')).toBe('files');
    expect(filesInside('/srv/data', '/srv/data/deep/files')).toBe('deep/files');
    expect(filesInside('/srv/data', '/srv/files')).toBeNull();
    expect(filesInside('/srv/data', '/srv/data')).toBeNull();
  });

  it('restores only what a backup holds', () => {
    expect(isBackupPath('backup.json')).toBe(true);
    expect(isBackupPath('database/base/1/1259')).toBe(true);
    expect(isBackupPath('files/attachments/1/a')).toBe(true);
    expect(isBackupPath('etc/passwd')).toBe(false);
    expect(isBackupPath('databases/x')).toBe(false);
  });

  it('takes only direct calls from this machine', () => {
    expect(isDirectLoopback('127.0.0.1', false)).toBe(true);
    expect(isDirectLoopback('::1', false)).toBe(true);
    expect(isDirectLoopback('::ffff:127.0.0.1', false)).toBe(true);
    expect(isDirectLoopback('127.0.0.1', true)).toBe(false);
    expect(isDirectLoopback('10.0.0.5', false)).toBe(false);
    expect(isDirectLoopback(undefined, false)).toBe(false);
  });

  it('stamps aside folders by time', () => {
    expect(stampOf(new Date('2026-11-27T01:39:12.345Z'))).toBe('20261127-013912');
  });
});

describe('backup and restore of folders', () => {
  async function write(source: Parameters<typeof backupArchive>[0], file: string) {
    await pipeline(backupArchive(source), createWriteStream(file));
  }

  it('restores a data folder with its files inside, keeping the old folder aside', async () => {
    const root = scratch();
    const dump = await dumpOf([
      ['/base', null],
      ['/base/1', null],
      ['/base/1/1259', 'tabel'],
      ['/pg_tblspc', null],
      ['/PG_VERSION', '17'],
      ['/files', null],
      ['/files/attachments/1/a', 'bijlage'],
      ['/balie-service.json', '{"secret":"geheim"}'],
    ]);
    const file = join(root, 'backup.tar.gz');
    await write({ dump, dataDir: join(root, 'data'), filesDir: join(root, 'data', 'files'), manifest }, file);

    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'oud.txt'), 'oud');
    const result = await restoreBackup({ archive: file, dataDir, filesDir: join(dataDir, 'files'), at: new Date('2026-11-27T02:00:00Z') });

    expect(result.manifest.created_at).toBe(manifest.created_at);
    expect(result.keptAside).toEqual([`${dataDir}.voor-herstel-20261127-020000`]);
    expect(readFileSync(join(result.keptAside[0], 'oud.txt'), 'utf8')).toBe('oud');
    expect(readFileSync(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('tabel');
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(join(dataDir, 'files', 'attachments', '1', 'a'), 'utf8')).toBe('bijlage');
    // PostgreSQL needs its empty folders.
    expect(existsSync(join(dataDir, 'pg_tblspc'))).toBe(true);
    expect(existsSync(join(dataDir, 'balie-service.json'))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(['backup.tar.gz', 'data', 'data.voor-herstel-20261127-020000']);
  });

  it('copies a files folder outside the data folder from disk and restores it there', async () => {
    const root = scratch();
    const filesDir = join(root, 'bestanden');
    mkdirSync(join(filesDir, 'exports'), { recursive: true });
    writeFileSync(join(filesDir, 'app.key'), 'sleutel');
    writeFileSync(join(filesDir, 'exports', 'leeg.xlsx'), '');
    const dump = await dumpOf([['/PG_VERSION', '17']]);
    const file = join(root, 'backup.tar.gz');
    await write({ dump, dataDir: join(root, 'data'), filesDir, manifest }, file);

    writeFileSync(join(filesDir, 'app.key'), 'nieuwer');
    const result = await restoreBackup({ archive: file, dataDir: join(root, 'data'), filesDir, at: new Date('2026-11-27T02:00:00Z') });
    expect(result.keptAside).toEqual([`${filesDir}.voor-herstel-20261127-020000`]);
    expect(readFileSync(join(filesDir, 'app.key'), 'utf8')).toBe('sleutel');
    expect(readFileSync(join(filesDir, 'exports', 'leeg.xlsx'), 'utf8')).toBe('');
    expect(readFileSync(join(root, 'data', 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('refuses an archive that is cut short or is no backup, and changes nothing', async () => {
    const root = scratch();
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const file = join(root, 'backup.tar.gz');
    await write({ dump: await dumpOf([['/PG_VERSION', '17']]), dataDir, filesDir: join(dataDir, 'files'), manifest }, file);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup({ archive: file, dataDir, filesDir: join(dataDir, 'files'), at: new Date() })).rejects.toBeInstanceOf(RestoreError);
    writeFileSync(file, 'geen archief');
    await expect(restoreBackup({ archive: file, dataDir, filesDir: join(dataDir, 'files'), at: new Date() })).rejects.toThrow(/geen (leesbare|volledige) Balie-back-up/);
    await expect(restoreBackup({ archive: join(root, 'weg.tar.gz'), dataDir, filesDir: join(dataDir, 'files'), at: new Date() })).rejects.toThrow('bestaat niet');
    expect(readdirSync(root).sort()).toEqual(['backup.tar.gz', 'data']);
  });

  it('sees a data folder in use by a running process, and not after it has gone', async () => {
    const dataDir = scratch();
    const port = 1; // Nothing answers there.
    writeServiceNote(dataDir, { pid: process.pid, port, secret: 's' });
    expect(await folderInUse(dataDir, port)).toContain(`proces ${process.pid}`);
    writeServiceNote(dataDir, { pid: 2 ** 22 + 12345, port, secret: 's' });
    expect(await folderInUse(dataDir, port)).toBeNull();
  });
});
