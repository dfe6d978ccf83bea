import type { Db } from '../db/connection.ts';

/** Our own company as documents show it: configs app.* (core §9) and the default payment term. */
export interface TenantDetails {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  telephone: string;
  email: string;
  cocNumber: string;
  vatNumber: string;
  iban: string;
  paymentTermDays: number;
}

/** The customer block of a document. */
export interface CustomerAddress {
  companyName: string | null;
  attention: string | null;
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

const DEFAULT_PAYMENT_TERM_DAYS = 14;

export async function tenantDetails(db: Db, tenantId: number): Promise<TenantDetails> {
  const rows = await db.selectFrom('configs').select(['name', 'value']).where('tenant_id', '=', tenantId).where('name', 'like', 'app.%').execute();
  const term = await db.selectFrom('configs').select('value').where('tenant_id', '=', tenantId).where('name', '=', 'invoicing.payment_term_days').executeTakeFirst();
  const tenant = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow();
  const config = (name: string) => rows.find((row) => row.name === name)?.value?.trim() ?? '';
  const days = Number(term?.value);
  return {
    name: config('app.company_name') || tenant.name,
    address: config('app.address'),
    postalCode: config('app.postal_code'),
    city: config('app.city'),
    telephone: config('app.telephone'),
    email: config('app.email'),
    cocNumber: config('app.coc_number'),
    vatNumber: config('app.vat_number'),
    iban: config('app.iban'),
    paymentTermDays: Number.isInteger(days) && days > 0 ? days : DEFAULT_PAYMENT_TERM_DAYS,
  };
}
