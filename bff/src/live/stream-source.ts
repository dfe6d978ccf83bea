import { createParser } from 'eventsource-parser';
import { request } from 'undici';
import type { LiveEvent, LiveSource } from './events.ts';

const RECONNECT_MS = 1000;

/**
 * The REST service's live events over its /live/events stream: how a BFF in its own process hears
 * them on the embedded default, without Redis. Reconnects whenever the stream ends, so a REST
 * service that restarts is heard again within a second of coming back.
 */
export function createStreamSource(apiUrl: string, secret: string): LiveSource & { close(): Promise<void> } {
  const handlers = new Set<(event: LiveEvent) => void>();
  let closed = false;
  let abort = new AbortController();

  const deliver = (event: LiveEvent) => {
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        console.error('Live event handler failed', error);
      }
    }
  };

  const listen = async () => {
    while (!closed) {
      abort = new AbortController();
      try {
        const { statusCode, body } = await request(`${apiUrl}/live/events`, {
          headers: { 'x-live-secret': secret },
          signal: abort.signal,
          bodyTimeout: 0,
        });
        if (statusCode !== 200) {
          await body.dump();
          throw new Error(`live stream answered ${statusCode}`);
        }
        const parser = createParser({
          onEvent: (message) => {
            try {
              deliver(JSON.parse(message.data) as LiveEvent);
            } catch {
              // A message that is not JSON carries no event.
            }
          },
        });
        // Streaming decode: a character split across two chunks is joined again.
        const decoder = new TextDecoder();
        for await (const chunk of body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      } catch {
        // The REST service is away (restarting); try again shortly.
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  };
  void listen();

  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      abort.abort();
    },
  };
}
