import { chakra } from '@chakra-ui/react';
import { formatDateTime, formatRelativeTime } from '../lib/dates';
import { useNow } from './useNow';

interface RelativeTimeProps {
  value: string;
}

/** "3 minuten geleden", with the full date (DD-MM-YYYY HH:mm:ss) on hover. */
export function RelativeTime({ value }: RelativeTimeProps) {
  const tick = useNow();
  // The shared clock moves every 30 s; something rendered in between reads the real time so
  // that a brand-new message never appears to be in the future.
  const now = new Date(Math.max(tick, Date.now()));
  return (
    <chakra.time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value, now)}
    </chakra.time>
  );
}
