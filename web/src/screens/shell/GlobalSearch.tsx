import { Button, Kbd, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { onDemand, useOpenedOnce } from '../../components/onDemand';
import type { SearchScope } from '../../lib/globalSearch';
import { isMacPlatform, isSearchShortcut, shortcutLabel } from '../../lib/searchShortcut';

const dialog = onDemand(() => import('./GlobalSearchDialog').then((module) => module.GlobalSearchDialog));

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.userAgent);

/**
 * The top bar's search: a button, Ctrl+K (⌘K on a Mac) or '/' outside a text field opens a dialog
 * over the kinds of the scope (for operators tickets, contact persons, companies, assets, quotes,
 * projects and invoices; in the portal the contact's tickets and quotes). Closing it puts the
 * focus back where it was. The dialog's code loads when it is first opened (or the button hovered).
 */
export function GlobalSearch({ scope }: { scope: SearchScope }) {
  const { texts } = scope;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const View = dialog.useComponent(useOpenedOnce(open));
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
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
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
      {View && <View scope={scope} open={open} onOpenChange={setOpen} returnFocus={returnFocus} onOpen={openRecord} />}
    </>
  );
}
