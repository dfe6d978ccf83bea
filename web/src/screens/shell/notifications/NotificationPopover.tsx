import { Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { PressedProps } from '../../../components/LoadOnPress';
import { PopoverPanelView } from '../../../components/PopoverPanelView';
import { NotificationList, type NotificationFilter } from './NotificationList';

interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: NotificationFilter;
  onFilter: (filter: NotificationFilter) => void;
}

/** The bell's dropdown: the notifications, unread or all; loaded on the bell's first press. */
export function NotificationPopover({ open, onOpenChange, filter, onFilter, trigger }: NotificationPopoverProps & PressedProps) {
  return (
    <PopoverPanelView open={open} onOpenChange={onOpenChange} width={{ base: 'calc(100vw - 1.5rem)', sm: '24rem' }} testId="notification-panel" trigger={trigger}>
      <Suspense
        fallback={
          <Center py="8">
            <Spinner size="sm" />
          </Center>
        }
      >
        <NotificationList filter={filter} onFilter={onFilter} onOpened={() => onOpenChange(false)} />
      </Suspense>
    </PopoverPanelView>
  );
}
