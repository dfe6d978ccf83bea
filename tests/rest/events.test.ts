import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryBus, createRedisBus, type EventBus, type LiveEvent } from '../../api/src/index.ts';

const REDIS = 'redis://127.0.0.1:6379';
const event: LiveEvent = { tenant: 'demo', channel: 'demo.ticket.42', name: 'NewTicketMessage', payload: { message_id: 1, actor_id: 2, ticket_id: 42 } };

function nextEvent(bus: EventBus, channel: string): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe((received) => {
      if (received.channel !== channel) return;
      unsubscribe();
      resolve(received);
    });
  });
}

describe('the in-memory bus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    const stop = bus.subscribe((received) => seen.push(`a:${received.channel}`));
    bus.subscribe(() => {
      throw new Error('a failing subscriber');
    });
    bus.subscribe((received) => seen.push(`b:${received.channel}`));
    await bus.publish(event);
    stop();
    await bus.publish(event);
    expect(seen).toEqual(['a:demo.ticket.42', 'b:demo.ticket.42', 'b:demo.ticket.42']);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    await bus.close();
  });
});

describe('the Redis bus', () => {
  let one: EventBus;
  let two: EventBus;

  beforeAll(async () => {
    const probe = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(`Redis is not reachable at ${REDIS} (${(error as Error).message}). Start it before running the REST suite.`);
    } finally {
      probe.disconnect();
    }
    one = createRedisBus(REDIS);
    two = createRedisBus(REDIS);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('carries an event from one process to another and back to the sender', async () => {
    // Each bus's own publish waits until it listens, so after these both are subscribed.
    await Promise.all([one.publish({ ...event, channel: 'demo.ticket.0' }), two.publish({ ...event, channel: 'demo.ticket.0' })]);
    const atOther = nextEvent(two, event.channel);
    const atSender = nextEvent(one, event.channel);
    await one.publish(event);
    expect(await atOther).toEqual(event);
    expect(await atSender).toEqual(event);
  });
});
