import { use } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';

/** An operation whose generated artifact loads when first asked for. */
export interface LazyOperation {
  readonly load: () => Promise<GraphQLTaggedNode>;
}

/** An operation at hand, or one still to load. */
export type OperationSource = GraphQLTaggedNode | LazyOperation;

function isLazy(source: OperationSource): source is LazyOperation {
  return typeof source === 'object' && 'load' in source;
}

/** One download for every caller; a failed one is tried again by the next. */
export function lazyOperation(load: () => Promise<GraphQLTaggedNode>): LazyOperation {
  let loading: Promise<GraphQLTaggedNode> | null = null;
  return {
    load: () => {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

/**
 * The operations of a module loaded on the first ask for any of them: what a screen only needs on a
 * press or later (a save, a live update) stays out of its first download.
 */
export function lazyOperations<TModule extends Record<string, unknown>>(load: () => Promise<TModule>) {
  return (name: keyof TModule & string): LazyOperation => lazyOperation(() => load().then((module) => module[name] as GraphQLTaggedNode));
}

/** The operation itself, once loaded. */
export function operationOf(source: OperationSource): Promise<GraphQLTaggedNode> {
  return isLazy(source) ? source.load() : Promise.resolve(source);
}

/** The operation in a component: suspends while it loads. */
export function useOperation(source: OperationSource): GraphQLTaggedNode {
  return isLazy(source) ? use(source.load()) : source;
}
