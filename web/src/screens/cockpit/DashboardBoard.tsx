import { Box, Grid, GridItem, Text } from '@chakra-ui/react';
import { Suspense, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DashboardBoard_dashboard$key } from '../../__generated__/DashboardBoard_dashboard.graphql';
import { BusySpinner } from '../../components/BusySpinner';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { nlCockpitEditor } from '../../i18n/nl/cockpitEditor';
import { mobileOrder } from '../../lib/cockpit';
import type { QuickFilter } from '../../lib/quickFilters';
import { quickFilterFromPreset } from '../../lib/quickFilters';
import { useViewer } from '../../relay/viewer';
import { CountWidget } from './CountWidget';
import { TableWidget } from './TableWidget';
import { useWidgetLive, type WidgetEvent, type WidgetLive } from './useWidgetLive';
import { WidgetFrame, WidgetMessage } from './WidgetFrame';
import { isWidgetListType, widgetList } from './widgetLists';

const fragment = graphql`
  fragment DashboardBoard_dashboard on CockpitDashboard {
    id
    databaseId
    name
    widgets(first: 100) {
      edges {
        node {
          id
          databaseId
          widgetType
          order
          tablePreset {
            id
            databaseId
            label
            styling
            type
            columnsConfig
            filterConfig
            orderConfig
            paginationConfig
          }
        }
      }
    }
  }
`;

interface DashboardBoardProps {
  dashboard: DashboardBoard_dashboard$key;
  wall?: boolean;
  /** Opens the widget editor for a widget; absent on the wall and without cockpit-widgets.update. */
  onEditWidget?: (widgetId: string) => void;
  /** Shown above the widgets with the live state (the wall display's title bar). */
  header?: (live: WidgetLive) => ReactNode;
  /** A widget just added: scrolled into view and marked. */
  arrivedId?: string | null;
}

interface ListWidgetProps {
  type: string;
  count: boolean;
  quickFilter: QuickFilter;
  event: WidgetEvent | undefined;
  reloadKey: number;
  wall: boolean;
  onEdit?: () => void;
}

/** A count or a table of one list, once that list's definition has arrived (it suspends until then). */
function ListWidget({ type, count, ...props }: ListWidgetProps) {
  const list = use(widgetList(type));
  return count ? <CountWidget list={list} {...props} /> : <TableWidget list={list} {...props} />;
}

/**
 * The widgets of one dashboard in their order: counts as tiles, tables wide; below 768 px the
 * counts come first. Live through one subscription for all of them.
 */
export function DashboardBoard({ dashboard, wall = false, onEditWidget, header, arrivedId }: DashboardBoardProps) {
  const data = useFragment(fragment, dashboard);
  const viewer = useViewer();
  const widgets = useMemo(
    () =>
      (data.widgets?.edges ?? [])
        .map((edge) => edge.node)
        .slice()
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.databaseId - b.databaseId),
    [data],
  );
  const ids = useMemo(() => widgets.filter((widget) => widget.tablePreset).map((widget) => widget.id), [widgets]);
  const live = useWidgetLive(ids, wall);
  const arrived = useRef<HTMLDivElement>(null);
  const present = arrivedId ? widgets.some((widget) => widget.id === arrivedId) : false;
  useEffect(() => {
    if (present) arrived.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [present, arrivedId]);

  return (
    <Box data-testid="dashboard-board">
      {header?.(live)}
      {widgets.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" px="4" textAlign="center" data-testid="dashboard-empty">
          <Text color="fg.muted">{nlCockpitEditor.noWidgets}</Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap={wall ? '5' : '4'}>
          {widgets.map((widget) => {
            const count = widget.widgetType === 'count';
            const preset = widget.tablePreset;
            const type = preset?.type;
            const quickFilter = preset ? quickFilterFromPreset(preset) : null;
            const title = quickFilter?.label ?? `#${widget.databaseId}`;
            const onEdit = onEditWidget && (() => onEditWidget(widget.id));
            let content: ReactNode;
            if (!isWidgetListType(type) || !quickFilter) content = <WidgetMessage title={title} styling={quickFilter?.styling} wall={wall} text={nlCockpit.unknownType} testId="widget-unknown" onEdit={onEdit} />;
            else if (!viewer.permissions.has(`${type}.index`))
              content = <WidgetMessage title={title} styling={quickFilter.styling} wall={wall} text={nlCockpit.noPermission} testId="widget-forbidden" onEdit={onEdit} />;
            else
              content = (
                <Suspense
                  fallback={
                    // Under the widget's own test id: what looks for the widget finds its place while it loads.
                    <WidgetFrame title={title} styling={quickFilter.styling} wall={wall} testId={count ? 'count-widget' : 'table-widget'}>
                      <BusySpinner size="sm" color="fg.muted" />
                    </WidgetFrame>
                  }
                >
                  <ListWidget type={type} count={count} quickFilter={quickFilter} event={live.events.get(widget.id)} reloadKey={live.reloadKey} wall={wall} onEdit={onEdit} />
                </Suspense>
              );
            return (
              <GridItem
                key={widget.id}
                colSpan={count ? 1 : { base: 1, sm: 2, lg: wall ? 2 : 4, xl: 2 }}
                // A wall display also puts the counts on top: the numbers are what a room reads.
                order={wall ? mobileOrder(widget.widgetType) : { base: mobileOrder(widget.widgetType), md: 0 }}
                alignSelf={count ? 'start' : undefined}
                minW="0"
                ref={widget.id === arrivedId ? arrived : undefined}
                data-arrived={widget.id === arrivedId || undefined}
                borderRadius="md"
                outline={widget.id === arrivedId ? '3px solid' : undefined}
                outlineColor="blue.solid"
                outlineOffset="2px"
                scrollMarginTop="4rem"
              >
                {content}
              </GridItem>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
