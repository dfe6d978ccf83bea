import { Network, Observable, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { dataOf, executeGraphQL } from './request';
import { subscribe } from './subscriptions';

const fetchFn: FetchFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    executeGraphQL({ query: request.text ?? '', variables, operationName: request.name }, controller.signal)
      .then((result) => {
        dataOf(result);
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
