import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { findRow } from '../../query/execute.ts';
import { actorFor, routeId } from '../actions.ts';
import type { Serialized } from '../declaration.ts';
import { accessOfActor, inTransaction, updateRecord, type Actor } from '../writer.ts';
import { PHASE_ACTION_STEPS, phaseActionRefusal, type PhaseAction } from './quote-states.ts';
import { anyDb } from './shared.ts';

export const PHASE_ACTION_TEXTS = {
  updated: 'Projectfase bijgewerkt!',
} as const;

/**
 * Starts or finishes a project phase: one step forward. The status change goes through the writer,
 * so the declaration's afterWrite brings invoice moment 2 or 3, as a PUT of status_id does.
 */
export async function stepProjectPhase(actor: Actor, id: number, action: PhaseAction): Promise<Serialized> {
  const declaration = actor.resolve('project-phases');
  return inTransaction(actor, async (db) => {
    const phase = await findRow(db, accessOfActor(actor), declaration, actor.resolve, id);
    if (!phase) throw notFound();
    // Locked before the check, so two steps at once (two replicas) take the phase one step, not two from the same status.
    const current = (await anyDb(db).selectFrom('project_phases').select('status_id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow()) as { status_id: number };
    const refusal = phaseActionRefusal(action, phase.morphable_type, current.status_id);
    if (refusal) throw unprocessable({ status_id: [refusal] });
    return updateRecord({ ...actor, db }, declaration, id, { status_id: PHASE_ACTION_STEPS[action].to }, { include: [], append: ['status_label', 'action_label'] });
  });
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** POST project-phases/{id}/start and /finish. */
export function registerProjectPhaseActionRoutes(app: FastifyInstance, context: AppContext): void {
  for (const action of ['start', 'finish'] as const) {
    app.post(`/project-phases/:id/${action}`, { config: { permission: 'project-phases.update' } }, async (request) => ({
      message: PHASE_ACTION_TEXTS.updated,
      data: await stepProjectPhase(actorFor(request, context), routeId(request as IdRequest), action),
    }));
  }
}
