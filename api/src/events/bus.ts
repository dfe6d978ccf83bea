import { Redis } from 'ioredis';

export interface LiveEvent {
  tenant: string;
  channel: string;
  name: string;
  payload: Record<string, unknown>;
}

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(handler: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const REDIS_CHANNEL = 'balie:events';

function fanOut(handlers: Set<(event: LiveEvent) => void>, event: LiveEvent): void {
  for (const handler of handlers) {
    // One failing subscriber must not keep the event from the others.
    try {
      handler(event);
    } catch (error) {
      console.error('Live event handler failed', error);
    }
  }
}

export function createMemoryBus(): EventBus {
  const handlers = new Set<(event: LiveEvent) => void>();
  return {
    async publish(event) {
      fanOut(handlers, event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.tenant === 'string' &&
    typeof event.channel === 'string' &&
    typeof event.name === 'string' &&
    typeof event.payload === 'object' &&
    event.payload !== null
  );
}

/** Every process publishes and subscribes on one Redis channel, so each BFF sees every event. */
export function createRedisBus(url: string): EventBus {
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  const handlers = new Set<(event: LiveEvent) => void>();
  const subscribed = subscriber.subscribe(REDIS_CHANNEL);
  // Awaited by publish; the catch only keeps a failed subscription from being an unhandled rejection.
  subscribed.catch(() => undefined);

  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== REDIS_CHANNEL) return;
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return;
    }
    if (isLiveEvent(event)) fanOut(handlers, event);
  });

  return {
    async publish(event) {
      // Our own subscribers must be listening before our first event goes out.
      await subscribed;
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscribed.catch(() => undefined);
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
