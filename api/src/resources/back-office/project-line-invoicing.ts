import { sql } from 'kysely';
import { untyped } from '../../query/execute.ts';
import { invoicedHours } from '../core/time-invoicing.ts';
import type { Row } from '../declaration.ts';
import { createRecord, type Actor } from '../writer.ts';
import { conceptInvoiceFor } from './concept-invoices.ts';
import { INVOICEABLE_TYPES } from './enums.ts';
import { dutchToday } from './project-moments.ts';
import { PROJECT_LINE_AFTERCALCULATION, lineTimeSpent } from './shared.ts';

/** What a due project line puts on the invoice: its quantity, or for 'Uren nacalculatie' the hours registered on it. */
export function projectLineQuantity(invoiceType: number, quantity: number, minutesSpent: number): number {
  return invoiceType === PROJECT_LINE_AFTERCALCULATION ? invoicedHours(minutesSpent) : quantity;
}

/** The order after the invoice's last line: billed lines join at the end. */
export async function nextInvoiceLineOrder(actor: Actor, invoiceId: number): Promise<number> {
  const last = (await untyped(actor.db).selectFrom('invoice_lines').select((eb) => eb.fn.max('order').as('order')).where('invoice_id', '=', invoiceId).executeTakeFirst()) as Row | undefined;
  return last?.order === null || last?.order === undefined ? 0 : Number(last.order) + 1;
}

/**
 * Bills the due, not yet invoiced lines of these project phases on the project's concept invoice,
 * in the transaction that made them due (quote accepted, phase started or finished). A line is
 * billed once: it is claimed with a conditional update of its invoice_id, so a second process
 * reaching the same moment finds it taken. 'Uren nacalculatie' bills the time registered by its
 * moment: a project line has one invoice, and once invoiced it takes no more time (the time
 * registrations refuse it), so nothing registered goes unbilled. Tenants without mod_invoicing
 * keep the lines due and unbilled.
 */
export async function invoiceDueProjectLines(actor: Actor, phaseIds: number[]): Promise<number[]> {
  if (phaseIds.length === 0) return [];
  const raw = untyped(actor.db);
  const tenant = (await raw.selectFrom('tenants').select('modules').where('id', '=', actor.tenantId).executeTakeFirst()) as Row | undefined;
  if ((tenant?.modules as Record<string, unknown> | undefined)?.mod_invoicing !== true) return [];
  const lines = (
    await sql<Row>`
      select line.*, ${lineTimeSpent('line')} as minutes_spent, coalesce(project.company_id, phase.company_id) as billed_company_id, project.id as billed_project_id
      from project_lines as line
      join project_phases as phase on phase.id = line.project_phase_id
      join projects as project on phase.morphable_type = 'projects' and project.id = phase.morphable_id
      where line.tenant_id = ${actor.tenantId} and line.project_phase_id in (${sql.join(phaseIds)})
        and line.due_at is not null and line.invoice_id is null and line.invoice_type in (${sql.join([...INVOICEABLE_TYPES])})
      order by phase."order", phase.id, line."order", line.id
      for update of line skip locked`.execute(actor.db)
  ).rows;
  const today = dutchToday(new Date());
  const invoices = new Map<string, number>();
  const made: number[] = [];
  for (const line of lines) {
    const companyId = line.billed_company_id as number | null;
    if (companyId === null) continue;
    const projectId = line.billed_project_id as number;
    const key = `${companyId}:${projectId}`;
    const invoiceId = invoices.get(key) ?? (await conceptInvoiceFor(actor, { companyId, projectId }));
    invoices.set(key, invoiceId);
    const claimed = await raw.updateTable('project_lines').set({ invoice_id: invoiceId, updated_at: sql`now()` }).where('id', '=', line.id).where('invoice_id', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const created = await createRecord(actor, actor.resolve('invoice-lines'), {
      invoice_id: invoiceId,
      date: today,
      quantity: projectLineQuantity(Number(line.invoice_type), Number(line.quantity), Number(line.minutes_spent)),
      product_code: line.product_code ?? null,
      description: line.description,
      price: Number(line.price),
      is_locked: true,
      order: await nextInvoiceLineOrder(actor, invoiceId),
    });
    await raw.updateTable('invoice_lines').set({ project_line_id: line.id }).where('id', '=', created.id).execute();
    made.push(created.id as number);
  }
  return made;
}
