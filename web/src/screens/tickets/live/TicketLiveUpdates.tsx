import { useEffect, useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/toaster';
import { debounced, refetchesTicket, removesTicket } from '../../../lib/liveChanges';
import { nlNotifications } from '../../../i18n/nl/notifications';
import { onReconnect } from '../../../relay/subscriptions';
import { refetchTicket } from './refetchTicket';
import { useTicketChanged } from './useTicketChanged';

/** A burst of changes (a merge, a group action) is read once. */
const REFETCH_DEBOUNCE_MS = 250;

/**
 * Keeps an open ticket screen current: when the ticket or its products, tasks or time change
 * in another browser, the screen's query is read again (status, operator and the rest follow).
 */
export function TicketLiveUpdates({ ticketId }: { ticketId: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const refetch = useMemo(
    () =>
      debounced(() => refetchTicket(environment, ticketId), REFETCH_DEBOUNCE_MS),
    [environment, ticketId],
  );
  useEffect(() => () => refetch.cancel(), [refetch]);
  // Changes missed while the live connection was down.
  useEffect(() => onReconnect(refetch.call), [refetch]);

  useTicketChanged(ticketId, (change) => {
    if (removesTicket(change)) {
      notify('info', nlNotifications.ticketDeleted);
      navigate('/tickets', { replace: true });
      return;
    }
    if (refetchesTicket(change)) refetch.call();
  });
  return null;
}
