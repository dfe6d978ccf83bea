import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useIsMobile } from '../../components/useIsMobile';
import type { SearchScope } from '../../lib/globalSearch';
import { GlobalSearchPanel } from './GlobalSearchPanel';

interface GlobalSearchDialogProps {
  scope: SearchScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onOpen: (url: string) => void;
}

/** The search dialog of GlobalSearch: the search field and results over the kinds of the scope. */
export function GlobalSearchDialog({ scope, open, onOpenChange, returnFocus, onOpen }: GlobalSearchDialogProps) {
  const { texts } = scope;
  const mobile = useIsMobile();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={mobile ? 'full' : 'lg'}
      placement="top"
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-global-search-input]')}
      finalFocusEl={() => returnFocus.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxH={mobile ? undefined : '80vh'} data-testid="global-search-dialog">
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="md">{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" minH="0" pb="3">
              {open && <GlobalSearchPanel scope={scope} onOpen={onOpen} />}
            </Dialog.Body>
            {!mobile && (
              <Dialog.Footer py="2" borderTopWidth="1px" justifyContent="flex-start">
                <Text fontSize="xs" color="fg.muted">
                  {texts.keys}
                </Text>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={texts.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
