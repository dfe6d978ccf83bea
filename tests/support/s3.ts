import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3Options } from '../../api/src/files.ts';

/** A real S3 server on loopback with one bucket, and a client to look into it over the S3 protocol. */
export interface TestS3 {
  options: S3Options;
  client: S3Client;
  keys(prefix?: string): Promise<string[]>;
  /** The bytes of an object; null when there is none. */
  object(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'balie-bestanden'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'balie-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  // s3rver accepts these fixed credentials and checks the signature made with them.
  const options: S3Options = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'eu-west-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId!, secretAccessKey: options.secretAccessKey! },
  });
  return {
    options,
    client,
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((entry) => entry.Key!).sort();
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await found.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
