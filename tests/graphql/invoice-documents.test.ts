import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

const NO_EMAILS = 'Er zijn geen administratieve e-mails bekend';

let stack: Stack;
let smtp: TestSmtp;
let token: string;
let db: Kysely<any>;
let tenantId: number;

const INVOICE = /* GraphQL */ `
  query($id: ID!) {
    invoice(id: $id) { id databaseId downloadUrl ublUrl printTimeUrl hasAdministrativeEmails }
  }
`;

const SEND = /* GraphQL */ `
  mutation($input: SendInvoiceTimeSheetInput!) {
    sendInvoiceTimeSheet(input: $input) {
      invoice { id hasAdministrativeEmails }
      message
      userErrors { field message }
    }
  }
`;

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack({ smtpUrl: smtp.url, mailFrom: 'administratie@balie-demo.nl' });
  db = stack.api.db as unknown as Kysely<any>;
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true })}::jsonb where subdomain = 'demo'`.execute(db);
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

/** Invoices the tests took already (0: none yet). */
const used: number[] = [0];

/** A seeded invoice of a company with a ticket, with one time registration billed on it; the company's administrative e-mails as given. */
async function invoiceWithTime(emails: string | null): Promise<number> {
  const ticket = await db
    .selectFrom('tickets')
    .innerJoin('invoices', 'invoices.company_id', 'tickets.company_id')
    .select(['tickets.id as ticket_id', 'invoices.id as invoice_id', 'invoices.company_id'])
    .where('tickets.tenant_id', '=', tenantId)
    .where('invoices.invoice_to', 'is', null)
    .where('invoices.id', 'not in', used)
    .orderBy('invoices.id')
    .executeTakeFirstOrThrow();
  used.push(ticket.invoice_id);
  await db.updateTable('companies').set({ administrative_emails: emails }).where('id', '=', ticket.company_id).execute();
  await db
    .insertInto('time_registrations')
    .values({ tenant_id: tenantId, description: 'Back-up gecontroleerd', time_spent: 25, executed_at: new Date('2026-11-10T09:00:00Z'), morphable_type: 'tickets', morphable_id: ticket.ticket_id, invoice_id: ticket.invoice_id })
    .execute();
  return ticket.invoice_id;
}
describe('invoice documents over GraphQL', () => {
  it('gives addresses of the PDF, the UBL file and the time sheet that the BFF serves with the caller’s token', async () => {
    const id = await invoiceWithTime('boekhouding@example.nl');
    const answer = await graphql(stack.bffUrl, INVOICE, { id: String(id) }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.invoice).toMatchObject({
      downloadUrl: `/downloads/invoices/${id}`,
      ublUrl: `/downloads/invoices/${id}/ubl`,
      printTimeUrl: `/downloads/invoices/${id}/print-time`,
      hasAdministrativeEmails: true,
    });
    const expected: Array<[string, string]> = [
      [answer.data.invoice.downloadUrl, 'application/pdf'],
      [answer.data.invoice.ublUrl, 'application/xml; charset=utf-8'],
      [answer.data.invoice.printTimeUrl, 'application/pdf'],
    ];
    for (const [path, type] of expected) {
      const response = await fetch(`${stack.bffUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect((await fetch(`${stack.bffUrl}${path}`)).status).toBe(401);
    }
  });

  it('sendInvoiceTimeSheet mails the time sheet and answers the toast text', async () => {
    const id = await invoiceWithTime('boekhouding@example.nl; directie@example.nl');
    const before = smtp.received.length;
    const answer = await graphql(stack.bffUrl, SEND, { input: { id: String(id) } }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sendInvoiceTimeSheet).toMatchObject({ message: 'Tijdregels verstuurd!', userErrors: [], invoice: { hasAdministrativeEmails: true } });
    const [{ mail, rcptTo }] = (await smtp.waitFor(before + 1)).slice(before);
    expect(rcptTo.sort()).toEqual(['boekhouding@example.nl', 'directie@example.nl']);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  });

  it('reports a company without administrative e-mails as a userError, and says so on the invoice', async () => {
    const id = await invoiceWithTime(null);
    expect((await graphql(stack.bffUrl, INVOICE, { id: String(id) }, token)).data.invoice.hasAdministrativeEmails).toBe(false);
    const answer = await graphql(stack.bffUrl, SEND, { input: { id: String(id) } }, token);
    expect(answer.data.sendInvoiceTimeSheet).toEqual({ invoice: null, message: null, userErrors: [{ field: 'id', message: NO_EMAILS }] });
  });
});
