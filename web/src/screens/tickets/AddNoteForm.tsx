import { Button, Flex, Stack } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AddNoteFormMutation } from '../../__generated__/AddNoteFormMutation.graphql';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { notify } from '../../components/toaster';
import { isEmptyDocument, serializeHtml, type RichNode } from '../../lib/richText';
import { nl } from '../../i18n/nl';
import { reportMutationFailure } from '../../relay/errors';
import { prependMessageEdge } from './messageConnections';

const mutation = graphql`
  mutation AddNoteFormMutation($input: AddTicketNoteInput!) {
    addTicketNote(input: $input) {
      messageEdge {
        cursor
        node {
          id
          isNote
          isFromClient
          sendToClient
          isPinned
          ...MessageItem_message
        }
      }
      ticket {
        id
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The note editor above the message tabs: 'Notitie opslaan' adds an internal note. */
export function AddNoteForm({ ticketId }: { ticketId: string }) {
  const [commit, isInFlight] = useMutation<AddNoteFormMutation>(mutation);
  const [editorKey, setEditorKey] = useState(0);
  const [empty, setEmpty] = useState(true);
  const value = useRef<RichNode[]>([]);

  const onChange = useCallback((next: RichNode[]) => {
    value.current = next;
    setEmpty(isEmptyDocument(next));
  }, []);

  const save = useCallback(() => {
    if (isInFlight || isEmptyDocument(value.current)) return;
    commit({
      variables: { input: { ticketId, html: serializeHtml(value.current) } },
      updater: (store) => {
        const payload = store.getRootField('addTicketNote');
        prependMessageEdge(store, ticketId, payload?.getLinkedRecord('messageEdge'));
      },
      onCompleted: (response) => {
        const { userErrors } = response.addTicketNote;
        if (userErrors.length > 0) {
          for (const error of userErrors) notify('danger', error.message);
          return;
        }
        notify('success', nl.editor.noteAdded);
        value.current = [];
        setEmpty(true);
        // A new editor instance starts empty, with a fresh undo history.
        setEditorKey((key) => key + 1);
      },
      onError: (error) => {
        reportMutationFailure(error);
      },
    });
  }, [commit, isInFlight, ticketId]);

  return (
    <Stack gap="2">
      <RichTextEditor
        key={editorKey}
        label={nl.editor.label}
        placeholder={nl.editor.placeholder}
        onChange={onChange}
        onSubmit={save}
        disabled={isInFlight}
      />
      <Flex justify="flex-end">
        <Button colorPalette="blue" onClick={save} disabled={empty || isInFlight} loading={isInFlight} loadingText={nl.editor.saveNote}>
          {nl.editor.saveNote}
        </Button>
      </Flex>
    </Stack>
  );
}
