import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventBus } from '../events/bus.ts';
import type { ActivityEntry, ActivityEvent } from '../resources/activity-entry.ts';

/** What happened to a record, as live subscribers hear it. */
export type ChangeKind = 'created' | 'updated' | 'deleted' | 'archived' | 'restored';

export interface RecordChange {
  /** Resource name as in the REST routes: tickets, used-products. */
  type: string;
  id: number;
  kind: ChangeKind;
  /** Changed values and their previous ones, when the writer knew them (rules read them). */
  attributes?: Record<string, unknown>;
  old?: Record<string, unknown>;
}

/** The writes of one request (or background job), published once they are committed. */
export interface ChangeCollector {
  changes: RecordChange[];
}

const current = new AsyncLocalStorage<ChangeCollector>();

/** null: the entry records something done with the record (a log-in as the contact), not a change of it. */
const KINDS: Record<ActivityEvent, ChangeKind | null> = {
  created: 'created',
  updated: 'updated',
  'updated-relation': 'updated',
  merged: 'updated',
  deleted: 'deleted',
  archived: 'archived',
  restored: 'restored',
  'portal-login': null,
};

/** Runs `work` with a collector of its own; what it writes is in the collector afterwards. */
export function collectChanges<T>(collector: ChangeCollector, work: () => T): T {
  return current.run(collector, work);
}

/** Notes changes for the running request; outside one (seeds, scripts) nothing is published. */
export function noteChanges(changes: RecordChange[]): void {
  const collector = current.getStore();
  if (!collector) return;
  for (const change of changes) mergeChange(collector.changes, change);
}

/** Every activity-log entry is a change: domain actions that log their work are published without knowing about it. */
export function noteActivity(entries: ActivityEntry[]): void {
  noteChanges(
    entries.flatMap((entry) => {
      const kind = KINDS[entry.event];
      return kind ? [{ type: entry.subjectType, id: entry.subjectId, kind, attributes: entry.attributes, old: entry.old }] : [];
    }),
  );
}

/**
 * One change per record and kind: a record updated twice in a request is announced once, with
 * the first old and the last new values; a deletion after an update is kept apart.
 */
export function mergeChange(changes: RecordChange[], change: RecordChange): void {
  const same = changes.find((existing) => existing.type === change.type && existing.id === change.id && existing.kind === change.kind);
  if (!same) {
    changes.push({ ...change });
    return;
  }
  if (change.attributes) same.attributes = { ...same.attributes, ...change.attributes };
  if (change.old) same.old = { ...change.old, ...same.old };
}

/**
 * The spec's NewTicketMessage (core §7) announces a stored message: it is also a created
 * `messages` record, so message rules (notifications) and record subscribers hear of it.
 */
export function noticingMessages(bus: EventBus): EventBus {
  return {
    async publish(event) {
      const id = Number(event.payload.message_id);
      if (event.name === 'NewTicketMessage' && Number.isInteger(id) && id > 0) noteChanges([{ type: 'messages', id, kind: 'created' }]);
      await bus.publish(event);
    },
    subscribe: (handler) => bus.subscribe(handler),
    close: () => bus.close(),
  };
}
