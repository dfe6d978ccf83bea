import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nlDialog } from '../i18n/nl/dialog';
import { useFocusBeforeOpen } from './onDemand';
import { useIsMobile } from './useIsMobile';

export interface AppDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The primary action; without it the dialog only closes. */
  onSave?: () => void;
  saveLabel?: string;
  saving?: boolean;
  saveDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** A modal with a title, a body and Annuleren/Opslaan, full screen on phones. */
export function AppDialogView({ open, title, onClose, children, onSave, saveLabel = nlDialog.save, saving, saveDisabled, size = 'md' }: AppDialogProps) {
  // One size, not a responsive pair: the phone's full size would leave its full height on wide screens.
  const mobile = useIsMobile();
  const opener = useFocusBeforeOpen(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={mobile ? 'full' : size}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={opener}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {onSave ? nlDialog.cancel : nlDialog.close}
              </Button>
              {onSave && (
                <Button colorPalette="blue" onClick={onSave} loading={saving} disabled={saveDisabled}>
                  {saveLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={nlDialog.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
