import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { invoiceDueProjectLines } from '../../api/src/resources/back-office/project-line-invoicing.ts';
import { POSTGRES_SERVER, listQuery, startApi, type RunningApi } from '../support/api.ts';

// Project lines reach the project's concept invoice at their invoice moment: quote accepted, phase
// started, phase finished; 'Uren nacalculatie' by the time registered, 'Niet factureren' never.

let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let deal: { id: number; company_id: number; client_id: number };

async function open(options: Parameters<typeof startApi>[0] = {}) {
  server = await startApi({ ticketScheduler: false, ...options });
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
  const deals = await server.get(`/deals${listQuery({ where: [['status_id', '=', 1]], paginate: 100 })}`, { token: admin });
  deal = deals.body.data.find((row: { company_id: number | null; client_id: number | null }) => row.company_id && row.client_id);
  expect(deal).toBeDefined();
}

async function created(path: string, body: unknown) {
  const answer = await server.post(path, { token: admin, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}

/** A quote of two phases with a line of every type, accepted: the project's phases in order. */
async function acceptedProject() {
  const quote = await created('/quotes', { name: 'Netwerk vernieuwen', deal_id: deal.id });
  const [first] = (await server.get(`/project-phases${listQuery({ where: [['morphable_type', '=', 'quotes'], ['morphable_id', '=', quote.id]] })}`, { token: admin })).body.data;
  const second = await created('/project-phases', { name: 'Uitrol', morphable_type: 'quotes', morphable_id: quote.id });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'SWITCH', description: 'Switch', invoice_type: 1, invoice_moment: 1, quantity: 2, price: 450 });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'GRATIS', description: 'Kennismaking', invoice_type: 4, invoice_moment: 1, quantity: 1, price: 80 });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'UREN', description: 'Ontwerp', invoice_type: 2, invoice_moment: 2, quantity: 3, price: 90 });
  await created('/project-lines', { project_phase_id: second.id, product_code: 'UREN', description: 'Installatie', invoice_type: 3, invoice_moment: 3, quantity: 8, price: 95 });
  await created('/project-lines', { project_phase_id: second.id, product_code: 'GRATIS', description: 'Nazorg', invoice_type: 4, invoice_moment: 3, quantity: 2, price: 95 });
  const accepted = await server.post(`/quotes/${quote.id}/accept`, { token: admin });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const projectId = accepted.body.data.id as number;
  const phases = (
    await server.get(`/project-phases${listQuery({ where: [['morphable_type', '=', 'projects'], ['morphable_id', '=', projectId]], with: ['project_lines'], paginate: 100 })}`, {
      token: admin,
    })
  ).body.data as Array<Record<string, any>>;
  const line = (description: string) => phases.flatMap((phase) => phase.project_lines).find((candidate: Record<string, any>) => candidate.description === description);
  return { projectId, phases, line };
}

