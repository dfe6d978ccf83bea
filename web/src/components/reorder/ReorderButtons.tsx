import { HStack, IconButton } from '@chakra-ui/react';
import { nlQuote } from '../../i18n/nl/quote';
import { ArrowDownIcon, ArrowUpIcon } from '../icons';

interface ReorderButtonsProps {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  /** Whose place moves, for screen readers: 'Omhoog: Uitrol'. */
  label: string;
  disabled?: boolean;
}

/** Omhoog/Omlaag: the keyboard's way to change the order that the mouse changes by dragging. */
export function ReorderButtons({ index, count, onMove, label, disabled }: ReorderButtonsProps) {
  return (
    <HStack gap="0">
      <IconButton size="2xs" variant="ghost" aria-label={`${nlQuote.moveUp}: ${label}`} title={nlQuote.moveUp} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <ArrowUpIcon />
      </IconButton>
      <IconButton size="2xs" variant="ghost" aria-label={`${nlQuote.moveDown}: ${label}`} title={nlQuote.moveDown} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownIcon />
      </IconButton>
    </HStack>
  );
}
