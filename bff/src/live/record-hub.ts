import type { Builder, RestClient } from '../upstream/client.ts';
import type { LiveEvent, LiveSource } from './events.ts';

export type ChangeKind = 'created' | 'updated' | 'deleted' | 'archived' | 'restored';

/** A RecordChanged event of the REST service (api/src/live/publish.ts). */
export interface RecordChange {
  type: string;
  id: number;
  kind: ChangeKind;
  actorId: number | null;
  /** [resource, id] of the records this one points at. */
  parents: Array<[string, number]>;
}

/** What one subscription wants to hear, and for whom. */
export interface RecordInterest {
  tenant: string;
  /** REST resource: tickets, used-products. */
  type: string;
  /** Only this record. */
  id?: number;
  /** Only records that point at this one (the tasks of ticket 5). */
  parent?: [string, number];
  /** Callers of one scope see the same records (GET /live/scope): one visibility check serves them all. */
  scope: string;
  /** The caller sees every record of the type, so also hears of records deleted for good. */
  seesAll: boolean;
  /** The subscriber's own REST client: visibility is checked with its token. */
  client: RestClient;
  deliver(change: RecordChange): void;
}

/** One subscriber to a cockpit widget's count (cockpitWidgetChanged). */
export interface WidgetInterest {
  tenant: string;
  /** REST resource the widget's quick filter lists. */
  type: string;
  scope: string;
  /** The quick filter with the subscriber's 'me' values filled in: equal keys in one scope see equal rows. */
  key: string;
  /** The count builder at a moment (relative dates move with the clock). */
  builder(now: Date): Builder;
  client: RestClient;
  deliver(count: number): void;
}

/** Subscribers of one scope and effective quick filter: one count serves them all. */
interface WidgetGroup {
  tenant: string;
  type: string;
  scope: string;
  builder(now: Date): Builder;
  members: Set<WidgetInterest>;
  /** The count last known to the members; null when the first count failed. */
  count: number | null;
  /** Settles once the first count is known. */
  ready: Promise<void>;
}

/** Builders per presets-result-count call (the REST service takes at most 50). */
const BUILDERS_PER_CALL = 50;

/** The builder narrowed to some records: how many of them the quick filter lists. */
export function onlyIds(builder: Builder, ids: number[]): Builder {
  const whereIn = Array.isArray(builder.whereIn) ? builder.whereIn : [];
  return { ...builder, whereIn: [...whereIn, ['id', ids]] };
}

/**
 * Whether a widget's subscribers hear of a batch: their count changed, or one of the changed
 * records is in their result now (it may have moved, or changed what a table row shows). A record
 * that left the result changes the count, unless another one entered with it, which is in it.
 */
export function widgetChanged(known: number | null, count: number, changedInResult: number): boolean {
  return known !== count || changedInResult > 0;
}

/** How long events are gathered before they are checked and delivered: one check per scope for a burst of writes. */
export const BATCH_MS = 40;

const KINDS = new Set<ChangeKind>(['created', 'updated', 'deleted', 'archived', 'restored']);

/** Reads a RecordChanged event; anything else is not one. */
export function recordChangeOf(event: LiveEvent): RecordChange | null {
  if (event.name !== 'RecordChanged') return null;
  const { type, id, kind, actor_id: actorId, parents } = event.payload as Record<string, unknown>;
  if (typeof type !== 'string' || typeof id !== 'number' || !KINDS.has(kind as ChangeKind)) return null;
  const refs = Array.isArray(parents)
    ? parents.filter((ref): ref is [string, number] => Array.isArray(ref) && typeof ref[0] === 'string' && typeof ref[1] === 'number')
    : [];
  return { type, id, kind: kind as ChangeKind, actorId: typeof actorId === 'number' ? actorId : null, parents: refs };
}

export function matches(interest: Pick<RecordInterest, 'type' | 'id' | 'parent'>, change: RecordChange): boolean {
  if (interest.type !== change.type) return false;
  if (interest.id !== undefined && interest.id !== change.id) return false;
  if (interest.parent) {
    const [type, id] = interest.parent;
    if (!change.parents.some(([parentType, parentId]) => parentType === type && parentId === id)) return false;
  }
  return true;
}

/**
 * Whether a subscriber hears a change: when it sees the record now, or, for a record deleted for
 * good (no longer visible to anyone), when it saw every record of the type or exactly this one.
 */
