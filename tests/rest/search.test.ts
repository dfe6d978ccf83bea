import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

/**
 * Search: builder `s` on tickets (full text with Dutch stems, prefixes and trigram matches over the
 * ticket, its messages, notes and attachments' names, ranked, with a highlighted snippet) and
 * GET /search over every kind the caller may read.
 */

let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let contact: string;
let tenantId: number;
let contactId: number;
let ownCompanyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
  contact = await server.login('klant@demo.nl', { contact: true });
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  contactId = (await db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow()).id;
  const linked = (await db.selectFrom('company_user').select('company_id').where('user_id', '=', contactId).execute()).map((row) => row.company_id as number);
  ownCompanyId = linked[0];
  otherCompanyId = (await db.selectFrom('companies').select('id').where('tenant_id', '=', tenantId).where('id', 'not in', linked).orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function ticket(body: Record<string, unknown>): Promise<Record<string, any>> {
  const answer = await server.post('/tickets', { token: admin, body: { company_id: ownCompanyId, client_id: contactId, ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function note(ticketId: number, html: string, token = admin): Promise<number> {
  const answer = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticketId, message: html, action: token === admin ? 'note' : undefined } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id ?? answer.body.data?.id;
}

async function search(s: string, token = admin, builder: unknown = { paginate: 100 }): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/tickets${listQuery(builder, { s })}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const ids = (page: Paginated) => page.data.map((row) => row.id as number);

describe('builder s on tickets', () => {
  it('finds Dutch words by their stem and partial words by prefix', async () => {
    const found = await ticket({ description: 'De factuur van oktober klopt niet' });
    expect(ids(await search('facturen'))).toContain(found.id);
    expect(ids(await search('fact oktober'))).toContain(found.id);
    expect(ids(await search('facturen december'))).not.toContain(found.id);
  });

  it('finds part of a reference', async () => {
    const found = await ticket({ description: 'Referentie zoeken' });
    const part = String(found.reference).slice(2, 9);
    const page = await search(part);
    expect(ids(page)).toContain(found.id);
    expect(page.data.find((row) => row.id === found.id)?.search_snippet).toContain(`<mark>${part}</mark>`);
  });

  it('finds a word only in a message body, with the snippet from that message', async () => {
    const found = await ticket({ description: 'Storing na de update' });
    await note(found.id, '<p>De <b>zwaluwstaart</b>-verbinding van het rek is gebroken &amp; moet vervangen worden.</p>');
    const page = await search('zwaluwstaart');
    expect(ids(page)).toEqual([found.id]);
    // Tags stripped, the entity shown as the character it stands for, escaped once.
    const snippet = page.data[0].search_snippet;
    expect(snippet).toContain('<mark>zwaluwstaart</mark>');
    expect(snippet).toContain('gebroken &amp; moet vervangen');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<|&amp;amp;/);
  });

  it('finds a word in a note for operators, never for a contact', async () => {
    const found = await ticket({ description: 'Netwerkprobleem op de tweede verdieping' });
    await note(found.id, '<p>Intern: wachtwoord van de kwartelkoning-router staat in de kluis.</p>');
    expect(ids(await search('kwartelkoning'))).toEqual([found.id]);
    const asContact = await search('kwartelkoning', contact);
    expect(asContact.total).toBe(0);
    // The ticket itself the contact does find, without any word of the note in its snippet.
    const own = await search('netwerkprobleem', contact);
    expect(ids(own)).toContain(found.id);
    expect(JSON.stringify(own.data)).not.toContain('kwartelkoning');
  });

  it("finds the contact's own message and the names of attachments", async () => {
    const found = await ticket({ description: 'Scanner doet het niet' });
    await note(found.id, '<p>Ook de lamantijn-scanner in de kantine.</p>', contact);
    expect(ids(await search('lamantijn', contact))).toEqual([found.id]);
    await db.insertInto('attachments').values({ tenant_id: tenantId, name: 'scan_ijsvogel-rapport.pdf', url: '/x', morphable_type: 'tickets', morphable_id: found.id }).execute();
    const page = await search('ijsvogel');
    expect(ids(page)).toEqual([found.id]);
    expect(page.data[0].search_snippet).toContain('<mark>');
  });

  it('finds attachments of messages only where the message is visible', async () => {
    const found = await ticket({ description: 'Bijlage bij notitie' });
    const noteId = await note(found.id, '<p>Zie bijlage.</p>');
    await db.insertInto('attachments').values({ tenant_id: tenantId, name: 'roerdomp-offerte.pdf', url: '/x', morphable_type: 'messages', morphable_id: noteId }).execute();
    expect(ids(await search('roerdomp'))).toEqual([found.id]);
    expect((await search('roerdomp', contact)).total).toBe(0);
  });

  it('ranks a match in the description above one only in a message body, without an order of its own', async () => {
    const inDescription = await ticket({ description: 'Grutto-koppeling vervangen' });
    const inBody = await ticket({ description: 'Iets anders' });
    await note(inBody.id, '<p>Het gaat om de grutto-koppeling.</p>');
    expect(ids(await search('grutto'))).toEqual([inDescription.id, inBody.id]);
    expect(ids(await search('grutto', admin, { orderBy: [['relevance', 'desc']] }))).toEqual([inDescription.id, inBody.id]);
    // Another order applies as asked.
    expect(ids(await search('grutto', admin, { orderBy: [['id', 'desc']] }))).toEqual([inBody.id, inDescription.id]);
  });

  it('keeps a contact to their own companies', async () => {
    const theirs = await ticket({ description: 'Kievitsbloem in de serverruimte' });
    const others = await ticket({ description: 'Kievitsbloem bij een ander bedrijf', company_id: otherCompanyId, client_id: null });
    expect(ids(await search('kievitsbloem'))).toEqual(expect.arrayContaining([theirs.id, others.id]));
    expect(ids(await search('kievitsbloem', contact))).toEqual([theirs.id]);
  });

  it('sees a write at once: an edited description and message body', async () => {
    const found = await ticket({ description: 'Wulp in de hal' });
    expect(ids(await search('wulp'))).toEqual([found.id]);
    expect((await server.put(`/tickets/${found.id}`, { token: admin, body: { description: 'Tureluur in de hal' } })).status).toBe(200);
    expect((await search('wulp')).total).toBe(0);
    expect(ids(await search('tureluur'))).toEqual([found.id]);
    const messageId = await note(found.id, '<p>Eerste versie: scholekster.</p>');
    expect(ids(await search('scholekster'))).toEqual([found.id]);
    await db.updateTable('messages').set({ message: '<p>Tweede versie: steenloper.</p>' }).where('id', '=', messageId).execute();
    expect((await search('scholekster')).total).toBe(0);
    expect(ids(await search('steenloper'))).toEqual([found.id]);
  });

  it('lists many matches found only in the conversation after those found in the ticket, on every page', { timeout: 60_000 }, async () => {
    const status = await db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    // Enough tickets with the word only in a note that a page reads them in list order.
    const bulk = (
      await sql<{ id: number }>`insert into tickets (tenant_id, reference, description, status_id, company_id)
        select ${tenantId}, 'KV-' || i, 'Melding ' || i, ${status.id}, ${ownCompanyId} from generate_series(1, 1600) i returning id`.execute(db)
    ).rows.map((row) => row.id);
    await sql`insert into messages (tenant_id, message, morphable_type, morphable_id)
      select ${tenantId}, '<p>Het gaat om de keepvogel.</p>', 'tickets', id from unnest(${bulk}::int[]) id`.execute(db);
    const inDescription = [];
    for (let index = 0; index < 3; index++) inDescription.push((await ticket({ description: `Keepvogel in beeld ${index}` })).id);
    const expected = [...inDescription.sort((a, b) => b - a), ...bulk.sort((a, b) => b - a)];
    const page = async (number: number) => (await server.get<Paginated>(`/tickets${listQuery({ paginate: 15 }, { s: 'keepvogel', page: number })}`, { token: admin })).body;
    const first = await page(1);
    expect(first.total).toBe(1603);
    expect(ids(first)).toEqual(expected.slice(0, 15));
    expect(ids(await page(2))).toEqual(expected.slice(15, 30));
    // The last page is read from the back.
    expect(ids(await page(107))).toEqual(expected.slice(1590));
  });

  it('takes any typed text without a server error, and leaves search_snippet out without s', async () => {
    for (const text of ["'", '&|!', 'a:*', '"<>"', 'de het een', 'jan@acme.nl', '((', '\\', '---', 'ø', 'T-2026-']) {
      const answer = await server.get(`/tickets${listQuery(undefined, { s: text })}`, { token: admin });
      expect(answer.status, text).toBe(200);
    }
    const plain = await server.get<Paginated>(`/tickets${listQuery({ paginate: 5 })}`, { token: admin });
    expect(plain.body.data.every((row) => !('search_snippet' in row))).toBe(true);
    const refused = await server.get(`/tickets${listQuery({ orderBy: [['relevance', 'asc']] }, { s: 'printer' })}`, { token: admin });
    expect(refused.status).toBe(422);
  });

  it('escapes the text around the marks', async () => {
    const found = await ticket({ description: 'Kapot <script>alert(1)</script> "tjiftjaf" & meer' });
    const page = await search('tjiftjaf');
    const snippet: string = page.data.find((row) => row.id === found.id)?.search_snippet;
    expect(snippet).toContain('&quot;<mark>tjiftjaf</mark>&quot; &amp; meer');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toContain('<');
  });
});

/** The words stored for a ticket's conversation: as staff see it and as its contact sees it. */
async function conversation(ticketId: number): Promise<{ staff: string; contact: string }> {
  const row = await sql<{ staff: string; contact: string }>`select conversation_vector::text as staff, contact_conversation_vector::text as contact from tickets where id = ${ticketId}`.execute(db);
  return row.rows[0];
}

describe('conversation vectors', () => {
  it('follow a message on insert, edit, visibility change and delete', async () => {
    const found = await ticket({ description: 'Vectoren bijhouden' });
    const noteId = await note(found.id, '<p>Intern: pimpelmees.</p>');
    expect(await conversation(found.id)).toEqual({ staff: expect.stringContaining("'pimpelmees'"), contact: expect.not.stringContaining('pimpelmees') });
    expect(ids(await search('pimpelmees'))).toEqual([found.id]);
    expect((await search('pimpelmees', contact)).total).toBe(0);

    // Shown to the contact, and hidden again.
    await db.updateTable('messages').set({ visible_to_client: true }).where('id', '=', noteId).execute();
    expect((await conversation(found.id)).contact).toContain("'pimpelmees'");
    expect(ids(await search('pimpelmees', contact))).toEqual([found.id]);
    await db.updateTable('messages').set({ visible_to_client: false }).where('id', '=', noteId).execute();
    expect((await conversation(found.id)).contact).not.toContain('pimpelmees');
    expect((await search('pimpelmees', contact)).total).toBe(0);

    await db.updateTable('messages').set({ message: '<p>Intern: staartmees.</p>' }).where('id', '=', noteId).execute();
    expect((await conversation(found.id)).staff).not.toContain('pimpelmees');
    expect(ids(await search('staartmees'))).toEqual([found.id]);

    await db.deleteFrom('messages').where('id', '=', noteId).execute();
    expect((await conversation(found.id)).staff).not.toContain('staartmees');
    expect((await search('staartmees')).total).toBe(0);
  });

  it('find a hyphenated word and a code in the conversation, typed whole or in part', async () => {
    const found = await ticket({ description: 'Koppelteken' });
    await note(found.id, '<p>De kraanvogel-router met serienummer KV-2024-88317 is vervangen.</p>');
    for (const s of ['kraanvogel-router', 'kraanvogel-rou', 'KV-2024-88317', 'KV-2024-883']) expect(ids(await search(s)), s).toEqual([found.id]);
    expect((await search('KV-2024-99')).total).toBe(0);
  });

  it('leave the ticket row alone when a change names no word (pinning)', async () => {
    const found = await ticket({ description: 'Vastzetten' });
    const noteId = await note(found.id, '<p>Boomleeuwerik.</p>');
    const version = async () => (await sql<{ xmin: string }>`select xmin::text from tickets where id = ${found.id}`.execute(db)).rows[0].xmin;
    const before = await version();
    expect((await server.put(`/messages/${noteId}`, { token: admin, body: { is_pinned: true } })).status).toBe(200);
    expect(await version()).toBe(before);
  });

  it('follow attachments of the ticket and of its messages, added and deleted', async () => {
    const found = await ticket({ description: 'Bijlagen bijhouden' });
    const noteId = await note(found.id, '<p>Zie bijlage.</p>');
    const onTicket = await db.insertInto('attachments').values({ tenant_id: tenantId, name: 'boomkruiper-scan.pdf', url: '/x', morphable_type: 'tickets', morphable_id: found.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('attachments').values({ tenant_id: tenantId, name: 'goudhaan-notitie.pdf', url: '/x', morphable_type: 'messages', morphable_id: noteId }).execute();
    const stored = await conversation(found.id);
    expect(stored.staff).toContain("'boomkruiper'");
    expect(stored.staff).toContain("'goudhaan'");
    expect(stored.contact).toContain("'boomkruiper'");
    expect(stored.contact).not.toContain('goudhaan');
    expect(ids(await search('boomkruiper', contact))).toEqual([found.id]);
    expect((await search('goudhaan', contact)).total).toBe(0);

    expect((await server.del(`/attachments/${onTicket.id}`, { token: admin })).status).toBe(200);
    expect((await conversation(found.id)).staff).not.toContain('boomkruiper');
    expect((await search('boomkruiper')).total).toBe(0);
  });

  it('move with the messages of a merged ticket', async () => {
    const main = await ticket({ description: 'Hoofdticket' });
    const other = await ticket({ description: 'Ander ticket' });
    await note(other.id, '<p>Het gaat om de zwartkop.</p>');
    expect(ids(await search('zwartkop'))).toEqual([other.id]);
    const merged = await server.post('/tickets/merge', { token: admin, body: { ids: [other.id, main.id] } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await conversation(main.id)).staff).toContain("'zwartkop'");
    expect((await conversation(other.id)).staff).not.toContain('zwartkop');
    expect(ids(await search('zwartkop'))).toEqual([main.id]);
  });

  it('are not used for a role without messages.index: it finds nothing in messages', async () => {
    const found = await ticket({ description: 'Zonder berichten' });
    await note(found.id, '<p>Alleen in een notitie: fitis.</p>');
    await db.insertInto('attachments').values({ tenant_id: tenantId, name: 'fitis-bijlage.pdf', url: '/x', morphable_type: 'tickets', morphable_id: found.id }).execute();
    const role = await db.insertInto('roles').values({ tenant_id: tenantId, name: 'zonder_berichten', display_name: 'Zonder berichten', operator: 1 }).returning('id').executeTakeFirstOrThrow();
    const granted = await db.selectFrom('permissions').select('id').where('name', 'in', ['tickets.index', 'tickets.show', 'attachments.index']).execute();
    await db.insertInto('role_permission').values(granted.map((row) => ({ role_id: role.id, permission_id: row.id }))).execute();
    const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', 'sanne@demo.nl').executeTakeFirstOrThrow();
    const roles = await db.selectFrom('user_role').selectAll().where('user_id', '=', user.id).execute();
    await db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    try {
      const token = await server.login('sanne@demo.nl');
      // The ticket's own attachment is still found; the note is not.
      expect(ids(await search('fitis', token))).toEqual([found.id]);
      await db.deleteFrom('attachments').where('morphable_id', '=', found.id).where('morphable_type', '=', 'tickets').execute();
      expect((await search('fitis', token)).total).toBe(0);
      expect(ids(await search('fitis'))).toEqual([found.id]);
    } finally {
      await db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
      await db.insertInto('user_role').values(roles).execute();
    }
  });
});

describe('GET /messages?s=', () => {
  it('finds message bodies by Dutch stem and prefix through their vector, and a contact only what was meant for them', async () => {
    const found = await ticket({ description: 'Berichten zoeken' });
    const noteId = await note(found.id, '<p>De <b>facturen</b> van de grasmus-afdeling.</p>');
    const fromContact = await note(found.id, '<p>Mijn grasmus-factuur klopt niet.</p>', contact);
    const list = async (s: string, token = admin) => {
      const answer = await server.get<Paginated>(`/messages${listQuery({ paginate: 50 }, { s })}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    expect(ids(await list('grasmus factuur')).sort()).toEqual([noteId, fromContact].sort());
    expect(ids(await list('grasm'))).toHaveLength(2);
    const page = await list('facturen grasmus');
    expect(page.data.find((row) => row.id === noteId)?.search_snippet).toContain('<mark>facturen</mark>');
    expect(page.data.find((row) => row.id === noteId)?.search_snippet).not.toContain('&lt;b');
    // Part of a word is no longer matched anywhere inside it; the note stays hidden from the contact.
    expect((await list('rasmus')).total).toBe(0);
    expect(ids(await list('grasmus', contact))).toEqual([fromContact]);
  });
});

describe('GET /search', () => {
  it('groups the matches per kind, in order, with totals, titles and routes', async () => {
    const found = await ticket({ description: 'Boomklever printer defect' });
    await server.post('/companies', { token: admin, body: { name: 'Boomklever Installatie BV' } });
    const answer = await server.get(`/search?q=boomklever`, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.query).toBe('boomklever');
    expect(answer.body.groups.map((group: any) => group.kind)).toEqual(['tickets', 'companies']);
    const [tickets, companies] = answer.body.groups;
    expect(tickets).toMatchObject({ label: 'Tickets', total: 1 });
    expect(tickets.items[0]).toEqual({
      id: found.id,
      title: `${found.reference} — Boomklever printer defect`,
      subtitle: expect.any(String),
      snippet: '<mark>Boomklever</mark> printer defect',
      url: `/tickets/${found.id}`,
    });
    expect(companies).toMatchObject({ label: 'Bedrijven', total: 1, items: [{ title: 'Boomklever Installatie BV', snippet: '<mark>Boomklever</mark> Installatie BV' }] });
    expect(companies.items[0].url).toBe(`/companies/${companies.items[0].id}`);
  });

  it('bounds the items per kind and keeps the full total', async () => {
    for (let index = 0; index < 3; index++) await ticket({ description: `Goudvink storing ${index}` });
    const answer = await server.get(`/search?q=goudvink&per_kind=2`, { token: admin });
    expect(answer.body.groups[0]).toMatchObject({ kind: 'tickets', total: 3 });
    expect(answer.body.groups[0].items).toHaveLength(2);
    for (const perKind of ['0', '21', 'x']) {
      expect((await server.get(`/search?q=goudvink&per_kind=${perKind}`, { token: admin })).status).toBe(422);
    }
  });

  it('refuses a query of fewer than 2 characters in Dutch', async () => {
    for (const q of ['', 'a', ' b ']) {
      const answer = await server.get(`/search?q=${encodeURIComponent(q)}`, { token: admin });
      expect(answer).toEqual({ status: 422, body: { message: 'Zoekterm moet minimaal 2 tekens bevatten.', errors: { q: ['Zoekterm moet minimaal 2 tekens bevatten.'] } } });
    }
    expect((await server.get('/search?q=ab')).status).toBe(401);
  });

  it('shows a contact only their own tickets, on portal routes, and no kind they cannot read', async () => {
    const theirs = await ticket({ description: 'Putter in de meterkast' });
    await ticket({ description: 'Putter bij een ander', company_id: otherCompanyId, client_id: null });
    const secret = await ticket({ description: 'Gewone melding' });
    await note(secret.id, '<p>Putter intern.</p>');
    await server.post('/companies', { token: admin, body: { name: 'Putter Techniek' } });
    const answer = await server.get(`/search?q=putter`, { token: contact });
    expect(answer.status).toBe(200);
    expect(answer.body.groups).toEqual([
      { kind: 'tickets', label: 'Tickets', total: 1, items: [expect.objectContaining({ id: theirs.id, url: `/portal/tickets/${theirs.id}` })] },
    ]);
  });

  it('leaves out the tickets group for a role without tickets.index', async () => {
    await ticket({ description: 'Appelvink in de kast' });
    await server.post('/companies', { token: admin, body: { name: 'Appelvink Groep' } });
    const role = await db.insertInto('roles').values({ tenant_id: tenantId, name: 'alleen_bedrijven', display_name: 'Alleen bedrijven', operator: 1 }).returning('id').executeTakeFirstOrThrow();
    const granted = await db.selectFrom('permissions').select('id').where('name', 'in', ['companies.index', 'companies.show']).execute();
    await db.insertInto('role_permission').values(granted.map((row) => ({ role_id: role.id, permission_id: row.id }))).execute();
    const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', 'sanne@demo.nl').executeTakeFirstOrThrow();
    await db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const answer = await server.get(`/search?q=appelvink`, { token: await server.login('sanne@demo.nl') });
    expect(answer.status).toBe(200);
    expect(answer.body.groups.map((group: any) => group.kind)).toEqual(['companies']);
    expect((await server.get(`/tickets${listQuery(undefined, { s: 'appelvink' })}`, { token: await server.login('sanne@demo.nl') })).status).toBe(403);
  });
});
