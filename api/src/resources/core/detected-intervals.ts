/**
 * Detected time (spec core §2 'Gedetecteerde tijd'): what an operator did on tickets during one day
 * (opened one, wrote a message or note, changed a status) merged into stretches of work per ticket.
 */

export interface TicketEvent {
  ticketId: number;
  at: Date;
}

export interface DetectedInterval {
  ticketId: number;
  start: Date;
  end: Date;
  /** Minutes, rounded up. */
  duration: number;
}

export interface MergeRule {
  /** Events on one ticket at most this many minutes apart belong to one stretch of work. */
  gapMinutes: number;
  /** A stretch lasts at least this long: a single event stands for a few minutes of work. */
  minimumMinutes: number;
}

export const DETECTION_RULE: MergeRule = { gapMinutes: 15, minimumMinutes: 5 };

const MINUTE = 60_000;

/**
 * Per ticket, events sorted in time form one interval while each follows the previous within the
 * gap; an interval runs from its first to its last event, stretched to the minimum length but never
 * past `dayEnd`. Sorted by start, then ticket.
 */
export function mergeTicketEvents(events: TicketEvent[], dayEnd: Date, rule: MergeRule = DETECTION_RULE): DetectedInterval[] {
  const byTicket = new Map<number, number[]>();
  for (const event of events) {
    const times = byTicket.get(event.ticketId) ?? [];
    times.push(event.at.getTime());
    byTicket.set(event.ticketId, times);
  }
  const intervals: DetectedInterval[] = [];
  const close = (ticketId: number, start: number, last: number) => {
    const end = Math.min(Math.max(last, start + rule.minimumMinutes * MINUTE), Math.max(dayEnd.getTime(), last));
    intervals.push({ ticketId, start: new Date(start), end: new Date(end), duration: Math.ceil((end - start) / MINUTE) });
  };
  for (const [ticketId, times] of byTicket) {
    times.sort((a, b) => a - b);
    let start = times[0];
    let last = times[0];
    for (const time of times.slice(1)) {
      if (time - last > rule.gapMinutes * MINUTE) {
        close(ticketId, start, last);
        start = time;
      }
      last = time;
    }
    close(ticketId, start, last);
  }
  return intervals.sort((a, b) => a.start.getTime() - b.start.getTime() || a.ticketId - b.ticketId);
}
