import { Badge, Text } from '@chakra-ui/react';
import { useNow } from '../../components/useNow';
import { nlSla } from '../../i18n/nl/sla';
import { countdown, TONE_PALETTE } from '../../lib/slaCountdown';

const t = nlSla;

export interface SlaTimes {
  slaStatus?: string | null;
  firstResponseExpiresAt?: string | null;
  firstRespondedAt?: string | null;
  resolvedExpiresAt?: string | null;
  resolvedAt?: string | null;
}

/** A countdown to one due time: green while running, orange within the hour, red once expired. */
export function DueBadge({ dueAt, testId }: { dueAt: string; testId?: string }) {
  const now = useNow();
  const { text, tone } = countdown(dueAt, now);
  return (
    <Badge colorPalette={TONE_PALETTE[tone]} variant={tone === 'running' ? 'subtle' : 'solid'} fontVariantNumeric="tabular-nums" data-testid={testId} data-tone={tone}>
      {text}
    </Badge>
  );
}

/** The first due time still open: the first response until answered, then the resolution. */
export function nextDue(times: SlaTimes): string | null {
  if (times.firstResponseExpiresAt && !times.firstRespondedAt) return times.firstResponseExpiresAt;
  if (times.resolvedExpiresAt && !times.resolvedAt) return times.resolvedExpiresAt;
  return null;
}

/** The SLA column of the ticket list: paused, the countdown to the next due time, or done. */
export function SlaCell({ row }: { row: SlaTimes }) {
  if (row.slaStatus === 'paused') return <Badge colorPalette="gray">{t.states.paused}</Badge>;
  const due = nextDue(row);
  if (due) return <DueBadge dueAt={due} testId="sla-cell" />;
  return row.slaStatus ? <Text color="fg.muted">{t.states.done}</Text> : null;
}
