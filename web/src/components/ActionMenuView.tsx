import { Menu, Portal, type MenuRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PressedProps } from './LoadOnPress';

/** One choice of an action menu: chosen by its value, or a link when it has `to`. */
export interface MenuEntry {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Destructive: drawn in the error colour. */
  danger?: boolean;
  to?: string;
}

export interface ActionMenuProps {
  entries: readonly MenuEntry[];
  onSelect: (value: string) => void;
  placement?: NonNullable<MenuRootProps['positioning']>['placement'];
  /** A long list scrolls inside the menu. */
  scrolls?: boolean;
}

/** The open menu of an ActionMenu; mounted by the first press of its button, so it starts open. */
export function ActionMenuView({ entries, onSelect, placement, scrolls, trigger }: ActionMenuProps & PressedProps) {
  return (
    <Menu.Root defaultOpen onSelect={(details) => onSelect(details.value)} positioning={placement ? { placement } : undefined}>
      <Menu.Trigger asChild>{trigger({})}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH={scrolls ? '70vh' : undefined} overflowY={scrolls ? 'auto' : undefined}>
            {entries.map((entry) => (
              <Menu.Item
                key={entry.value}
                value={entry.value}
                disabled={entry.disabled}
                asChild={Boolean(entry.to)}
                color={entry.danger ? 'fg.error' : undefined}
                _hover={entry.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {entry.to ? <RouterLink to={entry.to}>{entry.label}</RouterLink> : entry.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
