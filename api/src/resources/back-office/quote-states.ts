/** Which quote and project-phase statuses allow which action; pure, so the rules read as a table. */

export type QuoteAction = 'accept' | 'decline' | 'duplicate' | 'create-template';

/** Quote statuses (enums.ts QUOTE_STATUSES) in which each action may run. */
export const QUOTE_ACTION_STATUSES: Record<QuoteAction, readonly number[]> = {
  accept: [1, 2],
  decline: [1, 2],
  duplicate: [1, 2, 3, 4],
  'create-template': [1, 2, 3, 4],
};

export const QUOTE_STATE_TEXTS = {
  alreadyAccepted: 'Deze offerte is al geaccepteerd.',
  alreadyDeclined: 'Deze offerte is al afgewezen.',
  unknownStatus: 'Deze offerte heeft een onbekende status.',
} as const;

/** Why the action cannot run on a quote in this status, or null when it can. */
export function quoteActionRefusal(action: QuoteAction, status: unknown): string | null {
  if (typeof status === 'number' && QUOTE_ACTION_STATUSES[action].includes(status)) return null;
  if (status === 3) return QUOTE_STATE_TEXTS.alreadyAccepted;
  if (status === 4) return QUOTE_STATE_TEXTS.alreadyDeclined;
  return QUOTE_STATE_TEXTS.unknownStatus;
}

export type PhaseAction = 'start' | 'finish';

/** A phase moves only forward: 1 Niet gestart → 2 Gestart → 3 Afgerond. */
export const PHASE_ACTION_STEPS: Record<PhaseAction, { from: number; to: number }> = {
  start: { from: 1, to: 2 },
  finish: { from: 2, to: 3 },
};

export const PHASE_STATE_TEXTS = {
  notProject: 'Alleen een fase van een project kan gestart of afgerond worden.',
  startOnlyNew: 'Alleen een fase die nog niet gestart is kan gestart worden.',
  finishOnlyStarted: 'Alleen een gestarte fase kan afgerond worden.',
  backwards: 'De status van een fase kan alleen vooruit: Niet gestart, Gestart, Afgerond.',
} as const;

/** Why the phase cannot take this action, or null when it can. */
export function phaseActionRefusal(action: PhaseAction, owner: unknown, status: unknown): string | null {
  if (owner !== 'projects') return PHASE_STATE_TEXTS.notProject;
  if (status === PHASE_ACTION_STEPS[action].from) return null;
  return action === 'start' ? PHASE_STATE_TEXTS.startOnlyNew : PHASE_STATE_TEXTS.finishOnlyStarted;
}

/** A project phase's status set directly (PUT status_id) may stay or move forward, never back. */
export function phaseStatusChangeRefusal(owner: unknown, from: unknown, to: unknown): string | null {
  if (owner !== 'projects' || typeof from !== 'number' || typeof to !== 'number') return null;
  return to < from ? PHASE_STATE_TEXTS.backwards : null;
}

/** Invoice moments (enums.ts INVOICE_MOMENTS) a phase reaches by moving from one status to another. */
export function momentsReached(from: number, to: number): number[] {
  const moments: number[] = [];
  if (from < 2 && to >= 2) moments.push(2);
  if (from < 3 && to >= 3) moments.push(3);
  return moments;
}
