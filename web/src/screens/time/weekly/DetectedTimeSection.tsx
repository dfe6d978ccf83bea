import { Badge, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { DetectedTimeSectionQuery, DetectedTimeSectionQuery$data } from '../../../__generated__/DetectedTimeSectionQuery.graphql';
import { nlWeekOverview } from '../../../i18n/nl/weekOverview';
import { formatMinutes } from '../../../lib/minutes';
import { TimeRegistrationDialog, type TimeRegistrationPrefill } from '../TimeRegistrationDialog';

const t = nlWeekOverview;

const query = graphql`
  query DetectedTimeSectionQuery($userId: ID!, $date: Date!) {
    detectedTime(userId: $userId, date: $date) {
      start
      end
      duration
      ticket {
        databaseId
        reference
        description
        company {
          name
        }
      }
    }
  }
`;

type Entry = DetectedTimeSectionQuery$data['detectedTime'][number];

/** The registration a detected stretch of work becomes: its ticket, start and duration. */
function prefillOf(entry: Entry): TimeRegistrationPrefill | null {
  if (!entry.ticket) return null;
  return { morphableType: 'tickets', morphableId: entry.ticket.databaseId, executedAt: new Date(entry.start), timeSpent: entry.duration };
}

interface DetectedTimeSectionProps {
  /** The signed-in user's id. */
  userId: string;
  day: Date;
  onSaved(): void;
}

/** 'Gedetecteerde tijd' (beta): the own ticket activity of the day, each ready to save as a registration. */
export function DetectedTimeSection({ userId, day, onSaved }: DetectedTimeSectionProps) {
  const data = useLazyLoadQuery<DetectedTimeSectionQuery>(query, { userId, date: format(day, 'yyyy-MM-dd') }, { fetchPolicy: 'store-and-network' });
  const [prefill, setPrefill] = useState<TimeRegistrationPrefill | null>(null);
  const entries = data.detectedTime;

  return (
    <Stack gap="2" data-testid="detected-time">
      <HStack gap="2">
        <Heading as="h3" size="sm">
          {t.detected}
        </Heading>
        <Badge colorPalette="purple" variant="subtle" size="sm">
          {t.beta}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t.detectedHelp}
      </Text>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="detected-empty">
          {t.detectedEmpty}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.detectedTicket}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.columns.company}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.detectedPeriod}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.detectedDuration}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => {
                const entryPrefill = prefillOf(entry);
                return (
                  <Table.Row key={`${entry.ticket?.databaseId ?? ''}-${entry.start}`} data-testid="detected-row">
                    <Table.Cell>
                      {entry.ticket && (
                        <Link asChild color="blue.700">
                          <RouterLink to={`/tickets/${entry.ticket.databaseId}`}>
                            #{entry.ticket.reference} {entry.ticket.description}
                          </RouterLink>
                        </Link>
                      )}
                    </Table.Cell>
                    <Table.Cell>{entry.ticket?.company?.name ?? ''}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {format(new Date(entry.start), 'HH:mm')} – {format(new Date(entry.end), 'HH:mm')}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMinutes(entry.duration)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" disabled={!entryPrefill} onClick={() => setPrefill(entryPrefill)} data-testid="detected-save">
                        {t.save}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {prefill && (
        <TimeRegistrationDialog
          open
          prefill={prefill}
          onClose={() => setPrefill(null)}
          onSaved={() => {
            setPrefill(null);
            onSaved();
          }}
        />
      )}
    </Stack>
  );
}
