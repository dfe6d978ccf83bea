import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteLink } from '../../api/src/resources/back-office/quote-links.ts';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

// The sales chain over real HTTP on a seeded database: deal → quote from a template → accept →
// project, with every refusal, the permissions per action and the customer's single-use link.
let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let demoId: number;
let deal: { id: number; company_id: number; client_id: number };

const FORBIDDEN = 'Je hebt geen rechten om deze actie uit te voeren.';
const LINK_GONE = 'Deze link naar de offerte werkt niet (meer). Vraag uw contactpersoon om een nieuwe link.';

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
  demoId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  const deals = await server.get(`/deals${listQuery({ where: [['status_id', '=', 1]], paginate: 100 })}`, { token: admin });
  deal = deals.body.data.find((row: { company_id: number | null; client_id: number | null }) => row.company_id && row.client_id);
  expect(deal).toBeDefined();
});

afterAll(async () => {
  await server?.close();
});

async function created(path: string, body: unknown, token = admin) {
  const answer = await server.post(path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The phases of an owner with their lines, in order. */
async function phasesOf(type: string, id: number) {
  const answer = await server.get(
    `/project-phases${listQuery({ where: [['morphable_type', '=', type], ['morphable_id', '=', id]], with: ['project_lines'], paginate: 100 })}`,
    { token: admin },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Array<Record<string, any>>;
}

const lineShape = (line: Record<string, any>) => ({
  product_code: line.product_code,
  description: line.description,
  invoice_type: line.invoice_type,
  invoice_moment: line.invoice_moment,
  quantity: line.quantity,
  price: line.price,
});

/** A template of two phases: phase 1 with lines at moments 1 and 2 and a line never invoiced, phase 2 with a moment-3 line; each with a subscription change. */
async function makeTemplate() {
  const template = await created('/quote-templates', { name: 'Werkplekken vervangen', intro_text: '<p>Beste klant,</p>', footer_text: '<p>Betaling binnen 14 dagen.</p>' });
  const first = await created('/project-phases', { name: 'Inventarisatie', morphable_type: 'quote-templates', morphable_id: template.id });
  const second = await created('/project-phases', { name: 'Uitrol', morphable_type: 'quote-templates', morphable_id: template.id });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'LAPTOP', description: 'Laptop', invoice_type: 1, invoice_moment: 1, quantity: 2, price: 950 });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'UREN', description: 'Inventarisatie', invoice_type: 2, invoice_moment: 2, quantity: 3, price: 90 });
  await created('/project-lines', { project_phase_id: first.id, product_code: 'GRATIS', description: 'Kennismaking', invoice_type: 4, invoice_moment: 1, quantity: 1, price: 0 });
  await created('/project-lines', { project_phase_id: second.id, product_code: 'UREN', description: 'Uitrol', invoice_type: 3, invoice_moment: 3, quantity: 8, price: 95 });
  const change = { invoice_before_days: 0, direct_debit: false, periods: 1, period: 'month' };
  await created('/subscription-changes', {
    ...change,
    description: 'Beheer werkplekken',
    morphable_type: 'project-phases',
    morphable_id: first.id,
    change_moment: 1,
    lines: [{ product_code: 'BEHEER', description: 'Beheer per werkplek', quantity: 2, price: 25 }],
  });
  await created('/subscription-changes', {
    ...change,
    description: 'Back-up',
    morphable_type: 'project-phases',
    morphable_id: second.id,
    change_moment: 2,
    lines: [{ product_code: 'BACKUP', description: 'Back-up per werkplek', quantity: 2, price: 5 }],
  });
  return template;
}

