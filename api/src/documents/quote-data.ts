import type { Db } from '../db/connection.ts';
import { untyped } from '../query/execute.ts';
import { TIME_TYPES } from '../resources/back-office/enums.ts';
import { DEFAULT_VAT_RATE, lineTotal } from './money.ts';
import { placeholderValues, type PlaceholderValues } from './placeholders.ts';
import { tenantDetails, type CustomerAddress, type TenantDetails } from './tenant-details.ts';

export interface QuoteLine {
  code: string;
  description: string;
  quantity: number;
  unit: 'Uur' | 'Aantal';
  price: number;
  total: number;
  vatRate: number;
}

export interface QuotePhase {
  name: string;
  lines: QuoteLine[];
  total: number;
}

interface Person {
  first_name: string;
  prefix: string | null;
  last_name: string;
}

/** Everything a quote document or mail shows, read in one place. */
export interface QuoteDocument {
  id: number;
  reference: string;
  name: string;
  statusId: number;
  date: Date;
  introHtml: string;
  footerHtml: string;
  tenant: TenantDetails;
  customer: CustomerAddress;
  client: (Person & { id: number; email: string | null }) | null;
  operator: Person | null;
  dealId: number | null;
  phases: QuotePhase[];
  placeholders: PlaceholderValues;
}

const personOf = async (db: Db, tenantId: number, id: unknown) =>
  typeof id === 'number'
    ? ((await untyped(db)
        .selectFrom('users')
        .select(['id', 'first_name', 'prefix', 'last_name', 'email'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst()) as (Person & { id: number; email: string | null }) | undefined) ?? null
    : null;

/** The quote with its deal's company and contact, operator, phases and lines; null when the tenant has no such quote. */
export async function loadQuoteDocument(db: Db, tenantId: number, quoteId: number): Promise<QuoteDocument | null> {
  const quote = await untyped(db).selectFrom('quotes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', quoteId).executeTakeFirst();
  if (!quote) return null;
  const deal = quote.deal_id
    ? await untyped(db).selectFrom('deals').select(['company_id', 'client_id', 'operator_id']).where('tenant_id', '=', tenantId).where('id', '=', quote.deal_id).executeTakeFirst()
    : undefined;
  const company = deal?.company_id
    ? await untyped(db)
        .selectFrom('companies')
        .leftJoin('countries', 'countries.id', 'companies.country_id')
        .select(['companies.name', 'companies.attn', 'companies.address_1', 'companies.address_2', 'companies.postal_code', 'companies.city', 'companies.payment_term_days', 'countries.name as country'])
        .where('companies.tenant_id', '=', tenantId)
        .where('companies.id', '=', deal.company_id)
        .executeTakeFirst()
    : undefined;
  const client = await personOf(db, tenantId, deal?.client_id);
  const operator = await personOf(db, tenantId, quote.operator_id ?? deal?.operator_id);
  const clientCompany = client
    ? await untyped(db)
        .selectFrom('company_user')
        .innerJoin('companies', 'companies.id', 'company_user.company_id')
        .select('companies.name')
        .where('company_user.user_id', '=', client.id)
        .orderBy('companies.id')
        .executeTakeFirst()
    : undefined;
  const tenant = await tenantDetails(db, tenantId);

  const phaseRows = await untyped(db)
    .selectFrom('project_phases')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'quotes')
    .where('morphable_id', '=', quoteId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const lineRows = phaseRows.length
    ? await untyped(db)
        .selectFrom('project_lines')
        .select(['project_phase_id', 'product_code', 'description', 'invoice_type', 'quantity', 'price'])
        .where('tenant_id', '=', tenantId)
        .where(
          'project_phase_id',
          'in',
          phaseRows.map((phase) => phase.id),
        )
        .orderBy('order')
        .orderBy('id')
        .execute()
    : [];
  const phases = phaseRows.map((phase) => {
    const lines = lineRows
      .filter((line) => line.project_phase_id === phase.id)
      .map((line): QuoteLine => {
        const quantity = Number(line.quantity);
        const price = Number(line.price);
        return {
          code: String(line.product_code ?? ''),
          description: String(line.description),
          quantity,
          unit: TIME_TYPES.includes(Number(line.invoice_type)) ? 'Uur' : 'Aantal',
          price,
          total: lineTotal(quantity, price),
          vatRate: DEFAULT_VAT_RATE,
        };
      });
    return { name: String(phase.name), lines, total: lines.reduce((sum, line) => Math.round((sum + line.total) * 100) / 100, 0) };
  });

  const paymentTermDays = Number(company?.payment_term_days ?? tenant.paymentTermDays);
  const customer: CustomerAddress = {
    companyName: company?.name ?? null,
    attention: company?.attn || (client ? [client.first_name, client.prefix, client.last_name].filter(Boolean).join(' ') : null),
    address1: company?.address_1 ?? null,
    address2: company?.address_2 ?? null,
    postalCode: company?.postal_code ?? null,
    city: company?.city ?? null,
    country: company?.country ?? null,
  };
  return {
    id: quoteId,
    reference: String(quote.reference),
    name: String(quote.name),
    statusId: Number(quote.status_id),
    date: new Date(quote.sent_at ?? quote.created_at),
    introHtml: String(quote.intro_text ?? ''),
    footerHtml: String(quote.footer_text ?? ''),
    tenant,
    customer,
    client,
    operator,
    dealId: quote.deal_id ?? null,
    phases,
    placeholders: placeholderValues({
      operator,
      companyName: tenant.name,
      relatedCompanyName: company?.name ?? null,
      client,
      clientCompanyName: clientCompany?.name ?? null,
      paymentTermDays,
    }),
  };
}
