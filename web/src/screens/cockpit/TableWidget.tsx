import { Badge, Box, IconButton } from '@chakra-ui/react';
import { BusySpinner } from '../../components/BusySpinner';
import { Suspense, useMemo, useState } from 'react';
import { useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { DataTable } from '../../components/DataTable/DataTable';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { filterContextFor, listDefaults, refetchQueryOf } from '../../components/list/listQuery';
import type { ListFragmentData, ListRowBase } from '../../components/list/types';
import { useIsMobile } from '../../components/useIsMobile';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { widgetColumns, widgetListHref, widgetListState } from '../../lib/cockpit';
import { interpolate } from '../../lib/interpolate';
import { listVariables } from '../../lib/listState';
import type { QuickFilter } from '../../lib/quickFilters';
import { useViewer } from '../../relay/viewer';
import type { WidgetEvent } from './useWidgetLive';
import { WidgetFrame } from './WidgetFrame';
import type { WidgetList } from './widgetLists';

interface TableWidgetProps {
  list: WidgetList;
  quickFilter: QuickFilter;
  event: WidgetEvent | undefined;
  reloadKey: number;
  wall: boolean;
  onEdit?: () => void;
}

/**
 * A quick filter as a table: the list screen's query, columns and cells, the quick filter's
 * columns, filters and order. Below 768 px the rows fold away behind the title.
 */
export function TableWidget(props: TableWidgetProps) {
  const { list, quickFilter, wall } = props;
  const isMobile = useIsMobile();
  // Phones fold the rows away: the counts and titles fit on one screen.
  const collapsible = isMobile && !wall;
  const [open, setOpen] = useState(false);
  const [ownReload, setOwnReload] = useState(0);
  const href = useMemo(() => widgetListHref(list.path, quickFilter, listDefaults(list.config)), [list, quickFilter]);
  const fetchKey = `${props.reloadKey}:${props.event?.seq ?? 0}:${ownReload}`;
  const shown = !collapsible || open;

  return (
    <Suspense
      fallback={
        <WidgetFrame title={quickFilter.label} styling={quickFilter.styling} wall={wall} testId="table-widget">
          <BusySpinner size="sm" color="fg.muted" />
        </WidgetFrame>
      }
    >
      <TableWidgetBody
        {...props}
        fetchKey={fetchKey}
        href={href}
        shown={shown}
        toggle={collapsible ? () => setOpen((value) => !value) : null}
        onRefresh={() => setOwnReload((n) => n + 1)}
        mobile={isMobile}
      />
    </Suspense>
  );
}

interface BodyProps extends TableWidgetProps {
  fetchKey: string;
  href: string;
  shown: boolean;
  toggle: (() => void) | null;
  onRefresh: () => void;
  mobile: boolean;
}

function TableWidgetBody({ list, quickFilter, wall, fetchKey, href, shown, toggle, onRefresh, onEdit, mobile }: BodyProps) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { config } = list;
  const defaults = useMemo(() => listDefaults(config), [config]);
  const state = useMemo(() => widgetListState(quickFilter, defaults), [quickFilter, defaults]);
  const variables = useMemo(
    () => ({ ...listVariables(state, config.columns, filterContextFor(viewer)), trashed: config.fixedVariables?.trashed ?? null }),
    // Every reload asks with the clock of that moment ('today' moves on at midnight).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, config, viewer, fetchKey],
  );
  const query = useMemo(() => refetchQueryOf(config.fragment), [config]);
  const queryData = useLazyLoadQuery<OperationType>(query, variables, { fetchKey, fetchPolicy: 'store-and-network' });
  const data = useFragment(config.fragment, queryData as KeyType<ListFragmentData<ListRowBase>>) as ListFragmentData<ListRowBase>;
  const rows = useMemo(() => (data.list?.edges ?? []).map((edge) => edge.node), [data]);
  const total = data.list?.totalCount ?? 0;
  // The widget shows the quick filter's order; sorting happens in the list itself.
  const columns = useMemo(() => widgetColumns(config.columns, quickFilter.columns).map((column) => ({ ...column, sortField: undefined })), [config, quickFilter]);

  return (
    <WidgetFrame
      title={quickFilter.label}
      styling={quickFilter.styling}
      wall={wall}
      onRefresh={onRefresh}
      onEdit={onEdit}
      listHref={href}
      testId="table-widget"
      extra={
        <>
          <Badge variant="subtle" size={wall ? 'lg' : 'sm'} data-testid="widget-total" fontVariantNumeric="tabular-nums">
            {total}
          </Badge>
          {toggle && (
            <IconButton aria-label={shown ? nlCockpit.hide : nlCockpit.show} aria-expanded={shown} size="xs" variant="ghost" onClick={toggle}>
              {shown ? <ChevronDownIcon /> : <ChevronRightIcon />}
            </IconButton>
          )}
        </>
      }
    >
      {shown && (
        <Box css={wall ? { '& td, & th': { fontSize: 'md' } } : undefined}>
          <DataTable<ListRowBase>
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            order={state.order}
            onOrderChange={() => undefined}
            emptyText={interpolate(nlCockpit.empty, { plural: config.texts.plural })}
            onRowOpen={
              wall
                ? undefined
                : (row) => {
                    const path = config.rowPath(row);
                    if (path) navigate(path);
                  }
            }
            mobile={mobile}
            fit
            rowTestId="widget-row"
          />
        </Box>
      )}
    </WidgetFrame>
  );
}
