import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { TicketFromMessageDialogMutation } from '../../../__generated__/TicketFromMessageDialogMutation.graphql';
import { AppDialog } from '../../../components/AppDialog';
import { notify } from '../../../components/toaster';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { prependMessageEdge } from '../messageConnections';

const mutation = graphql`
  mutation TicketFromMessageDialogMutation($input: CreateTicketFromMessageInput!) {
    createTicketFromMessage(input: $input) {
      ticket {
        id
        databaseId
      }
      noteEdge {
        ...messageConnections_edge
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlMessageSending;

/**
 * 'Nieuw ticket aanmaken van bericht' (core §7): a new ticket for the same company and client with
 * this message on it, and a note about it here.
 */
export function TicketFromMessageDialog({ messageId, ticketId, onClose }: { messageId: string; ticketId: string; onClose: () => void }) {
  const [commit, isInFlight] = useMutation<TicketFromMessageDialogMutation>(mutation);
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const navigate = useNavigate();
  const missing = description.trim() === '';

  const create = () => {
    setTouched(true);
    if (missing) return;
    commit({
      variables: { input: { messageId, description: description.trim() } },
      updater: (store) => prependMessageEdge(store, ticketId, store.getRootField('createTicketFromMessage')?.getLinkedRecord('noteEdge')),
      onCompleted: (response) => {
        const payload = response.createTicketFromMessage;
        if (payload.userErrors.length > 0 || !payload.ticket) {
          notify('danger', t.somethingWrong);
          return;
        }
        notify('success', t.ticketCreated);
        onClose();
        navigate(`/tickets/${payload.ticket.databaseId}`);
      },
      onError: () => notify('danger', t.somethingWrong),
    });
  };

  return (
    <AppDialog open title={t.ticketFromMessage} onClose={onClose} onSave={create} saveLabel={t.ticketFromMessageCreate} saving={isInFlight}>
      <Field.Root required invalid={touched && missing}>
        <Field.Label>
          {t.ticketFromMessageDescription}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoFocus value={description} maxLength={255} onChange={(event) => setDescription(event.target.value)} onKeyDown={(event) => event.key === 'Enter' && create()} />
        {touched && missing && <Field.ErrorText>{t.descriptionRequired}</Field.ErrorText>}
      </Field.Root>
    </AppDialog>
  );
}
