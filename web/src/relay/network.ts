import { Network, Observable, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { needsTokenRefresh } from '../lib/graphqlErrors';
import { GraphQLResponseError, reportErrors } from './errors';
import { postGraphQL, type GraphQLRequestBody, type GraphQLResult } from './http';
import { refreshSession } from './session';
import { subscribe } from './subscriptions';
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

const fetchFn: FetchFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    executeGraphQL({ query: request.text ?? '', variables, operationName: request.name }, controller.signal)
      .then((result) => {
        const reported = reportErrors(result.errors) > 0;
        if (result.data == null) {
          sink.error(new GraphQLResponseError(result.errors ?? [], reported));
          return;
        }
        sink.next(result as GraphQLResponse);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  });

export const network = Network.create(fetchFn, subscribe);
