import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExportWorker } from '../../api/src/exports/job.ts';
import { resolve } from '../../api/src/resources/registry.ts';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let db: Kysely<any>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  for (const email of ['admin@demo.nl', 'bedrijf@demo.nl', 'bram@demo.nl', 'lezer@demo.nl']) tokens[email] = await server.login(email);
}, 60_000);

afterAll(() => server?.close());

const as = (email: string) => ({ token: tokens[email] });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function requestExport(email: string, body: unknown) {
  return server.post('/exports', { ...as(email), body });
}

/** The export once the job has written it. */
async function exported(id: number, email = 'admin@demo.nl') {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await server.get(`/exports/${id}?append=status`, as(email));
    expect(answer.status).toBe(200);
    if (answer.body.data.status !== 'In wachtrij') return answer.body.data;
    await sleep(100);
  }
  throw new Error(`export ${id} was not written`);
}

/** The sheet of a download as rows of cell values, header first. */
async function download(id: number, email = 'admin@demo.nl') {
  const response = await fetch(`${server.url}/exports/${id}/download`, { headers: { authorization: `Bearer ${tokens[email]}` } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, sheet, rows };
}

/** Every row of a list as the user sees it on the list screen. */
async function listAll(email: string, route: string, builder: Record<string, unknown>) {
  const rows: any[] = [];
  for (let page = 1; ; page++) {
    const answer = await server.get(`/${route}${listQuery({ ...builder, paginate: 100 }, { page })}`, as(email));
    expect(answer.status).toBe(200);
    rows.push(...answer.body.data);
    if (page >= answer.body.last_page) return rows;
  }
}

const columns = [
  { field: 'name', header: 'Naam' },
  { field: 'debtor_code', header: 'Debiteurnummer' },
  { field: 'country.name', header: 'Land' },
  { field: 'direct_debit_hours', header: 'Automatische incasso' },
];

describe('exports', () => {
  it('write the filtered list to an XLSX file with the visible columns, answering at once', async () => {
    const filter = { where: [['name', 'ilike', '%b%']], orderBy: [['name', 'desc']] };
    const created = await requestExport('admin@demo.nl', { model: 'companies', filter, columns });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('De export wordt klaargezet. Je vindt hem onder Exports.');
    expect(created.body.data).toMatchObject({ model: 'companies', status: 'In wachtrij', exported_at: null, columns });

    const done = await exported(created.body.data.id);
    expect(done).toMatchObject({ status: 'Download', download_url: `/exports/${done.id}/download`, failed_at: null });
    expect(done.exported_at).not.toBeNull();

    const { response, rows } = await download(done.id);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/Export Bedrijven \d{2}-\d{2}-\d{4}\.xlsx/);
    const expected = await listAll('admin@demo.nl', 'companies', { ...filter, with: ['country'] });
    expect(expected.length).toBeGreaterThan(1);
    expect(rows[0]).toEqual(['Naam', 'Debiteurnummer', 'Land', 'Automatische incasso']);
    expect(rows.slice(1)).toEqual(
      expected.map((company) => {
        const values: unknown[] = [company.name, company.debtor_code ?? undefined, company.country?.name ?? undefined, company.direct_debit_hours ? 'Ja' : 'Nee'];
        // exceljs leaves trailing empty cells out of a row.
        while (values.length > 0 && values[values.length - 1] === undefined) values.pop();
        return values;
      }),
    );
  });

  it("hold only what a role-scoped user may list", async () => {
    const created = await requestExport('bedrijf@demo.nl', { model: 'companies', columns: [{ field: 'id', header: 'Nummer' }], filter: { orderBy: [['id', 'asc']] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await exported(created.body.data.id, 'bedrijf@demo.nl');
    const { rows } = await download(created.body.data.id, 'bedrijf@demo.nl');
    const own = await listAll('bedrijf@demo.nl', 'companies', { orderBy: [['id', 'asc']] });
    const everything = await listAll('admin@demo.nl', 'companies', {});
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(everything.length);
    expect(rows.slice(1)).toEqual(own.map((company) => [company.id]));
  });

  it('are downloaded only by the user who asked for them', async () => {
    const created = await requestExport('admin@demo.nl', { model: 'companies', columns: [{ field: 'name', header: 'Naam' }] });
    const id = created.body.data.id;
    await exported(id);
    for (const email of ['bram@demo.nl', 'bedrijf@demo.nl']) {
      const answer = await server.get(`/exports/${id}/download`, as(email));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Niet gevonden.');
      // Nor do they see it in their list.
      expect((await listAll(email, 'exports', {})).map((row) => row.id)).not.toContain(id);
    }
    expect((await server.get(`/exports/${id}/download`)).status).toBe(401);
    // Another tenant's export does not exist.
    await server.api.seedTenant('acme', 'Acme IT', 'small');
    const acme = await server.login('admin@acme.nl', { tenant: 'acme' });
    expect((await server.get(`/exports/${id}/download`, { token: acme, tenant: 'acme' })).status).toBe(404);
  });

  it('refuse bad input with a Dutch 422, and what the user may not list with 403', async () => {
    const refused = async (email: string, body: unknown, field: string, message: string) => {
      const answer = await requestExport(email, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errors[field]).toContain(message);
    };
    await refused('admin@demo.nl', { model: 'wachtwoorden' }, 'model', 'Dit soort gegevens kan niet geëxporteerd worden.');
    await refused('admin@demo.nl', { model: 'companies', filter: { where: [['password_hash', '=', 'x']] } }, 'filter', 'Onbekende kolom: password_hash.');
    await refused('admin@demo.nl', { model: 'companies', filter: { sortBy: 'name' } }, 'filter', 'Onbekende sleutel: sortBy.');
    await refused('admin@demo.nl', { model: 'companies', filter: 'alles' }, 'filter', 'Het filter moet een object zijn.');
    await refused('admin@demo.nl', { model: 'companies', columns: [{ field: 'password_hash', header: 'Wachtwoord' }] }, 'columns', 'Onbekende kolom: password_hash.');
    await refused('admin@demo.nl', { model: 'companies', columns: 'naam' }, 'columns', 'De kolommen moeten een lijst zijn van velden met een kop.');
    const bram = (await db.selectFrom('users').select('id').where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow()).id;
    await refused('admin@demo.nl', { model: 'companies', user_id: bram }, 'user_id', 'Je kunt alleen voor jezelf exporteren.');

    const readOnly = await requestExport('lezer@demo.nl', { model: 'companies' });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.permission).toBe('exports.store');
    // Permissions are for administrators: an operator may not list them, nor export them.
    const permissions = await requestExport('bedrijf@demo.nl', { model: 'permissions' });
    expect(permissions.status, JSON.stringify(permissions.body)).toBe(403);
    expect(permissions.body).toMatchObject({ message: 'Je hebt geen rechten om deze actie uit te voeren.', permission: 'permissions.index' });
  });

  it('are refused by the job when the owner lost the right to list them', async () => {
    const owner = (await db.selectFrom('users').select('id').where('email', '=', 'bedrijf@demo.nl').executeTakeFirstOrThrow()).id;
    const tenant = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    const [{ id }] = await db
      .insertInto('exports')
      .values({ tenant_id: tenant, user_id: owner, model: 'permissions', filter: '{}', columns: '[]' })
      .returning('id')
      .execute();
    // Asking for any export wakes the job, which finds the queued one too.
    await requestExport('admin@demo.nl', { model: 'companies' });
    const done = await exported(id, 'bedrijf@demo.nl');
    expect(done).toMatchObject({ status: 'Mislukt', exported_at: null, error: 'Je hebt geen rechten meer om deze lijst te exporteren.' });
    expect((await server.get(`/exports/${id}/download`, as('bedrijf@demo.nl'))).status).toBe(409);
  });

  it('queued before a restart, or left by a process that died, are written when a job starts', async () => {
    const tenant = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    const admin = (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.nl').executeTakeFirstOrThrow()).id;
    const [{ id }] = await db
      .insertInto('exports')
      .values({ tenant_id: tenant, user_id: admin, model: 'companies', filter: '{}', columns: JSON.stringify([{ field: 'name', header: 'Naam' }]), started_at: null })
      .returning('id')
      .execute();
    // A claim of a process that died long ago is taken over as well.
    const [{ id: stale }] = await db
      .insertInto('exports')
      .values({ tenant_id: tenant, user_id: admin, model: 'companies', filter: '{}', columns: '[]', started_at: sql`now() - interval '1 hour'` })
      .returning('id')
      .execute();
    // A process starting up looks at the queue at once, without waiting for a request or its poll.
    const filesDir = mkdtempSync(join(tmpdir(), 'balie-export-restart-'));
    const worker = startExportWorker({ db: server.api.db, resolve, filesDir, pollMs: 3_600_000 });
    try {
      const rows = async () => await db.selectFrom('exports').select(['id', 'exported_at', 'file_path']).where('id', 'in', [id, stale]).execute();
      for (let tries = 0; tries < 100 && (await rows()).some((row) => row.exported_at === null); tries++) await sleep(100);
      const done = await rows();
      expect(done.every((row) => row.exported_at !== null)).toBe(true);
      const written = [filesDir, server.api.filesDir].flatMap((dir) => {
        try {
          return readdirSync(join(dir, 'exports', String(tenant)));
        } catch {
          return [];
        }
      });
      expect(done.map((row) => String(row.file_path).split('/').pop()).every((name) => written.includes(name!))).toBe(true);
    } finally {
      await worker.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it('are written once, however many job processes look for them', async () => {
    const tenant = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    const admin = (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.nl').executeTakeFirstOrThrow()).id;
    const dirs = [mkdtempSync(join(tmpdir(), 'balie-export-a-')), mkdtempSync(join(tmpdir(), 'balie-export-b-'))];
    const inserted = await db
      .insertInto('exports')
      .values(Array.from({ length: 6 }, () => ({ tenant_id: tenant, user_id: admin, model: 'companies', filter: '{}', columns: JSON.stringify([{ field: 'name', header: 'Naam' }]) })))
      .returning('id')
      .execute();
    const ids = inserted.map((row) => row.id);
    const workers = dirs.map((filesDir) => startExportWorker({ db: server.api.db, resolve, filesDir, pollMs: 50 }));
    try {
      for (let tries = 0; tries < 100; tries++) {
        const open = await db.selectFrom('exports').select('id').where('id', 'in', ids).where('exported_at', 'is', null).execute();
        if (open.length === 0) break;
        await sleep(100);
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
    const written = [...dirs, server.api.filesDir].flatMap((dir) => {
      try {
        return readdirSync(join(dir, 'exports', String(tenant)));
      } catch {
        return [];
      }
    });
    // The server's own job takes its share too; each export is written exactly once.
    const ours = written.map((name) => Number(name.split('-')[0])).filter((id) => ids.includes(id));
    expect(ours.sort()).toEqual([...ids].sort());
    const rows = await db.selectFrom('exports').select(['id', 'exported_at']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.exported_at !== null)).toBe(true);
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
});
