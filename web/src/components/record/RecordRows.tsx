import { Box, Flex, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pageSlice } from '../../lib/recordTabs';
import { DataTable } from '../DataTable/DataTable';
import type { DataColumn } from '../DataTable/types';
import { useIsMobile } from '../useIsMobile';
import { TAB_PAGE_SIZE } from './RelatedList';
import { TabPager } from './TabPager';

export interface RecordRowsSpec<Rec, Row extends { id: string }> {
  /** The rows as the detail query fetched them with the record. */
  rows: (record: Rec) => readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowPath?: (row: Row) => string | null;
  emptyText: string;
  perPage?: number;
  /** Totals below the rows. */
  totals?: (record: Rec) => readonly { label: string; value: string }[];
  rowTestId?: string;
}

/** A tab of rows that come with the record itself (a contract's periods, a subscription's lines). */
export function recordRows<Rec, Row extends { id: string }>(spec: RecordRowsSpec<Rec, Row>): (record: Rec) => ReactNode {
  return function RowsTab(record: Rec) {
    return <RecordRows spec={spec} record={record} />;
  };
}

const NO_ORDER = { field: '', direction: 'ASC' } as const;

function RecordRows<Rec, Row extends { id: string }>({ spec, record }: { spec: RecordRowsSpec<Rec, Row>; record: Rec }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const perPage = spec.perPage ?? TAB_PAGE_SIZE;
  const all = spec.rows(record);
  const { rowPath } = spec;
  return (
    <Box>
      <DataTable<Row>
        columns={spec.columns}
        rows={pageSlice(all, page, perPage)}
        getRowKey={(row) => row.id}
        order={NO_ORDER}
        onOrderChange={() => undefined}
        emptyText={spec.emptyText}
        onRowOpen={
          rowPath
            ? (row) => {
                const path = rowPath(row);
                if (path) navigate(path);
              }
            : undefined
        }
        mobile={isMobile}
        rowTestId={spec.rowTestId ?? 'list-row'}
      />
      <TabPager page={page} perPage={perPage} total={all.length} onPageChange={setPage} />
      {spec.totals && (
        <Flex justify="flex-end" gap="6" pt="3" wrap="wrap" data-testid="tab-totals">
          {spec.totals(record).map(({ label, value }) => (
            <Text key={label} fontSize="sm">
              <Text as="span" color="fg.muted">
                {label}:
              </Text>{' '}
              <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {value}
              </Text>
            </Text>
          ))}
        </Flex>
      )}
    </Box>
  );
}