const quoteFor = (body: Record<string, unknown> = {}) => created('/quotes', { name: 'Nieuwe werkplekken', deal_id: deal.id, ...body });
const quoteRow = (id: number) => db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('creating a quote', () => {
  it('copies the template phases, lines and layout, each phase for the deal company and contact', async () => {
    const template = await makeTemplate();
    const quote = await quoteFor({ template_id: template.id });
    expect(quote).toMatchObject({ template_id: template.id, status_id: 1, intro_text: '<p>Beste klant,</p>', footer_text: '<p>Betaling binnen 14 dagen.</p>' });
    const [source, copy] = [await phasesOf('quote-templates', template.id), await phasesOf('quotes', quote.id)];
    expect(copy.map((phase) => phase.name)).toEqual(['Inventarisatie', 'Uitrol']);
    expect(copy.map((phase) => phase.project_lines.map(lineShape))).toEqual(source.map((phase) => phase.project_lines.map(lineShape)));
    for (const phase of copy) expect(phase).toMatchObject({ company_id: deal.company_id, client_id: deal.client_id, status_id: 1 });
    expect((await server.get(`/quotes/${quote.id}`, { token: admin })).body.data.total_excl).toBe(2 * 950 + 3 * 90 + 8 * 95);
  });

  it('starts without a template with one empty phase for the deal company and contact', async () => {
    const quote = await quoteFor();
    const phases = await phasesOf('quotes', quote.id);
    expect(phases).toHaveLength(1);
    expect(phases[0]).toMatchObject({ name: 'Fase 1', company_id: deal.company_id, client_id: deal.client_id, project_lines: [] });
  });

  it('refuses a template that does not exist and changing the template afterwards', async () => {
    const refused = await server.post('/quotes', { token: admin, body: { name: 'X', deal_id: deal.id, template_id: 999999 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.template_id).toEqual(['Sjabloon bestaat niet.']);
    const quote = await quoteFor();
    const changed = await server.put(`/quotes/${quote.id}`, { token: admin, body: { template_id: 1 } });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.template_id[0]).toMatch(/Sjabloon/);
  });
});

describe('accepting a quote', () => {
  it('makes the project with the same phases and lines, wins the deal, makes moment-1 lines due and applies moment-1 subscription changes', async () => {
    const template = await makeTemplate();
    const quote = await quoteFor({ template_id: template.id });
    const accepted = await server.post(`/quotes/${quote.id}/accept`, { token: admin });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ message: 'Offerte geaccepteerd en project aangemaakt!', data: { id: expect.any(Number) } });

    const project = (await server.get(`/projects/${accepted.body.data.id}`, { token: admin })).body.data;
    // 'Uren nacalculatie' (8 × 95 estimated) counts by the time registered on it: none yet.
    expect(project).toMatchObject({ name: 'Nieuwe werkplekken', quote_id: quote.id, company_id: deal.company_id, client_id: deal.client_id, total_excl: 2 * 950 + 3 * 90 });
    const [quotePhases, projectPhases] = [await phasesOf('quotes', quote.id), await phasesOf('projects', project.id)];
    expect(projectPhases.map((phase) => [phase.name, phase.status_id, phase.project_phase_id])).toEqual(quotePhases.map((phase) => [phase.name, 1, phase.id]));
    expect(projectPhases.map((phase) => phase.project_lines.map(lineShape))).toEqual(quotePhases.map((phase) => phase.project_lines.map(lineShape)));
    for (const phase of projectPhases) expect(phase.message_thread_id).toEqual(expect.any(Number));

    const due = Object.fromEntries(projectPhases.flatMap((phase) => phase.project_lines).map((line) => [line.description, line.due_at !== null]));
    expect(due).toEqual({ Laptop: true, Inventarisatie: false, Kennismaking: false, Uitrol: false });
    for (const line of quotePhases.flatMap((phase) => phase.project_lines)) expect(line.due_at).toBeNull();

    const decided = await quoteRow(quote.id);
    const me = (await server.get('/auth/me', { token: admin })).body.user;
    expect(decided).toMatchObject({ status_id: 3, decided_by_name: [me.first_name, me.prefix, me.last_name].filter(Boolean).join(' '), decided_ip: '127.0.0.1' });
    expect(decided.decided_at).toBeInstanceOf(Date);
    const wonDeal = await db.selectFrom('deals').innerJoin('deal_stages', 'deal_stages.id', 'deals.stage_id').select(['deals.status_id', 'deal_stages.internal_type']).where('deals.id', '=', deal.id).executeTakeFirstOrThrow();
    expect(wonDeal).toEqual({ status_id: 2, internal_type: 2 });

    const changes = await db.selectFrom('subscription_changes').selectAll().where('morphable_type', '=', 'project-phases').where('morphable_id', 'in', projectPhases.map((phase) => phase.id)).orderBy('id').execute();
    expect(changes.map((change) => [change.description, change.applied_at !== null])).toEqual([['Beheer werkplekken', true], ['Back-up', false]]);
    const subscription = await db.selectFrom('subscriptions').selectAll().where('id', '=', changes[0].subscription_id).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ company_id: deal.company_id, description: 'Beheer werkplekken', period: 'month' });
    const lines = await db.selectFrom('subscription_lines').select(['product_code', 'quantity', 'price']).where('subscription_id', '=', subscription.id).execute();
    expect(lines.map((line) => [line.product_code, Number(line.quantity), Number(line.price)])).toEqual([['BEHEER', 2, 25]]);

    // Starting the first phase makes its moment-2 line due; setting the second straight to Afgerond
    // through status_id passes moments 2 and 3: its line and its moment-2 change follow too.
    const [first, second] = projectPhases;
    const started = await server.post(`/project-phases/${first.id}/start`, { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ message: 'Projectfase bijgewerkt!', data: { status_id: 2, status_label: 'Gestart', action_label: 'Afronden' } });
    const lineDue = async (description: string, phaseId: number) =>
      (await db.selectFrom('project_lines').select('due_at').where('project_phase_id', '=', phaseId).where('description', '=', description).executeTakeFirstOrThrow()).due_at;
    expect(await lineDue('Inventarisatie', first.id)).toBeInstanceOf(Date);
    expect(await lineDue('Uitrol', second.id)).toBeNull();
    expect((await server.put(`/project-phases/${second.id}`, { token: admin, body: { status_id: 3 } })).status).toBe(200);
    expect(await lineDue('Uitrol', second.id)).toBeInstanceOf(Date);
    const backup = await db.selectFrom('subscription_changes').selectAll().where('id', '=', changes[1].id).executeTakeFirstOrThrow();
    expect(backup.applied_at).toBeInstanceOf(Date);
    expect((await server.post(`/project-phases/${first.id}/finish`, { token: admin })).body.data.status_id).toBe(3);
  });

  it('refuses an accepted or declined quote, and phase steps out of order, with Dutch reasons', async () => {
    const quote = await quoteFor();
    expect((await server.post(`/quotes/${quote.id}/accept`, { token: admin })).status).toBe(200);
    expect(await server.post(`/quotes/${quote.id}/accept`, { token: admin })).toEqual({ status: 422, body: { message: expect.any(String), errors: { status_id: ['Deze offerte is al geaccepteerd.'] } } });
    expect((await server.post(`/quotes/${quote.id}/decline`, { token: admin })).body.errors).toEqual({ status_id: ['Deze offerte is al geaccepteerd.'] });
    expect(await db.selectFrom('projects').where('quote_id', '=', quote.id).select('id').execute()).toHaveLength(1);

    const declined = await quoteFor();
    const answer = await server.post(`/quotes/${declined.id}/decline`, { token: admin, body: { reason: 'Te duur' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Offerte afgewezen!', data: { status_id: 4, decline_reason: 'Te duur' } });
    expect((await server.post(`/quotes/${declined.id}/accept`, { token: admin })).body.errors).toEqual({ status_id: ['Deze offerte is al afgewezen.'] });
    expect((await server.post(`/quotes/${declined.id}/decline`, { token: admin })).body.errors).toEqual({ status_id: ['Deze offerte is al afgewezen.'] });
    expect((await server.post('/quotes/999999/accept', { token: admin })).status).toBe(404);

    const [quotePhase] = await phasesOf('quotes', declined.id);
    expect((await server.post(`/project-phases/${quotePhase.id}/start`, { token: admin })).body.errors).toEqual({ status_id: ['Alleen een fase van een project kan gestart of afgerond worden.'] });
    const projectId = (await db.selectFrom('projects').select('id').where('quote_id', '=', quote.id).executeTakeFirstOrThrow()).id;
    const [phase] = await phasesOf('projects', projectId);
    expect((await server.post(`/project-phases/${phase.id}/finish`, { token: admin })).body.errors).toEqual({ status_id: ['Alleen een gestarte fase kan afgerond worden.'] });
    expect((await server.post(`/project-phases/${phase.id}/start`, { token: admin })).status).toBe(200);
    expect((await server.post(`/project-phases/${phase.id}/start`, { token: admin })).body.errors).toEqual({ status_id: ['Alleen een fase die nog niet gestart is kan gestart worden.'] });
    const back = await server.put(`/project-phases/${phase.id}`, { token: admin, body: { status_id: 1 } });
    expect(back.status).toBe(422);
    expect(back.body.errors.status_id).toEqual(['De status van een fase kan alleen vooruit: Niet gestart, Gestart, Afgerond.']);
  });
});

describe('duplicate and create-template', () => {
  it('duplicates with a new reference as a concept with the same phases, lines and layout, and makes a template of it', async () => {
    const template = await makeTemplate();
    const quote = await quoteFor({ template_id: template.id });
    await server.post(`/quotes/${quote.id}/decline`, { token: admin });
    const copy = await created(`/quotes/${quote.id}/duplicate`, {});
    expect(copy).toMatchObject({ status_id: 1, deal_id: deal.id, name: quote.name, intro_text: quote.intro_text, footer_text: quote.footer_text });
    expect(copy.reference).not.toBe(quote.reference);
    const [source, copied] = [await phasesOf('quotes', quote.id), await phasesOf('quotes', copy.id)];
    expect(copied.map((phase) => [phase.name, phase.project_lines.map(lineShape)])).toEqual(source.map((phase) => [phase.name, phase.project_lines.map(lineShape)]));

    const answer = await server.post(`/quotes/${copy.id}/create-template`, { token: admin });
    expect(answer).toEqual({ status: 201, body: { message: 'Offertesjabloon aangemaakt.', data: { id: expect.any(Number) } } });
    const made = (await server.get(`/quote-templates/${answer.body.data.id}`, { token: admin })).body.data;
    expect(made).toMatchObject({ name: quote.name, intro_text: quote.intro_text, total_excl: 2 * 950 + 3 * 90 + 8 * 95 });
    expect((await phasesOf('quote-templates', made.id)).map((phase) => phase.name)).toEqual(['Inventarisatie', 'Uitrol']);
  });
});

describe('permissions per action', () => {
  it('refuses every action to read_only, and accept to an operator whose role lacks quotes.accept', async () => {
    const quote = await quoteFor();
    const reader = await server.login('lezer@demo.nl');
    for (const [action, permission] of [['accept', 'quotes.accept'], ['decline', 'quotes.decline'], ['duplicate', 'quotes.store'], ['create-template', 'quotes.create-template']]) {
      expect(await server.post(`/quotes/${quote.id}/${action}`, { token: reader })).toEqual({ status: 403, body: { message: FORBIDDEN, permission } });
    }
    const [phase] = await phasesOf('quotes', quote.id);
    expect((await server.post(`/project-phases/${phase.id}/start`, { token: reader })).body.permission).toBe('project-phases.update');

    // A sales role: everything the operator role may, except accepting.
    const operatorRole = await db.selectFrom('roles').select('id').where('tenant_id', '=', demoId).where('name', '=', 'operator').executeTakeFirstOrThrow();
    const role = await db.insertInto('roles').values({ tenant_id: demoId, name: 'verkoop', display_name: 'Verkoop', operator: 1 }).returning('id').executeTakeFirstOrThrow();
    const granted = await db.selectFrom('role_permission').innerJoin('permissions', 'permissions.id', 'role_permission.permission_id').select('permission_id').where('role_id', '=', operatorRole.id).where('permissions.name', '!=', 'quotes.accept').execute();
    await db.insertInto('role_permission').values(granted.map((row) => ({ role_id: role.id, permission_id: row.permission_id }))).execute();
    const sanne = await db.selectFrom('users').select('id').where('tenant_id', '=', demoId).where('email', '=', 'sanne@demo.nl').executeTakeFirstOrThrow();
    await db.deleteFrom('user_role').where('user_id', '=', sanne.id).execute();
    await db.insertInto('user_role').values({ user_id: sanne.id, role_id: role.id }).execute();
    const seller = await server.login('sanne@demo.nl');
    expect(await server.post(`/quotes/${quote.id}/accept`, { token: seller })).toEqual({ status: 403, body: { message: FORBIDDEN, permission: 'quotes.accept' } });
    expect((await quoteRow(quote.id)).status_id).toBe(1);
  });
});

describe('the customer link', () => {
  it('shows the quote without signing in and accepts it once, recording name, time and address', async () => {
    const template = await makeTemplate();
    const quote = await quoteFor({ template_id: template.id, intro_text: '<p>Beste {{first_name}},</p>{{page_break}}<p>Voor {{client_company_name}}.</p>' });
    const other = await quoteFor();
    const token = await createQuoteLink(server.api.db, demoId, quote.id);
    const otherToken = await createQuoteLink(server.api.db, demoId, other.id);

    const shown = await server.get(`/public/quotes/${token}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const contact = await db.selectFrom('users').select('first_name').where('id', '=', deal.client_id).executeTakeFirstOrThrow();
    const company = await db.selectFrom('companies').select('name').where('id', '=', deal.company_id).executeTakeFirstOrThrow();
    expect(shown.body.data.intro_text).toBe(`<p>Beste ${contact.first_name},</p><p>Voor ${company.name.replaceAll('&', '&amp;')}.</p>`);
    expect(shown.body.data).toMatchObject({ reference: quote.reference, name: quote.name, status_label: 'Concept', total_excl: 2 * 950 + 3 * 90 + 8 * 95, can_decide: true });
    expect(shown.body.data.phases.map((phase: { name: string; total_excl: number }) => [phase.name, phase.total_excl])).toEqual([['Inventarisatie', 2 * 950 + 3 * 90], ['Uitrol', 8 * 95]]);
    expect(shown.body.data.phases[0].lines[1]).toMatchObject({ description: 'Inventarisatie', quantity: 3, quantity_unit: 'Uur', total_excl: 270 });
    expect(shown.body.data.company_name).toEqual(expect.any(String));
    expect(shown.body.data).not.toHaveProperty('decided_ip');

    const pdf = await fetch(`${server.url}/public/quotes/${token}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${quote.reference}.pdf`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const nameless = await server.post(`/public/quotes/${token}/accept`, { body: { name: '  ' } });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors).toEqual({ name: ['Vul uw naam in om de offerte te accepteren.'] });

    const accepted = await server.post(`/public/quotes/${token}/accept`, { body: { name: 'Jan de Klant' } });
    expect(accepted).toEqual({ status: 200, body: { message: 'Offerte geaccepteerd en project aangemaakt!' } });
    expect(await quoteRow(quote.id)).toMatchObject({ status_id: 3, decided_by_name: 'Jan de Klant', decided_ip: '127.0.0.1' });
    expect(await db.selectFrom('projects').select('id').where('quote_id', '=', quote.id).execute()).toHaveLength(1);
    expect((await quoteRow(other.id)).status_id).toBe(1);

    for (const used of [
      await server.post(`/public/quotes/${token}/accept`, { body: { name: 'Jan de Klant' } }),
      await server.post(`/public/quotes/${token}/decline`, { body: {} }),
      await server.get(`/public/quotes/${token}`),
      await server.get(`/public/quotes/${token}/download`),
      await server.get(`/public/quotes/${'x'.repeat(43)}`),
      await server.post(`/public/quotes/niet-een-token/accept`, { body: { name: 'Jan' } }),
    ]) {
      expect(used).toEqual({ status: 404, body: { message: LINK_GONE } });
    }

    // The other quote's link decides only that quote.
    const declined = await server.post(`/public/quotes/${otherToken}/decline`, { body: { reason: 'We kiezen een andere leverancier.' } });
    expect(declined).toEqual({ status: 200, body: { message: 'Offerte afgewezen!' } });
    expect(await quoteRow(other.id)).toMatchObject({ status_id: 4, decline_reason: 'We kiezen een andere leverancier.', decided_ip: '127.0.0.1' });
    expect((await quoteRow(quote.id)).status_id).toBe(3);
  });

  it('only works with the latest link of a quote, and keeps an unused link when the quote was already decided', async () => {
    const quote = await quoteFor();
    const first = await createQuoteLink(server.api.db, demoId, quote.id);
    const latest = await createQuoteLink(server.api.db, demoId, quote.id);
    expect((await server.post(`/public/quotes/${first}/accept`, { body: { name: 'Jan' } })).status).toBe(404);
    await server.post(`/quotes/${quote.id}/decline`, { token: admin });
    const refused = await server.post(`/public/quotes/${latest}/accept`, { body: { name: 'Jan' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ status_id: ['Deze offerte is al afgewezen.'] });
    expect((await server.get(`/public/quotes/${latest}`)).body.data).toMatchObject({ status_id: 4, can_decide: false });
  });
});

describe('a subscription change with a date (moment 4)', () => {
  it("reaches the company's subscription on its day, once, from the scheduler's tick", async () => {
    const project = await created('/projects', { name: 'Migratie mailomgeving', company_id: deal.company_id, client_id: deal.client_id });
    const phase = await created('/project-phases', { name: 'Overstap', morphable_type: 'projects', morphable_id: project.id });
    const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(inTenDays);
    const change = await created('/subscription-changes', {
      description: 'Microsoft 365 Business',
      morphable_type: 'project-phases',
      morphable_id: phase.id,
      change_moment: 4,
      start_period: day,
      invoice_before_days: 0,
      direct_debit: false,
      periods: 1,
      period: 'month',
      lines: [{ product_code: 'M365-BB', description: 'Microsoft 365 Business Basic', quantity: 12, price: 5.6 }],
    });

    // Before its day nothing happens to it.
    await server.api.recurringTickets.tick(new Date());
    expect((await db.selectFrom('subscription_changes').select('applied_at').where('id', '=', change.id).executeTakeFirstOrThrow()).applied_at).toBeNull();

    // On its day it makes the company's subscription, with its line (other dated changes due by then go too).
    const onTheDay = new Date(inTenDays.getTime() + 60 * 60 * 1000);
    expect((await server.api.recurringTickets.tick(onTheDay)).appliedChanges).toBeGreaterThan(0);
    const applied = await server.get(`/subscription-changes/${change.id}`, { token: admin });
    expect(applied.body.data.applied_at).not.toBeNull();
    const subscription = await server.get(`/subscriptions/${applied.body.data.subscription_id}?load=lines`, { token: admin });
    expect(subscription.body.data).toMatchObject({ company_id: deal.company_id, description: 'Microsoft 365 Business' });
    expect(subscription.body.data.lines.map((line: Record<string, unknown>) => line.product_code)).toEqual(['M365-BB']);

    // A later tick applies nothing again.
    expect((await server.api.recurringTickets.tick(onTheDay)).appliedChanges).toBe(0);
    const lines = await db.selectFrom('subscription_lines').select('id').where('subscription_id', '=', applied.body.data.subscription_id).execute();
    expect(lines).toHaveLength(1);
  });
});
