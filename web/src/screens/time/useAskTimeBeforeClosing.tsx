import { useCallback, useState, type JSX } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { useAskTimeBeforeClosingQuery } from '../../__generated__/useAskTimeBeforeClosingQuery.graphql';
import { askBeforeClosingSetting, asksTimeBeforeClosing } from '../../lib/closingTime';
import { useViewer } from '../../relay/viewer';
import { refetchTicket } from '../tickets/live/refetchTicket';
import { TimeRegistrationDialog } from './TimeRegistrationDialog';
import { lazyOperations } from '../../relay/lazyOperation';

const CONFIG = 'app.ask_time_registration_before_closing';

const countQuery = lazyOperations(() => import('./useAskTimeBeforeClosing.query'))('countQuery');

/**
 * Closing a ticket first asks for the time spent when app.ask_time_registration_before_closing
 * says so (never, only_missing: when the ticket has no time yet, otherwise always). Saving or
 * cancelling the dialog both let the close go on.
 */
export function useAskTimeBeforeClosing(ticket: { id: string; databaseId: number }): { closeAfterTime: (close: () => void) => Promise<void>; timeDialog: JSX.Element } {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<{ close: () => void } | null>(null);
  const setting = askBeforeClosingSetting(viewer.configs[CONFIG]);

  const closeAfterTime = useCallback(
    async (close: () => void) => {
      if (setting === 'never') return close();
      let registrations = 0;
      if (setting === 'only_missing') {
        // Counted now, not from the screen, so time added elsewhere in the meantime counts.
        const data = await countQuery
          .load()
          .then((query) => fetchQuery<useAskTimeBeforeClosingQuery>(environment, query, { id: ticket.id }, { fetchPolicy: 'network-only' }).toPromise())
          .catch(() => undefined);
        registrations = data?.ticket?.timeRegistrations?.totalCount ?? 0;
      }
      if (asksTimeBeforeClosing(setting, registrations)) setPending({ close });
      else close();
    },
    [environment, setting, ticket.id],
  );

  const timeDialog = (
    <TimeRegistrationDialog
      open={pending !== null}
      prefill={{ morphableType: 'tickets', morphableId: ticket.databaseId }}
      // The ticket is open: its time panel shows the new line at once.
      onSaved={() => refetchTicket(environment, ticket.id)}
      onClose={() => {
        const next = pending;
        setPending(null);
        next?.close();
      }}
    />
  );
  return { closeAfterTime, timeDialog };
}
