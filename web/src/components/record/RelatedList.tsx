import { Box, Button, Flex } from '@chakra-ui/react';
import { BusySpinner } from '../BusySpinner';
import { useMemo, useState, useTransition, type ReactNode } from 'react';
import { useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { nlList } from '../../i18n/nl/list';
import { interpolate } from '../../lib/interpolate';
import type { SortOrder } from '../../lib/order';
import { prefillPath, type PrefillValue } from '../../lib/recordTabs';
import { useViewer } from '../../relay/viewer';
import { DataTable } from '../DataTable/DataTable';
import { PlusIcon } from '../icons';
import { refetchQueryOf } from '../list/listQuery';
import type { ListColumn, ListConfig, ListFragmentData, ListRowBase } from '../list/types';
import { useIsMobile } from '../useIsMobile';
import { TabPager } from './TabPager';

/** A condition on the related records, as the connections' `filter` argument takes it. */
export interface ParentFilter {
  field: string;
  operator?: 'EQ' | 'IN';
  value: unknown;
}

/** A column of the related list by id, optionally under another header or with another cell; an unknown id with a cell adds a column. */
export type TabColumn<Row> = string | { id: string; header?: string; cell?: (row: Row) => ReactNode };

export interface RelatedListSpec<Rec, Row extends ListRowBase> {
  /** The related resource's list: its fragment, columns, row links and texts. */
  list: ListConfig<Row>;
  /** Which of the related records belong to the parent. */
  filter: (record: Rec) => readonly ParentFilter[];
  /** The list's columns to show; default its visible ones. */
  columns?: readonly TabColumn<Row>[];
  /** Rows per page; default 10. */
  perPage?: number;
  order?: SortOrder;
  emptyText?: string;
  /** The create screen's query that prefills the parent; no New button without it. */
  prefill?: (record: Rec) => Readonly<Record<string, PrefillValue>>;
  /** Where the New button goes; default the list's create path. */
  createPath?: string;
}

export const TAB_PAGE_SIZE = 10;

function pickColumns<Row>(all: readonly ListColumn<Row>[], wanted: readonly TabColumn<Row>[] | undefined): ListColumn<Row>[] {
  if (!wanted) return all.filter((c) => !c.hidden);
  return wanted.flatMap((entry) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    const column = all.find((c) => c.id === id);
    // A column of the tab's own (a row menu), not one of the list's.
    if (!column) return typeof entry !== 'string' && entry.cell ? [{ id, header: entry.header ?? '', cell: entry.cell }] : [];
    if (typeof entry === 'string') return [column];
    return [{ ...column, header: entry.header ?? column.header, cell: entry.cell ?? column.cell }];
  });
}

/** A tab holding another resource's list filtered on the parent record (spec back-office §2). */
export function relatedList<Rec extends { databaseId: number }, Row extends ListRowBase>(spec: RelatedListSpec<Rec, Row>): (record: Rec) => ReactNode {
  return function RelatedTab(record: Rec) {
    return <RelatedList key={record.databaseId} spec={spec} record={record} />;
  };
}

type ListKey<Row> = KeyType<ListFragmentData<Row>>;

function RelatedList<Rec, Row extends ListRowBase>({ spec, record }: { spec: RelatedListSpec<Rec, Row>; record: Rec }) {
  const { list } = spec;
  const viewer = useViewer();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const perPage = spec.perPage ?? TAB_PAGE_SIZE;
  const [view, setView] = useState({ page: 1, order: spec.order ?? list.defaultOrder });
  const [pending, startTransition] = useTransition();

  const query = useMemo(() => refetchQueryOf(list.fragment), [list.fragment]);
  const filter = useMemo(() => spec.filter(record).map((f) => ({ operator: 'EQ', ...f })), [spec, record]);
  const variables = { first: perPage, page: view.page, search: null, filter, orderBy: [view.order], trashed: null };
  // Cached rows show at once; the network brings the latest (a record just created from this tab).
  const data = useLazyLoadQuery<OperationType>(query, variables, { fetchPolicy: 'store-and-network' });
  const fragmentData = useFragment<ListKey<Row>>(list.fragment, data as ListKey<Row>) as ListFragmentData<Row>;
  const rows = useMemo(() => (fragmentData.list?.edges ?? []).map((edge) => edge.node), [fragmentData.list]);
  const total = fragmentData.list?.totalCount ?? 0;
  const columns = useMemo(() => pickColumns(list.columns, spec.columns), [list.columns, spec.columns]);

  const canCreate = Boolean(spec.prefill) && viewer.permissions.has(`${list.type}.store`);
  const createTo = prefillPath(spec.createPath ?? list.createPath ?? `/${list.type}/create`, spec.prefill?.(record) ?? {});
  const change = (patch: Partial<typeof view>) => startTransition(() => setView((current) => ({ ...current, ...patch })));

  return (
    <Box data-testid={`tab-list-${list.type}`}>
      {(canCreate || pending) && (
        <Flex justify="flex-end" align="center" gap="2" pb="3">
          {pending && <BusySpinner size="sm" color="fg.muted" />}
          {canCreate && (
            <Button asChild size="xs" colorPalette="blue">
              <RouterLink to={createTo}>
                <PlusIcon />
                {list.texts.newLabel}
              </RouterLink>
            </Button>
          )}
        </Flex>
      )}
      <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s" aria-busy={pending || undefined}>
        <DataTable<Row>
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          order={view.order}
          onOrderChange={(order) => change({ order, page: 1 })}
          emptyText={spec.emptyText ?? interpolate(nlList.empty, { plural: list.texts.plural })}
          onRowOpen={(row) => {
            const path = list.rowPath(row);
            if (path) navigate(path);
          }}
          mobile={isMobile}
          rowTestId={list.rowTestId ?? 'list-row'}
        />
      </Box>
      <TabPager page={view.page} perPage={perPage} total={total} onPageChange={(page) => change({ page })} />
    </Box>
  );
}
