import { createGraphQLError } from 'graphql-yoga';
import type { Builder, Paginated, RestClient, RestRecord } from '../upstream/client.ts';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
}

export interface Slice {
  offset: number;
  limit: number;
}

const MAX_FIRST = 100;

export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw createGraphQLError(`Ongeldige cursor: ${cursor}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

/** Which rows a connection asks for: `page` (numbered pages) or `after` (scrolling). */
export function sliceOf(args: ConnectionArgs, defaultFirst: number): Slice {
  const limit = args.first ?? defaultFirst;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FIRST) {
    throw createGraphQLError(`first moet tussen 1 en ${MAX_FIRST} liggen.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (args.page != null) {
    if (args.after != null) {
      throw createGraphQLError('Gebruik page of after, niet allebei.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    if (!Number.isInteger(args.page) || args.page < 1) {
      throw createGraphQLError('page moet 1 of hoger zijn.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return { offset: (args.page - 1) * limit, limit };
  }
  return { offset: args.after ? decodeCursor(args.after) + 1 : 0, limit };
}

/**
 * The REST service pages by number; an offset that is not on a page boundary of the
 * requested size is served from the two pages that cover it.
 */
export async function fetchSlice(
  client: RestClient,
  resource: string,
  builder: Builder,
  slice: Slice,
  search?: string,
): Promise<{ rows: RestRecord[]; total: number }> {
  const { offset, limit } = slice;
  const firstPage = Math.floor(offset / limit) + 1;
  const fetchPage = (page: number): Promise<Paginated<RestRecord>> =>
    client.list(resource, { ...builder, paginate: limit }, { page, s: search });
  const first = await fetchPage(firstPage);
  const skip = offset - (firstPage - 1) * limit;
  let rows = first.data.slice(skip);
  if (skip > 0 && firstPage < first.last_page) rows = rows.concat((await fetchPage(firstPage + 1)).data);
  return { rows: rows.slice(0, limit), total: first.total };
}

export function toConnection<T>(rows: T[], total: number, slice: Slice) {
  const edges = rows.map((node, index) => ({ cursor: encodeCursor(slice.offset + index), node }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: slice.offset + rows.length < total,
      hasPreviousPage: slice.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
