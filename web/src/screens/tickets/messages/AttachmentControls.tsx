import { Button, Flex, Tag } from '@chakra-ui/react';
import { useRef } from 'react';
import { notify } from '../../../components/toaster';
import { formatBytes } from '../../../lib/bytes';
import { interpolate } from '../../../lib/interpolate';
import { INLINE_IMAGE_EXTENSIONS, isExecutableFile, isInlineImage, pickFiles } from '../../../lib/messageRules';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { FileTransferError, uploadFile } from '../../../relay/files';

export interface UploadedAttachment {
  id: number;
  name: string;
  size: number;
}

interface Uploaded {
  url: string;
  data: { id: number; name: string; size: number };
}

const t = nlMessageSending;

const upload = (ticketDatabaseId: number, file: File, embedded: boolean) =>
  uploadFile<Uploaded>('/uploads/attachments', file, { morphable_type: 'tickets', morphable_id: String(ticketDatabaseId), is_embedded: embedded ? '1' : '0' });

const failure = (error: unknown) => notify('danger', error instanceof FileTransferError ? error.message : t.uploadFailed);

interface AttachmentButtonsProps {
  ticketDatabaseId: number;
  attachments: readonly UploadedAttachment[];
  onChange: (attachments: UploadedAttachment[]) => void;
  /** An uploaded image to place in the text. */
  onImage: (url: string, alt: string) => void;
  onBusy: (busy: boolean) => void;
  disabled?: boolean;
}

/** 'Bijlage toevoegen' and 'Afbeelding invoegen': files go up at once (POST attachments) and ride along by id. */
export function AttachmentButtons({ ticketDatabaseId, attachments, onChange, onImage, onBusy, disabled }: AttachmentButtonsProps) {
  const files = useRef<HTMLInputElement>(null);
  const images = useRef<HTMLInputElement>(null);

  const addFiles = async (chosen: File[]) => {
    const { accepted, executable, tooLarge } = pickFiles(attachments, chosen);
    if (executable) notify('danger', t.errors.executable);
    if (tooLarge) notify('danger', t.errors.tooLarge);
    if (accepted.length === 0) return;
    onBusy(true);
    const added: UploadedAttachment[] = [];
    try {
      for (const file of accepted) {
        const answer = await upload(ticketDatabaseId, file, false);
        added.push({ id: answer.data.id, name: answer.data.name, size: answer.data.size });
      }
    } catch (error) {
      failure(error);
    } finally {
      onChange([...attachments, ...added]);
      onBusy(false);
    }
  };

  const addImage = async (file: File) => {
    if (isExecutableFile(file.name)) return notify('danger', t.errors.executable);
    if (!isInlineImage(file.name)) return notify('danger', t.errors.notAnImage);
    onBusy(true);
    try {
      const answer = await upload(ticketDatabaseId, file, true);
      onImage(answer.url, answer.data.name);
    } catch (error) {
      failure(error);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="attachment-input"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void addFiles(chosen);
        }}
      />
      <input
        ref={images}
        type="file"
        accept={INLINE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        hidden
        data-testid="image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addImage(file);
        }}
      />
      <Button size="xs" variant="ghost" disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={() => files.current?.click()}>
        {t.attach}
      </Button>
      <Button size="xs" variant="ghost" disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={() => images.current?.click()}>
        {t.insertImage}
      </Button>
    </>
  );
}

/** The files that go with the message, each removable before saving. */
export function AttachmentList({ attachments, onChange, disabled }: { attachments: readonly UploadedAttachment[]; onChange: (attachments: UploadedAttachment[]) => void; disabled?: boolean }) {
  if (attachments.length === 0) return null;
  return (
    <Flex gap="1" wrap="wrap" data-testid="composer-attachments">
      {attachments.map((attachment) => (
        <Tag.Root key={attachment.id} size="md" variant="outline">
          <Tag.Label>
            {attachment.name} ({formatBytes(attachment.size)})
          </Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={interpolate(t.removeAttachment, { name: attachment.name })}
              disabled={disabled}
              onClick={() => onChange(attachments.filter((entry) => entry.id !== attachment.id))}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
    </Flex>
  );
}
