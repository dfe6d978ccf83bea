import { useCallback, useEffect, useState, useSyncExternalStore, useTransition } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import type { useWidgetLiveSubscription } from '../../__generated__/useWidgetLiveSubscription.graphql';
import { shouldPoll, WALL_RELOAD_MS, WIDGET_POLL_MS, type SocketState } from '../../lib/cockpitLive';
import { retryDelay } from '../../lib/session';
import { onReconnect, onSocketStateChange, socketState } from '../../relay/subscriptions';

const subscription = graphql`
  subscription useWidgetLiveSubscription($widgetIds: [ID!]!) {
    cockpitWidgetChanged(widgetIds: $widgetIds) {
      widget {
        id
      }
      count
    }
  }
`;

/** The latest change the server reported for a widget: its new count; `seq` tells changes apart. */
export interface WidgetEvent {
  count: number;
  seq: number;
}

export interface WidgetLive {
  /** Per widget id, the last change heard (only for the widgets on screen). */
  events: ReadonlyMap<string, WidgetEvent>;
  /** Goes up when every widget should read again: after a reconnect, a poll, or 'Verversen'. */
  reloadKey: number;
  socket: SocketState;
  reload: () => void;
}

/**
 * Keeps the widgets on screen current: one cockpitWidgetChanged subscription for all of them;
 * after a reconnect everything is read again (changes may have been missed), and only while the
 * live connection is down the widgets are polled every 15 s.
 */
export function useWidgetLive(widgetIds: readonly string[], wall: boolean): WidgetLive {
  const environment = useRelayEnvironment();
  const [events, setEvents] = useState<ReadonlyMap<string, WidgetEvent>>(() => new Map());
  const [reloadKey, setReloadKey] = useState(0);
  // Reloads keep the widgets on screen until the new rows are there.
  const [, startTransition] = useTransition();
  const socket = useSyncExternalStore(onSocketStateChange, socketState);
  const reload = useCallback(() => startTransition(() => setReloadKey((key) => key + 1)), []);
  const idsKey = widgetIds.join(',');

  useEffect(() => {
    const ids = idsKey ? idsKey.split(',') : [];
    setEvents(new Map());
    if (ids.length === 0) return undefined;
    let seq = 0;
    let attempt = 0;
    let stopped = false;
    let current: Disposable | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A subscription the server ended or refused is asked again, with backoff, and what
    // happened in between is read again.
    const again = () => {
      if (stopped) return;
      retry = setTimeout(() => {
        reload();
        start();
      }, retryDelay(attempt++));
    };
    const start = () => {
      current = requestSubscription<useWidgetLiveSubscription>(environment, {
        subscription,
        variables: { widgetIds: ids },
        onNext: (response) => {
          attempt = 0;
          const change = response?.cockpitWidgetChanged;
          if (!change) return;
          seq += 1;
          const event = { count: change.count, seq };
          startTransition(() => setEvents((previous) => new Map(previous).set(change.widget.id, event)));
        },
        onError: again,
        onCompleted: again,
      });
    };
    start();
    return () => {
      stopped = true;
      if (retry !== undefined) clearTimeout(retry);
      current?.dispose();
    };
  }, [environment, idsKey, reload]);

  useEffect(() => onReconnect(reload), [reload]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (shouldPoll({ socket: socketState(), focused: document.hasFocus(), visible: document.visibilityState === 'visible', wall })) reload();
    }, WIDGET_POLL_MS);
    return () => clearInterval(timer);
  }, [wall, reload]);

  useEffect(() => {
    if (!wall) return undefined;
    const timer = setInterval(reload, WALL_RELOAD_MS);
    return () => clearInterval(timer);
  }, [wall, reload]);

  return { events, reloadKey, socket, reload };
}
