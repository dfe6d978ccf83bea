import { Box, Button, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { format, isSameDay } from 'date-fns';
import { nl as dutch } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { WeekRegistrationsQuery, WeekRegistrationsQuery$data } from '../../../__generated__/WeekRegistrationsQuery.graphql';
import { nlWeekOverview } from '../../../i18n/nl/weekOverview';
import { interpolate } from '../../../lib/interpolate';
import { formatMinutes } from '../../../lib/minutes';
import { weekDays, weekRange } from '../../../lib/week';
import { overviewTotals, registrationItem, registrationPeriod, registrationsPerDay, roundedPerDay, type Minutes } from '../../../lib/weekOverview';

const t = nlWeekOverview;

const query = graphql`
  query WeekRegistrationsQuery($first: Int!, $filter: [FieldFilter!]) {
    timeRegistrations(first: $first, filter: $filter, orderBy: [{ field: "executedAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          description
          executedAt
          timeSpent
          timeSpentRounded
          morphableType
          activity {
            databaseId
            name
            price
          }
          company {
            databaseId
            name
          }
          ticket {
            databaseId
            reference
            description
          }
          projectLine {
            description
            projectPhaseId
            projectPhase {
              name
            }
          }
        }
      }
    }
  }
`;

/** Registrations one week holds at most here (the connection's page limit). */
export const WEEK_LIMIT = 100;

export type WeekRegistration = NonNullable<WeekRegistrationsQuery$data['timeRegistrations']>['edges'][number]['node'];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Item({ registration }: { registration: WeekRegistration }) {
  const item = registrationItem(registration);
  if (item.kind === 'removed') {
    return (
      <Text as="span" color="fg.muted" fontStyle="italic">
        {interpolate(t.removed, { id: registration.databaseId })}
      </Text>
    );
  }
  const label = item.kind === 'ticket' ? `#${item.reference} ${item.description}` : [item.phase, item.description].filter(Boolean).join(' · ');
  if (!item.path) return <Text as="span">{label}</Text>;
  return (
    <Link asChild color="blue.700" data-testid="week-item-link">
      <RouterLink to={item.path}>{label}</RouterLink>
    </Link>
  );
}

function TotalRow({ label, sum, testId }: { label: string; sum: Minutes; testId: string }) {
  return (
    <Table.Row data-testid={testId}>
      <Table.Cell colSpan={4} fontWeight="semibold">
        {label}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
        {formatMinutes(sum.minutes)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold" data-testid={`${testId}-rounded`}>
        {formatMinutes(sum.rounded)}
      </Table.Cell>
    </Table.Row>
  );
}

interface WeekRegistrationsProps {
  userId: number;
  monday: Date;
  dayIndex: number;
  onDay(index: number): void;
  fetchKey: number;
  /** Shown below the day's table, above the week summary. */
  dayExtra?: ReactNode;
  weekSummary?: (registrations: readonly WeekRegistration[]) => ReactNode;
}

/** The week's day buttons with their rounded hours, and the selected day's registrations. */
export function WeekRegistrations({ userId, monday, dayIndex, onDay, fetchKey, dayExtra, weekSummary }: WeekRegistrationsProps) {
  const filter = [
    { field: 'actorId', value: userId },
    { field: 'executedAt', operator: 'BETWEEN' as const, value: weekRange(monday) },
  ];
  const data = useLazyLoadQuery<WeekRegistrationsQuery>(query, { first: WEEK_LIMIT, filter }, { fetchPolicy: 'store-and-network', fetchKey });
  const registrations = (data.timeRegistrations?.edges ?? []).map((edge) => edge.node);
  const perDay = registrationsPerDay(monday, registrations);
  const rounded = roundedPerDay(monday, registrations);
  const lines = perDay[dayIndex] ?? [];
  const totals = overviewTotals(lines);
  const today = new Date();

  return (
    <Stack gap="4">
      {(data.timeRegistrations?.totalCount ?? 0) > registrations.length && (
        <Text fontSize="sm" color="fg.warning">
          {interpolate(t.truncated, { count: WEEK_LIMIT })}
        </Text>
      )}
      <SimpleGrid columns={7} gap={{ base: '1', md: '2' }}>
        {weekDays(monday).map((day, index) => {
          const selected = index === dayIndex;
          return (
            <Button
              key={day.toISOString()}
              variant={selected ? 'solid' : 'outline'}
              colorPalette={selected ? 'blue' : isSameDay(day, today) ? 'blue' : 'gray'}
              h="auto"
              minW="0"
              py="2"
              px="1"
              flexDirection="column"
              gap="0.5"
              aria-pressed={selected}
              onClick={() => onDay(index)}
              data-testid="week-day"
            >
              <Text as="span" fontSize="xs">
                {capitalize(format(day, 'EEEEEE d', { locale: dutch }))}
                <Text as="span" display={{ base: 'none', md: 'inline' }}>
                  {format(day, ' MMM', { locale: dutch })}
                </Text>
              </Text>
              <Text as="span" fontSize={{ base: 'xs', md: 'md' }} fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="week-day-hours">
                {formatMinutes(rounded[index] ?? 0)}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
      {lines.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" py="8" textAlign="center" data-testid="week-empty">
          <Text color="fg.muted">{t.empty}</Text>
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="week-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.columns.time}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.columns.item}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.columns.company}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.columns.description}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.columns.hours}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.columns.rounded}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((registration) => (
                <Table.Row key={registration.id} data-testid="week-row">
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {registrationPeriod(registration.executedAt, registration.timeSpent)}
                  </Table.Cell>
                  <Table.Cell>
                    <Item registration={registration} />
                  </Table.Cell>
                  <Table.Cell>{registration.company?.name ?? ''}</Table.Cell>
                  <Table.Cell>{registration.description}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatMinutes(registration.timeSpent ?? 0)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="week-row-rounded">
                    {formatMinutes(registration.timeSpentRounded ?? 0)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <TotalRow label={t.total} sum={totals.total} testId="week-total" />
              <TotalRow label={t.billable} sum={totals.billable} testId="week-billable" />
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {dayExtra}
      {weekSummary?.(registrations)}
    </Stack>
  );
}
