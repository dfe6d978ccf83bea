import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { nlDialog } from '../i18n/nl/dialog';
import { useFocusBeforeOpen } from './onDemand';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where focus goes when the dialog closes, for questions asked from a menu item (gone by then):
   * its menu button. Without it focus returns to the element that had it when the dialog opened.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one confirmation of the client: a yes/no question; default buttons 'Ok' and 'Annuleren'
 * (spec core §8). Destructive actions name what they do in the title and on the confirm button.
 */
export function ConfirmDialogView({ open, title, text, confirmLabel = nlDialog.ok, danger, busy, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const opener = useFocusBeforeOpen(open);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
      finalFocusEl={returnFocus ? () => returnFocus.current : opener}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {nlDialog.cancel}
              </Button>
              <Button colorPalette={danger ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
