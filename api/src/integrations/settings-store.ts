import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { untyped } from '../query/execute.ts';

/** The accounting packages Balie exports to, as stored. */
export type PackageKey = 'exact' | 'eboekhouden';

/** One tenant's credentials and tokens for one package (table accounting_connections). */
export interface ConnectionRow {
  client_id: string | null;
  client_secret: string | null;
  journal: string | null;
  invoice_template_id: number | null;
  oauth_state: string | null;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: Date | null;
  division: number | null;
  api_token: string | null;
  source: string | null;
  connected_at: Date | null;
}

export type ConnectionFields = Partial<ConnectionRow>;

export interface ProductMapping {
  productCode: string;
  externalCode: string;
}

export interface VatMapping {
  vatPercentage: number;
  vatCode: string;
}

export interface Mappings {
  products: ProductMapping[];
  vat: VatMapping[];
}

const COLUMNS = [
  'client_id',
  'client_secret',
  'journal',
  'invoice_template_id',
  'oauth_state',
  'access_token',
  'refresh_token',
  'token_expires_at',
  'division',
  'api_token',
  'source',
  'connected_at',
] as const;

export async function connectionOf(db: Db, tenantId: number, pkg: PackageKey): Promise<ConnectionRow | null> {
  const row = await untyped(db)
    .selectFrom('accounting_connections')
    .select([...COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where('package', '=', pkg)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, token_expires_at: row.token_expires_at ? new Date(row.token_expires_at) : null, connected_at: row.connected_at ? new Date(row.connected_at) : null } as ConnectionRow;
}

const stored = (fields: ConnectionFields) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

/** Creates the tenant's row for the package on first use, else changes only the given fields. */
export async function saveConnection(db: Db, tenantId: number, pkg: PackageKey, fields: ConnectionFields): Promise<void> {
  const values = stored(fields);
  await untyped(db)
    .insertInto('accounting_connections')
    .values({ tenant_id: tenantId, package: pkg, ...values })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'package']).doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/**
 * Stores rotated tokens only over the refresh token they replace: when another process refreshed
 * first, its tokens stay and this call reports false.
 */
export async function rotateTokens(
  db: Db,
  tenantId: number,
  pkg: PackageKey,
  previousRefreshToken: string,
  fields: Pick<ConnectionRow, 'access_token' | 'refresh_token' | 'token_expires_at'>,
): Promise<boolean> {
  const result = await untyped(db)
    .updateTable('accounting_connections')
    .set({ ...stored(fields), updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('package', '=', pkg)
    .where('refresh_token', '=', previousRefreshToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function mappingsOf(db: Db, tenantId: number, pkg: PackageKey): Promise<Mappings> {
  const [products, vat] = await Promise.all([
    untyped(db)
      .selectFrom('accounting_product_mappings')
      .select(['product_code', 'external_code'])
      .where('tenant_id', '=', tenantId)
      .where('package', '=', pkg)
      .orderBy('product_code')
      .execute(),
    untyped(db)
      .selectFrom('accounting_vat_mappings')
      .select(['vat_percentage', 'vat_code'])
      .where('tenant_id', '=', tenantId)
      .where('package', '=', pkg)
      .orderBy('vat_percentage')
      .execute(),
  ]);
  return {
    products: products.map((row) => ({ productCode: String(row.product_code), externalCode: String(row.external_code) })),
    vat: vat.map((row) => ({ vatPercentage: Number(row.vat_percentage), vatCode: String(row.vat_code) })),
  };
}

/** The admin saves a package's mapping tables whole: what is not sent is removed. */
export async function replaceMappings(db: Db, tenantId: number, pkg: PackageKey, mappings: Mappings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tx = untyped(trx as unknown as Db);
    await tx.deleteFrom('accounting_product_mappings').where('tenant_id', '=', tenantId).where('package', '=', pkg).execute();
    await tx.deleteFrom('accounting_vat_mappings').where('tenant_id', '=', tenantId).where('package', '=', pkg).execute();
    if (mappings.products.length > 0) {
      await tx
        .insertInto('accounting_product_mappings')
        .values(mappings.products.map((row) => ({ tenant_id: tenantId, package: pkg, product_code: row.productCode, external_code: row.externalCode })))
        .execute();
    }
    if (mappings.vat.length > 0) {
      await tx
        .insertInto('accounting_vat_mappings')
        .values(mappings.vat.map((row) => ({ tenant_id: tenantId, package: pkg, vat_percentage: row.vatPercentage, vat_code: row.vatCode })))
        .execute();
    }
  });
}
