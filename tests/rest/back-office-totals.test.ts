import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, startBackOffice, total, vat, type BackOffice } from './back-office-support.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ tenants: { kaal: { mod_invoicing: false, mod_cloud_distribution: false } } });
});

afterAll(async () => {
  await office?.close();
});

type Line = { quantity: number; price: number; invoice_type: number; total_excl: number; total_spent: number };
const MONTHS: Record<string, number> = { month: 1, quarter: 3, half_year: 6, year: 12 };

/** Lines that end up on an invoice; 'Niet factureren' (4) is shown but not charged. */
const charged = (lines: Line[]) => lines.filter((line) => line.invoice_type !== 4);

/** A project's 'Uren nacalculatie' line (3) is worth the hours registered on it, to two decimals; other lines and estimates quantity × price. */
const valued = (lines: Line[], inProject: boolean) =>
  lines.map((line) => (inProject && line.invoice_type === 3 ? { ...line, quantity: Math.round((line.total_spent / 60) * 100) / 100 } : line));

describe('derived totals', () => {
  it('invoice totals excl. VAT, VAT and incl. VAT add up from the lines', async () => {
    const invoices = await office.all('invoices', { with: ['invoice_lines'] });
    expect(invoices.length).toBe(await office.count('invoices'));
    for (const invoice of invoices) {
      expect(invoice.invoice_lines.length).toBeGreaterThan(0);
      for (const line of invoice.invoice_lines) expect(line.total).toBe(amount(line));
      expect(invoice.total).toBe(total(invoice.invoice_lines));
      expect(invoice.total_vat).toBe(vat(invoice.invoice_lines));
      expect(invoice.total_incl).toBe(Math.round((invoice.total + invoice.total_vat) * 100) / 100);
    }
    // 21% over a known set: 3 × 12,50 + 0,25 × 95,00 = 37,50 + 23,75 = 61,25 → VAT 12,86.
    expect(vat([{ quantity: 3, price: 12.5, vat_percentage: 21 }, { quantity: 0.25, price: 95, vat_percentage: 21 }])).toBe(12.86);
  });

  it.each([
    ['quotes', 'quotes'],
    ['projects', 'projects'],
    ['quote-templates', 'quote-templates'],
  ])('%s total the invoiceable lines of their phases', async (route) => {
    const records = await office.all(route, { with: ['project_phases.project_lines'] });
    expect(records.some((record) => record.total_excl > 0)).toBe(true);
    const inProject = route === 'projects';
    for (const record of records) {
      for (const phase of record.project_phases) {
        for (const line of valued(phase.project_lines, inProject)) expect(line.total_excl).toBe(amount(line));
        expect(phase.total_excl).toBe(total(charged(valued(phase.project_lines, inProject))));
      }
      expect(record.total_excl).toBe(total(charged(valued(record.project_phases.flatMap((phase: { project_lines: Line[] }) => phase.project_lines), inProject))));
    }
    if (inProject) {
      // Nacalculatie in the demo: registered time, not the estimate, sets the amount.
      const lines = records.flatMap((record) => record.project_phases.flatMap((phase: { project_lines: Line[] }) => phase.project_lines));
      expect(lines.some((line: Line) => line.invoice_type === 3 && line.total_excl !== amount(line))).toBe(true);
    }
  });

  it('a project phase shows its phase total, lines of type Niet factureren excluded', async () => {
    const phases = await office.all('project-phases', { with: ['project_lines'] });
    const withFree = phases.filter((phase) => phase.project_lines.some((line: Line) => line.invoice_type === 4 && line.total_excl === 0));
    expect(withFree.length).toBeGreaterThan(0);
    for (const phase of phases) expect(phase.total_excl).toBe(total(charged(valued(phase.project_lines, phase.morphable_type === 'projects'))));
  });

  it('subscriptions total their lines and spread them per month as mrr', async () => {
    const subscriptions = await office.all('subscriptions', { with: ['lines'] });
    expect(new Set(subscriptions.map((subscription) => subscription.period)).size).toBeGreaterThan(1);
    for (const subscription of subscriptions) {
      for (const line of subscription.lines) expect(line.total).toBe(amount(line));
      const sum = total(subscription.lines);
      expect(subscription.total).toBe(sum);
      const months = subscription.periods * MONTHS[subscription.period];
      expect(subscription.mrr).toBe(Math.round((sum / months) * 100) / 100);
      const end = new Date(`${subscription.start_period}T00:00:00Z`);
      end.setUTCMonth(end.getUTCMonth() + months);
      expect(subscription.end_period_excluding).toBe(end.toISOString().slice(0, 10));
    }
  });

  it('subscription changes total the lines they bring', async () => {
    const changes = await office.all('subscription-changes');
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.total).toBe(total(change.lines.map((line: Line) => ({ ...line, price: line.price ?? 0 }))));
  });

  it('deals count their done tasks and the messages of their conversation', async () => {
    const deals = await office.all('deals', { with: ['tasks'] });
    expect(deals.some((deal) => deal.completed_tasks_count > 0 && deal.completed_tasks_count < deal.tasks.length)).toBe(true);
    for (const deal of deals) expect(deal.completed_tasks_count).toBe(deal.tasks.filter((task: { executed_at: string | null }) => task.executed_at).length);

    const [deal] = deals;
    await office.db
      .insertInto('messages')
      .values([1, 2].map((n) => ({ tenant_id: office.demoId, message: `<p>Bericht ${n}</p>`, morphable_type: 'message-threads', morphable_id: deal.message_thread_id })))
      .execute();
    const counted = (await office.get(`/deals/${deal.id}`)).body.data;
    expect(counted.message_thread_messages_count).toBe(deal.message_thread_messages_count + 2);
  });

  it('contract periods show the time that remains', async () => {
    const periods = await office.all('contract-periods');
    expect(periods.some((period) => period.minutes_remaining < 0)).toBe(true);
    expect(periods.some((period) => period.minutes_remaining > 0)).toBe(true);
    for (const period of periods) expect(period.minutes_remaining).toBe(period.minutes - period.registered_time);
  });

  it('licences compare their quantity with the subscription lines they are linked to', async () => {
    const licences = await office.all('cloud-distribution-subscriptions', { with: ['relations.morphable'] });
    expect(licences.some((licence) => licence.relations.length > 0)).toBe(true);
    for (const licence of licences) {
      const linked = licence.relations.reduce((sum: number, relation: { morphable: { quantity: number } }) => sum + relation.morphable.quantity, 0);
      expect(licence.linked_quantity).toBe(linked);
      expect(licence.quantity_difference).toBe(licence.quantity - linked);
    }
    const lines = await office.all('subscription-lines', { with: ['licenses.cloud_distribution_subscription'] });
    expect(lines.some((line) => line.licensed_quantity !== null)).toBe(true);
    for (const line of lines) {
      const quantities = line.licenses.map((link: { cloud_distribution_subscription: { quantity: number } }) => link.cloud_distribution_subscription.quantity);
      expect(line.licensed_quantity).toBe(quantities.length === 0 ? null : quantities.reduce((a: number, b: number) => a + b, 0));
    }
    const over = await office.list('cloud-distribution-subscriptions', { where: [['quantity_difference', '>', 0]], paginate: 100 });
    expect(over.data.every((licence) => licence.quantity_difference > 0)).toBe(true);
    expect(over.total).toBe(licences.filter((licence) => licence.quantity_difference > 0).length);
  });
});

