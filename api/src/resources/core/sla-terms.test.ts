import { describe, expect, it } from 'vitest';
import { completeTerms, DEFAULT_TERMS, parsePriorityTerms, SLA_TERMS_TEXTS } from './sla-terms.ts';

describe('sla priority terms', () => {
  const known = new Set([1, 2, 3]);

  it('reads rows with units defaulting to uur', () => {
    const { terms, errors } = parsePriorityTerms([{ priority_id: 1, first_response_within: 30, first_response_within_unit: 'min', resolve_within: 4 }], known);
    expect(errors).toEqual({});
    expect(terms).toEqual([{ priority_id: 1, first_response_within: 30, first_response_within_unit: 'min', resolve_within: 4, resolve_within_unit: 'uur' }]);
  });

  it('refuses missing numbers, unknown units and priorities, doubles and non-lists, per field', () => {
    const { terms, errors } = parsePriorityTerms(
      [
        { priority_id: 1, first_response_within: 0, resolve_within: 2.5, resolve_within_unit: 'dag' },
        { priority_id: 9, first_response_within: 1, resolve_within: 1 },
        { priority_id: 2, first_response_within: 1, resolve_within: 1 },
        { priority_id: 2, first_response_within: 1, resolve_within: 1 },
      ],
      known,
    );
    expect(errors).toEqual({
      'priorities.0.first_response_within': [SLA_TERMS_TEXTS.number],
      'priorities.0.resolve_within': [SLA_TERMS_TEXTS.number],
      'priorities.0.resolve_within_unit': [SLA_TERMS_TEXTS.unit],
      'priorities.1.priority_id': [SLA_TERMS_TEXTS.priority],
      'priorities.3.priority_id': [SLA_TERMS_TEXTS.duplicate],
    });
    expect(terms.map((row) => row.priority_id)).toEqual([2]);
    expect(parsePriorityTerms('veel', known).errors).toEqual({ priorities: [SLA_TERMS_TEXTS.list] });
  });

  it('gives every priority a row on a new SLA', () => {
    const sent = [{ priority_id: 2, first_response_within: 15, first_response_within_unit: 'min' as const, resolve_within: 2, resolve_within_unit: 'uur' as const }];
    expect(completeTerms(sent, [1, 2, 3])).toEqual([{ priority_id: 1, ...DEFAULT_TERMS }, sent[0], { priority_id: 3, ...DEFAULT_TERMS }]);
  });
});
