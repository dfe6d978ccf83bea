import { Badge, Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { ActionMenu } from '../ActionMenu';
import { BusySpinner } from '../BusySpinner';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { nlList } from '../../i18n/nl/list';
import { arrangeColumns, columnSettings, mobileSortColumns } from '../../lib/columns';
import { exportColumns } from '../../lib/exportColumns';
import { isActiveFilter, type ColumnFilters, type FilterValue } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import { listStateToParams, listVariables, offeredOrder, resolveListState, sameListState, searchChange, statePreferences, type ListDefaults, type ListState } from '../../lib/listState';
import type { SortOrder } from '../../lib/order';
import { pageCount, pageSizesFor } from '../../lib/pagination';
import { printPath } from '../../lib/printView';
import { presetConfig, type QuickFilter } from '../../lib/quickFilters';
import { useViewer } from '../../relay/viewer';
import { DataTable } from '../DataTable/DataTable';
import { ListPagination } from '../DataTable/ListPagination';
import { MobileSortSelect } from '../DataTable/MobileSortSelect';
import { FilterIcon, MoreIcon, PlusIcon, PrintIcon, RefreshIcon } from '../icons';
import { SearchInput } from '../SearchInput';
import { useAutoRefresh } from '../useAutoRefresh';
import { useIsMobile } from '../useIsMobile';
import { ColumnFilterPopover } from './ColumnFilterPopover';
import { filterContextFor, listDefaults, refetchQueryOf } from './listQuery';
import { QuickFilterBar, type PresetDialog } from './QuickFilterBar';
import type { GroupAction, ListColumn, ListConfig, ListFragmentData, ListRowBase } from './types';
import type { ListNavigationState } from '../../lib/keyboardShortcuts';
import { ConfirmDialog } from '../ConfirmDialog';
import { ListNavigationContext } from './listNavigation';
import { useListPreferences } from './useListPreferences';
import { useRequestExport } from './useRequestExport';
import { dialogOnDemand } from '../onDemand';

const ChooseValueDialog = dialogOnDemand(
  () => import('./ChooseValueDialog').then((module) => module.ChooseValueDialog),
  (props) => props.open,
);

const MobileFilterDialog = dialogOnDemand(
  () => import('./MobileFilterDialog').then((module) => module.MobileFilterDialog),
  (props) => props.open,
);

const ColumnsDialog = dialogOnDemand(
  () => import('./ColumnsDialog').then((module) => module.ColumnsDialog),
  (props) => props.open,
);

type ListKey<Row> = KeyType<ListFragmentData<Row>>;

/** Up to this many visible columns share the table's width instead of scrolling sideways. */
const FITTED_COLUMNS = 10;

interface ResourceListProps<Row extends ListRowBase> {
  config: ListConfig<Row>;
  /** The route query's data, holding the list fragment. */
  query: unknown;
}

/**
 * The generic list screen (spec core §2): title, refresh, menu, New button, quick filters with
 * counts, column filters and sorting, row selection with group actions, pagination, cards below
 * 768 px, preferences per user and route, and a quiet refresh every 15 s.
 */
export function ResourceList<Row extends ListRowBase>({ config, query }: ResourceListProps<Row>) {
  const viewer = useViewer();
  if (!viewer.permissions.has(`${config.type}.index`)) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {config.texts.title}
        </Heading>
        <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" px="4" textAlign="center">
          <Text color="fg.muted">{nlList.noPermission}</Text>
        </Box>
      </Stack>
    );
  }
  return <ListScreen config={config} query={query} />;
}

