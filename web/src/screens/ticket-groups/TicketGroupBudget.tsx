import { Card, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { nlTicketWork } from '../../i18n/nl/ticketWork';
import { formatMinutes } from '../../lib/minutes';

interface TicketGroupBudgetProps {
  budgetTime: number | null | undefined;
  usedTime: number | null | undefined;
  remainingTime: number | null | undefined;
}

const t = nlTicketWork.budget;

/** Budgeted, spent and remaining time of a ticket group in HH:MM; what remains is green, or red when overspent. */
export function TicketGroupBudget({ budgetTime, usedTime, remainingTime }: TicketGroupBudgetProps) {
  const remaining = remainingTime ?? 0;
  return (
    <Card.Root size="sm" data-testid="ticket-group-budget">
      <Card.Header>
        <Heading size="sm">{t.title}</Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={3} gap="4">
          <Stat.Root>
            <Stat.Label>{t.budgeted}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums">{formatMinutes(budgetTime ?? 0)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t.spent}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums">{formatMinutes(usedTime ?? 0)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t.remaining}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums" color={remaining < 0 ? 'fg.error' : 'fg.success'} data-testid="ticket-group-remaining">
              {formatMinutes(remaining)}
            </Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
