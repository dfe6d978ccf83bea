// The checks behind /ready: each answers whether one part the service needs is reachable now.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { s3Client, type S3Options } from '../files.ts';

export interface Probes {
  checks: Record<string, () => Promise<unknown>>;
  close(): Promise<void>;
}

export interface ProbeOptions {
  db: Db;
  /** Checked with PING when the service uses Redis (live events or rate-limit counters). */
  redisUrl?: string;
  s3?: S3Options;
  filesDir: string;
}

/** A Redis client of its own, so a check never waits behind the bus's or the counters' queued commands. */
export function redisPing(url: string): { ping(): Promise<unknown>; close(): void } {
  // No retried commands: a Redis that is away fails the check now instead of after reconnecting.
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  client.on('error', () => undefined);
  return { ping: () => client.ping(), close: () => client.disconnect() };
}

export function createProbes(options: ProbeOptions): Probes {
  const redis = options.redisUrl ? redisPing(options.redisUrl) : undefined;
  const s3 = options.s3 ? s3Client(options.s3, 1) : undefined;
  const checks: Probes['checks'] = {
    database: () => sql`select 1`.execute(options.db),
  };
  if (redis) checks.redis = () => redis.ping();
  if (s3) checks.bestanden = () => s3.send(new HeadBucketCommand({ Bucket: options.s3!.bucket }));
  else {
    // Writable, not merely present: uploads and exports are written there.
    checks.bestanden = async () => {
      await mkdir(options.filesDir, { recursive: true });
      const probe = join(options.filesDir, `.gereed-${process.pid}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    };
  }
  return {
    checks,
    async close() {
      redis?.close();
      s3?.destroy();
    },
  };
}