export function delivers(interest: Pick<RecordInterest, 'id' | 'seesAll'>, change: RecordChange, visible: ReadonlySet<number>): boolean {
  if (visible.has(change.id)) return true;
  return change.kind === 'deleted' && (interest.seesAll || interest.id === change.id);
}

/** Pending changes of one tenant, one per record and kind. */
function mergeInto(pending: Map<string, RecordChange>, change: RecordChange): void {
  const key = `${change.type}:${change.id}:${change.kind}`;
  const known = pending.get(key);
  if (!known) {
    pending.set(key, change);
    return;
  }
  const seen = new Set(known.parents.map((ref) => ref.join(':')));
  known.parents.push(...change.parents.filter((ref) => !seen.has(ref.join(':'))));
  known.actorId = change.actorId;
}

/**
 * Fans the REST service's record changes out to GraphQL subscriptions, the way Zammad's
 * broadcast subscriptions share work: events are gathered for BATCH_MS per tenant; then, per
 * record type and visibility scope that has a matching subscriber, ONE `POST /live/visible` with
 * the changed ids is made with the token of one of that scope's subscribers, and its answer serves
 * every subscriber of the scope. A hundred wall displays of one role cost one call per burst.
 */
export class RecordHub {
  private readonly interests = new Set<RecordInterest>();
  private readonly widgetGroups = new Map<string, WidgetGroup>();
  private readonly pending = new Map<string, Map<string, RecordChange>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly source: LiveSource,
    private readonly batchMs = BATCH_MS,
  ) {}

  add(interest: RecordInterest): () => void {
    this.interests.add(interest);
    this.listen();
    return () => {
      this.interests.delete(interest);
      this.stopWhenIdle();
    };
  }

  /**
   * Adds a widget subscriber to the group of its scope and effective quick filter. A new group
   * counts first, so that a later change can tell whether the count moved; the subscriber is
   * added once that count is known.
   */
  async addWidget(interest: WidgetInterest): Promise<() => void> {
    const groupKey = `${interest.tenant}\n${interest.type}\n${interest.scope}\n${interest.key}`;
    let group = this.widgetGroups.get(groupKey);
    if (!group) {
      const made: WidgetGroup = { tenant: interest.tenant, type: interest.type, scope: interest.scope, builder: interest.builder, members: new Set(), count: null, ready: Promise.resolve() };
      made.ready = countsFor([interest], made.type, [made.builder(new Date())]).then((counts) => {
        if (counts && made.count === null) made.count = counts[0];
      });
      this.widgetGroups.set(groupKey, (group = made));
      this.listen();
    }
    await group.ready;
    const joined = group;
    joined.members.add(interest);
    return () => {
      joined.members.delete(interest);
      if (joined.members.size === 0 && this.widgetGroups.get(groupKey) === joined) this.widgetGroups.delete(groupKey);
      this.stopWhenIdle();
    };
  }

  /** What the hub holds: freed when the subscriptions end (wall displays stay open for days). */
  stats(): { recordSubscribers: number; widgetSubscribers: number; widgetGroups: number } {
    let widgetSubscribers = 0;
    for (const group of this.widgetGroups.values()) widgetSubscribers += group.members.size;
    return { recordSubscribers: this.interests.size, widgetSubscribers, widgetGroups: this.widgetGroups.size };
  }

  private listen(): void {
    this.unsubscribe ??= this.source.subscribe((event) => this.hear(event));
  }

  private stopWhenIdle(): void {
    if (this.interests.size === 0 && this.widgetGroups.size === 0 && this.unsubscribe) {
      this.unsubscribe();
      this.unsubscribe = null;
    }
  }

  private hear(event: LiveEvent): void {
    const change = recordChangeOf(event);
    if (!change) return;
    let pending = this.pending.get(event.tenant);
    if (!pending) this.pending.set(event.tenant, (pending = new Map()));
    mergeInto(pending, change);
    if (!this.timers.has(event.tenant)) {
      this.timers.set(
        event.tenant,
        setTimeout(() => void this.flush(event.tenant), this.batchMs),
      );
    }
  }

  private async flush(tenant: string): Promise<void> {
    this.timers.delete(tenant);
    const changes = [...(this.pending.get(tenant)?.values() ?? [])];
    this.pending.delete(tenant);
    await Promise.all([this.flushRecords(tenant, changes), this.flushWidgets(tenant, changes)]);
  }

  private async flushRecords(tenant: string, changes: RecordChange[]): Promise<void> {
    const groups = new Map<string, RecordInterest[]>();
    for (const interest of this.interests) {
      if (interest.tenant !== tenant) continue;
      const key = `${interest.type}\n${interest.scope}`;
      groups.set(key, [...(groups.get(key) ?? []), interest]);
    }
    await Promise.all(
      [...groups.values()].map(async (members) => {
        const wanted = changes.filter((change) => members.some((member) => matches(member, change)));
        if (wanted.length === 0) return;
        const visible = await visibleIds(members, members[0].type, [...new Set(wanted.map((change) => change.id))]);
        for (const member of members) {
          for (const change of wanted) {
            if (matches(member, change) && delivers(member, change, visible)) member.deliver(change);
          }
        }
      }),
    );
  }

  /**
   * Per type and scope, ONE presets-result-count call (per 25 groups) answers every widget group of
   * that scope: each group's count, and how many of the changed records it lists now.
   */
  private async flushWidgets(tenant: string, changes: RecordChange[]): Promise<void> {
    const changedIds = new Map<string, number[]>();
    for (const change of changes) changedIds.set(change.type, [...new Set([...(changedIds.get(change.type) ?? []), change.id])]);
    const byScope = new Map<string, WidgetGroup[]>();
    for (const group of this.widgetGroups.values()) {
      if (group.tenant !== tenant || group.members.size === 0 || !changedIds.has(group.type)) continue;
      const key = `${group.type}\n${group.scope}`;
      byScope.set(key, [...(byScope.get(key) ?? []), group]);
    }
    const now = new Date();
    const calls: Array<Promise<void>> = [];
    for (const groups of byScope.values()) {
      const ids = changedIds.get(groups[0].type)!;
      for (let start = 0; start < groups.length; start += BUILDERS_PER_CALL / 2) {
        const chunk = groups.slice(start, start + BUILDERS_PER_CALL / 2);
        const builders = chunk.flatMap((group) => {
          const builder = group.builder(now);
          return [builder, onlyIds(builder, ids)];
        });
        calls.push(
          countsFor(
            chunk.flatMap((group) => [...group.members]),
            chunk[0].type,
            builders,
          ).then((counts) => {
            if (!counts) return;
            chunk.forEach((group, index) => {
              const count = counts[index * 2];
              if (!widgetChanged(group.count, count, counts[index * 2 + 1])) return;
              group.count = count;
              for (const member of group.members) member.deliver(count);
            });
          }),
        );
      }
    }
    await Promise.all(calls);
  }
}

