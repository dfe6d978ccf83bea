import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { dumpDatabase, embeddedThread } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import { sameSecret } from '../live/stream.ts';
import { versionInfo } from '../system.ts';
import { BACKUP_FORMAT, backupArchive } from './archive.ts';
import { backupTexts } from './texts.ts';

export interface BackupOptions {
  /** The embedded database's data folder; absent on PostgreSQL or in memory. */
  dataDir?: string;
  /** What X-Backup-Secret must say; without one no backup is made. */
  secret?: string;
  s3Bucket?: string;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Asked on this machine itself, not relayed by a proxy that may serve the whole network. */
export const isDirectLoopback = (remoteAddress: string | undefined, forwarded: boolean): boolean =>
  !forwarded && LOOPBACK.test(remoteAddress ?? '');

/**
 * POST /system/backup answers the embedded database and the files folder as one archive. PGlite
 * runs in this process alone, so only this process can copy it consistently, while it serves.
 */
export function registerBackupRoutes(app: FastifyInstance, context: AppContext, options: BackupOptions): void {
  let running = false;
  app.post('/system/backup', { config: { public: true, firstRun: true, longLived: true } }, async (request: FastifyRequest, reply) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!isDirectLoopback(request.socket.remoteAddress, forwarded)) throw new HttpError(403, { message: backupTexts.notLocal });
    if (!embeddedThread(context.db)) throw new HttpError(409, { message: backupTexts.postgres });
    if (!options.dataDir) throw new HttpError(409, { message: backupTexts.inMemory });
    if (!options.secret || !sameSecret(request.headers['x-backup-secret'], options.secret)) throw new HttpError(403, { message: backupTexts.wrongSecret });
    if (running) throw new HttpError(409, { message: backupTexts.busy });
    running = true;
    try {
      const createdAt = new Date();
      const dump = await dumpDatabase(context.db);
      const archive = backupArchive({
        dump,
        dataDir: options.dataDir,
        filesDir: context.filesDir,
        manifest: { format: BACKUP_FORMAT, version: 1, created_at: createdAt.toISOString(), balie_version: versionInfo().version, s3_bucket: options.s3Bucket ?? null },
      });
      reply.raw.once('close', () => {
        running = false;
        // A caller that went away leaves nothing half-read behind.
        archive.destroy();
      });
      const stamp = createdAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="balie-backup-${stamp}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(archive);
    } catch (error) {
      running = false;
      throw error;
    }
  });
}
