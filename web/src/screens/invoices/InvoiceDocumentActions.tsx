import { Box, Button, Flex, Portal, Tooltip } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { InvoiceDocumentActionsSendMutation } from '../../__generated__/InvoiceDocumentActionsSendMutation.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import { nlInvoiceDocuments } from '../../i18n/nl/invoiceDocuments';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { downloadFile, FileTransferError, openFile } from '../../relay/files';
import { useCan } from '../../relay/viewer';

const sendMutation = graphql`
  mutation InvoiceDocumentActionsSendMutation($input: SendInvoiceTimeSheetInput!) {
    sendInvoiceTimeSheet(input: $input) {
      invoice {
        id
        hasAdministrativeEmails
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlInvoiceDocuments;

export interface InvoiceDocumentsRecord {
  id: string;
  databaseId: number;
  invoiceCode?: string | null;
  downloadUrl?: string | null;
  ublUrl?: string | null;
  printTimeUrl?: string | null;
  hasAdministrativeEmails?: boolean | null;
}

const failed = (error: unknown) => notify('danger', error instanceof FileTransferError ? error.message : t.downloadFailed);

/**
 * An invoice's documents (back-office §2, §7): the PDF and the UBL e-invoice to download, the time
 * sheet to print (in a new window) and to send to the company's administrative e-mails.
 */
export function InvoiceDocumentActions({ invoice }: { invoice: InvoiceDocumentsRecord }) {
  const environment = useRelayEnvironment();
  const canShow = useCan('invoices', 'show');
  const canSend = useCan('invoices', 'update');
  const [sending, setSending] = useState(false);
  if (!canShow) return null;
  const name = invoice.invoiceCode ?? `Concept-${invoice.databaseId}`;

  const send = async () => {
    setSending(true);
    try {
      const { sendInvoiceTimeSheet: result } = await commitAsync<InvoiceDocumentActionsSendMutation>(environment, sendMutation, { input: { id: invoice.id } });
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else notify('success', result.message ?? t.timeSent);
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setSending(false);
    }
  };

  const noEmails = invoice.hasAdministrativeEmails !== true;
  const sendButton = (
    <Button size="sm" variant="outline" disabled={noEmails || sending} loading={sending} onClick={() => void send()} data-testid="invoice-send-time">
      {t.sendTime}
    </Button>
  );

  return (
    <Flex gap="2" wrap="wrap" data-testid="invoice-document-actions">
      {invoice.downloadUrl && (
        <Button size="sm" variant="outline" onClick={() => void downloadFile(invoice.downloadUrl!, `${name}.pdf`).catch(failed)}>
          {t.downloadPdf}
        </Button>
      )}
      {invoice.ublUrl && (
        <Button size="sm" variant="outline" onClick={() => void downloadFile(invoice.ublUrl!, `${name}.xml`).catch(failed)}>
          {t.downloadUbl}
        </Button>
      )}
      {invoice.printTimeUrl && (
        <Button size="sm" variant="outline" onClick={() => void openFile(invoice.printTimeUrl!).catch(failed)}>
          {t.printTime}
        </Button>
      )}
      {canSend &&
        (noEmails ? (
          // A disabled button gets no pointer events: the tooltip hangs on the box around it.
          <Tooltip.Root openDelay={200}>
            <Tooltip.Trigger asChild>
              <Box as="span" display="inline-block" tabIndex={0} role="group" aria-label={t.noAdministrativeEmails} data-testid="invoice-send-time-disabled">
                {sendButton}
              </Box>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content maxW="xs">{t.noAdministrativeEmails}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        ) : (
          sendButton
        ))}
    </Flex>
  );
}
