import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

// What the phase, line and licence screens rely on, against the tenants as the seed makes them.
let server: RunningApi;
let db: Kysely<any>;
let token: string;
let acme: string;

beforeAll(async () => {
  server = await startApi();
  await server.api.seedTenant('acme', 'Acme IT', 'small');
  db = server.api.db as unknown as Kysely<any>;
  [token, acme] = await Promise.all([server.login('admin@demo.nl'), server.login('admin@acme.nl', { tenant: 'acme' })]);
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, builder?: unknown) => server.get(`${path}${listQuery(builder)}`, { token });

describe('project phases', () => {
  it('starts and finishes a phase through status_id, and refuses a status that does not exist in Dutch', async () => {
    const phase = (await get('/project-phases', { where: [['status_id', '=', 1]], append: ['action_label'], paginate: 1 })).body.data[0];
    expect(phase.action_label).toBe('Starten');
    const shown = async () => (await server.get(`/project-phases/${phase.id}?append=status_label,action_label`, { token })).body.data;

    const started = await server.put(`/project-phases/${phase.id}`, { token, body: { status_id: 2 } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await shown()).toMatchObject({ status_id: 2, status_label: 'Gestart', action_label: 'Afronden' });

    const finished = await server.put(`/project-phases/${phase.id}`, { token, body: { status_id: 3 } });
    expect(finished.status).toBe(200);
    expect(await shown()).toMatchObject({ status_id: 3, status_label: 'Afgerond', action_label: null });

    const refused = await server.put(`/project-phases/${phase.id}`, { token, body: { status_id: 7 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status_id[0]).toMatch(/Status/);
    expect((await shown()).status_id).toBe(3);
  });

  it('adds a line to a phase, which its total follows, and takes it away again', async () => {
    const phase = (await get('/project-phases', { where: [['morphable_type', '=', 'projects']], paginate: 1 })).body.data[0];
    const created = await server.post('/project-lines', {
      token,
      body: { project_phase_id: phase.id, product_code: 'UREN-TEST', description: 'Extra begeleiding', invoice_type: 2, quantity: 2, price: 95.5 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ total_excl: 191, total_spent: 0 });
    expect((await get(`/project-phases/${phase.id}`)).body.data.total_excl).toBeCloseTo(phase.total_excl + 191, 2);

    expect((await server.del(`/project-lines/${created.body.data.id}`, { token })).status).toBe(200);
    expect((await get(`/project-phases/${phase.id}`)).body.data.total_excl).toBeCloseTo(phase.total_excl, 2);
  });

  it('refuses a line without its required fields with Dutch messages', async () => {
    const phase = (await get('/project-phases', { paginate: 1 })).body.data[0];
    const refused = await server.post('/project-lines', { token, body: { project_phase_id: phase.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.product_code[0]).toBe('Product is verplicht.');
    expect(refused.body.errors.invoice_type[0]).toBe('Type is verplicht.');
  });
});

describe('cloud licences', () => {
  it('are on for the demo tenant as seeded and off for a small tenant', async () => {
    expect((await server.get('/auth/me', { token })).body.user.modules.mod_cloud_distribution).toBe(true);
    expect((await server.get('/auth/me', { token: acme, tenant: 'acme' })).body.user.modules.mod_cloud_distribution).toBe(false);
    expect((await get('/cloud-distribution-subscriptions')).body.total).toBeGreaterThan(0);
    const off = await server.get('/cloud-distribution-subscriptions', { token: acme, tenant: 'acme' });
    expect(off).toEqual({ status: 404, body: { message: 'Module niet actief.' } });
  });

  it('carry the names of their company and distributor, to sort and filter on', async () => {
    const rows = (await get('/cloud-distribution-subscriptions', { paginate: 100 })).body.data;
    const owners = await db
      .selectFrom('cloud_distribution_companies as owner')
      .innerJoin('companies as company', 'company.id', 'owner.company_id')
      .innerJoin('cloud_distributors as distributor', 'distributor.id', 'owner.cloud_distributor_id')
      .select(['owner.id', 'company.id as company_id', 'company.name as company_name', 'distributor.name as distributor_name'])
      .execute();
    const byOwner = new Map(owners.map((owner) => [owner.id, owner]));
    for (const row of rows) {
      const owner = byOwner.get(row.cloud_distribution_company_id);
      expect(row).toMatchObject({ company_id: owner.company_id, company_name: owner.company_name, distributor_name: owner.distributor_name });
    }

    const companyNames = async (direction: string) =>
      (await get('/cloud-distribution-subscriptions', { orderBy: [['company_name', direction]], paginate: 100 })).body.data.map((row: { company_name: string }) => row.company_name);
    const ascending = await companyNames('asc');
    expect(new Set(ascending).size).toBeGreaterThan(1);
    expect(await companyNames('desc')).toEqual([...ascending].reverse());

    const distributor = rows[0].distributor_name;
    const filtered = (await get('/cloud-distribution-subscriptions', { where: [['distributor_name', '=', distributor]], paginate: 100 })).body;
    expect(filtered.total).toBe(rows.filter((row: { distributor_name: string }) => row.distributor_name === distributor).length);
    expect(filtered.total).toBeLessThan(rows.length);
  });
});
