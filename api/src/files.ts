import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Where exports and uploaded imports are kept: FILES_DIR, else `files` in the PGlite data folder.
 * Replicas on one PostgreSQL server need one shared FILES_DIR; an in-memory database (tests) gets
 * a folder of its own under the system's temporary folder.
 */
export function filesDirFor(options: { filesDir?: string; dataDir?: string }): string {
  if (options.filesDir) return resolve(options.filesDir);
  if (process.env.FILES_DIR) return resolve(process.env.FILES_DIR);
  if (options.dataDir) return join(resolve(options.dataDir), 'files');
  return join(tmpdir(), `balie-files-${randomUUID()}`);
}

/** A stored path (relative to the files folder) as an absolute one; null for anything that would leave the folder. */
export function insideFiles(filesDir: string, stored: string): string | null {
  if (isAbsolute(stored) || stored.includes('\0')) return null;
  const path = resolve(filesDir, stored);
  const within = relative(filesDir, path);
  return within && !within.startsWith('..') && !isAbsolute(within) ? path : null;
}