describe('Dutch labels of states and types', () => {
  const labels = async (route: string, append: string, key: string) => {
    const rows = await office.all(route, { append: [append] });
    return new Map(rows.map((row) => [row[key], row[append]]));
  };

  it.each([
    ['quotes', 'status_id', 'status_label', { 1: 'Concept', 2: 'Verzonden', 3: 'Goedgekeurd', 4: 'Afgewezen' }],
    ['deals', 'status_id', 'status_label', { 1: 'Open', 2: 'Gewonnen', 3: 'Verloren' }],
    ['deal-stages', 'internal_type', 'internal_type_label', { 1: 'Open', 2: 'Gewonnen', 3: 'Verloren' }],
    ['message-threads', 'status_id', 'status_label', { 1: 'Nieuw', 2: 'Klant gereageerd', 3: 'Behandelaar gereageerd' }],
    ['project-phases', 'status_id', 'status_label', { 1: 'Niet gestart', 2: 'Gestart', 3: 'Afgerond' }],
    ['project-phases', 'status_id', 'action_label', { 1: 'Starten', 2: 'Afronden', 3: null }],
    ['project-lines', 'invoice_type', 'invoice_type_label', { 1: 'Artikel', 2: 'Uren fixed price', 3: 'Uren nacalculatie', 4: 'Niet factureren' }],
    ['project-lines', 'invoice_type', 'quantity_unit', { 1: 'Aantal', 2: 'Uur', 3: 'Uur', 4: 'Aantal' }],
    ['asset-statuses', 'internal_type', 'internal_type_label', { 1: 'Offerte', 2: 'Besteld', 3: 'Op voorraad', 4: 'In gebruik', 5: 'Buiten gebruik' }],
    ['contracts', 'period', 'period_label', { none: 'Geen (strippenkaart)', month: 'Maand', quarter: 'Kwartaal', year: 'Jaar' }],
    ['subscriptions', 'period', 'period_label', { month: 'Maand', quarter: 'Kwartaal', year: 'Jaar' }],
    ['cloud-distribution-subscriptions', 'status', 'status_label', { 0: 'Actief', 3: 'Trial', 5: 'Verwijderd' }],
    ['cloud-distribution-subscriptions', 'period_type', 'period_type_label', { 0: 'Maand', 1: 'Jaar' }],
  ] as const)('%s %s → %s', async (route, key, append, expected) => {
    const seen = await labels(route, append, key);
    for (const [value, label] of Object.entries(expected)) {
      const stored = /^\d+$/.test(value) ? Number(value) : value;
      expect(seen.has(stored), `${route} has ${key} ${value}`).toBe(true);
      expect(seen.get(stored)).toBe(label);
    }
  });

  it('project lines name the invoice moment only for lines that are invoiced', async () => {
    const lines = await office.all('project-lines', { append: ['invoice_moment_label', 'is_invoiceable', 'is_time_registerable'] });
    const moments: Record<number, string> = { 1: 'Akkoord offerte', 2: 'Start fase', 3: 'Einde fase' };
    for (const line of lines) {
      expect(line.is_invoiceable).toBe(line.invoice_type !== 4);
      expect(line.is_time_registerable).toBe(line.invoice_type === 2 || line.invoice_type === 3);
      expect(line.invoice_moment_label).toBe(line.invoice_type === 4 ? null : moments[line.invoice_moment]);
    }
  });

  it('invoices say whether they are exported; lines without product warn that they are not exported', async () => {
    const invoices = await office.all('invoices', { append: ['exported_label', 'is_exported'] });
    expect(new Set(invoices.map((invoice) => invoice.exported_label))).toEqual(new Set(['Geëxporteerd', 'Concept']));
    for (const invoice of invoices) {
      expect(invoice.is_exported).toBe(invoice.exported_at !== null);
      expect(invoice.exported_label).toBe(invoice.exported_at ? 'Geëxporteerd' : 'Concept');
      expect(invoice.invoice_code === null).toBe(invoice.exported_at === null);
    }
    const lines = await office.all('invoice-lines', { append: ['export_warning'] });
    for (const line of lines) {
      expect(line.export_warning).toBe(
        line.product_code ? null : 'Deze regel wordt niet geëxporteerd naar het facturatiepakket omdat er geen product is geselecteerd.',
      );
    }
  });

  it('subscriptions that ended are terminated', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const subscriptions = await office.all('subscriptions', { append: ['is_terminated'] });
    expect(subscriptions.some((subscription) => subscription.is_terminated)).toBe(true);
    for (const subscription of subscriptions) {
      expect(subscription.is_terminated).toBe(subscription.termination_date !== null && subscription.termination_date < today);
    }
  });
});

