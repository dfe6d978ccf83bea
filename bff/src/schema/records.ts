import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  isObjectType,
  type GraphQLFieldConfig,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Context } from './context.ts';
import { fetchSlice, sliceOf, toConnection, type ConnectionArgs } from './connections.ts';
import { listBuilder, type ListArgs } from './filters.ts';
import { fromGlobalId, toGlobalId } from './ids.ts';
import type { RecordModel, ResourceModel } from './model.ts';
import { restValues, toSnake } from './names.ts';
import { mark } from '../loaders/index.ts';
import type { Builder, RestRecord } from '../upstream/client.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

const PAGE_SIZE = 15;

const LABEL_FIELDS = ['name', 'full_name', 'label', 'title', 'display_name', 'description', 'reference'];

type Resolver = GraphQLFieldConfig<any, Context>['resolve'];

function notFound(): never {
  throw createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });
}

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** Names of the fields selected under `edges { node { … } }` of a connection. */
function selectedNodeFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, path: string[]) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') {
        if (path.length === 0) names.add(selection.name.value);
        else if (selection.name.value === path[0]) walk(selection.selectionSet, path.slice(1));
      } else if (selection.kind === 'InlineFragment') walk(selection.selectionSet, path);
      else if (selection.kind === 'FragmentSpread') walk(info.fragments[selection.name.value]?.selectionSet, path);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, ['edges', 'node']);
  return names;
}

/** Embeds the belongs-to relations a list query selects, so one REST call serves the page. */
function listDefaults(model: ResourceModel, info: GraphQLResolveInfo): Builder {
  const selected = selectedNodeFields(info);
  const embeds = new Set(model.embedded);
  for (const relation of [...model.belongsTo, ...model.toMany]) if (selected.has(relation.field)) embeds.add(relation.relation);
  const builder: Builder = {};
  if (embeds.size > 0) builder.with = [...embeds];
  if (model.appends.length > 0) builder.append = model.appends;
  return builder;
}

/**
 * A relation the caller may not read makes the REST service refuse the whole list (403 naming the
 * permission). The list is then asked again without embedded relations, so each relation field
 * answers for itself: FORBIDDEN on that field, the rest of the page intact.
 */
async function embeddingWhatIsAllowed<T>(builder: Builder, fetch: (builder: Builder) => Promise<T>): Promise<T> {
  try {
    return await fetch(builder);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 403 || builder.with === undefined) throw error;
    const bare: Builder = { ...builder };
    delete bare.with;
    return fetch(bare);
  }
}

/** A page of a resource's records from its generic list, or from another list route of it (`path`, e.g. time-registrations/open). */
export async function listRecords(
  ctx: Context,
  model: ResourceModel,
  args: ConnectionArgs & ListArgs,
  info: GraphQLResolveInfo,
  scope: Builder = {},
  path = model.resource,
) {
  const slice = sliceOf(args, PAGE_SIZE);
  const builder = listBuilder(args, listDefaults(model, info));
  for (const [key, clauses] of Object.entries(scope)) builder[key] = [...((builder[key] as unknown[]) ?? []), ...(clauses as unknown[])];
  const search = args.search?.trim() || undefined;
  const { rows, total } = await upstream(() => embeddingWhatIsAllowed(builder, (sent) => fetchSlice(ctx.client, path, sent, slice, search)));
  return toConnection(ctx.loaders.prime(model.resource, rows), total, slice);
}

const CHILDREN_PER_BATCH = 1000;

/**
 * The first page of a to-many list for every parent in the batch from one REST list
 * (whereIn on the key), split per parent here; only when the batch has more children than
 * one call should carry does a parent fall back to its own call.
 */
function firstPageOfChildren(
  ctx: Context,
  target: ResourceModel,
  key: string,
  scope: unknown[],
  parentId: number,
  args: ConnectionArgs & ListArgs,
  info: GraphQLResolveInfo,
) {
  const slice = sliceOf(args, PAGE_SIZE);
  const builder = listBuilder(args, listDefaults(target, info));
  const search = args.search?.trim() || undefined;
  const loader = ctx.loaders.children(`${target.resource}:${key}:${JSON.stringify([builder, scope, search])}`, async (parentIds) => {
    const batch: Builder = { ...builder, whereIn: [...((builder.whereIn as unknown[]) ?? []), [key, parentIds]], paginate: 100 };
    if (scope.length > 0) batch.where = [...((builder.where as unknown[]) ?? []), ...scope];
    const rows: RestRecord[] = [];
    for (let page = 1; ; page++) {
      const answer = await embeddingWhatIsAllowed(batch, (sent) => ctx.client.list(target.resource, sent, { page, s: search }));
      rows.push(...answer.data);
      if (page >= answer.last_page || rows.length >= CHILDREN_PER_BATCH) return { rows, complete: page >= answer.last_page };
    }
  });
  return upstream(async () => {
    const { rows, complete } = await loader.load(parentId);
    if (!complete) return listRecords(ctx, target, args, info, { where: [[key, '=', parentId], ...scope] });
    const own = rows.filter((row) => row[key] === parentId);
    return toConnection(ctx.loaders.prime(target.resource, own.slice(0, slice.limit)), own.length, slice);
  });
}

