import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { needsTokenRefresh } from '../lib/graphqlErrors';
import { GraphQLResponseError, reportErrors } from './errors';
import { postGraphQL, type GraphQLRequestBody, type GraphQLResult } from './http';
import { refreshSession } from './session';
import { getToken } from './token';

/** Sends the request with the stored token; on UNAUTHENTICATED refreshes once and retries once. */
export async function executeGraphQL(body: GraphQLRequestBody, signal?: AbortSignal): Promise<GraphQLResult> {
  const sentToken = getToken();
  let { status, result } = await postGraphQL(body, sentToken, signal);
  if (sentToken && needsTokenRefresh(status, result.errors)) {
    const current = getToken();
    // Another request may have refreshed the token while this one was under way.
    const token = current && current !== sentToken ? current : await refreshSession();
    if (token) ({ status, result } = await postGraphQL(body, token, signal));
  }
  return result;
}

/** The data of an answer, after toasting its errors as spec §8 wants; an answer without data throws. */
export function dataOf(result: GraphQLResult): Record<string, unknown> {
  const reported = reportErrors(result.errors) > 0;
  if (result.data == null) throw new GraphQLResponseError(result.errors ?? [], reported);
  return result.data;
}

/**
 * Runs a generated operation without Relay's store, as Relay's network would send it: for the
 * login and the route guards, which run before Relay is loaded.
 */
export async function requestGraphQL<T extends OperationType>(operation: ConcreteRequest, variables: T['variables']): Promise<T['response']> {
  return dataOf(await sendOperation(operation, variables)) as T['response'];
}

/** Sends a generated operation and hands back its answer unread: nothing is reported until it is used. */
export function sendOperation(operation: ConcreteRequest, variables: Record<string, unknown>): Promise<GraphQLResult> {
  const { text, name } = operation.params;
  return executeGraphQL({ query: text ?? '', variables, operationName: name });
}
