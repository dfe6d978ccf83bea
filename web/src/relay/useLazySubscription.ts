import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription, type Disposable, type GraphQLSubscriptionConfig, type OperationType } from 'relay-runtime';
import { operationOf, type OperationSource } from './lazyOperation';

/** What a subscription asks besides its operation: variables, updater, onNext, onError. */
export type LiveConfig<TSubscription extends OperationType> = Omit<GraphQLSubscriptionConfig<TSubscription>, 'subscription'>;

/**
 * Relay's useSubscription for an operation that may still have to load. A live update follows the
 * screen, as the socket it comes over does: neither is in the screen's first download.
 */
export function useLazySubscription<TSubscription extends OperationType>(source: OperationSource, config: LiveConfig<TSubscription>): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let running: Disposable | null = null;
    let disposed = false;
    operationOf(source).then(
      (subscription) => {
        if (!disposed) running = requestSubscription<TSubscription>(environment, { ...config, subscription });
      },
      (error: Error) => {
        if (!disposed) config.onError?.(error);
      },
    );
    return () => {
      disposed = true;
      running?.dispose();
    };
  }, [environment, source, config]);
}
