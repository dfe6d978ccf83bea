import { Box, Button } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { nlMessageSending } from '../../../i18n/nl/messageSending';

/** A pinned message taller than this folds, with a button to show it all (core §4). */
export const PINNED_FOLD_PX = 130;

export function PinnedBody({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return undefined;
    const measure = () => setTall(element.scrollHeight > PINNED_FOLD_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const folded = tall && !expanded;
  return (
    <Box>
      <Box
        ref={inner}
        maxH={folded ? `${PINNED_FOLD_PX}px` : undefined}
        overflow="hidden"
        position="relative"
        data-folded={folded ? 'true' : undefined}
        css={folded ? { maskImage: 'linear-gradient(to bottom, black 70%, transparent)' } : undefined}
      >
        {children}
      </Box>
      {tall && (
        <Button size="xs" variant="plain" color="blue.600" px="0" onClick={() => setExpanded(!expanded)}>
          {expanded ? nlMessageSending.collapse : nlMessageSending.expand}
        </Button>
      )}
    </Box>
  );
}
