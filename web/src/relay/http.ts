import type { GraphQLErrorLike } from '../lib/graphqlErrors';
import { bearer } from '../lib/session';

/** The one address the browser talks to; the BFF serves it on the page's own origin. */
export const GRAPHQL_PATH = '/graphql';

export interface GraphQLRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorLike[];
  extensions?: Record<string, unknown>;
}

/** The server could not be reached or did not answer with GraphQL. */
export class ServerUnreachableError extends Error {
  constructor(readonly status?: number) {
    super(status ? `GraphQL endpoint answered HTTP ${status}` : 'GraphQL endpoint unreachable');
    this.name = 'ServerUnreachableError';
  }
}

/** One POST to /graphql. Throws ServerUnreachableError when no GraphQL answer came back. */
export async function postGraphQL(
  body: GraphQLRequestBody,
  token: string | null,
  signal?: AbortSignal,
): Promise<{ status: number; result: GraphQLResult }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers.Authorization = bearer(token);

  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify(body), signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ServerUnreachableError();
  }

  let result: GraphQLResult | null = null;
  try {
    result = (await response.json()) as GraphQLResult;
  } catch {
    result = null;
  }
  if (response.status === 401 && !result?.errors) {
    result = { errors: [{ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } }] };
  }
  if (!result || (result.data === undefined && !result.errors)) throw new ServerUnreachableError(response.status);
  return { status: response.status, result };
}