/** The project's invoices with their lines. */
async function invoicesOf(projectId: number) {
  const answer = await server.get(`/invoices${listQuery({ where: [['project_id', '=', projectId]], with: ['invoice_lines'], paginate: 100 })}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Array<Record<string, any>>;
}

const billed = (invoice: Record<string, any>) =>
  (invoice.invoice_lines as Array<Record<string, any>>).sort((a, b) => a.order - b.order || a.id - b.id).map((line) => [line.product_code, line.description, line.quantity, line.price, line.total]);

const register = (lineId: number, minutes: number, at: string) =>
  created('/time-registrations', { description: 'Installatie op locatie', time_spent: minutes, executed_at: at, morphable_type: 'project-lines', morphable_id: lineId });

describe('project lines invoiced by moment', () => {
  beforeAll(() => open());
  afterAll(async () => {
    await server?.close();
  });

  it('go onto the project concept invoice at acceptance, phase start and phase finish, each once, nacalculatie by registered time', async () => {
    const { projectId, phases, line } = await acceptedProject();
    let [invoice] = await invoicesOf(projectId);
    expect(invoice).toMatchObject({ company_id: deal.company_id, project_id: projectId, exported_at: null });
    expect(billed(invoice)).toEqual([['SWITCH', 'Switch', 2, 450, 900]]);
    expect(line('Switch').invoice_id).toBe(invoice.id);
    expect(line('Kennismaking').invoice_id).toBeNull();

    const [first, second] = phases;
    expect((await server.post(`/project-phases/${first.id}/start`, { token: admin })).status).toBe(200);
    // 50 + 45 minutes: 1.58 hours.
    const installation = line('Installatie');
    await register(installation.id, 50, '2026-11-20T09:00:00Z');
    await register(installation.id, 45, '2026-11-21T09:00:00Z');
    const project = (await server.get(`/projects/${projectId}`, { token: admin })).body.data;
    // Priced by the time registered, not the 8 hours estimated; 'Niet factureren' does not count.
    expect(project.total_excl).toBe(900 + 270 + 150.1);
    expect((await server.get(`/project-lines/${installation.id}`, { token: admin })).body.data).toMatchObject({ total_spent: 95, total_excl: 150.1 });

    expect((await server.post(`/project-phases/${second.id}/start`, { token: admin })).status).toBe(200);
    expect((await server.post(`/project-phases/${second.id}/finish`, { token: admin })).status).toBe(200);
    const invoices = await invoicesOf(projectId);
    expect(invoices.map((row) => row.id)).toEqual([invoice.id]);
    [invoice] = invoices;
    expect(billed(invoice)).toEqual([
      ['SWITCH', 'Switch', 2, 450, 900],
      ['UREN', 'Ontwerp', 3, 90, 270],
      ['UREN', 'Installatie', 1.58, 95, 150.1],
    ]);
    expect(invoice.total).toBe(1320.1);
    const lines = await db.selectFrom('project_lines').select(['description', 'invoice_id']).where('project_phase_id', 'in', [first.id, second.id]).orderBy('id').execute();
    expect(lines).toEqual([
      { description: 'Switch', invoice_id: invoice.id },
      { description: 'Kennismaking', invoice_id: null },
      { description: 'Ontwerp', invoice_id: invoice.id },
      { description: 'Installatie', invoice_id: invoice.id },
      { description: 'Nazorg', invoice_id: null },
    ]);
    const links = await db.selectFrom('invoice_lines').select('project_line_id').where('invoice_id', '=', invoice.id).orderBy('order').execute();
    expect(links.map((row) => row.project_line_id)).toEqual([line('Switch').id, line('Ontwerp').id, installation.id]);

    // A billed line takes no more time, so no registered time goes unbilled.
    const late = await server.post('/time-registrations', {
      token: admin,
      body: { description: 'Nagekomen', time_spent: 30, executed_at: '2026-11-22T09:00:00Z', morphable_type: 'project-lines', morphable_id: installation.id },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.morphable_id).toEqual(['Deze projectregel is al gefactureerd; er kan geen tijd meer op geregistreerd worden.']);
    // Another run over the same phases finds nothing left to bill.
    const again = await invoiceDueProjectLines({ db: server.api.db, tenantId: await tenantOf(invoice.id), resolve: server.api.resolve }, [first.id, second.id]);
    expect(again).toEqual([]);
    expect(billed((await invoicesOf(projectId))[0])).toHaveLength(3);
  });

  it('bill a phase once when it is started twice at the same moment', async () => {
    const { projectId, phases } = await acceptedProject();
    const answers = await Promise.all([server.post(`/project-phases/${phases[0].id}/start`, { token: admin }), server.post(`/project-phases/${phases[0].id}/start`, { token: admin })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [invoice] = await invoicesOf(projectId);
    expect(billed(invoice)).toEqual([
      ['SWITCH', 'Switch', 2, 450, 900],
      ['UREN', 'Ontwerp', 3, 90, 270],
    ]);
  });
});

async function tenantOf(invoiceId: number): Promise<number> {
  return (await db.selectFrom('invoices').select('tenant_id').where('id', '=', invoiceId).executeTakeFirstOrThrow()).tenant_id;
}

describe('project lines invoiced by moment with two REST processes on one PostgreSQL database', () => {
  const database = `balie_lines_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let twin: Api | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    await open({ databaseUrl });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false });
  });

  afterAll(async () => {
    await server?.close();
    await twin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('bill a phase started through both processes at once exactly once', async () => {
    const { projectId, phases } = await acceptedProject();
    const path = `/project-phases/${phases[0].id}/start`;
    const headers = { authorization: `Bearer ${await server.login('admin@demo.nl')}`, 'x-tenant': 'demo' };
    const answers = await Promise.all([server.post(path, { token: (headers.authorization as string).slice(7) }), twin!.app.inject({ method: 'POST', url: path, headers })]);
    expect([answers[0].status, answers[1].statusCode].sort()).toEqual([200, 422]);
    const [invoice] = await invoicesOf(projectId);
    expect(billed(invoice)).toEqual([
      ['SWITCH', 'Switch', 2, 450, 900],
      ['UREN', 'Ontwerp', 3, 90, 270],
    ]);
  });
});
