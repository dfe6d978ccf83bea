import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { x as extractArchive } from 'tar';
import { BACKUP_FORMAT, filesInside, isBackupPath, MANIFEST, type Manifest } from './archive.ts';
import { processRuns, readServiceNote } from './service-file.ts';

/** A restore that cannot go ahead; its message says why, in words for the person running it. */
export class RestoreError extends Error {}

/** 20261127-013912: sorts by time and names the folders a restore puts aside. */
export const stampOf = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/system/status`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Why the data folder may not be replaced now; null when nothing uses it. */
export async function folderInUse(dataDir: string, apiPort: number): Promise<string | null> {
  const stopFirst = 'Stop Balie eerst (Ctrl+C bij npm start, of stop de REST-service) en zet de back-up daarna terug.';
  const note = readServiceNote(dataDir);
  if (note && processRuns(note.pid)) return `Balie gebruikt ${dataDir} nu (REST-service, proces ${note.pid}, poort ${note.port}). ${stopFirst}`;
  for (const port of new Set([note?.port, apiPort])) {
    if (port && (await answers(port))) return `Er antwoordt nog een REST-service op poort ${port}. ${stopFirst}`;
  }
  return null;
}

/** Moves a folder, also to another disk (where a rename cannot). */
async function move(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}

export interface RestoreRequest {
  archive: string;
  dataDir: string;
  filesDir: string;
  at: Date;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The folders that were there before, renamed rather than deleted. */
  keptAside: string[];
}

/**
 * Puts a backup's data folder and files folder in place. The archive is unpacked and checked
 * beside the data folder first, so a broken archive changes nothing; the folders it replaces are
 * renamed, never deleted.
 */
export async function restoreBackup({ archive, dataDir, filesDir, at }: RestoreRequest): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new RestoreError(`Het bestand ${archive} bestaat niet.`);
  const stamp = stampOf(at);
  const staging = `${dataDir}.uitpakken-${stamp}`;
  await mkdir(staging, { recursive: true });
  let manifest: Manifest;
  try {
    try {
      // node-tar keeps every entry inside the folder (no absolute paths, no '..', no links out of it).
      await extractArchive({ file: archive, cwd: staging, strict: true, filter: (path) => isBackupPath(path) });
    } catch (error) {
      throw new RestoreError(`${archive} is geen leesbare Balie-back-up (${(error as Error).message}).`);
    }
    manifest = await readFile(join(staging, MANIFEST), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}) as Manifest);
    if (manifest.format !== BACKUP_FORMAT || !existsSync(join(staging, 'database', 'PG_VERSION'))) {
      throw new RestoreError(`${archive} is geen volledige Balie-back-up: ${MANIFEST} of de database ontbreekt (is het bestand afgebroken?).`);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const keptAside: string[] = [];
  const putAside = async (folder: string) => {
    if (!existsSync(folder)) return;
    const aside = `${folder}.voor-herstel-${stamp}`;
    await rename(folder, aside);
    keptAside.push(aside);
  };
  const filesFolder = filesInside(dataDir, filesDir);
  await putAside(dataDir);
  if (filesFolder === null) await putAside(filesDir);
  await rename(join(staging, 'database'), dataDir);
  const restoredFiles = join(staging, 'files');
  if (existsSync(restoredFiles)) await move(restoredFiles, filesFolder === null ? filesDir : join(dataDir, filesFolder));
  await rm(staging, { recursive: true, force: true });
  return { manifest, keptAside };
}
