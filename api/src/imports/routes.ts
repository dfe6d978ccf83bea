import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { ROOT, scoped } from '../query/compile.ts';
import { findRecord, untyped } from '../query/execute.ts';
import { parseFindQuery } from '../query/parse.ts';
import { actorFor } from '../resources/actions.ts';
import type { ImportConfig } from '../resources/back-office/import-config.ts';
import type { ResourceDeclaration, Row } from '../resources/declaration.ts';
import { accessOfActor, createRecord, type Actor } from '../resources/writer.ts';
import { FILE_TEXTS, ImportFileError, importKind, MAX_IMPORT_MB, readSheet } from './read-file.ts';
import { mapRows, monthTags, ROW_TEXTS, type ImportLine } from './rows.ts';

/** How many rows the upload answer shows of the file, for the mapping screen. */
const PREVIEW_ROWS = 10;
const STORED = /^imports\/([0-9a-f-]{36})\.(xlsx|csv)$/;

const fileError = (message: string) => unprocessable({ file: [message] });
export const IMPORT_MODULE_OFF = 'Factuurregels importeren kan alleen met de facturatiemodule aan.';

/**
 * POST /imports/upload (multipart, one file) keeps the file and answers its header and first rows;
 * POST /imports then turns its rows into invoice lines on concept invoices under a column mapping,
 * all or nothing, and records the import (and, when asked, the mapping as an import definition).
 */
export function registerImportRoutes(app: FastifyInstance, context: AppContext, declaration: ResourceDeclaration): void {
  const storedPath = (tenantId: number, id: string, kind: string) => join(context.filesDir, 'imports', String(tenantId), `${id}.${kind}`);

  // Multipart only here, so no other route starts accepting it.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_MB * 1024 * 1024, files: 2, fields: 10 } });
    scope.post('/imports/upload', { config: { permission: 'imports.store' } }, async (request) => {
      if (!request.isMultipart()) throw fileError(FILE_TEXTS.missing);
      let upload: { filename: string; buffer: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (upload) throw fileError(FILE_TEXTS.oneFile);
          upload = { filename: part.filename, buffer: await part.toBuffer() };
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(FILE_TEXTS.tooLarge(MAX_IMPORT_MB));
        if (code === 'FST_FILES_LIMIT') throw fileError(FILE_TEXTS.oneFile);
        throw fileError(FILE_TEXTS.unreadable);
      }
      if (!upload || upload.buffer.length === 0) throw fileError(FILE_TEXTS.missing);
      try {
        const kind = importKind(upload.filename);
        const sheet = await readSheet(upload.buffer, kind);
        const id = randomUUID();
        const path = storedPath(request.tenant.id, id, kind);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, upload.buffer);
        return {
          original_filename: upload.filename.slice(0, 255),
          storage_filename: `imports/${id}.${kind}`,
          header: sheet.header,
          rows: sheet.rows.slice(0, PREVIEW_ROWS),
          row_count: sheet.rows.length,
        };
      } catch (error) {
        if (error instanceof ImportFileError) throw fileError(error.message);
        throw error;
      }
    });
  });

  app.post('/imports', { config: { permission: 'imports.store' } }, async (request: FastifyRequest, reply) => {
    const body = bodyFields(request.body);
    // Invoice lines exist only with invoicing switched on.
    if (request.tenant.modules?.mod_invoicing !== true) throw unprocessable({ model: [IMPORT_MODULE_OFF] });
    const base = actorFor(request, context);
    const { id, message } = await base.db.transaction().execute(async (trx) => {
      const actor: Actor = { ...base, db: trx };
      // The declaration's rules first: file names, definition name, the mapping and its defaults.
      const record = await createRecord(actor, declaration, body);
      const config = record.config as ImportConfig;
      const stored = STORED.exec(String(record.storage_filename));
      const buffer = stored ? await readFile(storedPath(request.tenant.id, stored[1], stored[2])).catch(() => null) : null;
      if (!stored || !buffer) throw unprocessable({ storage_filename: [FILE_TEXTS.gone] });
      let sheet;
      try {
        sheet = await readSheet(buffer, stored[2] as 'xlsx' | 'csv');
      } catch (error) {
        if (error instanceof ImportFileError) throw fileError(error.message);
        throw error;
      }
      const { lines, errors } = mapRows(sheet.header, sheet.rows, config);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const outcome = await createLines(actor, lines, config);
      if (Object.keys(outcome.errors).length > 0) throw unprocessable(outcome.errors);

      let definitionId = record.definition_id as number | null;
      if (record.save_import_definition) {
        const definition = await createRecord(actor, context.resolve('import-definitions'), { name: record.definition_name, model: record.model, config });
        definitionId = definition.id as number;
      }
      await untyped(trx)
        .updateTable('imports')
        .set({ imported_rows: lines.length, definition_id: definitionId, result: JSON.stringify({ invoice_ids: outcome.invoiceIds, lines: lines.length }) })
        .where('id', '=', record.id as number)
        .execute();
      return { id: record.id as number, message: `${lines.length} factuurregels geïmporteerd op ${outcome.invoiceIds.length} ${outcome.invoiceIds.length === 1 ? 'factuur' : 'facturen'}.` };
    });
    const find = parseFindQuery(declaration, context.resolve, request.query as Record<string, unknown>);
    const data = await findRecord(context.db, accessOfActor(base), declaration, context.resolve, id, find);
    reply.code(201);
    return { message, data };
  });
}

