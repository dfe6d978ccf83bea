import { afterEach, describe, expect, it } from 'vitest';
import { builderCostLimit, needsCostCheck, tooCostly } from './cost.ts';

const saved = process.env.BUILDER_COST_LIMIT;
afterEach(() => {
  if (saved === undefined) delete process.env.BUILDER_COST_LIMIT;
  else process.env.BUILDER_COST_LIMIT = saved;
});

describe('the builder cost limit', () => {
  it('defaults to a million, takes a number from the environment, and 0 switches it off', () => {
    delete process.env.BUILDER_COST_LIMIT;
    expect(builderCostLimit()).toBe(1_000_000);
    process.env.BUILDER_COST_LIMIT = '250';
    expect(builderCostLimit()).toBe(250);
    process.env.BUILDER_COST_LIMIT = '0';
    expect(builderCostLimit()).toBe(0);
    for (const bad of ['', 'veel', '-5']) {
      process.env.BUILDER_COST_LIMIT = bad;
      expect(builderCostLimit()).toBe(1_000_000);
    }
  });

  it('is asked only of lists that filter through relations', () => {
    expect(needsCostCheck({ conditions: [{ kind: 'compare', field: 'status_id', op: '=', value: 1 }] })).toBe(false);
    expect(needsCostCheck({ conditions: [{ kind: 'has', relation: 'company', conditions: [] }] })).toBe(true);
    expect(needsCostCheck({ conditions: [{ kind: 'has', relation: 'categories', conditions: [], negate: true }] })).toBe(true);
  });

  it('names the estimate and the maximum in Dutch', () => {
    const error = tooCostly(1234567.8, 1_000_000);
    expect(error.statusCode).toBe(422);
    expect(error.body.message).toBe(
      'Deze zoekopdracht is te zwaar (geschatte kosten 1234568, maximum 1000000). Gebruik minder geneste filters of een nauwkeuriger filter.',
    );
  });
});
