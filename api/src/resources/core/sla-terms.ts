import type { FieldErrors } from '../declaration.ts';

export const TIME_UNITS = ['min', 'uur'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** One row of an SLA's priority table as a client sends it. */
export interface PriorityTerms {
  priority_id: number;
  first_response_within: number;
  first_response_within_unit: TimeUnit;
  resolve_within: number;
  resolve_within_unit: TimeUnit;
}

/** The times a priority gets when an SLA is created without them: a first response within 4 hours, resolved within 16. */
export const DEFAULT_TERMS = { first_response_within: 4, first_response_within_unit: 'uur', resolve_within: 16, resolve_within_unit: 'uur' } as const;

export const SLA_TERMS_TEXTS = {
  list: 'Prioriteiten moeten een lijst van tijden per prioriteit zijn.',
  number: 'Vul een heel getal van 1 tot 100000 in.',
  unit: 'Kies min of uur.',
  priority: 'Kies een bestaande prioriteit.',
  duplicate: 'Deze prioriteit staat er al in.',
};

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100_000;

/**
 * Reads the `priorities` a client sent with an SLA: per row a known priority, two required whole
 * numbers and their units (min or uur, default uur). Errors are keyed `priorities.{index}.{field}`.
 */
export function parsePriorityTerms(value: unknown, knownPriorities: ReadonlySet<number>): { terms: PriorityTerms[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!Array.isArray(value)) return { terms: [], errors: { priorities: [SLA_TERMS_TEXTS.list] } };
  const terms: PriorityTerms[] = [];
  const seen = new Set<number>();
  value.forEach((row: unknown, index) => {
    const at = (name: string) => `priorities.${index}.${name}`;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors[`priorities.${index}`] = [SLA_TERMS_TEXTS.list];
      return;
    }
    const entry = row as Record<string, unknown>;
    const priorityId = entry.priority_id;
    if (typeof priorityId !== 'number' || !knownPriorities.has(priorityId)) errors[at('priority_id')] = [SLA_TERMS_TEXTS.priority];
    else if (seen.has(priorityId)) errors[at('priority_id')] = [SLA_TERMS_TEXTS.duplicate];
    else seen.add(priorityId);
    for (const name of ['first_response_within', 'resolve_within'] as const) {
      if (!isCount(entry[name])) errors[at(name)] = [SLA_TERMS_TEXTS.number];
      const unit = entry[`${name}_unit`];
      if (unit !== undefined && unit !== null && !TIME_UNITS.includes(unit as TimeUnit)) errors[at(`${name}_unit`)] = [SLA_TERMS_TEXTS.unit];
    }
    if (Object.keys(errors).some((key) => key.startsWith(`priorities.${index}.`))) return;
    terms.push({
      priority_id: priorityId as number,
      first_response_within: entry.first_response_within as number,
      first_response_within_unit: (entry.first_response_within_unit as TimeUnit | undefined) ?? 'uur',
      resolve_within: entry.resolve_within as number,
      resolve_within_unit: (entry.resolve_within_unit as TimeUnit | undefined) ?? 'uur',
    });
  });
  return { terms, errors };
}

/** The full table for a new SLA: what was sent, and the default times for every other priority. */
export function completeTerms(sent: PriorityTerms[], priorityIds: readonly number[]): PriorityTerms[] {
  const byPriority = new Map(sent.map((terms) => [terms.priority_id, terms]));
  return priorityIds.map((priority_id) => byPriority.get(priority_id) ?? { priority_id, ...DEFAULT_TERMS });
}
