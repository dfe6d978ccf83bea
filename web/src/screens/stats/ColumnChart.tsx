import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { barShare } from '../../lib/statistics';

export interface ChartColumn {
  key: string;
  /** Under the column. */
  label: string;
  value: number;
  /** A part of the value drawn darker inside the column (the billable time). */
  part?: number;
}

interface ColumnChartProps {
  columns: readonly ChartColumn[];
  format: (value: number) => string;
  /** Names the two shades when columns have a part. */
  legend?: { value: string; part: string };
  height?: number;
}

/** Values over time as columns, for the period panels; the table beside it holds the figures. */
export function ColumnChart({ columns, format, legend, height = 140 }: ColumnChartProps) {
  const largest = Math.max(0, ...columns.map((column) => column.value));
  return (
    <Stack gap="2" data-testid="column-chart">
      <Flex align="flex-end" gap="1" height={`${height}px`} borderBottomWidth="1px" borderColor="border" overflowX="auto">
        {columns.map((column) => (
          <Flex key={column.key} direction="column" justify="flex-end" flex="1" minW="6" maxW="24" height="full" title={`${column.label}: ${format(column.value)}`}>
            <Box bg={column.part === undefined ? 'blue.500' : 'blue.200'} borderTopRadius="sm" height={`${barShare(column.value, largest)}%`} display="flex" flexDirection="column" justifyContent="flex-end">
              {column.part !== undefined && <Box bg="blue.500" borderTopRadius="sm" height={`${barShare(column.part, column.value)}%`} />}
            </Box>
          </Flex>
        ))}
      </Flex>
      <Flex gap="1" overflowX="auto">
        {columns.map((column) => (
          <Text key={column.key} flex="1" minW="6" maxW="24" fontSize="xs" color="fg.muted" textAlign="center" truncate>
            {column.label}
          </Text>
        ))}
      </Flex>
      {legend && (
        <Flex gap="4" fontSize="xs" color="fg.muted">
          <Flex align="center" gap="1">
            <Box boxSize="2.5" bg="blue.200" borderRadius="sm" />
            {legend.value}
          </Flex>
          <Flex align="center" gap="1">
            <Box boxSize="2.5" bg="blue.500" borderRadius="sm" />
            {legend.part}
          </Flex>
        </Flex>
      )}
    </Stack>
  );
}
