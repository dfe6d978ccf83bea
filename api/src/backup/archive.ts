import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { extract, pack, type Header, type Pack } from 'tar-stream';
import { SERVICE_FILE } from './service-file.ts';

/**
 * A backup is one gzipped tar: `database/` (the PGlite data folder as its own consistent dump holds
 * it), `files/` (the files folder) and `backup.json` last, so a copy that ends early lacks it.
 */
export const MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 'balie-backup';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  created_at: string;
  balie_version: string;
  /** Attachments live in this bucket, not in `files/`: it is backed up on its own. */
  s3_bucket: string | null;
}

/** The files folder relative to the data folder ('files' by default); null when it lies elsewhere. */
export function filesInside(dataDir: string, filesDir: string): string | null {
  const within = relative(dataDir, filesDir).replaceAll('\\', '/');
  return within && !within.startsWith('..') && !isAbsolute(within) ? within : null;
}

/**
 * Where an entry of the data folder's dump goes in the archive: under `database/`, or under
 * `files/` when the files folder lies inside the data folder; null for the running service's own
 * file (its port and secret belong to that run only).
 */
export function archivePathOf(dumped: string, filesFolder: string | null): string | null {
  const name = dumped.replace(/^(\.?\/)+/, '').replace(/\/+$/, '');
  if (!name || name === SERVICE_FILE) return null;
  if (filesFolder && (name === filesFolder || name.startsWith(`${filesFolder}/`))) return `files${name.slice(filesFolder.length)}`;
  return `database/${name}`;
}

/** Names a restore takes from an archive; anything else in it is left out. */
export const isBackupPath = (path: string): boolean => {
  const name = path.replace(/^\.\//, '');
  return name === MANIFEST || /^(database|files)(\/|$)/.test(name);
};

type EntryHeader = Partial<Header> & Pick<Header, 'name'>;

type Body = Buffer | { pipe(sink: never): unknown; once(event: 'error', listener: (error: Error) => void): unknown } | null;

/** Adds one entry and waits until the archive has taken it, so a large file is read only as fast as it is sent. */
async function addEntry(archive: Pack, header: EntryHeader, body: Body): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (Buffer.isBuffer(body)) {
      archive.entry(header, body, done);
      return;
    }
    const sink = archive.entry(header, done);
    body?.once('error', reject);
    body?.pipe(sink as never);
  });
}

/** Every folder and file below `folder`, folders before their contents; links and the like are skipped. */
async function addFolder(archive: Pack, folder: string, prefix: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(folder, entry.name);
    const name = `${prefix}/${entry.name}`;
    const info = await lstat(path).catch(() => null);
    // A file removed while the copy runs is simply not in it.
    if (!info) continue;
    if (info.isDirectory()) {
      await addEntry(archive, { name, type: 'directory', mode: info.mode & 0o7777, mtime: info.mtime }, null);
      await addFolder(archive, path, name);
    } else if (info.isFile()) {
      await addEntry(archive, { name, type: 'file', size: info.size, mode: info.mode & 0o7777, mtime: info.mtime }, info.size === 0 ? Buffer.alloc(0) : createReadStream(path, { end: info.size - 1 }));
    }
  }
}

export interface BackupSource {
  /** The data folder's dump (PGlite dumpDataDir, an uncompressed tar). */
  dump: Uint8Array;
  dataDir: string;
  filesDir: string;
  manifest: Manifest;
}

/** The archive as a gzip stream; the files folder is read after the dump unless the dump already holds it. */
export function backupArchive(source: BackupSource): Readable {
  const archive = pack();
  const filesFolder = filesInside(source.dataDir, source.filesDir);
  const fill = async () => {
    const dumped = extract();
    dumped.end(Buffer.from(source.dump.buffer, source.dump.byteOffset, source.dump.byteLength));
    for await (const entry of dumped) {
      const name = archivePathOf(entry.header.name, filesFolder);
      if (!name || (entry.header.type !== 'file' && entry.header.type !== 'directory')) {
        entry.resume();
        continue;
      }
      const header: EntryHeader = { name, type: entry.header.type, size: entry.header.size, mode: (entry.header.mode ?? 0o600) & 0o7777, mtime: entry.header.mtime };
      await addEntry(archive, header, entry.header.type === 'file' ? entry : null);
      if (entry.header.type === 'directory') entry.resume();
    }
    if (filesFolder === null) {
      await addEntry(archive, { name: 'files', type: 'directory', mode: 0o755 }, null);
      await addFolder(archive, source.filesDir, 'files');
    }
    await addEntry(archive, { name: MANIFEST, type: 'file', mode: 0o644 }, Buffer.from(`${JSON.stringify(source.manifest, null, 2)}\n`));
    archive.finalize();
  };
  // Speed before size: the database compresses well at the lowest level too, and the copy is quicker.
  const gzip = createGzip({ level: 1 });
  fill().catch((error: Error) => gzip.destroy(error));
  // A reader that goes away stops the packing, rather than leaving it waiting with the dump in memory.
  gzip.once('close', () => archive.destroy());
  archive.pipe(gzip as never);
  return gzip;
}
