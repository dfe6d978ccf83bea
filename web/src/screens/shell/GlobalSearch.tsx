import { Button, CloseButton, Dialog, Kbd, Portal, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { useIsMobile } from '../../components/useIsMobile';
import { nl } from '../../i18n/nl';
import { isMacPlatform, isSearchShortcut, shortcutLabel } from '../../lib/searchShortcut';
import { GlobalSearchPanel } from './GlobalSearchPanel';

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.userAgent);

/**
 * The top bar's search: a button, Ctrl+K (⌘K on a Mac) or '/' outside a text field opens a dialog
 * over tickets, contact persons, companies, assets, quotes, projects and invoices. Closing it
 * puts the focus back where it was.
 */
export function GlobalSearch() {
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
        aria-label={nl.globalSearch.label}
        aria-keyshortcuts={MAC ? 'Meta+K /' : 'Control+K /'}
        title={`${nl.globalSearch.button} (${shortcutLabel(MAC)})`}
        data-testid="global-search-button"
      >
        <SearchIcon />
        <Text as="span" display={{ base: 'none', md: 'inline' }}>
          {nl.globalSearch.button}
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
                <Dialog.Title fontSize="md">{nl.globalSearch.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" minH="0" pb="3">
                {open && <GlobalSearchPanel onOpen={openRecord} />}
              </Dialog.Body>
              {!mobile && (
                <Dialog.Footer py="2" borderTopWidth="1px" justifyContent="flex-start">
                  <Text fontSize="xs" color="fg.muted">
                    {nl.globalSearch.keys}
                  </Text>
                </Dialog.Footer>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={nl.dialog.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
