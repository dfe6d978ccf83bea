import { Button, CloseButton, DataList, Dialog, Field, Flex, Portal, Stack, Tag, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { QuoteSendDialogQuery } from '../../__generated__/QuoteSendDialogQuery.graphql';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { PageSpinner } from '../../components/PageSpinner';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { useIsMobile } from '../../components/useIsMobile';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlMessageSending } from '../../i18n/nl/messageSending';
import { nlQuote } from '../../i18n/nl/quote';
import { formatBytes } from '../../lib/bytes';
import { interpolate } from '../../lib/interpolate';
import { pickFiles } from '../../lib/messageRules';
import { htmlToRichNodes, isEmptyDocument, serializeHtml, type RichNode } from '../../lib/richText';
import { reportMutationFailure } from '../../relay/errors';
import { FileTransferError, uploadFiles } from '../../relay/files';

const query = graphql`
  query QuoteSendDialogQuery($id: ID!) {
    quote(id: $id) {
      id
      databaseId
      reference
      sendMessage
      deal {
        client {
          fullName
          email
        }
      }
    }
  }
`;

// After a multipart send, so lists and screens that show the quote see it sent.
const sentQuery = graphql`
  query QuoteSendDialogSentQuery($id: ID!) {
    quote(id: $id) {
      id
      statusId
      statusLabel
      sentAt
      updatedAt
    }
  }
`;

const sendMutation = graphql`
  mutation QuoteSendDialogMutation($input: SendQuoteInput!) {
    result: sendQuote(input: $input) {
      record: quote {
        id
        databaseId
        label
        statusId
        statusLabel
        sentAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlQuote;

interface QuoteSendDialogProps {
  quoteId: number;
  onClose: () => void;
  onSent: () => void;
}

/**
 * 'Verzenden' of a quote, from its own screen and from the deal's Offertes tab: the contact it goes
 * to, the prefilled message and files to add; the PDF and the customer's link go along (back-office §5).
 */
export function QuoteSendDialog(props: QuoteSendDialogProps) {
  const mobile = useIsMobile();
  // One dialog while the text loads and after: swapping dialogs moves the focus out and closes the new one.
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && props.onClose()} size={mobile ? 'full' : 'lg'} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="quote-send-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.sendTitle}</Dialog.Title>
            </Dialog.Header>
            <Suspense
              fallback={
                <Dialog.Body>
                  <PageSpinner />
                </Dialog.Body>
              }
            >
              <SendForm {...props} />
            </Suspense>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={nlDialog.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The first of the REST service's field errors, else its message. */
function refusalText(error: FileTransferError): string {
  return Object.values(error.errors).flat()[0] ?? error.message;
}

function SendForm({ quoteId, onClose, onSent }: QuoteSendDialogProps) {
  const data = useLazyLoadQuery<QuoteSendDialogQuery>(query, { id: String(quoteId) }, { fetchPolicy: 'network-only' });
  const environment = useRelayEnvironment();
  const [initial] = useState(() => htmlToRichNodes(data.quote?.sendMessage ?? ''));
  const [nodes, setNodes] = useState<RichNode[]>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const client = data.quote?.deal?.client;
  const email = client?.email?.trim() ?? '';

  const addFiles = (chosen: File[]) => {
    const { accepted, executable, tooLarge } = pickFiles(files, chosen);
    if (executable) notify('danger', nlMessageSending.errors.executable);
    if (tooLarge) notify('danger', nlMessageSending.errors.tooLarge);
    setFiles([...files, ...accepted]);
  };

  const sent = () => {
    notify('success', t.sent);
    onSent();
    onClose();
  };

  const send = async () => {
    const message = serializeHtml(nodes);
    setBusy(true);
    try {
      if (files.length > 0) {
        // New files go multipart through the BFF; GraphQL carries no files.
        await uploadFiles(`/uploads/quotes/${quoteId}/send`, files, { message });
        await fetchQuery(environment, sentQuery, { id: String(quoteId) }, { fetchPolicy: 'network-only' }).toPromise();
        sent();
        return;
      }
      const result = await runRecordMutation(environment, sendMutation, { id: String(quoteId), message });
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      sent();
    } catch (error) {
      if (error instanceof FileTransferError) notify('danger', refusalText(error));
      else reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Body>
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel w="6rem">{t.sendTo}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="quote-send-to">{email ? `${client?.fullName ?? ''} <${email}>` : t.noEmail}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Field.Root>
          <Field.Label>{t.sendMessage}</Field.Label>
          <RichTextEditor label={t.sendMessage} initialValue={initial} onChange={setNodes} onSubmit={() => void send()} disabled={busy} />
        </Field.Root>
        <Stack gap="2">
          <Flex gap="2" align="center">
            <Text fontWeight="medium" fontSize="sm">
              {t.sendAttachments}
            </Text>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              data-testid="quote-send-files"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                event.target.value = '';
                addFiles(chosen);
              }}
            />
            <Button size="xs" variant="outline" disabled={busy} onClick={() => picker.current?.click()}>
              {t.sendAddFiles}
            </Button>
          </Flex>
          {files.length > 0 && (
            <Flex gap="1" wrap="wrap" data-testid="quote-send-file-list">
              {files.map((file) => (
                <Tag.Root key={file.name} size="md" variant="outline">
                  <Tag.Label>
                    {file.name} ({formatBytes(file.size)})
                  </Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={interpolate(t.sendRemoveFile, { name: file.name })} disabled={busy} onClick={() => setFiles(files.filter((entry) => entry !== file))} />
                  </Tag.EndElement>
                </Tag.Root>
              ))}
            </Flex>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t.sendPdfNote}
          </Text>
        </Stack>
      </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {nlDialog.cancel}
        </Button>
        <Button colorPalette="blue" onClick={() => void send()} loading={busy} disabled={email === '' || isEmptyDocument(nodes)}>
          {t.send}
        </Button>
      </Dialog.Footer>
    </>
  );
}