/**
 * Opening a ticket goes through the REST show route, which records the view for detected time; a
 * quote too, because a quote link (quote_token) may show its quote but not list quotes.
 */
const FOUND_THROUGH_SHOW = new Set(['tickets', 'quotes']);

/** GET /{resource}/{id} with the relations and appends a loaded record carries; primes the loader. */
async function showRecord(ctx: Context, model: ResourceModel, id: number) {
  const query = new URLSearchParams();
  if (model.embedded.length > 0) query.set('load', model.embedded.join(','));
  if (model.appends.length > 0) query.set('append', model.appends.join(','));
  const answer = await ctx.client.request<{ data: RestRecord }>('GET', `/${model.resource}/${id}?${query}`);
  return ctx.loaders.prime(model.resource, [answer.data])[0];
}

function recordId(id: string, model: ResourceModel): number {
  return fromGlobalId(id, model.typeName).id;
}

/** The payload field that carries the record, e.g. `company` on CompanyPayload. */
function payloadField(schema: GraphQLSchema, field: GraphQLFieldConfig<any, any>, model: ResourceModel): string | undefined {
  const payload = getNamedType(field.type);
  if (!isObjectType(payload)) return undefined;
  return Object.entries(payload.getFields()).find(([, f]) => getNamedType(f.type).name === model.typeName)?.[0];
}

/** The REST 422 field names as the GraphQL input names. */
function camelErrors(error: unknown) {
  return toUserErrors(error).map((userError) => ({
    ...userError,
    field: userError.field?.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) ?? null,
  }));
}

type Write = (model: ResourceModel, input: Record<string, any>) => ['POST' | 'PUT', string, Record<string, unknown>];

/** The REST call behind each record mutation; all of them answer { data: record }. */
const WRITES: Record<string, Write> = {
  create: (model, input) => ['POST', `/${model.resource}`, restValues(input)],
  update: (model, input) => ['PUT', `/${model.resource}/${recordId(input.id, model)}`, restValues(input)],
  archive: (model, input) => ['POST', `/${model.resource}/${recordId(input.id, model)}/archive`, {}],
  unarchive: (model, input) => ['PUT', `/${model.resource}/${recordId(input.id, model)}`, { archived_at: null }],
  restoreDeleted: (model, input) => ['POST', `/${model.resource}/${recordId(input.id, model)}/restore`, {}],
};

/** Loads a record again after a write, so relations and appends match a normal read. */
async function reread(ctx: Context, model: ResourceModel, record: RestRecord | null) {
  if (!record) return null;
  ctx.loaders.get(model.resource).clear(record.id);
  return ctx.loaders.get(model.resource).load(record.id);
}

/**
 * Serves every @rest type from the REST service: scalar fields from their snake_case
 * names, relations through the loaders, lists and mutations through the generic routes.
 */
