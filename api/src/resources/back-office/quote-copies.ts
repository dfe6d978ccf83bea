import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { anyDb } from './shared.ts';

/** What phases belong to: a project, a quote or a quote template (project_phases.morphable_type). */
export interface PhaseOwner {
  type: 'projects' | 'quotes' | 'quote-templates';
  id: number;
}

const PHASE_COLUMNS = ['id', 'name', 'description', 'order', 'company_id', 'client_id', 'operator_id', 'cc'] as const;
const LINE_COLUMNS = ['product_code', 'description', 'invoice_type', 'invoice_moment', 'quantity', 'price', 'order'] as const;
const CHANGE_COLUMNS = ['subscription_id', 'description', 'periods', 'period', 'change_moment', 'start_period', 'invoice_before_days', 'direct_debit', 'lines'] as const;

export interface CopyOptions {
  /** Company and contact for phases that have none (a template's phases, copied to a deal's quote). */
  company_id?: number | null;
  client_id?: number | null;
}

/**
 * Copies the phases of one owner, with their lines and subscription changes, to another, in the
 * same order. Project phases start as 'Niet gestart', point at the phase they came from and get a
 * conversation of their own. Answers the new phase ids by source phase id.
 */
export async function copyPhases(db: Db, tenantId: number, from: PhaseOwner, to: PhaseOwner, options: CopyOptions = {}): Promise<Map<number, number>> {
  const raw = anyDb(db);
  const phases = await raw
    .selectFrom('project_phases')
    .select([...PHASE_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', from.type)
    .where('morphable_id', '=', from.id)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const copies = new Map<number, number>();
  for (const { id: sourceId, ...phase } of phases) {
    const thread =
      to.type === 'projects'
        ? await raw.insertInto('message_threads').values({ tenant_id: tenantId, status_id: 1 }).returning('id').executeTakeFirstOrThrow()
        : null;
    const copy = await raw
      .insertInto('project_phases')
      .values({
        ...phase,
        company_id: phase.company_id ?? options.company_id ?? null,
        client_id: phase.client_id ?? options.client_id ?? null,
        tenant_id: tenantId,
        status_id: 1,
        morphable_type: to.type,
        morphable_id: to.id,
        project_phase_id: to.type === 'projects' ? sourceId : null,
        message_thread_id: thread?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    copies.set(sourceId as number, copy.id as number);
    await raw
      .insertInto('project_lines')
      .columns(['tenant_id', 'project_phase_id', ...LINE_COLUMNS])
      .expression(
        raw
          .selectFrom('project_lines')
          .select([sql.lit(tenantId).as('tenant_id'), sql.lit(copy.id).as('project_phase_id'), ...LINE_COLUMNS])
          .where('tenant_id', '=', tenantId)
          .where('project_phase_id', '=', sourceId)
          .orderBy('order')
          .orderBy('id'),
      )
      .execute();
    await raw
      .insertInto('subscription_changes')
      .columns(['tenant_id', 'morphable_type', 'morphable_id', ...CHANGE_COLUMNS])
      .expression(
        raw
          .selectFrom('subscription_changes')
          .select([sql.lit(tenantId).as('tenant_id'), sql.lit('project-phases').as('morphable_type'), sql.lit(copy.id).as('morphable_id'), ...CHANGE_COLUMNS])
          .where('tenant_id', '=', tenantId)
          .where('morphable_type', '=', 'project-phases')
          .where('morphable_id', '=', sourceId)
          .orderBy('id'),
      )
      .execute();
  }
  return copies;
}

/** The one empty phase a quote without a template starts with. */
export async function addFirstPhase(db: Db, tenantId: number, quoteId: number, people: CopyOptions): Promise<void> {
  await anyDb(db)
    .insertInto('project_phases')
    .values({
      tenant_id: tenantId,
      name: 'Fase 1',
      status_id: 1,
      order: 0,
      morphable_type: 'quotes',
      morphable_id: quoteId,
      company_id: people.company_id ?? null,
      client_id: people.client_id ?? null,
    })
    .execute();
}

/** OFF-2026-0007: numbered per year, in order of creation. */
export async function nextQuoteReference(db: Parameters<typeof anyDb>[0], tenantId: number, year: number): Promise<string> {
  const prefix = `OFF-${year}-`;
  const row = await anyDb(db)
    .selectFrom('quotes')
    .select(sql<string | null>`max(reference)`.as('last'))
    .where('tenant_id', '=', tenantId)
    .where('reference', 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = row?.last ? Number(row.last.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}
