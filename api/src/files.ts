import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded imports (and exports and attachments without S3) are kept: FILES_DIR, else `files`
 * in the PGlite data folder. Replicas on one PostgreSQL server need one shared FILES_DIR; an
 * in-memory database (tests) gets a folder of its own under the system's temporary folder.
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

/** Where attachments and exports live: in the files folder, or in an S3-compatible bucket when one is configured. */
export interface FileStore {
  put(key: string, content: Buffer): Promise<void>;
  /** Moves a finished file from the local disk into the store (large exports are not held in memory). */
  putFile(key: string, localPath: string): Promise<void>;
  /** The size and contents of a stored file; null when it is gone. */
  open(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** A stored file as a whole; null when it is gone. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export interface S3Options {
  bucket: string;
  /** An S3-compatible store such as MinIO; addressed path-style (http://host/bucket/key). */
  endpoint?: string;
  /** Default us-east-1. */
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** S3_BUCKET and its companions; undefined without a bucket. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Options | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** A key as stored in a row; the same rule for both stores, so a row never names something outside them. */
function checkedKey(key: string): string {
  if (isAbsolute(key) || key.includes('\0') || key.split(/[\\/]/).some((part) => part === '..' || part === '')) throw new Error(`Invalid file key: ${key}`);
  return key.replaceAll('\\', '/');
}

export function diskFileStore(filesDir: string): FileStore {
  const pathOf = (key: string) => {
    const path = insideFiles(filesDir, checkedKey(key));
    if (!path) throw new Error(`Invalid file key: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async putFile(key, localPath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await rename(localPath, path);
    },
    async open(key) {
      const path = pathOf(key);
      const size = await stat(path).then((info) => (info.isFile() ? info.size : null)).catch(() => null);
      return size === null ? null : { size, stream: createReadStream(path) };
    },
    read: (key) => readFile(pathOf(key)).catch(() => null),
    delete: (key) => rm(pathOf(key), { force: true }),
  };
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** A client of the configured store; `maxAttempts` 1 for a check that must answer quickly. */
export function s3Client(options: S3Options, maxAttempts?: number): S3Client {
  return new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    // Not every S3-compatible store reads the chunked, checksummed uploads the SDK sends to AWS by default.
    ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    maxAttempts,
  });
}

export function s3FileStore(options: S3Options): FileStore & { close(): void } {
  const client = s3Client(options);
  const Bucket = options.bucket;
  const open = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) return null;
      return { size: object.ContentLength, stream: object.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: content, ContentLength: content.length }));
    },
    async putFile(key, localPath) {
      const { size } = await stat(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: createReadStream(localPath), ContentLength: size }));
      await rm(localPath, { force: true });
    },
    open,
    async read(key) {
      const file = await open(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close: () => client.destroy(),
  };
}

/** The S3 store when a bucket is given (or S3_BUCKET is set), else the files folder. */
export function fileStoreFor(filesDir: string, s3: S3Options | undefined): FileStore & { close(): void } {
  return s3 ? s3FileStore(s3) : { ...diskFileStore(filesDir), close: () => undefined };
}
