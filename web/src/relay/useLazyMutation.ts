import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment, type UseMutationConfig } from 'react-relay/hooks';
import { commitMutation, type Disposable, type Environment, type MutationConfig, type MutationParameters } from 'relay-runtime';
import { operationOf, type OperationSource } from './lazyOperation';

/**
 * Commits a mutation whose operation may still have to load. A failed load is the mutation's error;
 * disposed before the operation is there, nothing is sent. `settled` is called once, however it ends.
 */
export function commitLazyMutation<TMutation extends MutationParameters>(
  environment: Environment,
  source: OperationSource,
  config: UseMutationConfig<TMutation>,
  settled: () => void,
): Disposable {
  let done = false;
  let disposed = false;
  let running: Disposable | null = null;
  const settle = () => {
    if (done) return;
    done = true;
    settled();
  };
  const { onCompleted, onError, onUnsubscribe, ...rest } = config;
  operationOf(source).then(
    (mutation) => {
      if (disposed) return;
      // The same options as Relay's useMutation passes on; its typings word the optimistic response differently.
      running = commitMutation<TMutation>(environment, {
        ...(rest as Omit<MutationConfig<TMutation>, 'mutation'>),
        mutation,
        onCompleted: (response, errors) => {
          settle();
          onCompleted?.(response, errors ? [...errors] : null);
        },
        onError: (error) => {
          settle();
          onError?.(error);
        },
        onUnsubscribe: () => {
          settle();
          onUnsubscribe?.();
        },
      });
    },
    (error: Error) => {
      if (disposed) return;
      settle();
      onError?.(error);
    },
  );
  return {
    dispose: () => {
      disposed = true;
      running?.dispose();
      settle();
    },
  };
}

/**
 * Relay's useMutation for an operation that may still have to load: the mutation is in flight from
 * the press, its loading included.
 */
export function useLazyMutation<TMutation extends MutationParameters>(source: OperationSource): [(config: UseMutationConfig<TMutation>) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = useCallback(
    (config: UseMutationConfig<TMutation>): Disposable => {
      setInFlight((count) => count + 1);
      return commitLazyMutation(environment, source, config, () => {
        if (mounted.current) setInFlight((count) => count - 1);
      });
    },
    [environment, source],
  );
  return [commit, inFlight > 0];
}