/**
 * Each line goes on a concept invoice of its company with the configured subject: the one there
 * is, else a new one. Lines are validated like any invoice line; every refusal is kept per row.
 */
async function createLines(actor: Actor, lines: ImportLine[], config: ImportConfig): Promise<{ invoiceIds: number[]; errors: Record<string, string[]> }> {
  const { resolve } = actor;
  const now = new Date();
  const subject = monthTags(config.invoiceSubject, now).slice(0, 255);
  const description = monthTags(config.invoiceLineDescription, now).slice(0, 255);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
  const access = accessOfActor(actor);
  const codes = [...new Set(lines.map((line) => line.debtorCode))];
  const companies = (await scoped(untyped(actor.db), resolve('companies'), access)
    .select([`${ROOT}.id`, `${ROOT}.debtor_code`, `${ROOT}.invoice_to`, `${ROOT}.direct_debit_imported_invoice_lines`])
    .where(`${ROOT}.debtor_code`, 'in', codes)
    .where(`${ROOT}.archived_at`, 'is', null)
    .orderBy(`${ROOT}.id`)
    .execute()) as Row[];
  const byCode = new Map<string, Row>();
  for (const company of companies) if (!byCode.has(String(company.debtor_code))) byCode.set(String(company.debtor_code), company);

  const errors: Record<string, string[]> = {};
  const refuse = (line: ImportLine, messages: string[]) => {
    errors[`rows.${line.row}`] = messages.map((message) => ROW_TEXTS.row(line.row, message));
  };
  const invoices = new Map<number, number>();
  const invoiceFor = async (company: Row): Promise<number> => {
    const companyId = company.id as number;
    const known = invoices.get(companyId);
    if (known) return known;
    const concept = (await scoped(untyped(actor.db), resolve('invoices'), access)
      .select(`${ROOT}.id`)
      .where(`${ROOT}.company_id`, '=', companyId)
      .where(`${ROOT}.subject`, '=', subject)
      .where(`${ROOT}.exported_at`, 'is', null)
      .orderBy(`${ROOT}.id`)
      .executeTakeFirst()) as Row | undefined;
    const id = concept
      ? (concept.id as number)
      : ((await createRecord(actor, resolve('invoices'), { subject, company_id: companyId, invoice_to: company.invoice_to ?? null, direct_debit: Boolean(company.direct_debit_imported_invoice_lines) })).id as number);
    invoices.set(companyId, id);
    return id;
  };

  for (const line of lines) {
    const company = byCode.get(line.debtorCode);
    if (!company) {
      refuse(line, [ROW_TEXTS.noCompany(line.debtorCode)]);
      continue;
    }
    try {
      const invoiceId = await invoiceFor(company);
      await createRecord(actor, resolve('invoice-lines'), { invoice_id: invoiceId, date: today, quantity: line.quantity, price: line.price, product_code: line.productCode, description, is_locked: true });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
      const fieldErrors = (error.body.errors ?? {}) as Record<string, string[]>;
      refuse(line, Object.values(fieldErrors).flat());
    }
  }
  return { invoiceIds: [...new Set(invoices.values())], errors };
}
