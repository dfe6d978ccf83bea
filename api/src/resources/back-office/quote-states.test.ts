import { describe, expect, it } from 'vitest';
import { PHASE_STATE_TEXTS, QUOTE_STATE_TEXTS, momentsReached, phaseActionRefusal, phaseStatusChangeRefusal, quoteActionRefusal } from './quote-states.ts';

describe('quote action states', () => {
  it.each([
    ['accept', 1, null],
    ['accept', 2, null],
    ['accept', 3, QUOTE_STATE_TEXTS.alreadyAccepted],
    ['accept', 4, QUOTE_STATE_TEXTS.alreadyDeclined],
    ['decline', 1, null],
    ['decline', 2, null],
    ['decline', 3, QUOTE_STATE_TEXTS.alreadyAccepted],
    ['decline', 4, QUOTE_STATE_TEXTS.alreadyDeclined],
    ['duplicate', 3, null],
    ['duplicate', 4, null],
    ['create-template', 1, null],
    ['create-template', 3, null],
    ['accept', 9, QUOTE_STATE_TEXTS.unknownStatus],
    ['accept', null, QUOTE_STATE_TEXTS.unknownStatus],
  ] as const)('%s on status %s: %s', (action, status, refusal) => {
    expect(quoteActionRefusal(action, status)).toBe(refusal);
  });
});

describe('project phase states', () => {
  it.each([
    ['start', 'projects', 1, null],
    ['start', 'projects', 2, PHASE_STATE_TEXTS.startOnlyNew],
    ['start', 'projects', 3, PHASE_STATE_TEXTS.startOnlyNew],
    ['finish', 'projects', 2, null],
    ['finish', 'projects', 1, PHASE_STATE_TEXTS.finishOnlyStarted],
    ['finish', 'projects', 3, PHASE_STATE_TEXTS.finishOnlyStarted],
    ['start', 'quotes', 1, PHASE_STATE_TEXTS.notProject],
    ['finish', 'quote-templates', 2, PHASE_STATE_TEXTS.notProject],
  ] as const)('%s a phase of %s in status %s: %s', (action, owner, status, refusal) => {
    expect(phaseActionRefusal(action, owner, status)).toBe(refusal);
  });

  it('lets a project phase status set directly stay or go forward, never back; other phases are free', () => {
    expect(phaseStatusChangeRefusal('projects', 1, 3)).toBeNull();
    expect(phaseStatusChangeRefusal('projects', 2, 2)).toBeNull();
    expect(phaseStatusChangeRefusal('projects', 3, 1)).toBe(PHASE_STATE_TEXTS.backwards);
    expect(phaseStatusChangeRefusal('quotes', 3, 1)).toBeNull();
  });

  it('names the invoice moments a status change passes', () => {
    expect(momentsReached(1, 2)).toEqual([2]);
    expect(momentsReached(2, 3)).toEqual([3]);
    expect(momentsReached(1, 3)).toEqual([2, 3]);
    expect(momentsReached(2, 2)).toEqual([]);
    expect(momentsReached(3, 1)).toEqual([]);
  });
});
