import type { Db } from '../db/connection.ts';
import type { AccountingPackage } from './accounting-contract.ts';
import { EboekhoudenPackage } from './eboekhouden/package.ts';
import { ExactPackage } from './exact/package.ts';

export * from './accounting-contract.ts';

export interface AccountingContext {
  db: Db;
  tenantId: number;
  /** The tenant's modules (tenants.modules). */
  modules: Record<string, boolean>;
}

/**
 * The package the tenant exports to: Exact Online with mod_exact, e-Boekhouden with
 * mod_eboekhouden, none without either (invoices are then numbered and exported as CSV). With both
 * switched on, Exact Online: an administration books in one package, and a tenant that moves from
 * e-Boekhouden to Exact switches the new one on before the old one off.
 */
export async function accountingPackageFor(context: AccountingContext): Promise<AccountingPackage | null> {
  if (context.modules.mod_exact) return new ExactPackage(context.db, context.tenantId);
  if (context.modules.mod_eboekhouden) return new EboekhoudenPackage(context.db, context.tenantId);
  return null;
}
