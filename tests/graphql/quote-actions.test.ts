import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteLink } from '../../api/src/resources/back-office/quote-links.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// The quote action mutations and the customer's public quote over the BFF, against the real REST service.
let stack: Stack;
let token: string;
let db: Kysely<any>;
let demoId: number;
let dealId: number;

const ERRORS = 'message userErrors { field message }';
const PHASES = 'projectPhases(first: 10) { edges { node { id databaseId name statusId projectPhaseId projectLines(first: 10) { edges { node { description dueAt } } } } } }';

async function run(query: string, input: Record<string, unknown>, caller: string | undefined = token) {
  return graphql(stack.bffUrl, query, { input }, caller);
}

async function newQuote(name: string) {
  const answer = await run(`mutation($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id databaseId reference ${PHASES} } userErrors { field message } } }`, { name, dealId });
  expect(answer.data.createQuote.userErrors).toEqual([]);
  const quote = answer.data.createQuote.quote;
  const phase = quote.projectPhases.edges[0].node;
  const line = await run(`mutation($input: CreateProjectLineInput!) { createProjectLine(input: $input) { userErrors { message } } }`, {
    projectPhaseId: phase.databaseId,
    productCode: 'SWITCH',
    description: 'Switch 24 poorten',
    invoiceType: 1,
    invoiceMoment: 1,
    quantity: 1,
    price: 450,
  });
  expect(line.data.createProjectLine.userErrors).toEqual([]);
  return quote;
}

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
  demoId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  dealId = (await db.selectFrom('deals').select('id').where('tenant_id', '=', demoId).where('company_id', 'is not', null).where('client_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('quote action mutations', () => {
  it('acceptQuote answers the project with the quote phases and lines, moment-1 lines due; a second accept is a userError', async () => {
    const quote = await newQuote('Netwerk vernieuwen');
    const accept = `mutation($input: QuoteActionInput!) { acceptQuote(input: $input) { project { name ${PHASES} } quote { statusId decidedAt } ${ERRORS} } }`;
    const answer = await run(accept, { id: quote.id });
    expect(answer.errors).toBeUndefined();
    const payload = answer.data.acceptQuote;
    expect(payload).toMatchObject({ message: 'Offerte geaccepteerd en project aangemaakt!', userErrors: [], quote: { statusId: 3 }, project: { name: 'Netwerk vernieuwen' } });
    const [phase] = payload.project.projectPhases.edges.map((edge: { node: any }) => edge.node);
    expect(phase).toMatchObject({ name: 'Fase 1', statusId: 1, projectPhaseId: quote.projectPhases.edges[0].node.databaseId });
    expect(phase.projectLines.edges.map((edge: { node: any }) => [edge.node.description, edge.node.dueAt !== null])).toEqual([['Switch 24 poorten', true]]);

    const again = (await run(accept, { id: quote.databaseId })).data.acceptQuote;
    expect(again).toMatchObject({ project: null, message: null, userErrors: [{ field: 'id', message: 'Deze offerte is al geaccepteerd.' }] });

    const start = `mutation($input: ProjectPhaseActionInput!) { startProjectPhase(input: $input) { projectPhase { statusId } userErrors { field message } } }`;
    expect((await run(start, { id: phase.id })).data.startProjectPhase).toEqual({ projectPhase: { statusId: 2 }, userErrors: [] });
    expect((await run(start, { id: phase.id })).data.startProjectPhase.userErrors).toEqual([{ field: 'id', message: 'Alleen een fase die nog niet gestart is kan gestart worden.' }]);
    const finish = `mutation($input: ProjectPhaseActionInput!) { finishProjectPhase(input: $input) { projectPhase { statusId } userErrors { field message } } }`;
    expect((await run(finish, { id: phase.id })).data.finishProjectPhase).toEqual({ projectPhase: { statusId: 3 }, userErrors: [] });
  });

  it('declineQuote, duplicateQuote and createQuoteTemplateFromQuote', async () => {
    const quote = await newQuote('Wifi kantoor');
    const declined = (await run(`mutation($input: DeclineQuoteInput!) { declineQuote(input: $input) { quote { statusId declineReason } userErrors { message } } }`, { id: quote.id, reason: 'Te duur' })).data.declineQuote;
    expect(declined).toEqual({ quote: { statusId: 4, declineReason: 'Te duur' }, userErrors: [] });

    const copy = (await run(`mutation($input: QuoteActionInput!) { duplicateQuote(input: $input) { quote { reference statusId name ${PHASES} } userErrors { message } } }`, { id: quote.id })).data.duplicateQuote;
    expect(copy.quote).toMatchObject({ statusId: 1, name: 'Wifi kantoor' });
    expect(copy.quote.reference).not.toBe(quote.reference);
    expect(copy.quote.projectPhases.edges[0].node.projectLines.edges.map((edge: { node: any }) => edge.node.description)).toEqual(['Switch 24 poorten']);

    const template = (await run(`mutation($input: QuoteActionInput!) { createQuoteTemplateFromQuote(input: $input) { quoteTemplate { name totalExcl } userErrors { message } } }`, { id: quote.id })).data.createQuoteTemplateFromQuote;
    expect(template).toEqual({ quoteTemplate: { name: 'Wifi kantoor', totalExcl: 450 }, userErrors: [] });
  });

  it('refuses acceptQuote to read_only with FORBIDDEN naming quotes.accept', async () => {
    const quote = await newQuote('Printer');
    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const answer = await run(`mutation($input: QuoteActionInput!) { acceptQuote(input: $input) { userErrors { message } } }`, { id: quote.id }, reader);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'quotes.accept' });
  });
});

