import { randomBytes, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { attachmentHeader } from '../exports/columns.ts';
import type { FileStore } from '../files.ts';
import { findRecord, recordExists, untyped } from '../query/execute.ts';
import { routeId, type IdParams } from '../resources/actions.ts';
import { isMorphType, MORPH_TARGETS, parseMorphableId } from '../resources/messages.ts';
import { isYes, MULTIPART_LIMITS, readBody, registerUploadCleanup, type UploadedFile } from './multipart.ts';
import { extensionOf, INLINE_IMAGE_EXTENSIONS, SEND_TEXTS } from './send-rules.ts';

export const ATTACHMENT_TEXTS = {
  notAnImage: `Alleen afbeeldingen (${INLINE_IMAGE_EXTENSIONS.join(', ')}) kunnen in de tekst geplaatst worden.`,
  oneFile: 'Kies één bestand.',
  fileGone: 'Het bestand is niet meer beschikbaar.',
  unknownObject: 'Het ticket bestaat niet.',
} as const;

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg', jpg: 'image/jpeg', jpe: 'image/jpeg', jfi: 'image/jpeg', jif: 'image/jpeg', jfif: 'image/jpeg',
  png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
};

/** The stored row of a file, as messages and mails need it. */
export interface StoredAttachment {
  id: number;
  name: string;
  size: number;
  extension: string | null;
  file_path: string | null;
  is_embedded: boolean;
}

const urlOf = (id: number, accessKey: string | null) => (accessKey ? `/attachments/${id}/public/${accessKey}` : `/attachments/${id}/download`);

/** A file held in memory, such as an attachment of a received mail. */
export interface FileContent {
  name: string;
  size: number;
  content: Buffer;
}

/**
 * Keeps a file in the file store and records it on a ticket or a message. Public files get a
 * secret key in their address, so an image in a message shows without a token (as in an e-mail).
 */
export async function storeAttachment(
  db: Db,
  store: FileStore,
  owner: { tenantId: number; userId: number | null; morphableType: string; morphableId: number },
  file: UploadedFile | FileContent,
  flags: { isEmbedded: boolean; isPublic: boolean },
): Promise<StoredAttachment & { url: string }> {
  const filePath = `attachments/${owner.tenantId}/${randomUUID()}`;
  if ('content' in file) await store.put(filePath, file.content);
  else await store.putFile(filePath, file.path);
  const accessKey = flags.isPublic ? randomBytes(16).toString('hex') : null;
  const extension = extensionOf(file.name) || null;
  const insert = untyped(db)
    .insertInto('attachments')
    .values({
      tenant_id: owner.tenantId,
      name: file.name,
      size: file.size,
      extension,
      url: '',
      morphable_type: owner.morphableType,
      morphable_id: owner.morphableId,
      is_embedded: flags.isEmbedded,
      is_public: flags.isPublic,
      file_path: filePath,
      access_key: accessKey,
      uploaded_by: owner.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A file without its row would never be found again.
  const row = await insert.catch(async (error: unknown) => {
    await store.delete(filePath).catch(() => undefined);
    throw error;
  });
  const id = row.id as number;
  const url = urlOf(id, accessKey);
  await untyped(db).updateTable('attachments').set({ url }).where('id', '=', id).execute();
  return { id, name: file.name, size: file.size, extension, file_path: filePath, is_embedded: flags.isEmbedded, url };
}

/** POST /attachments (multipart), GET /attachments/{id}/download and GET /attachments/{id}/public/{key}. */
export function registerAttachmentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve, files: store } = context;

  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    registerUploadCleanup(scope);
    scope.post('/attachments', { config: { permission: 'attachments.upload' } }, async (request, reply) => {
      if (!request.isMultipart()) throw unprocessable({ file: [SEND_TEXTS.noFile] });
      const { fields, files } = await readBody(request, context.filesDir);
      const errors: Record<string, string[]> = {};
      const morphType = fields.morphable_type ?? 'tickets';
      const morphId = parseMorphableId(fields.morphable_id);
      if (!isMorphType(morphType)) errors.morphable_type = ['Onbekend type object.'];
      if (morphId === null) errors.morphable_id = [ATTACHMENT_TEXTS.unknownObject];
      const file = files[0];
      const isEmbedded = isYes(fields.is_embedded);
      if (!file || file.size === 0) errors.file = [SEND_TEXTS.noFile];
      else if (files.length > 1) errors.file = [ATTACHMENT_TEXTS.oneFile];
      else if (isEmbedded && !(INLINE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) errors.file = [ATTACHMENT_TEXTS.notAnImage];
      if (Object.keys(errors).length > 0) throw unprocessable(errors);

      const target = resolve(MORPH_TARGETS[morphType as keyof typeof MORPH_TARGETS]);
      if (!(await recordExists(db, accessFor(request, resolve), target, morphId!, resolve))) throw unprocessable({ morphable_id: [ATTACHMENT_TEXTS.unknownObject] });
      const stored = await storeAttachment(
        db,
        store,
        { tenantId: request.tenant.id, userId: authOf(request).user.id, morphableType: morphType as string, morphableId: morphId! },
        file!,
        // An image in the text must show without a token, as it would in the mail.
        { isEmbedded, isPublic: isEmbedded || isYes(fields.is_public) },
      );
      const data = await findRecord(db, accessFor(request, resolve), resolve('attachments'), resolve, stored.id, { include: [], append: [] });
      reply.code(201);
      return { url: stored.url, data };
    });
  });

  const send = async (reply: import('fastify').FastifyReply, row: Record<string, unknown>, inline: boolean) => {
    const file = row.file_path ? await store.open(String(row.file_path)) : null;
    if (!file) throw new HttpError(410, { message: ATTACHMENT_TEXTS.fileGone });
    const type = CONTENT_TYPES[String(row.extension ?? '').toLowerCase()] ?? 'application/octet-stream';
    const image = type.startsWith('image/');
    reply
      .header('content-type', type)
      .header('content-length', file.size)
      .header('content-disposition', inline && image ? attachmentHeader(String(row.name)).replace(/^attachment/, 'inline') : attachmentHeader(String(row.name)))
      .header('x-content-type-options', 'nosniff')
      // A file someone uploaded never runs as a page of this site.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600');
    return reply.send(file.stream);
  };

  // Only someone who may see the ticket (through the attachment's message or ticket) gets the file.
  app.get('/attachments/:id/download', { config: { permission: 'attachments.show' } }, async (request, reply) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const visible = await findRecord(db, accessFor(request, resolve), resolve('attachments'), resolve, id, { include: [], append: [] });
    if (!visible) throw notFound();
    const row = await untyped(db).selectFrom('attachments').select(['name', 'extension', 'file_path']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return send(reply, row, false);
  });

  app.get<{ Params: { id: string; key: string } }>('/attachments/:id/public/:key', { config: { public: true } }, async (request, reply) => {
    const id = routeId(request as unknown as FastifyRequest<IdParams>);
    if (!/^[0-9a-f]{32}$/.test(request.params.key)) throw notFound();
    const row = await untyped(db)
      .selectFrom('attachments')
      .select(['name', 'extension', 'file_path'])
      .where('id', '=', id)
      .where('tenant_id', '=', request.tenant.id)
      .where('is_public', '=', true)
      .where('access_key', '=', request.params.key)
      .executeTakeFirst();
    if (!row) throw notFound();
    return send(reply, row, true);
  });
}
