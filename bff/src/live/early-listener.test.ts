import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './events.ts';
import { listenEarly } from './early-listener.ts';

function source() {
  const handlers = new Set<(event: LiveEvent) => void>();
  return {
    subscribe(handler: (event: LiveEvent) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    publish: (id: number, channel = 'demo.ticket.1') => handlers.forEach((handler) => handler({ tenant: 'demo', channel, name: 'NewTicketMessage', payload: { id } })),
    listeners: () => handlers.size,
  };
}

const ids = (events: LiveEvent[]) => events.map((event) => event.payload.id);

describe('listening early', () => {
  it('hands the events heard before start over in order, then the later ones', () => {
    const live = source();
    const listener = listenEarly(live, (event) => event.channel === 'demo.ticket.1');
    live.publish(1);
    live.publish(2, 'demo.ticket.2');
    live.publish(3);
    const got: LiveEvent[] = [];
    listener.start((event) => got.push(event));
    live.publish(4);
    expect(ids(got)).toEqual([1, 3, 4]);
  });

  it('stops listening and holds nothing after stop, also before start', () => {
    const live = source();
    const listener = listenEarly(live, () => true);
    live.publish(1);
    listener.stop();
    expect(live.listeners()).toBe(0);
    const got: LiveEvent[] = [];
    listener.start((event) => got.push(event));
    live.publish(2);
    expect(got).toEqual([]);
  });

  it('stops listening when far more is held than the checks could take, as a subscription that never started', () => {
    const live = source();
    listenEarly(live, () => true, 2);
    live.publish(1);
    live.publish(2);
    expect(live.listeners()).toBe(1);
    live.publish(3);
    expect(live.listeners()).toBe(0);
  });
});
