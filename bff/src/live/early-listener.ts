import type { LiveEvent, LiveSource } from './events.ts';

export interface EarlyListener {
  /** Hands the events heard so far to `handler`, in order, then every later one. */
  start(handler: (event: LiveEvent) => void): void;
  stop(): void;
}

/**
 * Listens from the moment a subscription arrives, while its checks still wait on the REST service:
 * after a reconnect (a BFF replica gone) a client's events are published as soon as its socket is
 * up, and the checks take longer under load than the next write does.
 */
export function listenEarly(source: LiveSource, wanted: (event: LiveEvent) => boolean, maxHeld = 1000): EarlyListener {
  let held: LiveEvent[] | undefined = [];
  let deliver: ((event: LiveEvent) => void) | undefined;
  const unsubscribe = source.subscribe((event) => {
    if (!wanted(event)) return;
    if (deliver) deliver(event);
    else held?.push(event);
    // A subscription ended before it started never calls stop: it must not listen on for ever.
    if (held && held.length > maxHeld) stop();
  });
  const stop = () => {
    held = undefined;
    deliver = undefined;
    unsubscribe();
  };
  return {
    start(handler) {
      const heard = held ?? [];
      held = undefined;
      deliver = handler;
      for (const event of heard) handler(event);
    },
    stop,
  };
}
