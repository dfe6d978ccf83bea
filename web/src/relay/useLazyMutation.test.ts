import { describe, expect, it, vi } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import mutation, { type TicketQuickFieldsMutation } from '../__generated__/TicketQuickFieldsMutation.graphql';
import { lazyOperation } from './lazyOperation';
import { commitLazyMutation } from './useLazyMutation';

const response: GraphQLResponse = {
  data: {
    updateTicket: {
      ticket: { id: 'VGlja2V0OjE=', statusId: 2, priorityId: 1, updatedAt: '2026-12-06T10:00:00Z', statusChangedAt: null, slaStatus: null, resolvedAt: null, status: null, priority: null, operator: null },
      userErrors: [],
    },
  },
};

/** An environment whose network answers every request with `answer`, recording what was sent. */
function environment(answer: () => Promise<GraphQLResponse>) {
  const sent: string[] = [];
  const network = Network.create((request) => {
    sent.push(request.name);
    return Observable.from(answer());
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), sent };
}

const variables = { input: { id: 'VGlja2V0OjE=', statusId: 2 } };

describe('a mutation whose operation loads on the press', () => {
  it('loads the operation, sends it and settles once with the response', async () => {
    const { environment: env, sent } = environment(() => Promise.resolve(response));
    const load = vi.fn(() => Promise.resolve(mutation));
    const settled = vi.fn();
    const completed = await new Promise<TicketQuickFieldsMutation['response']>((resolve, reject) => {
      commitLazyMutation<TicketQuickFieldsMutation>(env, lazyOperation(load), { variables, onCompleted: resolve, onError: reject }, settled);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['TicketQuickFieldsMutation']);
    expect(completed.updateTicket.ticket?.statusId).toBe(2);
    expect(settled).toHaveBeenCalledTimes(1);
    // The store has the answer, as with an operation at hand.
    expect(env.getStore().getSource().get('VGlja2V0OjE=')?.statusId).toBe(2);
  });

  it('a failed load is the mutation error, and nothing is sent', async () => {
    const { environment: env, sent } = environment(() => Promise.resolve(response));
    const settled = vi.fn();
    const error = await new Promise<Error>((resolve) => {
      commitLazyMutation<TicketQuickFieldsMutation>(env, lazyOperation(() => Promise.reject(new Error('offline'))), { variables, onError: resolve }, settled);
    });
    expect(error.message).toBe('offline');
    expect(sent).toEqual([]);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('disposed before the operation arrives, nothing is sent and it settles at once', async () => {
    const { environment: env, sent } = environment(() => Promise.resolve(response));
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const settled = vi.fn();
    const onCompleted = vi.fn();
    const commit = commitLazyMutation<TicketQuickFieldsMutation>(env, lazyOperation(() => loaded.then(() => mutation)), { variables, onCompleted }, settled);
    commit.dispose();
    expect(settled).toHaveBeenCalledTimes(1);
    arrive();
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
