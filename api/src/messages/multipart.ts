import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyFields } from '../body.ts';
import { HttpError } from '../errors.ts';
import { cleanFileName, isExecutable, MAX_ATTACHMENT_BYTES, SEND_TEXTS } from './send-rules.ts';

/** A file of the request, already on disk in the files folder; moved into the file store or removed after the answer. */
export interface UploadedFile {
  name: string;
  path: string;
  size: number;
}

export interface ReadBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const MAX_FILES = 20;

/**
 * Limits of one multipart request. A request carries at most what one message may (32 MB in
 * total), which the reader counts as the files stream in; busboy's own per-file limit backs it up.
 */
export const MULTIPART_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_FILES, fields: 100, fieldSize: 2 * 1024 * 1024 };
/** The text fields of one request together (the message's HTML is the big one). */
const MAX_FIELD_BYTES = 4 * 1024 * 1024;

export const UPLOAD_TEXTS = {
  tooLarge: (name: string) => `Het bestand ${name} past niet: alle bestanden samen mogen maximaal 32 MB zijn.`,
  executable: (name: string) => `${SEND_TEXTS.executable}: ${name}`,
  tooMany: `Te veel bestanden of velden in één verzoek (maximaal ${MAX_FILES} bestanden).`,
  fieldTooLarge: (name: string) => `Het veld ${name} is te groot (maximaal 2 MB).`,
  fieldsTooLarge: 'De velden van het verzoek zijn samen te groot (maximaal 4 MB).',
  unreadable: 'Het verzoek kon niet gelezen worden.',
} as const;

const tooLarge = (name: string) => new HttpError(413, { message: UPLOAD_TEXTS.tooLarge(name), errors: { file: [SEND_TEXTS.tooLarge] } });
const executable = (name: string) => new HttpError(422, { message: UPLOAD_TEXTS.executable(name), errors: { file: [SEND_TEXTS.executable] } });
const unreadable = (message: string, status = 422, field = 'file') => new HttpError(status, { message, errors: { [field]: [message] } });

/** Files written for a request that have not been moved into the store yet. */
const pending = new WeakMap<FastifyRequest, string[]>();

/** Removes what a request left in the incoming folder, once it is answered or abandoned. */
export function registerUploadCleanup(scope: FastifyInstance): void {
  const discard = async (request: FastifyRequest) => {
    const paths = pending.get(request) ?? [];
    pending.delete(request);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  scope.addHook('onResponse', discard);
  scope.addHook('onRequestAbort', discard);
}

/** Writes one file part to disk, counting it toward the request's total; refuses as soon as the total passes 32 MB. */
async function saveFile(part: MultipartFile, name: string, path: string, sizeBefore: number): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(sizeBefore + size > MAX_ATTACHMENT_BYTES ? tooLarge(name) : null, chunk);
    },
  });
  // busboy stops passing data on at its own per-file limit but reads on to the part's end: refuse right there.
  part.file.once('limit', () => counter.destroy(tooLarge(name)));
  await pipeline(part.file, counter, createWriteStream(path));
  return size;
}

/**
 * Fields and files of a JSON or multipart request. A multipart field named `x[]` or sent more
 * than once becomes a list under `x`; files may be named file, file[] or file[n]. Files stream to
 * the incoming folder under `filesDir` and are checked on the way: a name that runs (422), too many
 * files or more than 32 MB in total (413) ends the request at that file, without reading the rest.
 */
export async function readBody(request: FastifyRequest, filesDir: string): Promise<ReadBody> {
  if (!request.isMultipart()) return { fields: bodyFields(request.body), files: [] };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const incoming = join(filesDir, 'incoming');
  const paths: string[] = [];
  pending.set(request, paths);
  let total = 0;
  let fieldBytes = 0;
  let current: MultipartFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = part;
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        const name = cleanFileName(part.filename);
        if (isExecutable(part.filename) || isExecutable(name)) throw executable(name);
        await mkdir(incoming, { recursive: true });
        const path = join(incoming, randomUUID());
        paths.push(path);
        const size = await saveFile(part, name, path, total);
        total += size;
        files.push({ name, path, size });
        current = null;
        continue;
      }
      if (part.valueTruncated) throw unreadable(UPLOAD_TEXTS.fieldTooLarge(part.fieldname), 413, part.fieldname);
      fieldBytes += Buffer.byteLength(String(part.value ?? ''));
      if (fieldBytes > MAX_FIELD_BYTES) throw unreadable(UPLOAD_TEXTS.fieldsTooLarge, 413, part.fieldname);
      const listed = part.fieldname.endsWith('[]');
      const name = listed ? part.fieldname.slice(0, -2) : part.fieldname;
      const value = part.value;
      const existing = fields[name];
      if (existing === undefined) fields[name] = listed ? [value] : value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    // The rest of the body is read and dropped, so the answer goes out at once and nothing piles up.
    current?.file.destroy();
    request.raw.unpipe();
    request.raw.resume();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current ? cleanFileName(current.filename) : 'bestand');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw unreadable(UPLOAD_TEXTS.tooMany, 413);
    throw unreadable(UPLOAD_TEXTS.unreadable);
  }
  return { fields, files };
}

/** A list of ids from a field: a list, one id, or a comma-separated text; null when anything is not an id. */
export function idList(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return [];
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = raw.map((entry) => (typeof entry === 'string' && /^\s*\d{1,10}\s*$/.test(entry) ? Number(entry) : entry));
  return ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2147483647) ? (ids as number[]) : null;
}

/** true, 1, '1' and 'true' are yes; anything else no. */
export const isYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
