import { Button, Flex, Group, IconButton, Stack, Text } from '@chakra-ui/react';
import { ActionMenu } from '../../../components/ActionMenu';
import { useCallback, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MessageComposer_ticket$key } from '../../../__generated__/MessageComposer_ticket.graphql';
import type { MessageComposerMutation, MessageAction } from '../../../__generated__/MessageComposerMutation.graphql';
import { RichTextEditor, type RichTextHandle } from '../../../components/editor/RichTextEditor';
import { ChevronDownIcon } from '../../../components/icons';
import { notify } from '../../../components/toaster';
import { useShortcut } from '../../../components/useShortcut';
import { interpolate } from '../../../lib/interpolate';
import { mergeValues, replaceMergeTags } from '../../../lib/mergeTags';
import { canSendTo, defaultRecipient, parseTimeEntry, recipientProblem, splitRecipients, timeEntryProblem } from '../../../lib/messageRules';
import { htmlToRichNodes, isEmptyDocument, serializeHtml, type RichNode } from '../../../lib/richText';
import { nlEditor } from '../../../i18n/nl/editor';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { useAskTimeBeforeClosing } from '../../time/useAskTimeBeforeClosing';
import { prependMessageEdge } from '../messageConnections';
import { AttachmentButtons, AttachmentList, type UploadedAttachment } from './AttachmentControls';
import { RecipientInput } from './RecipientInput';
import { TemplatePickerButton } from './TemplatePickerButton';
import { TimeEntryRow, type TimeEntry } from './TimeEntryRow';
import { useMessageDraft, type MessageDraft } from './useMessageDraft';
import { useLazyMutation } from '../../../relay/useLazyMutation';
import { lazyOperations } from '../../../relay/lazyOperation';

const fragment = graphql`
  fragment MessageComposer_ticket on Ticket {
    id
    databaseId
    reference
    description
    isTemplate
    originalEmailFrom
    cc
    unfinishedTasksCount
    taskTotal: tasks(first: 1) {
      totalCount
    }
    company {
      databaseId
      name
      debtorCode
      clients {
        fullName
        email
      }
    }
    client {
      fullName
      firstName
      lastName
      email
    }
  }
`;

const mutation = lazyOperations(() => import('./MessageComposer.mutation'))('mutation');

const t = nlMessageSending;

/**
 * The editor above the message tabs (core §2): To, optional CC and BCC, quick replies, files and
 * images, the time-entry row, 'Notitie opslaan' and, where the client can be mailed, 'Verzenden'
 * with its variants. What is typed is kept as a draft per user and ticket.
 */
