import { Stack, Text } from '@chakra-ui/react';
import { validationNotice, type UserErrorLike } from '../lib/userErrors';
import { notifyLater } from './notifyLater';

export type { NotifyOptions, ToastVariant } from './notifyLater';

/** Shows a toast with the house titles: Info, Fout, Let op, Succes (spec §2); its code loads with the first one. */
export const notify = notifyLater;

/** A refused save (422): the message in bold, then each field error on its own line (spec core §8). */
export function notifyValidation(errors: readonly UserErrorLike[]): void {
  const notice = validationNotice(errors);
  if (!notice) return;
  notify(
    'danger',
    <Stack gap="0.5" data-testid="validation-toast">
      <Text fontWeight="bold">{notice.summary}</Text>
      {notice.lines.length > 1 && notice.lines.map((line) => <Text key={line}>{line}</Text>)}
    </Stack>,
  );
}

