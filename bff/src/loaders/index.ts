import DataLoader from 'dataloader';
import type { RecordModel } from '../schema/model.ts';
import type { Builder, RestClient, RestRecord } from '../upstream/client.ts';

/** A REST record, marked with the resource it came from so Node and Person can tell its type. */
export type Loaded = RestRecord & { __resource: string };

const MAX_BATCH = 100;

/** Resources with a hand-written type (no @rest model) and the relations their records always carry. */
const HAND_WRITTEN_EMBEDS: Record<string, string[]> = { messages: ['actor', 'attachments'] };

export interface ChildRows {
  rows: RestRecord[];
  /** False when there were more children than one batch carries. */
  complete: boolean;
}

export interface Loaders {
  /** Records of a resource by id: one REST list call per resource and batch. */
  get(resource: string): DataLoader<number, Loaded | null>;
  /** A to-many relation of records by their id, fetched for the whole batch with `with`. */
  relation(resource: string, relation: string): DataLoader<number, RestRecord[]>;
  /**
   * One fetch for the children of every parent asked for in the same tick, by a key naming
   * the child list and its arguments; each parent gets the whole answer to pick its own rows.
   */
  children(key: string, fetch: (parentIds: number[]) => Promise<ChildRows>): DataLoader<number, ChildRows>;
  /** Stores REST rows and their embedded belongs-to records, so later fields need no call. */
  prime(resource: string, rows: RestRecord[]): Loaded[];
}

export function mark(resource: string, row: RestRecord): Loaded {
  return Object.assign(row, { __resource: resource });
}

/**
 * The one loader factory: for one GraphQL request, so the cache never outlives the caller's
 * request; every resource's loader is built the same way from the schema's model.
 */
export function createLoaders(client: RestClient, model: RecordModel): Loaders {
  const byId = new Map<string, DataLoader<number, Loaded | null>>();
  const relations = new Map<string, DataLoader<number, RestRecord[]>>();
  const childLists = new Map<string, DataLoader<number, ChildRows>>();

  const embedsOf = (resource: string) => model.byResource.get(resource)?.embedded ?? HAND_WRITTEN_EMBEDS[resource] ?? [];
  const appendsOf = (resource: string) => model.byResource.get(resource)?.appends ?? [];

  const batchBuilder = (resource: string, ids: readonly number[], extraWith: string[] = []): Builder => {
    const builder: Builder = { whereIn: [['id', [...ids]]], paginate: MAX_BATCH };
    const embeds = [...embedsOf(resource), ...extraWith];
    if (embeds.length > 0) builder.with = embeds;
    if (appendsOf(resource).length > 0) builder.append = appendsOf(resource);
    return builder;
  };

  const loaders: Loaders = {
    get(resource) {
      let loader = byId.get(resource);
      if (!loader) {
        loader = new DataLoader(
          async (ids) => {
            const page = await client.list(resource, batchBuilder(resource, ids));
            const rows = new Map(loaders.prime(resource, page.data).map((row) => [row.id, row]));
            return ids.map((id) => rows.get(id) ?? null);
          },
          { maxBatchSize: MAX_BATCH },
        );
        byId.set(resource, loader);
      }
      return loader;
    },
    relation(resource, relation) {
      const key = `${resource}.${relation}`;
      let loader = relations.get(key);
      if (!loader) {
        loader = new DataLoader(
          async (ids) => {
            const page = await client.list(resource, batchBuilder(resource, ids, [relation]));
            const rows = new Map(page.data.map((row) => [row.id, row]));
            return ids.map((id) => (rows.get(id)?.[relation] as RestRecord[] | undefined) ?? []);
          },
          { maxBatchSize: MAX_BATCH },
        );
        relations.set(key, loader);
      }
      return loader;
    },
    children(key, fetch) {
      let loader = childLists.get(key);
      if (!loader) {
        loader = new DataLoader(async (parentIds) => {
          const answer = await fetch([...parentIds]);
          return parentIds.map(() => answer);
        });
        childLists.set(key, loader);
      }
      return loader;
    },
    prime(resource, rows) {
      const resourceModel = model.byResource.get(resource);
      return rows.map((row) => {
        const loaded = mark(resource, row);
        loaders.get(resource).prime(row.id, loaded);
        for (const relation of resourceModel?.belongsTo ?? []) {
          const related = row[relation.relation] as RestRecord | null | undefined;
          if (related && model.byResource.has(relation.resource)) loaders.prime(relation.resource, [related]);
          else if (related) mark(relation.resource, related);
        }
        return loaded;
      });
    },
  };
  return loaders;
}