export function MessageComposer({ ticket: ticketKey }: { ticket: MessageComposer_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  const viewer = useViewer();
  const [commit, isInFlight] = useLazyMutation<MessageComposerMutation>(mutation);
  const editor = useRef<RichTextHandle>(null);

  const target = { isTemplate: Boolean(ticket.isTemplate), clientEmail: ticket.client?.email, originalEmailFrom: ticket.originalEmailFrom };
  const sendable = canSendTo(target);
  const blank = useMemo<MessageDraft>(
    () => ({ nodes: [], to: sendable ? [defaultRecipient(target)].filter((address): address is string => Boolean(address)) : [], cc: splitRecipients(ticket.cc ?? ''), bcc: [], attachments: [], time: { text: '', activityId: null, description: '' } }),
    [sendable, ticket.client?.email, ticket.originalEmailFrom, ticket.cc],
  );
  const { draft, update, clear, restored } = useMessageDraft(viewer.databaseId, 'tickets', ticket.databaseId, blank);
  const [editorKey, setEditorKey] = useState(0);
  const [showCc, setShowCc] = useState(draft.cc.length > 0);
  const [showBcc, setShowBcc] = useState(draft.bcc.length > 0);
  const [uploading, setUploading] = useState(false);
  const nodes = useRef<RichNode[]>(draft.nodes);
  const [empty, setEmpty] = useState(isEmptyDocument(draft.nodes));

  const onChange = useCallback(
    (next: RichNode[]) => {
      nodes.current = next;
      setEmpty(isEmptyDocument(next));
      update({ nodes: next });
    },
    [update],
  );

  const operator = (viewer.lists.operators ?? []).find((entry) => entry.id === viewer.databaseId);
  const insertTemplate = (body: string) => {
    const values = mergeValues({
      operator: { fullName: viewer.fullName, firstName: operator?.first_name as string | undefined, lastName: operator?.last_name as string | undefined },
      ownCompanyName: viewer.configs['app.company_name'] as string | undefined,
      ticket: { reference: ticket.reference, description: ticket.description, company: ticket.company, client: ticket.client },
    });
    editor.current?.insertNodes(htmlToRichNodes(replaceMergeTags(body, values, 'create')));
  };

  const doneTasks = (ticket.taskTotal?.totalCount ?? 0) - (ticket.unfinishedTasksCount ?? 0);
  const totalTasks = ticket.taskTotal?.totalCount ?? 0;
  const tasksOpen = (ticket.unfinishedTasksCount ?? 0) > 0;
  const closeWithoutNotification = String(viewer.configs['notifications.client_ticket_closed'] ?? '') === '1';
  const minutes = parseTimeEntry(draft.time.text);

  const save = (action: MessageAction) => {
    if (isInFlight || uploading || isEmptyDocument(nodes.current)) return;
    const sending = action !== 'NOTE';
    const problem =
      (minutes === null ? t.timeInvalid : null) ??
      (sending ? recipientProblem(draft) : null) ??
      timeEntryProblem(minutes ?? 0, draft.time.activityId, draft.time.description);
    if (problem) {
      notify('danger', problem);
      return;
    }
    commit({
      variables: {
        input: {
          ticketId: ticket.id,
          html: serializeHtml(nodes.current),
          action,
          to: sending ? draft.to : [],
          cc: sending ? draft.cc : [],
          bcc: sending ? draft.bcc : [],
          attachmentIds: draft.attachments.map((attachment) => attachment.id),
          timeSpent: minutes ?? 0,
          activityId: minutes ? draft.time.activityId : null,
          description: minutes ? draft.time.description : null,
        },
      },
      updater: (store) => {
        const payload = store.getRootField('sendTicketMessage');
        prependMessageEdge(store, ticket.id, payload?.getLinkedRecord('messageEdge'));
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
        clear();
        nodes.current = [];
        setEmpty(true);
        setShowCc(false);
        setShowBcc(false);
        setEditorKey((key) => key + 1);
      },
      onError: reportMutationFailure,
    });
  };

  const { closeAfterTime, timeDialog } = useAskTimeBeforeClosing(ticket);
  // Time typed in the message is booked with it, so only a close without it asks for time first.
  const choose = (action: MessageAction) =>
    (action === 'SEND_CLOSE' || action === 'SEND_CLOSE_NO_NOTIFICATION') && !minutes ? void closeAfterTime(() => save(action)) : save(action);

  const busy = isInFlight || uploading;
  const contacts = useMemo(
    () => (ticket.company?.clients ?? []).map((client) => ({ name: client.fullName ?? client.email ?? '', email: client.email ?? '' })),
    [ticket.company?.clients],
  );
  // 'r' and 'i': the same editor answers ('Verzenden') and takes notes ('Notitie opslaan', Ctrl+Enter).
  useShortcut('answer', () => editor.current?.focus());
  useShortcut('note', () => editor.current?.focus());
  const setTime = (time: TimeEntry) => update({ time });
  const setAttachments = (attachments: UploadedAttachment[]) => update({ attachments });

  return (
    <Stack gap="2" data-testid="message-composer">
      {sendable && (
        <Stack gap="1">
          <RecipientInput label={t.to} value={draft.to} onChange={(to) => update({ to })} disabled={busy} testId="recipients-to" contacts={contacts} elsewhere={[...draft.cc, ...draft.bcc]} />
          {showCc && <RecipientInput label={t.cc} value={draft.cc} onChange={(cc) => update({ cc })} disabled={busy} testId="recipients-cc" contacts={contacts} elsewhere={[...draft.to, ...draft.bcc]} />}
          {showBcc && <RecipientInput label={t.bcc} value={draft.bcc} onChange={(bcc) => update({ bcc })} disabled={busy} testId="recipients-bcc" contacts={contacts} elsewhere={[...draft.to, ...draft.cc]} />}
          {(!showCc || !showBcc) && (
            <Flex gap="1" ps="12">
              {!showCc && (
                <Button size="2xs" variant="plain" color="blue.600" onClick={() => setShowCc(true)}>
                  {t.showCc}
                </Button>
              )}
              {!showBcc && (
                <Button size="2xs" variant="plain" color="blue.600" onClick={() => setShowBcc(true)}>
                  {t.showBcc}
                </Button>
              )}
            </Flex>
          )}
        </Stack>
      )}
      <RichTextEditor
        key={`${editorKey}-${restored}`}
        label={t.editorLabel}
        placeholder={sendable ? t.placeholder : nlEditor.placeholder}
        initialValue={draft.nodes}
        onChange={onChange}
        onSubmit={() => save('NOTE')}
        disabled={isInFlight}
        handleRef={editor}
        toolbarExtra={
          <Flex ms="auto" gap="1" wrap="wrap" justify="flex-end">
            <TemplatePickerButton companyId={ticket.company?.databaseId ?? null} onPick={insertTemplate} disabled={busy} />
            <AttachmentButtons
              ticketDatabaseId={ticket.databaseId}
              attachments={draft.attachments}
              onChange={setAttachments}
              onImage={(url, alt) => editor.current?.insertNodes([{ type: 'image', url, alt, children: [{ text: '' }] }])}
              onBusy={setUploading}
              disabled={busy}
            />
          </Flex>
        }
      />
      <AttachmentList attachments={draft.attachments} onChange={setAttachments} disabled={busy} />
      <TimeEntryRow value={draft.time} onChange={setTime} disabled={busy} />
      <Flex justify="flex-end" gap="2" wrap="wrap">
        <Button variant="outline" colorPalette="blue" onClick={() => save('NOTE')} disabled={empty || busy} loading={isInFlight} data-testid="save-note">
          {t.saveNote}
        </Button>
        {sendable && (
          <Group attached>
            <Button colorPalette="blue" onClick={() => save('SEND')} disabled={empty || busy} loading={isInFlight} data-testid="send-message">
              {t.send}
            </Button>
            <ActionMenu
              entries={[
                { value: 'SEND', label: t.send },
                {
                  value: 'SEND_CLOSE',
                  disabled: tasksOpen,
                  label: (
                    <Stack gap="0">
                      <Text>{t.sendClose}</Text>
                      {tasksOpen && (
                        <Text fontSize="xs" color="fg.muted">
                          {interpolate(t.tasksOpen, { done: doneTasks, total: totalTasks })}
                        </Text>
                      )}
                    </Stack>
                  ),
                },
                ...(closeWithoutNotification ? [{ value: 'SEND_CLOSE_NO_NOTIFICATION', label: t.sendCloseNoNotification, disabled: tasksOpen }] : []),
              ]}
              onSelect={(value) => choose(value as MessageAction)}
              placement="bottom-end"
              trigger={(handlers) => (
                <IconButton colorPalette="blue" aria-label={t.moreActions} disabled={empty || busy} borderStartWidth="1px" borderColor="blue.700" data-testid="send-variants" {...handlers}>
                  <ChevronDownIcon />
                </IconButton>
              )}
            />
          </Group>
        )}
      </Flex>
      {timeDialog}
    </Stack>
  );
}