describe('search', () => {
  /** What `s` matches: every word somewhere in the searchable fields (relation.field through a loaded relation). */
  const matches = (row: Record<string, any>, fields: string[], text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .every((word) =>
        fields.some((path) => {
          const value = path.split('.').reduce((current, key) => current?.[key], row);
          return value !== null && value !== undefined && String(value).toLowerCase().includes(word);
        }),
      );

  it.each([
    ['assets', 'serial_number', ['name', 'description', 'tracking_number', 'serial_number', 'company.name']],
    ['assets', 'tracking_number', ['name', 'description', 'tracking_number', 'serial_number', 'company.name']],
    ['quotes', 'reference', ['reference', 'name', 'deal.description']],
    ['invoices', 'invoice_code', ['subject', 'invoice_code', 'company.name', 'company.debtor_code']],
    ['contracts', 'name', ['name', 'client.full_name', 'operator.full_name']],
    ['subscriptions', 'description', ['description', 'company.name']],
    ['deals', 'company.name', ['description', 'company.name', 'client.full_name']],
  ] as const)('%s are found by %s', async (route, source, fields) => {
    const relations = [...new Set(fields.filter((path) => path.includes('.')).map((path) => path.split('.')[0]))];
    const rows = await office.all(route, { with: relations });
    const target = rows.find((row) => source.split('.').reduce((current: any, key) => current?.[key], row));
    const text = source.split('.').reduce((current: any, key) => current[key], target) as string;
    const found = await office.all(route, {}, undefined);
    const searched = await office.list(route, { paginate: 100 }, { s: text });
    expect(searched.data.map((row) => row.id)).toContain(target!.id);
    expect(searched.total).toBe(rows.filter((row) => matches(row, [...fields], text)).length);
    expect(searched.total).toBeLessThan(found.length);
  });
});

describe('modules', () => {
  it.each([
    ['invoices', true],
    ['invoice-lines', true],
    ['cloud-distribution-subscriptions', false],
    ['cloud-distributors', false],
    ['cloud-distribution-subscription-relations', true],
  ] as const)('%s answer 404 while the module is off', async (route, creatable) => {
    const off = { status: 404, body: { message: 'Module niet actief.' } };
    expect(await office.get(`/${route}`, 'kaal')).toEqual(off);
    expect(await office.get(`/${route}/1`, 'kaal')).toEqual(off);
    if (creatable) expect(await office.call('POST', `/${route}`, {}, 'kaal')).toEqual(off);
  });

  it('the rest of the back office stays available', async () => {
    for (const route of ['projects', 'subscriptions', 'contracts', 'assets']) {
      const answer = await office.get(`/${route}`, 'kaal');
      expect(answer.status, route).toBe(200);
      expect(answer.body.total).toBe(await office.count(route, {}, 'kaal'));
    }
  });

  it('the same routes work where the module is on', async () => {
    expect((await office.get('/invoices')).status).toBe(200);
    expect((await office.get('/cloud-distribution-subscriptions')).status).toBe(200);
  });
});

describe('permissions', () => {
  it('the catalogue holds the special back-office permissions', async () => {
    const names = (await office.db.selectFrom('permissions').select('name').execute()).map((row: { name: string }) => row.name);
    for (const name of ['contracts.buy', 'quotes.download', 'quotes.decline', 'quotes.accept', 'quotes.create-template', 'assets.archive', 'invoices.store']) {
      expect(names).toContain(name);
    }
  });

  it('a read-only operator lists and reads but cannot write', async () => {
    const token = await office.server.login('lezer@demo.nl');
    const list = await office.server.get('/assets', { token });
    expect(list.status).toBe(200);
    const id = list.body.data[0].id;
    expect((await office.server.get(`/assets/${id}`, { token })).status).toBe(200);
    const created = await office.server.post('/deals', { token, body: { description: 'Nieuwe deal' } });
    expect(created).toEqual({ status: 403, body: { message: 'Je hebt geen rechten om deze actie uit te voeren.', permission: 'deals.store' } });
    const archived = await office.server.post(`/assets/${id}/archive`, { token });
    expect(archived.body.permission).toBe('assets.archive');
  });
});

describe('an operator who only sees their own company', () => {
  let token: string;
  let companies: ReturnType<typeof sql.join>;
  let ownIds: number[];

  beforeAll(async () => {
    const { db, demoId } = office;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'bedrijf@demo.nl').executeTakeFirstOrThrow();
    const role = await db.selectFrom('user_role').innerJoin('roles', 'roles.id', 'user_role.role_id').select('roles.name').where('user_id', '=', user.id).execute();
    expect(role.map((row: { name: string }) => row.name)).toEqual(['only_own_company']);
    ownIds = (await db.selectFrom('company_user').select('company_id').where('user_id', '=', user.id).execute()).map((row: { company_id: number }) => row.company_id);
    if (ownIds.length === 0) {
      // Otherwise the company with the most invoices, so every list has something to show.
      const busiest = await db
        .selectFrom('invoices')
        .select('company_id')
        .where('tenant_id', '=', demoId)
        .groupBy('company_id')
        .orderBy(sql`count(*)`, 'desc')
        .executeTakeFirstOrThrow();
      await db.insertInto('company_user').values({ user_id: user.id, company_id: busiest.company_id }).execute();
      ownIds = [busiest.company_id];
    }
    companies = sql.join(ownIds);
    token = await office.server.login('bedrijf@demo.nl');
  });

  const visible = async (route: string) => {
    const rows: Array<Record<string, any>> = [];
    for (let page = 1; ; page++) {
      const answer = await office.server.get(`/${route}?builder=${encodeURIComponent(JSON.stringify({ paginate: 100 }))}&page=${page}`, { token });
      expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(200);
      rows.push(...answer.body.data);
      if (page >= answer.body.last_page) return rows.map((row) => row.id as number).sort((a, b) => a - b);
    }
  };
  const ids = async (query: ReturnType<typeof sql>) =>
    [...new Set(((await query.execute(office.db)).rows as Array<{ id: number }>).map((row) => row.id))].sort((a, b) => a - b);

  it.each([
    ['assets', () => sql`select id from assets where company_id in (${companies})`],
    ['deals', () => sql`select id from deals where company_id in (${companies})`],
    ['projects', () => sql`select id from projects where company_id in (${companies})`],
    ['subscriptions', () => sql`select id from subscriptions where company_id in (${companies})`],
    ['invoices', () => sql`select id from invoices where company_id in (${companies})`],
    ['contracts', () => sql`select contract_id as id from contract_company where company_id in (${companies})`],
    ['contract-periods', () => sql`select p.id from contract_periods p join contract_company c on c.contract_id = p.contract_id where c.company_id in (${companies})`],
    ['quotes', () => sql`select q.id from quotes q join deals d on d.id = q.deal_id where d.company_id in (${companies})`],
    ['invoice-lines', () => sql`select l.id from invoice_lines l join invoices i on i.id = l.invoice_id where i.company_id in (${companies})`],
    ['subscription-lines', () => sql`select l.id from subscription_lines l join subscriptions s on s.id = l.subscription_id where s.company_id in (${companies})`],
    ['message-threads', () => sql`select t.id from message_threads t where exists (select 1 from deals d where d.message_thread_id = t.id and d.company_id in (${companies}))
      or exists (select 1 from project_phases p where p.message_thread_id = t.id and p.company_id in (${companies}))`],
    ['project-phases', () => sql`select p.id from project_phases p where p.tenant_id = ${office.demoId} and (p.morphable_type = 'quote-templates'
      or (p.morphable_type = 'projects' and exists (select 1 from projects o where o.id = p.morphable_id and o.company_id in (${companies})))
      or (p.morphable_type = 'quotes' and exists (select 1 from quotes q join deals d on d.id = q.deal_id where q.id = p.morphable_id and d.company_id in (${companies}))))`],
    ['cloud-distribution-subscriptions', () => sql`select s.id from cloud_distribution_subscriptions s
      join cloud_distribution_companies c on c.id = s.cloud_distribution_company_id where c.company_id in (${companies})`],
    ['asset-categories', () => sql`select id from asset_categories where tenant_id = ${office.demoId}`],
  ] as const)('%s', async (route, query) => {
    const expected = await ids(query());
    expect(await visible(route)).toEqual(expected);
  });

  it('sees something of its company and cannot open a record of another', async () => {
    expect((await visible('invoices')).length).toBeGreaterThan(0);
    const other = await office.db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', office.demoId)
      .where('company_id', 'not in', ownIds)
      .executeTakeFirstOrThrow();
    expect((await office.server.get(`/invoices/${other.id}`, { token })).status).toBe(404);
  });
});
