import { graphql, useFragment } from 'react-relay/hooks';
import type { PinMenuItem_message$key } from '../../../__generated__/PinMenuItem_message.graphql';
import type { PinMenuItemMutation } from '../../../__generated__/PinMenuItemMutation.graphql';
import type { MenuEntry } from '../../../components/ActionMenu';
import { notify } from '../../../components/toaster';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { reportMutationFailure } from '../../../relay/errors';
import { updatePinnedList } from '../messageConnections';
import { useLazyMutation } from '../../../relay/useLazyMutation';
import { lazyOperations } from '../../../relay/lazyOperation';

const fragment = graphql`
  fragment PinMenuItem_message on Message {
    id
    isPinned
  }
`;

const mutation = lazyOperations(() => import('./PinMenuItem.mutation'))('mutation');

/** 'Vastzetten' or 'Losmaken' for a message's menu; unpinning takes it off the pinned list. */
export function usePinMenuItem(messageKey: PinMenuItem_message$key, ticketId: string): MenuEntry & { toggle: () => void } {
  const message = useFragment(fragment, messageKey);
  const [commit, isInFlight] = useLazyMutation<PinMenuItemMutation>(mutation);
  const pinned = !message.isPinned;
  const toggle = () =>
    commit({
      variables: { input: { messageId: message.id, isPinned: pinned } },
      updater: (store) => {
        if (store.getRootField('setMessagePinned')?.getLinkedRecord('message')) updatePinnedList(store, ticketId, message.id, pinned);
      },
      onCompleted: (response) => response.setMessagePinned.userErrors.forEach((error) => notify('danger', error.message)),
      onError: reportMutationFailure,
    });
  return { value: pinned ? 'pin' : 'unpin', label: pinned ? nlMessageSending.pin : nlMessageSending.unpin, disabled: isInFlight, toggle };
}