export function attachRecordResolvers(schema: GraphQLSchema, model: RecordModel): GraphQLSchema {
  const modelOf = (resource: string) => {
    const found = model.byResource.get(resource);
    if (!found) throw new Error(`No @rest type for ${resource}`);
    return found;
  };
  const directive = (field: GraphQLFieldConfig<any, any>, name: string) => getDirective(schema, field, name)?.[0];

  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const own = model.byType.get(typeName);
      let resolve: Resolver | undefined;

      const list = directive(field, 'list');
      const find = directive(field, 'find');
      const belongsTo = directive(field, 'belongsTo');
      const morphTo = directive(field, 'morphTo');
      const embedded = directive(field, 'embedded');
      const hasMany = directive(field, 'hasMany');
      const mutationKind = ['create', 'update', 'destroy', 'archive', 'unarchive', 'restoreDeleted'].find((kind) => directive(field, kind));

      if (list) {
        const target = modelOf(list.resource);
        resolve = (_, args, ctx, info) => listRecords(ctx, target, args, info);
      } else if (find) {
        const target = modelOf(find.resource);
        resolve = async (_, args, ctx) => {
          const id = recordId(args.id, target);
          if (FOUND_THROUGH_SHOW.has(target.resource)) return upstream(() => showRecord(ctx, target, id));
          return (await upstream(() => ctx.loaders.get(target.resource).load(id))) ?? notFound();
        };
      } else if (belongsTo) {
        resolve = (row, _, ctx) => {
          const embeddedRow = row[belongsTo.relation];
          if (embeddedRow !== undefined) return embeddedRow === null ? null : mark(belongsTo.resource, embeddedRow);
          const id = row[belongsTo.key];
          return id == null ? null : upstream(() => ctx.loaders.get(belongsTo.resource).load(Number(id)));
        };
      } else if (morphTo) {
        resolve = (row, _, ctx) => {
          const resource = row[morphTo.typeField];
          const id = row[morphTo.idField];
          if (resource == null || id == null || !model.byResource.has(resource)) return null;
          return upstream(() => ctx.loaders.get(resource).load(Number(id)));
        };
      } else if (embedded) {
        const target = model.byType.get(getNamedType(field.type).name);
        resolve = async (row, _, ctx) => {
          const related: RestRecord[] = row[embedded.relation] ?? (await upstream(() => ctx.loaders.relation(row.__resource, embedded.relation).load(row.id)));
          return target ? related.map((r) => mark(target.resource, r)) : related;
        };
      } else if (hasMany) {
        const target = modelOf(hasMany.resource);
        resolve = (row, args, ctx, info) => {
          const scope: unknown[] = hasMany.typeField ? [[hasMany.typeField, '=', hasMany.morphType]] : [];
          if (args.after == null && args.page == null) return firstPageOfChildren(ctx, target, hasMany.key, scope, row.id, args, info);
          return listRecords(ctx, target, args, info, { where: [[hasMany.key, '=', row.id], ...scope] });
        };
      } else if (mutationKind) {
        const target = modelOf(directive(field, mutationKind)!.resource);
        const carrier = payloadField(schema, field, target);
        resolve = async (_, { input }, ctx) => {
          const clientMutationId = input.clientMutationId ?? null;
          try {
            if (mutationKind === 'destroy') {
              const id = recordId(input.id, target);
              await ctx.client.request('DELETE', `/${target.resource}/${id}`);
              return { deletedId: toGlobalId(target.typeName, id), userErrors: [], clientMutationId };
            }
            const [method, path, body] = WRITES[mutationKind](target, input);
            const written = await ctx.client.request<{ data: RestRecord }>(method, path, body);
            const record = await reread(ctx, target, written.data);
            return { ...(carrier ? { [carrier]: record } : {}), userErrors: [], clientMutationId };
          } catch (error) {
            return { ...(carrier ? { [carrier]: null } : {}), deletedId: null, userErrors: camelErrors(error), clientMutationId };
          }
        };
      } else if (own && field.resolve === undefined) {
        if (fieldName === 'id') resolve = (row) => toGlobalId(own.typeName, row.id);
        else if (fieldName === 'databaseId') resolve = (row) => row.id;
        else {
          const column: string = directive(field, 'field')?.name ?? directive(field, 'append')?.name ?? toSnake(fieldName);
          resolve = (row, args, ctx, info) => {
            if (column in row) return row[column];
            // Records embedded in another's answer come without appends; their label is their name.
            if (column === '_label') return LABEL_FIELDS.map((name) => row[name]).find((value) => value != null) ?? null;
            return defaultFieldResolver(row, args, ctx, info);
          };
        }
      }
      return resolve ? { ...field, resolve } : field;
    },
  });
}

/** A Node is of the type of the resource its record came from. */
export function nodeType(model: RecordModel, row: RestRecord): string | undefined {
  return (row.__typename as string | undefined) ?? model.byResource.get(row.__resource)?.typeName;
}

/** Operators and contacts share the users table; is_operator tells them apart. */
export function personType(row: RestRecord): string {
  return Number(row.is_operator) > 0 ? 'Operator' : 'Client';
}

export function loadNode(ctx: Context, model: RecordModel, globalId: string) {
  const { type, id } = fromGlobalId(globalId);
  const target = model.byType.get(type);
  if (type === 'Message') return upstream(() => ctx.loaders.get('messages').load(id)).then((row) => row && { ...row, __typename: 'Message' });
  if (!target) return null;
  return upstream(() => ctx.loaders.get(target.resource).load(id));
}
