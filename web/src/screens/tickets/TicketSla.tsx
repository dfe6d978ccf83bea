import { Badge, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { nlSla } from '../../i18n/nl/sla';
import { DueBadge, type SlaTimes } from '../slas/SlaCountdown';

const t = nlSla.ticket;

interface TicketSlaProps {
  ticket: SlaTimes & { sla?: { databaseId: number; name: string | null | undefined } | null };
}

function DueRow({ label, dueAt, doneAt, paused, testId }: { label: string; dueAt: string | null | undefined; doneAt: string | null | undefined; paused: boolean; testId: string }) {
  let value;
  if (!dueAt) value = <Text color="fg.muted">{paused ? nlSla.states.paused : '—'}</Text>;
  else if (doneAt) {
    const met = new Date(doneAt).getTime() <= new Date(dueAt).getTime();
    value = <Badge colorPalette={met ? 'green' : 'red'} variant="subtle">{met ? t.met : t.missed}</Badge>;
  } else value = <DueBadge dueAt={dueAt} testId={`${testId}-countdown`} />;
  return (
    <Flex justify="space-between" align="center" gap="3" data-testid={testId}>
      <Text>{label}</Text>
      {value}
    </Flex>
  );
}

/** The ticket's SLA: the countdown to its first response and to its resolution, paused while waiting for the customer. */
export function TicketSla({ ticket }: TicketSlaProps) {
  if (!ticket.sla) return null;
  const paused = ticket.slaStatus === 'paused';
  return (
    <Card.Root size="sm" as="section" aria-label={t.title} data-testid="ticket-sla">
      <Card.Header>
        <Heading size="sm">
          {t.title}:{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={`/slas/${ticket.sla.databaseId}`}>{ticket.sla.name}</RouterLink>
          </Link>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {paused && <Text color="fg.muted">{t.paused}</Text>}
          {!paused && !ticket.firstResponseExpiresAt && !ticket.resolvedExpiresAt && <Text color="fg.muted">{t.noTimes}</Text>}
          <DueRow label={t.firstResponse} dueAt={ticket.firstResponseExpiresAt} doneAt={ticket.firstRespondedAt} paused={paused} testId="sla-first-response" />
          <DueRow label={t.resolve} dueAt={ticket.resolvedExpiresAt} doneAt={ticket.resolvedAt} paused={paused} testId="sla-resolve" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
