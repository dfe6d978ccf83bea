import { describe, expect, it } from 'vitest';
import { collectChanges, mergeChange, noteActivity, noteChanges, type ChangeCollector, type RecordChange } from './changes.ts';

describe('collecting changes', () => {
  it('collects only inside a collector, across awaits', async () => {
    noteChanges([{ type: 'tickets', id: 1, kind: 'updated' }]);
    const collector: ChangeCollector = { changes: [] };
    await collectChanges(collector, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteActivity([{ tenantId: 1, subjectType: 'tickets', subjectId: 2, causerId: 3, event: 'updated-relation', attributes: { categories: [1] }, old: { categories: [] } }]);
    });
    expect(collector.changes).toEqual([{ type: 'tickets', id: 2, kind: 'updated', attributes: { categories: [1] }, old: { categories: [] } }]);
  });

  it('announces a record once per kind, with the first old and the last new values', () => {
    const changes: RecordChange[] = [];
    mergeChange(changes, { type: 'tickets', id: 1, kind: 'updated', attributes: { operator_id: 2 }, old: { operator_id: 1 } });
    mergeChange(changes, { type: 'tickets', id: 1, kind: 'updated', attributes: { operator_id: 3 }, old: { operator_id: 2 } });
    mergeChange(changes, { type: 'tickets', id: 1, kind: 'deleted' });
    mergeChange(changes, { type: 'tickets', id: 2, kind: 'updated' });
    expect(changes).toEqual([
      { type: 'tickets', id: 1, kind: 'updated', attributes: { operator_id: 3 }, old: { operator_id: 1 } },
      { type: 'tickets', id: 1, kind: 'deleted' },
      { type: 'tickets', id: 2, kind: 'updated' },
    ]);
  });
});
