import { Button, Card, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../components/BusySpinner';
import { useCallback, useRef, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import type { DealConversation_deal$key } from '../../__generated__/DealConversation_deal.graphql';
import type { DealConversationPaginationQuery } from '../../__generated__/DealConversationPaginationQuery.graphql';
import type { DealConversationSendMutation, MessageAction } from '../../__generated__/DealConversationSendMutation.graphql';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { notify } from '../../components/toaster';
import { recipientProblem, splitRecipients } from '../../lib/messageRules';
import { isEmptyDocument, serializeHtml, type RichNode } from '../../lib/richText';
import { nlEditor } from '../../i18n/nl/editor';
import { nlMessageSending } from '../../i18n/nl/messageSending';
import { nlMessages } from '../../i18n/nl/messages';
import { reportMutationFailure } from '../../relay/errors';
import { MessageItem } from '../tickets/MessageItem';
import { prependMessageEdge } from '../tickets/messageConnections';
import { MESSAGES_PAGE_SIZE } from '../tickets/MessagesPanel';
import { RecipientInput } from '../tickets/messages/RecipientInput';

const fragment = graphql`
  fragment DealConversation_deal on Deal
  @refetchable(queryName: "DealConversationPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, kind: { type: "MessageKind", defaultValue: ALL }) {
    id
    cc
    messageThreadMessagesCount
    client {
      email
    }
    messageThread {
      id
      statusLabel
      messages(first: $count, after: $cursor, kind: $kind) @connection(key: "MessagesPanel_messages", filters: ["kind"]) {
        edges {
          node {
            id
            ...MessageItem_message
          }
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation DealConversationSendMutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      isSent
      sendError
      messageEdge {
        ...messageConnections_edge
      }
      messageThread {
        id
        statusLabel
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
 * The deal's Berichten tab: its conversation with the customer, written like a ticket's (a note, or
 * a message mailed to the deal's contact), with the ticket conversation's message items.
 */
export function DealConversation({ deal: dealKey }: { deal: DealConversation_deal$key }) {
  const { data: deal, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DealConversationPaginationQuery, DealConversation_deal$key>(fragment, dealKey);
  const [commit, isInFlight] = useMutation<DealConversationSendMutation>(mutation);
  const clientEmail = deal.client?.email ?? null;
  const blankRecipients = useCallback(() => (clientEmail ? [clientEmail] : []), [clientEmail]);
  const [to, setTo] = useState<string[]>(blankRecipients);
  const [editorKey, setEditorKey] = useState(0);
  const nodes = useRef<RichNode[]>([]);
  const [empty, setEmpty] = useState(true);
  const thread = deal.messageThread;
  const edges = thread?.messages.edges ?? [];

  const save = (action: MessageAction) => {
    if (isInFlight || isEmptyDocument(nodes.current)) return;
    const sending = action === 'SEND';
    const problem = sending ? recipientProblem({ to, cc: [], bcc: [] }) : null;
    if (problem) {
      notify('danger', problem);
      return;
    }
    commit({
      variables: { input: { dealId: deal.id, html: serializeHtml(nodes.current), action, to: sending ? to : [], cc: sending ? splitRecipients(deal.cc ?? '') : [] } },
      updater: (store) => {
        const payload = store.getRootField('sendTicketMessage');
        const threadId = payload?.getLinkedRecord('messageThread')?.getDataID();
        if (threadId) prependMessageEdge(store, threadId, payload?.getLinkedRecord('messageEdge'));
        const record = store.get(deal.id);
        const count = record?.getValue('messageThreadMessagesCount');
        if (record && payload?.getLinkedRecord('messageEdge')) record.setValue((typeof count === 'number' ? count : 0) + 1, 'messageThreadMessagesCount');
      },
      onCompleted: (response) => {
        const payload = response.sendTicketMessage;
        if (payload.userErrors.length > 0) {
          for (const error of payload.userErrors) notify('danger', error.message);
          return;
        }
        if (!sending) notify('success', t.noteAdded);
        else if (payload.isSent) notify('success', t.sent);
        else notify('warning', payload.sendError ? `${t.notSent} ${payload.sendError}` : t.notSent);
        nodes.current = [];
        setEmpty(true);
        setTo(blankRecipients());
        setEditorKey((key) => key + 1);
      },
      onError: reportMutationFailure,
    });
  };

  const onChange = useCallback((next: RichNode[]) => {
    nodes.current = next;
    setEmpty(isEmptyDocument(next));
  }, []);

  return (
    <Card.Root size="sm">
      <Card.Body gap="4">
        <Stack gap="2" data-testid="message-composer">
          {clientEmail && <RecipientInput label={t.to} value={to} onChange={setTo} disabled={isInFlight} testId="recipients-to" />}
          <RichTextEditor
            key={editorKey}
            label={t.editorLabel}
            placeholder={clientEmail ? t.placeholder : nlEditor.placeholder}
            initialValue={[]}
            onChange={onChange}
            onSubmit={() => save('NOTE')}
            disabled={isInFlight}
          />
          <Flex justify="flex-end" gap="2">
            <Button variant="outline" colorPalette="blue" onClick={() => save('NOTE')} disabled={empty || isInFlight} loading={isInFlight} data-testid="save-note">
              {t.saveNote}
            </Button>
            {clientEmail && (
              <Button colorPalette="blue" onClick={() => save('SEND')} disabled={empty || isInFlight} loading={isInFlight} data-testid="send-message">
                {t.send}
              </Button>
            )}
          </Flex>
        </Stack>
        <Stack gap="3" data-testid="messages-list">
          {edges.length === 0 ? (
            <Text color="fg.muted" py="6" textAlign="center" data-testid="messages-empty">
              {nlMessages.empty.ALL}
            </Text>
          ) : (
            edges.map((edge) => <MessageItem key={edge.node.id} message={edge.node} ownerId={thread!.id} highlighted={false} />)
          )}
        </Stack>
        {hasNext && (
          <Center>
            {isLoadingNext ? (
              <BusySpinner size="sm" label={nlMessages.loadingMore} />
            ) : (
              <Button size="sm" variant="ghost" onClick={() => loadNext(MESSAGES_PAGE_SIZE)}>
                {nlMessages.loadingMore}
              </Button>
            )}
          </Center>
        )}
      </Card.Body>
    </Card.Root>
  );
}
