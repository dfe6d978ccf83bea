import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { useTicketShortcutsNeighbourQuery } from '../../__generated__/useTicketShortcutsNeighbourQuery.graphql';
import { useShortcut } from '../../components/useShortcut';
import { notify } from '../../components/toaster';
import { nlTicket } from '../../i18n/nl/ticket';
import { defaultOrderNeighbour, listPathsOf, neighbourPath } from '../../lib/keyboardShortcuts';
import { lazyOperations } from '../../relay/lazyOperation';

const neighbourQuery = lazyOperations(() => import('./useTicketShortcuts.query'))('neighbourQuery');

/**
 * j and k on a ticket: the next and previous ticket of the list the user came from, in the order it
 * showed; opened some other way, of the default ticket list (last updated first).
 */
export function useTicketShortcuts(databaseId: number, updatedAt: string | null | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const environment = useRelayEnvironment();

  const go = async (step: 1 | -1) => {
    // While the next ticket loads, this page still shows the last one: a key is ignored until it is there.
    if (navigation.state !== 'idle') return;
    const paths = listPathsOf(location.state);
    const fromList = paths ? neighbourPath(paths, `/tickets/${databaseId}`, step) : undefined;
    let target: string | null = fromList ?? null;
    if (fromList === undefined && updatedAt) {
      const data = await fetchQuery<useTicketShortcutsNeighbourQuery>(environment, await neighbourQuery.load(), defaultOrderNeighbour(updatedAt, step), { fetchPolicy: 'network-only' }).toPromise();
      const id = data?.tickets?.edges?.[0]?.node.databaseId;
      target = id ? `/tickets/${id}` : null;
    }
    if (target) navigate(target, { state: paths ? { listPaths: paths } : null });
    else notify('info', step === 1 ? nlTicket.noNext : nlTicket.noPrevious);
  };

  useShortcut('nextTicket', () => void go(1).catch(() => undefined));
  useShortcut('previousTicket', () => void go(-1).catch(() => undefined));
}
