import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { accessOfUser, restrictionOf } from '../auth/permissions.ts';
import type { Db } from '../db/connection.ts';
import { diskFileStore, type FileStore } from '../files.ts';
import { untyped, listRecords } from '../query/execute.ts';
import { parseListQuery } from '../query/parse.ts';
import { missingReadPermission } from '../query/reach.ts';
import type { Resolve, ResourceDeclaration } from '../resources/declaration.ts';
import { cellValue, columnAppends, columnRelations, EXPORT_TEXTS, parseExportColumns, type ExportColumn } from './columns.ts';
import type { ExportWorker } from './worker.ts';

/** Rows per query while writing, and the most one export holds. */
const CHUNK = 500;
const MAX_ROWS = 100_000;
/** A claim older than this belongs to a process that died mid-export; the export is taken up again. */
const LEASE_MINUTES = 10;

interface Claimed {
  id: number;
  tenant_id: number;
  user_id: number | null;
  model: string;
  filter: Record<string, unknown>;
  columns: unknown;
}

export interface ExportWorkerOptions {
  db: Db;
  resolve: Resolve;
  /** Scratch space while writing; also the store when no other is given. */
  filesDir: string;
  /** Where finished exports are kept; default the files folder. */
  files?: FileStore;
  /** How often queued exports of other replicas or of before a restart are looked for. */
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Writes queued exports to XLSX files, one at a time per process. Each export is claimed with a
 * conditional update on a row locked with SKIP LOCKED, so two replicas never write the same one;
 * queued exports found on start (or left by a process that died) are written too.
 */
export function startExportWorker(options: ExportWorkerOptions): ExportWorker {
  const { db, filesDir } = options;
  const log = options.log ?? ((message, error) => console.error(message, error));
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const drain = async () => {
    do {
      again = false;
      for (let claimed = await claim(db); claimed && !closed; claimed = closed ? null : await claim(db)) {
        await write(options, claimed).catch(async (error) => {
          log(`Export ${claimed!.id} failed`, error);
          await finishFailed(db, claimed!.id, EXPORT_TEXTS.failed).catch((inner) => log(`Export ${claimed!.id} could not be marked failed`, inner));
        });
      }
    } while (again && !closed);
  };

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log('Export queue could not be read', error))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(kick, options.pollMs ?? 30_000);
  timer.unref();
  kick();
  return {
    kick,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function claim(db: Db): Promise<Claimed | null> {
  const result = await sql<Claimed>`
    update exports set started_at = now(), updated_at = now()
    where id = (
      select id from exports
      where exported_at is null and failed_at is null
        and (started_at is null or started_at < now() - make_interval(mins => ${LEASE_MINUTES}))
      order by id
      limit 1
      for update skip locked
    )
    and exported_at is null and failed_at is null
    returning id, tenant_id, user_id, model, filter, columns`.execute(db);
  return result.rows[0] ?? null;
}

async function finishFailed(db: Db, id: number, error: string): Promise<void> {
  await untyped(db)
    .updateTable('exports')
    .set({ failed_at: sql`now()`, error, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('exported_at', 'is', null)
    .execute();
}

/** The list query of the export as the owner would run it on the list screen, with the owner's rights today. */
async function ownerAccess(db: Db, resolve: Resolve, claimed: Claimed, declaration: ResourceDeclaration) {
  if (claimed.user_id === null) return null;
  const user = await untyped(db)
    .selectFrom('users')
    .select(['id', 'is_operator'])
    .where('id', '=', claimed.user_id)
    .where('tenant_id', '=', claimed.tenant_id)
    .where('is_active', '=', true)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  const tenant = await untyped(db).selectFrom('tenants').select('modules').where('id', '=', claimed.tenant_id).executeTakeFirst();
  if (!user || !tenant) return null;
  if (declaration.module && (tenant.modules as Record<string, boolean>)?.[declaration.module] !== true) return null;
  const access = await accessOfUser(db, user.id);
  if (!declaration.permissions || !access.permissions.includes(declaration.permissions.index)) return null;
  return {
    tenantId: claimed.tenant_id,
    resolve,
    user: { id: user.id as number, is_operator: Number(user.is_operator), companyIds: access.companyIds },
    viewer: { userId: user.id as number, restriction: restrictionOf(Number(user.is_operator), access.roles), companyIds: access.companyIds, permissions: new Set(access.permissions) },
  };
}

async function write(options: ExportWorkerOptions, claimed: Claimed): Promise<void> {
  const { db, resolve, filesDir } = options;
  let declaration: ResourceDeclaration;
  try {
    declaration = resolve(claimed.model);
  } catch {
    return finishFailed(db, claimed.id, EXPORT_TEXTS.unknownModel);
  }
  const owner = await ownerAccess(db, resolve, claimed, declaration);
  if (!owner) return finishFailed(db, claimed.id, EXPORT_TEXTS.noLongerAllowed);

  const { columns } = parseExportColumns(declaration, resolve, claimed.columns);
  const builder = { ...withoutPaging(claimed.filter), with: columnRelations(columns), append: columnAppends(declaration, columns) };
  const query = parseListQuery(declaration, resolve, { builder: JSON.stringify(builder) });
  // The owner's rights today also decide the relations the filter and columns go through.
  if (missingReadPermission(declaration, resolve, query, owner.viewer.permissions)) return finishFailed(db, claimed.id, EXPORT_TEXTS.noLongerAllowed);
  const access = { tenantId: owner.tenantId, viewer: owner.viewer, resolve };
  await declaration.beforeList?.({ db, tenantId: owner.tenantId, resolve, user: owner.user }, query);

  const stored = join('exports', String(claimed.tenant_id), `${claimed.id}-${Date.now().toString(36)}.xlsx`);
  const partial = join(filesDir, `${stored}.part`);
  await mkdir(dirname(partial), { recursive: true });
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName(declaration));
    sheet.columns = columns.map((column) => ({ header: column.header, key: column.field, width: Math.min(60, Math.max(12, column.header.length + 2)) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let written = 0;
    for (let page = 1; written < MAX_ROWS; page++) {
      const result = await listRecords(db, access, declaration, resolve, { ...query, perPage: CHUNK, page });
      for (const record of result.data) addRow(sheet, declaration, resolve, columns, record);
      written += result.data.length;
      if (page >= result.last_page) break;
    }
    await sheet.commit();
    await workbook.commit();
    await (options.files ?? diskFileStore(filesDir)).putFile(stored, partial);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await untyped(db)
    .updateTable('exports')
    .set({ exported_at: sql`now()`, download_url: `/exports/${claimed.id}/download`, file_path: stored, error: null, updated_at: sql`now()` })
    .where('id', '=', claimed.id)
    .execute();
}

function addRow(sheet: ExcelJS.Worksheet, declaration: ResourceDeclaration, resolve: Resolve, columns: ExportColumn[], record: Record<string, unknown>): void {
  const row = sheet.addRow(columns.map((column) => cellValue(declaration, resolve, record, column)));
  columns.forEach((column, index) => {
    const value = row.getCell(index + 1).value;
    if (value instanceof Date) row.getCell(index + 1).numFmt = column.field.endsWith('_at') ? 'dd-mm-yyyy hh:mm' : 'dd-mm-yyyy';
  });
  row.commit();
}

/** Sheet names are at most 31 characters, without []:*?/\. */
function sheetName(declaration: ResourceDeclaration): string {
  const plural = declaration.label?.plural ?? declaration.name;
  return `${plural.charAt(0).toUpperCase()}${plural.slice(1)}`.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/** The list's paging does not limit an export. */
function withoutPaging(filter: Record<string, unknown>): Record<string, unknown> {
  const { paginate: _paginate, page: _page, with: _with, append: _append, withCount: _withCount, ...rest } = filter ?? {};
  return rest;
}
