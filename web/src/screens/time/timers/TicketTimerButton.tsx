import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketTimerButton_ticket$data, TicketTimerButton_ticket$key } from '../../../__generated__/TicketTimerButton_ticket.graphql';
import { PauseIcon, PlayIcon } from '../../../components/icons';
import { nlTimers } from '../../../i18n/nl/timers';
import { isModuleOn } from '../../../lib/routeAccess';
import { elapsed, formatHms, pauseTimer, putTimer, resumeTimer, shouldAutoStart, startTimer, timerFor, type TimerTicket } from '../../../lib/timers';
import { useViewer } from '../../../relay/viewer';
import { useTimerClock, useTimers } from './timerStore';

const t = nlTimers;

const fragment = graphql`
  fragment TicketTimerButton_ticket on Ticket {
    databaseId
    reference
    description
    archivedAt
    company {
      databaseId
      name
    }
    client {
      databaseId
      fullName
    }
    priority {
      style
    }
  }
`;

function summary(ticket: TicketTimerButton_ticket$data): TimerTicket {
  return {
    id: ticket.databaseId,
    reference: ticket.reference ?? String(ticket.databaseId),
    description: ticket.description ?? '',
    company: ticket.company ? { id: ticket.company.databaseId, name: ticket.company.name ?? '' } : null,
    client: ticket.client ? { id: ticket.client.databaseId, fullName: ticket.client.fullName ?? '' } : null,
    priorityStyle: ticket.priority?.style ?? null,
  };
}

function TimerButton({ ticket }: { ticket: TicketTimerButton_ticket$data }) {
  const { configs } = useViewer();
  const { timers, update } = useTimers();
  const timer = timerFor(timers, ticket.databaseId);
  const now = useTimerClock(Boolean(timer?.running));

  // 'ticketing.auto_start_timer': opening a ticket starts its timer once.
  useEffect(() => {
    if (ticket.archivedAt) return;
    update((current) => (shouldAutoStart(configs, current, ticket.databaseId) ? putTimer(current, startTimer(summary(ticket), Date.now())) : current));
  }, [ticket.databaseId]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = () =>
    update((current) => {
      const stored = timerFor(current, ticket.databaseId);
      const at = Date.now();
      if (!stored) return putTimer(current, startTimer(summary(ticket), at));
      return putTimer(current, stored.running ? pauseTimer(stored, at) : resumeTimer(stored, at));
    });

  const label = !timer ? t.startTimer : timer.running ? t.pauseTimer : t.resumeTimer;
  return (
    <Button size="sm" variant="outline" colorPalette={timer?.running ? 'green' : undefined} onClick={toggle} title={label} aria-label={label} data-testid="ticket-timer-button">
      {timer?.running ? <PauseIcon /> : <PlayIcon />}
      {timer ? (
        <Text as="span" fontFamily="mono" data-testid="ticket-timer-elapsed">
          {formatHms(elapsed(timer, now))}
        </Text>
      ) : (
        label
      )}
    </Button>
  );
}

/** Starts, pauses and resumes the ticket's timer (with the module Timer). */
export function TicketTimerButton({ ticket: ticketKey }: { ticket: TicketTimerButton_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  const { modules } = useViewer();
  if (!isModuleOn(modules, 'mod_timer') || ticket.archivedAt) return null;
  return <TimerButton ticket={ticket} />;
}
