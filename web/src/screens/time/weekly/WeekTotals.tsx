import { Heading, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { nlWeekOverview } from '../../../i18n/nl/weekOverview';
import { formatMinutes } from '../../../lib/minutes';
import { totalsBy, type GroupTotal, type OverviewRegistration } from '../../../lib/weekOverview';

const t = nlWeekOverview;

function TotalsTable({ title, header, empty, totals, testId }: { title: string; header: string; empty: string; totals: readonly GroupTotal[]; testId: string }) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{header}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.hours}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.rounded}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {totals.map((group) => (
              <Table.Row key={group.id ?? 'none'} data-testid={`${testId}-row`}>
                <Table.Cell>{group.name ?? empty}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMinutes(group.minutes)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMinutes(group.rounded)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** The week's time per activity and per company; nothing while the week is empty. */
export function WeekTotals({ registrations }: { registrations: readonly OverviewRegistration[] }) {
  if (registrations.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TotalsTable title={t.perActivity} header={t.activity} empty={t.noActivity} totals={totalsBy(registrations, (r) => r.activity)} testId="week-per-activity" />
      <TotalsTable title={t.perCompany} header={t.columns.company} empty={t.noCompany} totals={totalsBy(registrations, (r) => r.company)} testId="week-per-company" />
    </SimpleGrid>
  );
}
