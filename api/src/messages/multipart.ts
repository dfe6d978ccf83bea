import type { FastifyRequest } from 'fastify';
import { bodyFields } from '../body.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { cleanFileName, MAX_ATTACHMENT_BYTES, SEND_TEXTS } from './send-rules.ts';

export interface UploadedFile {
  name: string;
  buffer: Buffer;
}

export interface ReadBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** Limits of one multipart request: 32 MB per file (the total is checked per message), a few dozen files. */
export const MULTIPART_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES, files: 20, fields: 100, fieldSize: 2 * 1024 * 1024 };

/**
 * Fields and files of a JSON or multipart request. A multipart field named `x[]` or sent more
 * than once becomes a list under `x`; files may be named file, file[] or file[n].
 */
export async function readBody(request: FastifyRequest): Promise<ReadBody> {
  if (!request.isMultipart()) return { fields: bodyFields(request.body), files: [] };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.filename) files.push({ name: cleanFileName(part.filename), buffer });
        continue;
      }
      const listed = part.fieldname.endsWith('[]');
      const name = listed ? part.fieldname.slice(0, -2) : part.fieldname;
      const value = part.value;
      const existing = fields[name];
      if (existing === undefined) fields[name] = listed ? [value] : value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable({ file: [SEND_TEXTS.tooLarge] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw unprocessable({ file: ['Te veel bestanden of velden in één verzoek.'] });
    throw unprocessable({ file: ['Het verzoek kon niet gelezen worden.'] });
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
