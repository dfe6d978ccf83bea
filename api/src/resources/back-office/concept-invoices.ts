import { ROOT, scoped } from '../../query/compile.ts';
import { untyped } from '../../query/execute.ts';
import type { Row } from '../declaration.ts';
import { accessOfActor, createRecord, type Actor } from '../writer.ts';

/** Where a source's lines are billed: the company's open concept, a project's or contract's own, or a new one of its own. */
export interface ConceptTarget {
  companyId: number;
  projectId?: number | null;
  contractId?: number | null;
  /** Always a new invoice (a subscription with 'invoice separately', a bought prepaid card). */
  separate?: boolean;
  /** The subject of a new invoice; default 'Conceptfactuur {company}'. */
  subject?: string;
  directDebit?: boolean;
}

/**
 * The concept invoice a source's lines go on: the newest concept of the company with the same
 * project and contract (none for both: the company's general concept) that was not made to stand
 * alone, else a new one billed to the company's `invoice_to`. The caller's read scope applies when the actor has one.
 */
export async function conceptInvoiceFor(actor: Actor, target: ConceptTarget): Promise<number> {
  if (!target.separate) {
    // Sources billing the same company at once (two replicas' runs) find or make one concept, not one each.
    await untyped(actor.db).selectFrom('companies').select('id').where('id', '=', target.companyId).forUpdate().execute();
    let query = scoped(untyped(actor.db), actor.resolve('invoices'), accessOfActor(actor))
      .select(`${ROOT}.id`)
      .where(`${ROOT}.company_id`, '=', target.companyId)
      .where(`${ROOT}.exported_at`, 'is', null)
      .where(`${ROOT}.is_separate`, '=', false);
    query = target.projectId ? query.where(`${ROOT}.project_id`, '=', target.projectId) : query.where(`${ROOT}.project_id`, 'is', null);
    query = target.contractId ? query.where(`${ROOT}.contract_id`, '=', target.contractId) : query.where(`${ROOT}.contract_id`, 'is', null);
    const concept = (await query.orderBy(`${ROOT}.id`, 'desc').executeTakeFirst()) as Row | undefined;
    if (concept) return concept.id as number;
  }
  const company = (await untyped(actor.db).selectFrom('companies').select(['name', 'invoice_to']).where('id', '=', target.companyId).executeTakeFirstOrThrow()) as Row;
  const invoice = await createRecord(actor, actor.resolve('invoices'), {
    subject: (target.subject ?? `Conceptfactuur ${company.name}`).slice(0, 255),
    company_id: target.companyId,
    invoice_to: company.invoice_to ?? null,
    project_id: target.projectId ?? null,
    contract_id: target.contractId ?? null,
    ...(target.directDebit === undefined ? {} : { direct_debit: target.directDebit }),
  });
  if (target.separate) await untyped(actor.db).updateTable('invoices').set({ is_separate: true }).where('id', '=', invoice.id).execute();
  return invoice.id as number;
}
