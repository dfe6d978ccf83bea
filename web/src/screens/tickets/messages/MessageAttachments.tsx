import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MessageAttachments_message$key } from '../../../__generated__/MessageAttachments_message.graphql';
import { PaperclipIcon } from '../../../components/icons';
import { notify } from '../../../components/toaster';
import { formatBytes } from '../../../lib/bytes';
import { interpolate } from '../../../lib/interpolate';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { downloadFile, FileTransferError } from '../../../relay/files';

const fragment = graphql`
  fragment MessageAttachments_message on Message {
    attachments {
      databaseId
      name
      size
      url
      isEmbedded
    }
  }
`;

/** The files of a message, downloaded with the user's own rights (only who may see the ticket gets them). */
export function MessageAttachments({ message: messageKey }: { message: MessageAttachments_message$key }) {
  const { attachments } = useFragment(fragment, messageKey);
  const [busy, setBusy] = useState<number | null>(null);
  // Images in the text already show there.
  const files = attachments.filter((attachment) => !attachment.isEmbedded && attachment.url);
  if (files.length === 0) return null;
  const download = (id: number, url: string, name: string) => {
    setBusy(id);
    downloadFile(url, name)
      .catch((error: unknown) => notify('danger', error instanceof FileTransferError ? error.message : nlMessageSending.downloadFailed))
      .finally(() => setBusy(null));
  };
  return (
    <Flex gap="2" wrap="wrap" mt="3" role="group" aria-label={nlMessageSending.attachments} data-testid="message-attachments">
      {files.map((file) => (
        <Button
          key={file.databaseId}
          size="xs"
          variant="outline"
          loading={busy === file.databaseId}
          aria-label={interpolate(nlMessageSending.download, { name: file.name ?? '' })}
          onClick={() => download(file.databaseId, file.url!, file.name ?? 'bijlage')}
        >
          <PaperclipIcon />
          {file.name} ({formatBytes(file.size ?? 0)})
        </Button>
      ))}
    </Flex>
  );
}