/** Counts builders in one call with a member's token; another member's when that one has expired; null when none works. */
async function countsFor(members: Array<Pick<WidgetInterest, 'client'>>, type: string, builders: Builder[]): Promise<number[] | null> {
  const tried = new Set<RestClient>();
  for (const member of members) {
    if (tried.has(member.client)) continue;
    tried.add(member.client);
    try {
      const answer = await member.client.request<Array<{ id: number; count: number }>>('POST', `/presets-result-count/${encodeURIComponent(type)}`, {
        builders: builders.map((builder, id) => ({ id, builder })),
      });
      const counts = new Map(answer.map((entry) => [entry.id, entry.count]));
      return builders.map((_, id) => counts.get(id) ?? 0);
    } catch {
      // An expired or revoked token: try the next subscriber of the same scope.
    }
  }
  return null;
}

/** Asks the REST service which ids the scope sees, with one member's token; another member's when that one has expired. */
async function visibleIds(members: RecordInterest[], type: string, ids: number[]): Promise<Set<number>> {
  for (const member of members) {
    try {
      const answer = await member.client.request<{ ids: number[] }>('POST', '/live/visible', { type, ids });
      return new Set(answer.ids);
    } catch {
      // An expired or revoked token: try the next subscriber of the same scope.
    }
  }
  return new Set();
}

const hubs = new WeakMap<LiveSource, RecordHub>();

/** One hub per live source, so per BFF process. */
export function recordHub(source: LiveSource): RecordHub {
  let hub = hubs.get(source);
  if (!hub) hubs.set(source, (hub = new RecordHub(source)));
  return hub;
}
