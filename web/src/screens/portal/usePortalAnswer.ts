import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { usePortalAnswerMutation } from '../../__generated__/usePortalAnswerMutation.graphql';
import { uploadFile } from '../../relay/files';
import { textToHtml } from './portalText';

const mutation = graphql`
  mutation usePortalAnswerMutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      message {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Uploaded {
  data: { id: number };
}

/** Sends the contact's text with files as a message on a ticket: the files are uploaded to the ticket first. */
export function usePortalAnswer(): { send: (ticketId: string, ticketDatabaseId: number, text: string, files: readonly File[]) => Promise<string[]>; busy: boolean } {
  const [commit] = useMutation<usePortalAnswerMutation>(mutation);
  const [busy, setBusy] = useState(false);
  const send = async (ticketId: string, ticketDatabaseId: number, text: string, files: readonly File[]) => {
    setBusy(true);
    try {
      const attachmentIds: number[] = [];
      for (const file of files) {
        const uploaded = await uploadFile<Uploaded>('/uploads/attachments', file, { morphable_type: 'tickets', morphable_id: String(ticketDatabaseId), is_embedded: '0' });
        attachmentIds.push(uploaded.data.id);
      }
      return await new Promise<string[]>((resolve, reject) =>
        commit({
          variables: { input: { ticketId, html: textToHtml(text), action: 'NOTE', attachmentIds } },
          onCompleted: (response) => resolve(response.sendTicketMessage.userErrors.map((error) => error.message)),
          onError: reject,
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