describe('the public quote', () => {
  it('shows and accepts without sign-in, once', async () => {
    const quote = await newQuote('Telefonie');
    const link = await createQuoteLink(stack.api.db, demoId, quote.databaseId);
    const query = `query($token: String!) { publicQuote(token: $token) { reference name statusLabel canDecide companyName totalExcl pdfUrl phases { name totalExcl lines { description quantity quantityUnit price totalExcl } } } }`;
    const shown = await graphql(stack.bffUrl, query, { token: link });
    expect(shown.errors).toBeUndefined();
    expect(shown.data.publicQuote).toMatchObject({
      reference: quote.reference,
      statusLabel: 'Concept',
      canDecide: true,
      totalExcl: 450,
      phases: [{ name: 'Fase 1', totalExcl: 450, lines: [{ description: 'Switch 24 poorten', quantity: 1, quantityUnit: 'Aantal', price: 450, totalExcl: 450 }] }],
    });
    const pdf = await fetch(stack.bffUrl + shown.data.publicQuote.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const accept = `mutation($input: AcceptPublicQuoteInput!) { acceptPublicQuote(input: $input) { ok message userErrors { field message } } }`;
    expect((await run(accept, { token: link, name: '' }, undefined)).data.acceptPublicQuote).toEqual({
      ok: false,
      message: 'Vul uw naam in om de offerte te accepteren.',
      userErrors: [{ field: 'name', message: 'Vul uw naam in om de offerte te accepteren.' }],
    });
    expect((await run(accept, { token: link, name: 'Petra Klant' }, undefined)).data.acceptPublicQuote).toEqual({ ok: true, message: 'Offerte geaccepteerd en project aangemaakt!', userErrors: [] });
    expect(await db.selectFrom('quotes').select(['status_id', 'decided_by_name']).where('id', '=', quote.databaseId).executeTakeFirstOrThrow()).toEqual({ status_id: 3, decided_by_name: 'Petra Klant' });

    const gone = (await run(accept, { token: link, name: 'Petra Klant' }, undefined)).data.acceptPublicQuote;
    expect(gone).toMatchObject({ ok: false, userErrors: [{ field: 'token' }] });
    expect(gone.message).toMatch(/werkt niet/);
    expect((await graphql(stack.bffUrl, query, { token: link })).data.publicQuote).toBeNull();
    const decline = `mutation($input: DeclinePublicQuoteInput!) { declinePublicQuote(input: $input) { ok message } }`;
    expect((await run(decline, { token: 'x'.repeat(43) }, undefined)).data.declinePublicQuote.ok).toBe(false);
  });
});
