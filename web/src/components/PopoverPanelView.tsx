import { Popover, Portal, type PopoverRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PressedProps } from './LoadOnPress';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExitComplete?: () => void;
  width: NonNullable<Popover.ContentProps['width']>;
  testId: string;
  placement?: NonNullable<PopoverRootProps['positioning']>['placement'];
  children: ReactNode;
}

/** A header dropdown panel under its button, mounted while open; loaded on the button's first press (LoadOnPress). */
export function PopoverPanelView({ open, onOpenChange, onExitComplete, width, testId, placement = 'bottom-end', trigger, children }: PopoverPanelProps & PressedProps) {
  return (
    <Popover.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} onExitComplete={onExitComplete} lazyMount unmountOnExit positioning={{ placement }}>
      <Popover.Trigger asChild>{trigger({})}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width} data-testid={testId}>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