function ListScreen<Row extends ListRowBase>({ config, query }: ResourceListProps<Row>) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [data, refetch] = useRefetchableFragment<OperationType, ListKey<Row>>(config.fragment, query as ListKey<Row>);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const preferences = useListPreferences(config.routeName);
  const defaults: ListDefaults = useMemo(() => listDefaults(config, viewer), [config, viewer]);

  const state = useMemo(() => resolveListState(searchParams, defaults, preferences.initial), [searchParams, defaults, preferences.initial]);
  const [columnPrefs, setColumnPrefs] = useState(preferences.initial.columns);
  const { visible, hidden } = useMemo(() => arrangeColumns(config.columns, columnPrefs), [config.columns, columnPrefs]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'columns' | 'filters' | PresetDialog>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // Bumped when filters and search are cleared or a quick filter applied: the search box drops what is still waiting to be searched.
  const [searchReset, setSearchReset] = useState(0);

  const variablesFor = useCallback(
    (s: ListState) => ({ ...listVariables(s, config.columns, filterContextFor(viewer)), trashed: config.fixedVariables?.trashed ?? null }),
    [config, viewer],
  );

  // The list state the rows on screen were fetched with: the route loaded the first one.
  const fetched = useRef(state);
  useEffect(() => {
    preferences.save(statePreferences(state));
    if (sameListState(fetched.current, state)) return;
    fetched.current = state;
    setSelected(new Set());
    startTransition(() => {
      refetch(variablesFor(state), { fetchPolicy: 'store-or-network' });
    });
  }, [state, refetch, variablesFor, preferences]);

  // The state the last change asked for. The address bar takes it a moment later (a navigation), so a
  // change in that moment (a column clicked just before the typed search commits) builds on this,
  // not on the address it would otherwise undo.
  const latest = useRef(state);
  const asked = useRef<string[]>([]);
  useLayoutEffect(() => {
    const landed = listStateToParams(state, defaults).toString();
    const at = asked.current.indexOf(landed);
    asked.current = at === -1 ? [] : asked.current.slice(at + 1);
    // Another change is still on its way, unless this one came from elsewhere (the back button).
    if (asked.current.length === 0) latest.current = state;
  }, [state, defaults]);

  const update = useCallback(
    (change: Partial<ListState> | ((current: ListState) => Partial<ListState>), replace = false) => {
      const current = latest.current;
      const patch = typeof change === 'function' ? change(current) : change;
      // Changing what the list shows leaves the quick filter it came from.
      const leavesPreset = 'filters' in patch || 'search' in patch || 'order' in patch;
      const next: ListState = { ...current, ...(leavesPreset && !('preset' in patch) ? { preset: null } : {}), ...patch };
      latest.current = next;
      // Remembered at once, not after the next render: the user may leave straight away.
      preferences.save(statePreferences(next));
      const params = listStateToParams(next, defaults);
      asked.current.push(params.toString());
      setSearchParams(params, { replace });
    },
    [setSearchParams, defaults, preferences],
  );

  const edges = data.list?.edges;
  const rows = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  const total = data.list?.totalCount ?? 0;

  // A page past the end (the list shrank): show the last page instead.
  const lastPage = pageCount(total, state.perPage);
  useEffect(() => {
    if (!isPending && rows.length === 0 && total > 0 && state.page > lastPage) update({ page: lastPage }, true);
  }, [isPending, rows.length, total, state.page, lastPage, update]);

  const refresh = useCallback(() => {
    setRefreshKey((k) => k + 1);
    startTransition(() => {
      refetch(variablesFor(state), { fetchPolicy: 'network-only' });
    });
  }, [refetch, state, variablesFor]);

  // Quietly, without the busy state, and not while rows are selected (spec core §2).
  const refetchQuery = useMemo(() => refetchQueryOf(config.fragment), [config.fragment]);
  useAutoRefresh(() => {
    fetchQuery(environment, refetchQuery, variablesFor(state), { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, !isPending && selected.size === 0);

  const onSearch = useCallback((search: string) => update((current) => searchChange(current, search, defaults), true), [update, defaults]);

  const setFilter = useCallback(
    (id: string, value: FilterValue | undefined) => {
      update((current) => {
        const filters: Record<string, FilterValue> = { ...current.filters };
        if (value === undefined || !isActiveFilter(value)) delete filters[id];
        else filters[id] = value;
        return { filters, page: 1 };
      });
    },
    [update],
  );

  const applyQuickFilter = (quickFilter: QuickFilter | null) => {
    setSearchReset((n) => n + 1);
    if (!quickFilter) {
      update((current) => ({ filters: {}, preset: null, ...searchChange(current, '', defaults) }));
      return;
    }
    if (quickFilter.columns) saveColumns(quickFilter.columns);
    update({
      filters: quickFilter.filters,
      search: quickFilter.search,
      order: offeredOrder(quickFilter.order, defaults, quickFilter.search) ?? searchChange(state, quickFilter.search, defaults).order,
      perPage: quickFilter.perPage ?? state.perPage,
      preset: quickFilter.id,
      page: 1,
    });
  };

  const saveColumns = (settings: { id: string; visible: boolean }[] | undefined) => {
    setColumnPrefs(settings);
    preferences.save({ columns: settings });
  };

  const filtered = Object.keys(state.filters).length > 0 || state.search !== '' || state.preset !== null;
  const canStore = viewer.permissions.has(config.createPermission ?? `${config.type}.store`) && config.newButton !== false && config.createPath;
  const canManagePresets = viewer.permissions.has('table-presets.store') && config.presets !== false;
  const selectedRows = rows.filter((row) => selected.has(row.id));
  // A record opened from this list walks its rows, in the order shown, with j and k.
  const listNavigation = useMemo<ListNavigationState>(
    () => ({ listPaths: rows.map((row) => config.rowPath(row)).filter((path): path is string => Boolean(path)) }),
    [rows, config],
  );
  const filterContext = useMemo(() => filterContextFor(viewer), [viewer]);

  // The export holds what the list shows: its filters, search, order and visible columns.
  const canExport = config.exportable !== false && viewer.permissions.has('exports.store') && viewer.permissions.has(`${config.type}.index`);
  const { requestExport, busy: exporting } = useRequestExport();
  const exportList = () => {
    const { search, filter, orderBy, trashed } = variablesFor(state);
    requestExport({ type: config.type, search, filter, orderBy, trashed, columns: exportColumns(visible) });
  };

  const [confirming, setConfirming] = useState<GroupAction | null>(null);
  const question = confirming?.confirm?.(selectedRows);
  const groupActionsButton = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState<GroupAction | null>(null);
  const runGroupAction = (action: GroupAction, chosen?: string) => {
    void action
      .run(selectedRows, environment, chosen)
      .then((path) => {
        if (path) navigate(path);
      })
      .finally(() => {
        setSelected(new Set());
        refresh();
      });
  };

  // Only the selected rows, in the print view of this list's type (routes: listPrintRoutes).
  const print = () => window.open(printPath(config.type, selectedRows.map((row) => row.databaseId)), '_blank', 'noopener');

  const headerExtra = (column: { id: string; header: string }) => {
    const definition = config.columns.find((c) => c.id === column.id);
    if (!definition?.filter) return null;
    return <ColumnFilterPopover header={definition.header} filter={definition.filter} value={state.filters[definition.id]} onChange={(value) => setFilter(definition.id, value)} />;
  };

  const sortColumns = mobileSortColumns(config.columns, visible, config.mobileSorts, state.order.field);
  const activeFilterCount = Object.keys(state.filters).length;

  return (
    <Stack gap="4" data-testid={`list-${config.routeName}`}>
      <Flex gap="3" align="center" wrap="wrap">
        <Flex align="center" gap="2" flex="1" minW="0">
          <Heading as="h1" size="xl" truncate>
            {config.texts.title}
          </Heading>
          {config.beta && (
            <Badge colorPalette="purple" variant="subtle">
              {nlList.beta}
            </Badge>
          )}
          <IconButton aria-label={nlList.refresh} title={nlList.refresh} variant="ghost" size="sm" onClick={refresh}>
            <RefreshIcon />
          </IconButton>
          <ActionMenu
            entries={[
              ...(canManagePresets
                ? [
                    { value: 'add-preset', label: nlList.addQuickFilter },
                    { value: 'manage-presets', label: nlList.manageQuickFilters },
                  ]
                : []),
              { value: 'columns', label: nlList.editColumns },
              ...(canExport ? [{ value: 'export', label: nlList.export, disabled: exporting }] : []),
            ]}
            onSelect={(value) => {
              if (value === 'columns') setDialog('columns');
              if (value === 'add-preset') setDialog('add');
              if (value === 'manage-presets') setDialog('manage');
              if (value === 'export') exportList();
            }}
            trigger={(handlers) => (
              <IconButton aria-label={nlList.menu} title={nlList.menu} variant="ghost" size="sm" {...handlers}>
                <MoreIcon />
              </IconButton>
            )}
          />
          {isPending && <BusySpinner size="sm" color="fg.muted" />}
        </Flex>
        {config.search && !isMobile && <SearchInput key={searchReset} value={state.search} onSearch={onSearch} />}
        {config.links
          ?.filter((link) => viewer.permissions.has(link.permission))
          .map((link) => (
            <Button key={link.path} asChild variant="outline" size="sm" data-testid={link.testId}>
              <RouterLink to={link.path}>{link.label}</RouterLink>
            </Button>
          ))}
        {canStore && (
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={config.createPath!}>
              <PlusIcon />
              {config.texts.newLabel}
            </RouterLink>
          </Button>
        )}
      </Flex>

      {(config.presets !== false || filtered) && (
        <Flex gap="2" align="center" wrap="wrap">
          {config.presets !== false && (
            <Suspense fallback={null}>
              <QuickFilterBar
                type={config.type}
                activeId={state.preset}
                columns={config.columns}
                filterContext={filterContext}
                refreshKey={refreshKey}
                onApply={applyQuickFilter}
                dialog={dialog === 'add' || dialog === 'manage' ? dialog : null}
                onCloseDialog={() => setDialog(null)}
                currentConfig={() =>
                  presetConfig(state, [
                    ...visible.map((c) => describeColumn(c, true)),
                    ...hidden.map((c) => describeColumn(c, false)),
                  ])
                }
              />
            </Suspense>
          )}
          {filtered && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="gray"
              onClick={() => {
                setSearchReset((n) => n + 1);
                update((current) => ({ filters: {}, preset: null, ...searchChange(current, '', defaults) }));
              }}
            >
              {nlList.clearFilters}
            </Button>
          )}
        </Flex>
      )}

      {isMobile && (
        <Stack gap="2">
          {config.search && <SearchInput key={searchReset} value={state.search} onSearch={onSearch} placeholder={nlList.search} />}
          <Flex gap="2" align="center">
            <MobileSortSelect
              columns={sortColumns}
              order={state.order}
              onOrderChange={(order: SortOrder) => update({ order, page: 1 })}
              searchOrder={state.search ? defaults.searchOrder : undefined}
            />
            <Button size="sm" variant="outline" onClick={() => setDialog('filters')} flexShrink={0}>
              <FilterIcon />
              {nlList.mobileFilters}
              {activeFilterCount > 0 && (
                <Badge size="xs" colorPalette="blue" variant="solid">
                  {activeFilterCount}
                </Badge>
              )}
            </Button>
          </Flex>
        </Stack>
      )}

      {selected.size > 0 && (
        <Flex gap="2" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" bg="blue.50" px="3" py="2" data-testid="group-actions">
          <Text fontSize="sm" fontWeight="medium">
            {interpolate(nlList.selected, { count: selected.size })}
          </Text>
          <ActionMenu
            entries={[
              {
                value: 'print',
                label: (
                  <>
                    <PrintIcon />
                    {nlList.print}
                  </>
                ),
              },
              ...(config.groupActions ?? []).filter((a) => !a.permission || viewer.permissions.has(a.permission)).map((action) => ({ value: action.id, label: action.label })),
            ]}
            onSelect={(value) => {
              if (value === 'print') print();
              const action = config.groupActions?.find((a) => a.id === value);
              if (action?.choose) setChoosing(action);
              else if (action?.confirm) setConfirming(action);
              else if (action) runGroupAction(action);
            }}
            trigger={(handlers) => (
              <Button ref={groupActionsButton} size="xs" variant="outline" bg="bg" {...handlers}>
                {nlList.groupActions}
              </Button>
            )}
          />
          <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
            {nlList.deselect}
          </Button>
        </Flex>
      )}

      <Box opacity={isPending ? 0.6 : 1} transition="opacity 0.15s" aria-busy={isPending || undefined}>
        <ListNavigationContext.Provider value={listNavigation}>
          <DataTable<Row>
            columns={visible}
            rows={rows}
            getRowKey={(row) => row.id}
            order={state.order}
            onOrderChange={(order) => update({ order, page: 1 })}
            emptyText={interpolate(nlList.empty, { plural: config.texts.plural })}
            onRowOpen={(row) => {
              const path = config.rowPath(row);
              if (path) navigate(path, { state: listNavigation });
            }}
            renderHeaderExtra={headerExtra}
            selection={{ selected, onChange: setSelected }}
            mobile={isMobile}
            // The usual handful of columns share the screen; a long list of added columns scrolls sideways instead.
            fit={visible.length <= FITTED_COLUMNS}
            rowTestId={config.rowTestId ?? 'list-row'}
          />
        </ListNavigationContext.Provider>
      </Box>

      {total > 0 && (
        <ListPagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(perPage) => update({ perPage, page: 1 })}
          compact={isMobile}
          sizes={pageSizesFor(defaults.perPage)}
        />
      )}

      <ColumnsDialog
        open={dialog === 'columns'}
        visible={visible}
        hidden={hidden}
        onClose={() => setDialog(null)}
        onSave={(shown, notShown) => {
          saveColumns(columnSettings(shown, notShown));
          setDialog(null);
        }}
        onReset={() => {
          saveColumns(undefined);
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        confirmLabel={question?.confirmLabel}
        danger={question?.danger}
        returnFocus={groupActionsButton}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) runGroupAction(confirming);
          setConfirming(null);
        }}
      />
      <ChooseValueDialog
        open={choosing !== null}
        title={choosing?.choose?.title ?? ''}
        label={choosing?.choose?.label ?? ''}
        options={choosing?.choose?.options(viewer) ?? []}
        onCancel={() => setChoosing(null)}
        onChoose={(value) => {
          if (choosing) runGroupAction(choosing, value);
          setChoosing(null);
        }}
      />
      <MobileFilterDialog
        open={dialog === 'filters'}
        columns={visible}
        filters={state.filters}
        onClose={() => setDialog(null)}
        onApply={(filters: ColumnFilters) => update({ filters, page: 1 })}
      />
    </Stack>
  );
}

function describeColumn<Row>(column: ListColumn<Row>, visible: boolean) {
  return { id: column.id, header: column.header, visible, filterable: Boolean(column.filter), sortable: Boolean(column.sortField) };
}
