import { Box, Flex, Heading, NativeSelect, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { nlStats } from '../../i18n/nl/stats';
import { formatMinutes } from '../../lib/minutes';
import { formatCurrency } from '../../lib/price';
import { barShare, measureOf, panelRows, periodFilter, periodLabel, periodRange, shortPeriodLabel, STATS_PERIODS, type PeriodRange, type StatsPeriod } from '../../lib/statistics';
import { isModuleOn } from '../../lib/routeAccess';
import { useViewer } from '../../relay/viewer';
import { ColumnChart } from './ColumnChart';
import { SlaReportPanel } from './SlaReportPanel';
import type { StatsMeasure, StatsPage, StatsPanel } from './statsPages';
import { useStatistics } from './useStatistics';

const t = nlStats;
const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

export function formatMeasure(value: number, measure: StatsMeasure): string {
  switch (measure.format) {
    case 'currency':
      return formatCurrency(value);
    case 'minutes':
      return formatMinutes(value);
    default:
      return number.format(value);
  }
}

/** The period choice of a statistics screen. */
export function PeriodSelect({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={t.period} value={value} onChange={(event) => onChange(event.currentTarget.value as StatsPeriod)}>
        {STATS_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t.periods[period]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A statistics screen: one period choice for every panel, each panel a table with bars. */
export function StatsScreen({ page }: { page: StatsPage }) {
  const viewer = useViewer();
  const [period, setPeriod] = useState<StatsPeriod>(page.defaultPeriod ?? 'all');
  const range = useMemo(() => periodRange(period, new Date()), [period]);
  const panels = page.panels.filter((panel) => viewer.permissions.has(`${panel.type}.index`) && (!panel.module || isModuleOn(viewer.modules, panel.module)));
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Heading as="h1" size="xl">
          {page.title}
        </Heading>
        <PeriodSelect value={period} onChange={setPeriod} />
      </Flex>
      {panels.length === 0 ? (
        <Text color="fg.muted">{t.noPanels}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {panels.map((panel) => (
            <Box key={panel.id} borderWidth="1px" borderRadius="md" bg="bg" p="4" data-testid={`stats-panel-${panel.id}`}>
              <Heading as="h2" size="md" mb="3">
                {panel.title}
              </Heading>
              <Suspense fallback={<Spinner size="sm" />}>
                <PanelTable panel={panel} range={range} />
              </Suspense>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {page.slaReport && viewer.permissions.has('tickets.index') && (
        <Suspense fallback={<Spinner size="sm" />}>
          <SlaReportPanel range={range} />
        </Suspense>
      )}
    </Stack>
  );
}

function rowLabel(panel: StatsPanel, row: { key: unknown; label: string | null | undefined }): string {
  if (panel.interval) return periodLabel(String(row.key), panel.interval);
  if (row.key === null || row.key === undefined) return t.none;
  return panel.options?.[String(row.key)] ?? row.label ?? String(row.key);
}

function PanelTable({ panel, range }: { panel: StatsPanel; range: PeriodRange }) {
  const filter = [...(panel.filter ?? []), ...(panel.dateField ? periodFilter(panel.dateField, range) : [])];
  const sums = panel.measures.flatMap((measure) => (measure.field ? [measure.field] : []));
  const { rows: raw, totalCount, totalSums } = useStatistics({ type: panel.type, groupBy: panel.groupBy, interval: panel.interval ?? null, sum: sums, filter });
  // Which value a measure reads: the count, or its place among the sums.
  const indexOf = (measure: StatsMeasure): number | 'count' => (measure.field ? sums.indexOf(measure.field) : 'count');
  const bar = indexOf(panel.measures[0]);
  const rows = panelRows(
    raw.map((row) => ({ ...row, label: rowLabel(panel, row) })),
    { chronological: Boolean(panel.interval), measure: bar, limit: panel.limit ?? 12, otherLabel: t.other },
  );
  if (rows.length === 0) return <Text color="fg.muted">{t.empty}</Text>;
  const largest = Math.max(...rows.map((row) => measureOf(row, bar)));
  const total = (measure: StatsMeasure) => (measure.field ? totalSums[sums.indexOf(measure.field)] : totalCount);
  const interval = panel.interval;
  return (
    <Stack gap="4">
      {panel.chart && interval && (
        <ColumnChart
          columns={rows.map((row) => ({ key: String(row.key), label: shortPeriodLabel(String(row.key), interval), value: measureOf(row, bar) }))}
          format={(value) => formatMeasure(value, panel.measures[0])}
        />
      )}
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{panel.groupLabel}</Table.ColumnHeader>
            {panel.measures.map((measure) => (
              <Table.ColumnHeader key={measure.label} textAlign="end">
                {measure.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader width="30%" hideBelow="md" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={String(row.key ?? 'other')} data-testid="stats-row">
              <Table.Cell>{row.label}</Table.Cell>
              {panel.measures.map((measure) => (
                <Table.Cell key={measure.label} textAlign="end" whiteSpace="nowrap">
                  {formatMeasure(measureOf(row, indexOf(measure)), measure)}
                </Table.Cell>
              ))}
              <Table.Cell hideBelow="md">
                <Box bg={row.key === null ? 'gray.400' : 'blue.500'} height="2" borderRadius="sm" width={`${barShare(measureOf(row, bar), largest)}%`} />
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold" data-testid="stats-total">
            <Table.Cell>{t.total}</Table.Cell>
            {panel.measures.map((measure) => (
              <Table.Cell key={measure.label} textAlign="end" whiteSpace="nowrap">
                {formatMeasure(total(measure) ?? 0, measure)}
              </Table.Cell>
            ))}
            <Table.Cell hideBelow="md" />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
