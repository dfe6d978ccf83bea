import { describe, expect, it } from 'vitest';
import type { RestClient } from '../upstream/client.ts';
import type { LiveEvent } from './events.ts';
import { delivers, matches, onlyIds, RecordHub, recordChangeOf, widgetChanged, type RecordChange, type RecordInterest, type WidgetInterest } from './record-hub.ts';

const change = (id: number, kind: RecordChange['kind'] = 'updated', parents: Array<[string, number]> = []): RecordChange => ({ type: 'tasks', id, kind, actorId: 1, parents });

describe('matching a change', () => {
  it('by type, by id and by parent', () => {
    expect(matches({ type: 'tasks' }, change(1))).toBe(true);
    expect(matches({ type: 'tickets' }, change(1))).toBe(false);
    expect(matches({ type: 'tasks', id: 2 }, change(1))).toBe(false);
    expect(matches({ type: 'tasks', parent: ['tickets', 5] }, change(1, 'updated', [['tickets', 5]]))).toBe(true);
    expect(matches({ type: 'tasks', parent: ['tickets', 5] }, change(1, 'updated', [['tickets', 6], ['operators', 5]]))).toBe(false);
  });

  it('delivers visible records, and deletions for good only to who saw all or exactly that record', () => {
    const visible = new Set([1]);
    expect(delivers({ seesAll: false }, change(1), visible)).toBe(true);
    expect(delivers({ seesAll: false }, change(2), visible)).toBe(false);
    expect(delivers({ seesAll: false }, change(2, 'deleted'), visible)).toBe(false);
    expect(delivers({ seesAll: true }, change(2, 'deleted'), visible)).toBe(true);
    expect(delivers({ seesAll: false, id: 2 }, change(2, 'deleted'), visible)).toBe(true);
  });

  it('reads only well-formed RecordChanged events', () => {
    const event = (payload: Record<string, unknown>, name = 'RecordChanged'): LiveEvent => ({ tenant: 'demo', channel: 'demo.records', name, payload });
    expect(recordChangeOf(event({ type: 'tasks', id: 3, kind: 'created', actor_id: 2, parents: [['tickets', 5], ['bad']] }))).toEqual({
      type: 'tasks',
      id: 3,
      kind: 'created',
      actorId: 2,
      parents: [['tickets', 5]],
    });
    expect(recordChangeOf(event({ type: 'tasks', id: 3, kind: 'exploded' }))).toBeNull();
    expect(recordChangeOf(event({ message_id: 3 }, 'NewTicketMessage'))).toBeNull();
  });
});

describe('the hub', () => {
  it('checks visibility once per scope for a burst, and delivers per subscriber', async () => {
    let emit!: (event: LiveEvent) => void;
    const hub = new RecordHub({ subscribe: (handler) => ((emit = handler), () => undefined) }, 5);
    const calls: string[] = [];
    const client = (name: string, visible: number[]) =>
      ({
        request: async (_method: string, _path: string, body: { ids: number[] }) => {
          calls.push(`${name}:${body.ids.join(',')}`);
          return { ids: body.ids.filter((id) => visible.includes(id)) };
        },
      }) as unknown as RestClient;
    const heard: Record<string, number[]> = { a: [], b: [], own: [] };
    const interest = (name: string, scope: string, visible: number[], extra: Partial<RecordInterest> = {}): RecordInterest => ({
      tenant: 'demo',
      type: 'tasks',
      scope,
      seesAll: scope === 'all',
      client: client(name, visible),
      deliver: (c) => heard[name].push(c.id),
      ...extra,
    });
    hub.add(interest('a', 'all', [1, 2, 3]));
    hub.add(interest('b', 'all', [1, 2, 3], { id: 2 }));
    hub.add(interest('own', 'user:7', [3]));
    for (const id of [1, 2, 3, 2]) emit({ tenant: 'demo', channel: 'demo.records', name: 'RecordChanged', payload: { type: 'tasks', id, kind: 'updated', actor_id: 1, parents: [] } });
    emit({ tenant: 'other', channel: 'other.records', name: 'RecordChanged', payload: { type: 'tasks', id: 9, kind: 'updated', actor_id: 1, parents: [] } });
    await expect.poll(() => heard.own.length).toBe(1);
    expect(calls.sort()).toEqual(['a:1,2,3', 'own:1,2,3']);
    expect(heard).toEqual({ a: [1, 2, 3], b: [2], own: [3] });
  });
});

describe('widget counts', () => {
  it('tell a change when the count moved or a changed record is in the result', () => {
    expect(widgetChanged(3, 4, 0)).toBe(true);
    expect(widgetChanged(3, 3, 1)).toBe(true);
    expect(widgetChanged(3, 3, 0)).toBe(false);
    expect(widgetChanged(null, 3, 0)).toBe(true);
    expect(onlyIds({ whereIn: [['status_id', [1]]] }, [5, 6])).toEqual({ whereIn: [['status_id', [1]], ['id', [5, 6]]] });
  });

  it('are counted once per scope for every group in it, and delivered to the groups whose result changed', async () => {
    let emit!: (event: LiveEvent) => void;
    const hub = new RecordHub({ subscribe: (handler) => ((emit = handler), () => undefined) }, 5);
    const calls: unknown[][] = [];
    // Group "mine" lists records 1 and 2, "all" lists 1 to 4; record 3 changes.
    const counts: Record<string, { total: number; rows: number[] }> = { mine: { total: 2, rows: [1, 2] }, all: { total: 4, rows: [1, 2, 3, 4] } };
    const client = {
      request: async (_method: string, _path: string, body: { builders: Array<{ id: number; builder: { key: string; whereIn?: unknown[][] } }> }) => {
        calls.push(body.builders.map((entry) => entry.builder.key));
        return body.builders.map(({ id, builder }) => {
          const only = builder.whereIn?.find((entry) => entry[0] === 'id')?.[1] as number[] | undefined;
          const rows = counts[builder.key].rows;
          return { id, count: only ? rows.filter((row) => only.includes(row)).length : counts[builder.key].total };
        });
      },
    } as unknown as RestClient;
    const heard: Record<string, number[]> = { a: [], b: [], c: [] };
    const widget = (name: string, key: string): WidgetInterest => ({ tenant: 'demo', type: 'tickets', scope: 'all', key, builder: () => ({ key }), client, deliver: (count) => heard[name].push(count) });
    const removals = await Promise.all([hub.addWidget(widget('a', 'mine')), hub.addWidget(widget('b', 'mine')), hub.addWidget(widget('c', 'all'))]);
    expect(hub.stats()).toEqual({ recordSubscribers: 0, widgetSubscribers: 3, widgetGroups: 2 });
    calls.length = 0;
    counts.all.total = 5;
    emit({ tenant: 'demo', channel: 'demo.records', name: 'RecordChanged', payload: { type: 'tickets', id: 3, kind: 'updated', actor_id: 1, parents: [] } });
    emit({ tenant: 'demo', channel: 'demo.records', name: 'RecordChanged', payload: { type: 'companies', id: 3, kind: 'updated', actor_id: 1, parents: [] } });
    await expect.poll(() => heard.c.length).toBe(1);
    expect(calls).toEqual([['mine', 'mine', 'all', 'all']]);
    expect(heard).toEqual({ a: [], b: [], c: [5] });
    for (const remove of removals) remove();
    expect(hub.stats()).toEqual({ recordSubscribers: 0, widgetSubscribers: 0, widgetGroups: 0 });
  });
});
