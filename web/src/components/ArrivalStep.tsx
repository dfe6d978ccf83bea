import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * Runs `step` once when the page opens: a way back from a sign-in or consent page carries a
 * single-use code, and a second run (a repeated effect) would spend nothing but show an error.
 */
export function useOnArrival(step: () => void | Promise<void>): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void step();
  });
}

/** A page that finishes one step on arrival (a sign-in, a consent, a connection) and then moves on. */
export function ArrivalStep({ text, testId, step }: { text: string; testId: string; step: () => void | Promise<void> }) {
  useOnArrival(step);
  return (
    <Stack align="center" py="10" gap="3" data-testid={testId}>
      <Spinner />
      <Text>{text}</Text>
    </Stack>
  );
}
