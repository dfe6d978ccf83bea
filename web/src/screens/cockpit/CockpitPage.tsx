import { Box, Button, Center, Flex, Heading, IconButton, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { ActionMenu } from '../../components/ActionMenu';
import { useEffect, useMemo, useState } from 'react';
import { commitMutation, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { CockpitPageQuery, CockpitPageQuery$data } from '../../__generated__/CockpitPageQuery.graphql';
import type { CockpitPageSetupMutation } from '../../__generated__/CockpitPageSetupMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ClockIcon, MoreIcon, PlusIcon } from '../../components/icons';
import { dialogOnDemand } from '../../components/onDemand';
import { runRecordMutation } from '../../components/record/recordMutations';
import { useIsMobile } from '../../components/useIsMobile';
import { notify, notifyValidation } from '../../components/toaster';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { nlCockpitEditor } from '../../i18n/nl/cockpitEditor';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlPages } from '../../i18n/nl/pages';
import { interpolate } from '../../lib/interpolate';
import {
  chooseDashboard,
  choosesVisibility,
  dashboardKey,
  parseDashboardKey,
  readLastDashboard,
  wallDisplayPath,
  writeLastDashboard,
  type DashboardKey,
} from '../../lib/cockpit';
import { reportMutationFailure } from '../../relay/errors';
import { keepTokenFresh } from '../../relay/session';
import { useViewer } from '../../relay/viewer';
import { useRetainRouteQuery } from '../../routes/preload';
import { DashboardBoard } from './DashboardBoard';
import type { DashboardDialogTarget } from './DashboardDialog';
import { loadWidgetSources } from './editor/widgetSources';
import { ExternalDashboardFrame } from './ExternalDashboardFrame';


// The dialogs that edit the cockpit, with the widget editor's every list, load when first opened.
const DashboardDialog = dialogOnDemand(
  () => import('./DashboardDialog').then((module) => module.DashboardDialog),
  (props) => props.target !== null,
);
const AddWidgetDialog = dialogOnDemand(
  () => Promise.all([import('./editor/AddWidgetDialog'), loadWidgetSources()]).then(([module]) => module.AddWidgetDialog),
  (props) => props.open,
);
const WidgetEditorDialog = dialogOnDemand(
  () => Promise.all([import('./editor/WidgetEditorDialog'), loadWidgetSources()]).then(([module]) => module.WidgetEditorDialog),
  (props) => props.open,
);
const DashboardSettingsDialog = dialogOnDemand(
  () => import('./editor/DashboardSettingsDialog').then((module) => module.DashboardSettingsDialog),
  (props) => props.open,
);

const query = graphql`
  query CockpitPageQuery {
    viewer {
      user {
        operatorRoles {
          name
        }
      }
      cockpitSetupCompleted
      cockpitDashboards {
        id
        databaseId
        name
        isPublic
        ...DashboardBoard_dashboard
      }
      externalDashboards {
        id
        databaseId
        name
        url
      }
    }
  }
`;

const setupMutation = graphql`
  mutation CockpitPageSetupMutation($input: SetupCockpitInput!) {
    setupCockpit(input: $input) {
      created
      userErrors {
        message
      }
    }
  }
`;

const deleteDashboard = graphql`
  mutation CockpitPageDeleteMutation($input: RecordIdInput!) {
    result: deleteCockpitDashboard(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteExternal = graphql`
  mutation CockpitPageDeleteExternalMutation($input: RecordIdInput!) {
    result: deleteExternalDashboard(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

type Viewer = NonNullable<CockpitPageQuery$data['viewer']>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** How long a newly added widget stays marked. */
const WIDGET_ARRIVAL_MS = 4000;

function reloadCockpit(environment: Environment): Promise<unknown> {
  return fetchQuery<CockpitPageQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
}

// The tenant's default widgets are made once per page load at most; the server makes them once ever.
let setupRun: Promise<unknown> | null = null;

function setUpCockpit(environment: Environment): Promise<unknown> {
  setupRun ??= new Promise<void>((resolve) => {
    commitMutation<CockpitPageSetupMutation>(environment, {
      mutation: setupMutation,
      variables: { input: {} },
      onCompleted: () => resolve(),
      onError: (error) => {
        reportMutationFailure(error);
        resolve();
      },
    });
  }).then(() => reloadCockpit(environment));
  return setupRun;
}

export function CockpitRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<CockpitPageQuery>;
  useRetainRouteQuery('cockpit', queryRef);
  const data = usePreloadedQuery<CockpitPageQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const needsSetup = data.viewer != null && !data.viewer.cockpitSetupCompleted;
  const [settingUp, setSettingUp] = useState(needsSetup);

  useEffect(() => {
    if (!needsSetup) return;
    let current = true;
    void setUpCockpit(environment).finally(() => {
      if (current) setSettingUp(false);
    });
    return () => {
      current = false;
    };
  }, [needsSetup, environment]);

  // The cockpit stays open all day: keep its token (and so its live connection) valid.
  useEffect(() => keepTokenFresh(), []);

  if (!data.viewer) return null;
  if (settingUp) {
    return (
      <Center py="16" flexDirection="column" gap="3" data-testid="cockpit-setup">
        <Spinner color="blue.600" />
        <Text color="fg.muted">{nlCockpit.settingUp}</Text>
      </Center>
    );
  }
  return <CockpitScreen viewer={data.viewer} />;
}

/** The cockpit (spec core §2): the user's dashboards, switching between them, and their widgets. */
function CockpitScreen({ viewer: data }: { viewer: Viewer }) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const isMobile = useIsMobile();
  const [remembered, setRemembered] = useState(() => readLastDashboard(storage(), viewer.databaseId));
  const [dialog, setDialog] = useState<DashboardDialogTarget | null>(null);
  const [widgetDialog, setWidgetDialog] = useState<'add' | 'new' | 'settings' | { edit: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  const keys = useMemo(
    () => [...data.cockpitDashboards.map((d) => dashboardKey('dashboard', d.id)), ...data.externalDashboards.map((d) => dashboardKey('external', d.id))],
    [data],
  );
  const currentKey = chooseDashboard(keys, remembered);
  const current = currentKey ? parseDashboardKey(currentKey) : null;
  const dashboard = current?.kind === 'dashboard' ? data.cockpitDashboards.find((d) => d.id === current.id) : undefined;
  const external = current?.kind === 'external' ? data.externalDashboards.find((d) => d.id === current.id) : undefined;

  const choose = (key: string) => {
    setRemembered(key);
    writeLastDashboard(storage(), viewer.databaseId, key);
  };

  const can = (permission: string) => viewer.permissions.has(permission);
  const resource = current?.kind === 'external' ? 'external-dashboards' : 'cockpit-dashboards';
  const canAdd = can('cockpit-dashboards.store') || can('external-dashboards.store');
  const canEdit = Boolean(dashboard || external) && can(`${resource}.update`);
  const canDelete = Boolean(dashboard || external) && can(`${resource}.destroy`);
  const canAddWidget = Boolean(dashboard) && can('cockpit-widgets.store');
  const canNewWidget = Boolean(dashboard) && can('cockpit-dashboards.store');
  const canManageWidgets = Boolean(dashboard) && (can('cockpit-widgets.update') || can('cockpit-widgets.destroy'));
  const admin = choosesVisibility(data.user.operatorRoles.map((role) => role.name));

  const saved = (key: DashboardKey) => {
    setDialog(null);
    void reloadCockpit(environment).then(() => choose(key));
  };

  const widgetsChanged = () => {
    void reloadCockpit(environment);
  };

  // A new widget joins the end of the dashboard, often below the fold: the board scrolls to it and marks it.
  const [arrived, setArrived] = useState<string | null>(null);
  useEffect(() => {
    if (!arrived) return undefined;
    const timer = setTimeout(() => setArrived(null), WIDGET_ARRIVAL_MS);
    return () => clearTimeout(timer);
  }, [arrived]);
  const widgetAdded = (widgetId: string | null) => {
    void reloadCockpit(environment).then(() => setArrived(widgetId));
  };

  const remove = () => {
    const target = dashboard ?? external;
    if (!target) return;
    setBusy(true);
    runRecordMutation(environment, dashboard ? deleteDashboard : deleteExternal, { id: target.id })
      .then(({ userErrors }) => {
        if (userErrors.length > 0) {
          notifyValidation(userErrors);
          return;
        }
        notify('success', nlCockpit.removed);
        return reloadCockpit(environment);
      })
      .catch(reportMutationFailure)
      .finally(() => {
        setBusy(false);
        setDeleting(false);
      });
  };

  return (
    <Stack gap="4" data-testid="cockpit-page">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl" flexShrink={0}>
          {nlCockpit.title}
        </Heading>
        {keys.length > 0 && (
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '64' }} order={{ base: 3, sm: 0 }}>
            <NativeSelect.Field aria-label={nlCockpit.dashboard} value={currentKey ?? ''} onChange={(event) => choose(event.currentTarget.value)} data-testid="dashboard-select">
              {data.cockpitDashboards.map((d) => (
                <option key={d.id} value={dashboardKey('dashboard', d.id)}>
                  {d.name || `#${d.databaseId}`}
                </option>
              ))}
              {data.externalDashboards.length > 0 && (
                <optgroup label={nlCockpit.externalGroup}>
                  {data.externalDashboards.map((d) => (
                    <option key={d.id} value={dashboardKey('external', d.id)}>
                      {d.name || d.url}
                    </option>
                  ))}
                </optgroup>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Flex gap="2" align="center" ms="auto" wrap="wrap" justify="flex-end">
          {/* The operator's own week of registered time lives under the cockpit (core §2 routes); on a phone its icon alone. */}
          <Button asChild size="sm" variant="ghost" data-testid="registered-time-link">
            <RouterLink to="/cockpit/registered-time" aria-label={nlPages.registeredTimeTitle} title={nlPages.registeredTimeTitle}>
              <ClockIcon />
              <Text as="span" hideBelow="sm">
                {nlPages.registeredTimeTitle}
              </Text>
            </RouterLink>
          </Button>
          {canAddWidget && (
            <Button size="sm" variant="outline" onClick={() => setWidgetDialog('add')} hideBelow="md">
              <PlusIcon />
              {nlCockpitEditor.addTitle}
            </Button>
          )}
          {canNewWidget && (
            <Button size="sm" variant="outline" onClick={() => setWidgetDialog('new')} hideBelow="md">
              {nlCockpitEditor.newTitle}
            </Button>
          )}
          {canAdd && (
            <Button size="sm" colorPalette="blue" onClick={() => setDialog({ mode: 'new' })}>
              <PlusIcon />
              {nlCockpit.addDashboard}
            </Button>
          )}
          {(dashboard || canEdit || canDelete) && (
            <ActionMenu
              entries={[
                // On phones the widget buttons live here.
                ...(isMobile && canAddWidget ? [{ value: 'add-widget', label: nlCockpitEditor.addTitle }] : []),
                ...(isMobile && canNewWidget ? [{ value: 'new-widget', label: nlCockpitEditor.newTitle }] : []),
                ...(canEdit ? [{ value: 'edit', label: nlCockpit.rename }] : []),
                ...(canManageWidgets ? [{ value: 'widgets', label: nlCockpit.manageWidgets }] : []),
                ...(dashboard ? [{ value: 'wall', label: nlCockpit.wallDisplay, to: wallDisplayPath(dashboard.databaseId) }] : []),
                ...(canDelete ? [{ value: 'delete', label: nlCockpit.remove, danger: true }] : []),
              ]}
              onSelect={(value) => {
                if (value === 'edit' && dashboard) setDialog({ mode: 'dashboard', id: dashboard.id, name: dashboard.name ?? '', isPublic: dashboard.isPublic ?? false });
                if (value === 'edit' && external) setDialog({ mode: 'external', id: external.id, name: external.name ?? '', url: external.url ?? '' });
                if (value === 'delete') setDeleting(true);
                if (value === 'widgets') setWidgetDialog('settings');
                if (value === 'add-widget') setWidgetDialog('add');
                if (value === 'new-widget') setWidgetDialog('new');
              }}
              trigger={(handlers) => (
                <IconButton aria-label={nlCockpit.menu} title={nlCockpit.menu} size="sm" variant="outline" {...handlers}>
                  <MoreIcon />
                </IconButton>
              )}
            />
          )}
        </Flex>
      </Flex>

      {keys.length === 0 && (
        <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" px="4" textAlign="center" data-testid="cockpit-empty">
          <Text color="fg.muted">{nlCockpit.noDashboards}</Text>
        </Box>
      )}
      {dashboard && (
        <DashboardBoard key={dashboard.id} dashboard={dashboard} arrivedId={arrived} onEditWidget={can('cockpit-widgets.update') ? (id) => setWidgetDialog({ edit: id }) : undefined} />
      )}
      {external && <ExternalDashboardFrame name={external.name || external.url || ''} url={external.url ?? ''} />}

      <DashboardDialog target={dialog} choosesVisibility={admin} canAddExternal={can('external-dashboards.store')} onClose={() => setDialog(null)} onSaved={saved} />
      {dashboard && (
        <>
          <AddWidgetDialog dashboardId={dashboard.id} open={widgetDialog === 'add'} onClose={() => setWidgetDialog(null)} onAdded={widgetAdded} />
          <WidgetEditorDialog
            dashboardId={dashboard.id}
            widgetId={typeof widgetDialog === 'object' && widgetDialog ? widgetDialog.edit : undefined}
            open={widgetDialog === 'new' || (typeof widgetDialog === 'object' && widgetDialog !== null)}
            onClose={() => setWidgetDialog(null)}
            onSaved={(placedId) => (placedId ? widgetAdded(placedId) : widgetsChanged())}
          />
          <DashboardSettingsDialog dashboardId={dashboard.id} open={widgetDialog === 'settings'} onClose={() => setWidgetDialog(null)} onChanged={widgetsChanged} />
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={interpolate(nlDialog.deleteNamedTitle, { type: nlCockpit.dashboard, name: dashboard?.name ?? external?.name ?? '' })}
        text={nlDialog.delete}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}
