import { Button, CloseButton, Dialog, Kbd, Portal, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { useIsMobile } from '../../components/useIsMobile';
import type { SearchScope } from '../../lib/globalSearch';
import { isMacPlatform, isSearchShortcut, shortcutLabel } from '../../lib/searchShortcut';
import { GlobalSearchPanel } from './GlobalSearchPanel';

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.userAgent);

/**
 * The top bar's search: a button, Ctrl+K (⌘K on a Mac) or '/' outside a text field opens a dialog
 * over the kinds of the scope (for operators tickets, contact persons, companies, assets, quotes,
 * projects and invoices; in the portal the contact's tickets and quotes). Closing it puts the
 * focus back where it was.
 */
export function GlobalSearch({ scope }: { scope: SearchScope }) {
  const { texts } = scope;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { key, ctrlKey, metaKey, altKey } = event;
      if (event.defaultPrevented || !isSearchShortcut({ key, ctrlKey, metaKey, altKey, target: event.target as HTMLElement | null }, MAC)) return;
      event.preventDefault();
      // Pressed again while open: back to the search field rather than the browser's own Ctrl+K.
      if (open) document.querySelector<HTMLElement>('[data-global-search-input]')?.focus();
      else show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  const openRecord = (url: string) => {
    setOpen(false);
    navigate(url);
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        color="fg.muted"
        px={{ base: '2', md: '3' }}
        onClick={show}
        aria-label={texts.label}
        aria-keyshortcuts={MAC ? 'Meta+K /' : 'Control+K /'}
        title={`${texts.button} (${shortcutLabel(MAC)})`}
        data-testid="global-search-button"
      >
        <SearchIcon />
        <Text as="span" display={{ base: 'none', md: 'inline' }}>
          {texts.button}
        </Text>
        <Kbd size="sm" display={{ base: 'none', lg: 'inline-flex' }}>
          {shortcutLabel(MAC)}
        </Kbd>
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
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
                {open && <GlobalSearchPanel scope={scope} onOpen={openRecord} />}
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
    </>
  );
}
