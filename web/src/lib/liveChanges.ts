/** A record change as the ticketChanged subscription reports it. */
export interface LiveChange {
  type: string;
  kind: string;
}

/**
 * Whether a change of a ticket or its parts calls for reading the ticket screen again. New
 * messages arrive through their own subscription, with their own toast, so they are left out.
 */
export function refetchesTicket(change: LiveChange): boolean {
  return change.type !== 'messages';
}

/** Whether the change removed the ticket itself (the screen then goes back to the list). */
export function removesTicket(change: LiveChange): boolean {
  return change.type === 'tickets' && change.kind === 'DELETED';
}

/** Calls `run` once after a burst of calls has been quiet for `ms`; `cancel` drops a pending run. */
export function debounced(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
