import { Box, Flex, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { nlFields } from '../../i18n/nl/fields';
import { nlPages } from '../../i18n/nl/pages';
import { nlStats } from '../../i18n/nl/stats';
import { nlTimeStats } from '../../i18n/nl/timeStats';
import { formatMinutes } from '../../lib/minutes';
import { periodFilter, periodLabel, periodRange, periodWeeks, shortPeriodLabel, sumByKey, type PeriodRange, type StatsPeriod } from '../../lib/statistics';
import { useViewer } from '../../relay/viewer';
import { ColumnChart } from './ColumnChart';
import { PeriodSelect } from './StatsScreen';
import { BILLABLE } from './statsPages';
import { useStatistics, type StatisticsRequest } from './useStatistics';

const t = nlTimeStats;
const TYPE = 'time-registrations';
// What an operator bills: the rounded time of each line (spec core §2, the weekly overview).
const SUM = ['timeSpentRounded'];
type Filter = NonNullable<StatisticsRequest['filter']>;
const byOperator = (filter: Filter): StatisticsRequest => ({ type: TYPE, groupBy: 'actorId', interval: null, sum: SUM, filter });
const byWeek = (filter: Filter): StatisticsRequest => ({ type: TYPE, groupBy: 'executedAt', interval: 'WEEK', sum: SUM, filter });

/** /stats/registered-time: the rounded time of every operator per week, with totals and the billable part. */
export function RegisteredTimeScreen() {
  const viewer = useViewer();
  const [period, setPeriod] = useState<StatsPeriod>('weeks4');
  const range = useMemo(() => periodRange(period, new Date()), [period]);
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Heading as="h1" size="xl">
          {nlPages.registeredTimeStatsTitle}
        </Heading>
        <PeriodSelect value={period} onChange={setPeriod} />
      </Flex>
      {viewer.permissions.has(`${TYPE}.index`) ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <Matrix range={range} />
        </Suspense>
      ) : (
        <Text color="fg.muted">{nlStats.noPanels}</Text>
      )}
    </Stack>
  );
}

function Matrix({ range }: { range: PeriodRange }) {
  const period = periodFilter('executedAt', range);
  const operators = useStatistics(byOperator(period));
  const billableOperators = useStatistics(byOperator([...period, ...BILLABLE]));
  const weeksTotal = useStatistics(byWeek(period));
  const weeksBillable = useStatistics(byWeek([...period, ...BILLABLE]));
  if (operators.rows.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" px="4" textAlign="center">
        <Text color="fg.muted">{t.empty}</Text>
      </Box>
    );
  }
  const weeks = periodWeeks(range, new Date(), weeksTotal.rows.map((row) => String(row.key)));
  const perWeek = sumByKey(weeksTotal.rows, 0);
  const billablePerWeek = sumByKey(weeksBillable.rows, 0);
  const billablePerOperator = sumByKey(billableOperators.rows, 0);
  const rows = [...operators.rows].sort((a, b) => (a.label ?? '').localeCompare(b.label ?? ''));
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="md" bg="bg" p="4" data-testid="registered-time-chart">
        <Heading as="h2" size="md" mb="3">
          {t.chartTitle}
        </Heading>
        <ColumnChart
          columns={weeks.map((week) => ({ key: week, label: shortPeriodLabel(week, 'WEEK'), value: perWeek.get(week) ?? 0, part: billablePerWeek.get(week) ?? 0 }))}
          format={formatMinutes}
          legend={{ value: t.time, part: t.billable }}
        />
      </Box>
      <Box borderWidth="1px" borderRadius="md" bg="bg" p="4" overflowX="auto">
        <Heading as="h2" size="md">
          {t.matrixTitle}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t.matrixHelp}
        </Text>
        <Table.Root size="sm" data-testid="registered-time-matrix">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{nlFields.operator}</Table.ColumnHeader>
              {weeks.map((week) => (
                <Table.ColumnHeader key={week} textAlign="end" whiteSpace="nowrap" title={periodLabel(week, 'WEEK')}>
                  {shortPeriodLabel(week, 'WEEK')}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{nlStats.total}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.billable}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <OperatorRow
                key={String(row.key)}
                label={row.key === null ? nlStats.none : (row.label ?? String(row.key))}
                filter={[...period, row.key === null ? { field: 'actorId', operator: 'IS_NULL' } : { field: 'actorId', operator: 'EQ', value: row.key }]}
                weeks={weeks}
                total={row.sums[0] ?? 0}
                billable={billablePerOperator.get(String(row.key)) ?? 0}
              />
            ))}
            <Table.Row fontWeight="semibold" data-testid="registered-time-total">
              <Table.Cell>{nlStats.total}</Table.Cell>
              {weeks.map((week) => (
                <Minutes key={week} value={perWeek.get(week) ?? 0} />
              ))}
              <Minutes value={operators.totalSums[0] ?? 0} />
              <Minutes value={billableOperators.totalSums[0] ?? 0} />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

interface OperatorRowProps {
  label: string;
  filter: Filter;
  weeks: readonly string[];
  total: number;
  billable: number;
}

/** One operator's weeks: the statistics group on one field, so each operator asks for their own weeks. */
function OperatorRow({ label, filter, weeks, total, billable }: OperatorRowProps) {
  const perWeek = sumByKey(useStatistics(byWeek(filter)).rows, 0);
  return (
    <Table.Row data-testid="registered-time-row">
      <Table.Cell whiteSpace="nowrap">{label}</Table.Cell>
      {weeks.map((week) => (
        <Minutes key={week} value={perWeek.get(week) ?? 0} />
      ))}
      <Minutes value={total} strong />
      <Minutes value={billable} />
    </Table.Row>
  );
}

function Minutes({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={value === 0 ? 'fg.subtle' : undefined} fontWeight={strong ? 'semibold' : undefined}>
      {formatMinutes(value)}
    </Table.Cell>
  );
}
