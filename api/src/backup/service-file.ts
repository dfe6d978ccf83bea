import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The running REST service's note in its data folder: its process, its port and the secret a
 * backup request must carry. It tells `npm run backup` where to ask, and `npm run restore` that
 * the folder is in use. Readable by the folder's owner only; whoever can read it can read the
 * database beside it anyway.
 */
export const SERVICE_FILE = 'balie-service.json';

export interface ServiceNote {
  pid: number;
  port: number;
  secret: string;
}

export const newBackupSecret = () => randomBytes(24).toString('hex');

export function writeServiceNote(dataDir: string, note: ServiceNote): void {
  writeFileSync(join(dataDir, SERVICE_FILE), JSON.stringify(note), { mode: 0o600 });
}

export function readServiceNote(dataDir: string): ServiceNote | null {
  try {
    const note = JSON.parse(readFileSync(join(dataDir, SERVICE_FILE), 'utf8')) as Partial<ServiceNote>;
    return typeof note.pid === 'number' && typeof note.port === 'number' && typeof note.secret === 'string' ? (note as ServiceNote) : null;
  } catch {
    return null;
  }
}

export function removeServiceNote(dataDir: string): void {
  rmSync(join(dataDir, SERVICE_FILE), { force: true });
}

/** Whether a process with this id runs (one of another user counts too). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
