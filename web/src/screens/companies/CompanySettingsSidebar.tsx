import { Badge, Box, Button, CloseButton, Drawer, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { CompanySettingsSidebarGroupsQuery } from '../../__generated__/CompanySettingsSidebarGroupsQuery.graphql';
import type { CompanySettingsSidebarQuery, CompanySettingsSidebarQuery$data } from '../../__generated__/CompanySettingsSidebarQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
import { nlMsgraph } from '../../i18n/nl/msgraph';
import { nlValues } from '../../i18n/nl/values';
import { formatDateTime } from '../../lib/dates';
import { runAction } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';

const syncQuery = graphql`
  query CompanySettingsSidebarQuery($companyId: Int!) {
    directorySync(companyId: $companyId) {
      companyId
      linked
      tenantId
      groupFilter {
        id
        name
      }
      lastSync
    }
  }
`;

const groupsQuery = graphql`
  query CompanySettingsSidebarGroupsQuery($companyId: Int!, $search: String) {
    directoryGroups(companyId: $companyId, search: $search) {
      id
      name
    }
  }
`;

const startMutation = graphql`
  mutation CompanySettingsSidebarStartMutation($input: StartDirectoryConsentInput!) {
    result: startDirectoryConsent(input: $input) {
      url
      userErrors {
        field
        message
      }
    }
  }
`;

const unlinkMutation = graphql`
  mutation CompanySettingsSidebarUnlinkMutation($input: UnlinkDirectoryInput!) {
    result: unlinkDirectory(input: $input) {
      directorySync {
        companyId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const filterMutation = graphql`
  mutation CompanySettingsSidebarFilterMutation($input: UpdateDirectoryGroupFilterInput!) {
    result: updateDirectoryGroupFilter(input: $input) {
      directorySync {
        companyId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const syncMutation = graphql`
  mutation CompanySettingsSidebarSyncMutation($input: SyncDirectoryInput!) {
    result: syncDirectory(input: $input) {
      message
      directorySync {
        companyId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlMsgraph;
const HASH = '#settings';
/** Spec §9: the group search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

type DirectorySync = CompanySettingsSidebarQuery$data['directorySync'];

/** The 'Bedrijfsinstellingen' button and sidebar of a company (back-office §2), with mod_ms_user_sync only. */
export function CompanySettings({ companyId }: { companyId: number }) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  if (viewer.modules.mod_ms_user_sync !== true) return null;
  const open = location.hash === HASH;
  const setOpen = (next: boolean) => navigate({ pathname: location.pathname, search: location.search, hash: next ? HASH : '' }, { replace: !next });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="company-settings-button">
        {t.settingsButton}
      </Button>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content style={{ width: '40em', maxWidth: '100vw' }} data-testid="company-settings">
              <Drawer.Header>
                <Drawer.Title>{t.settingsTitle}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{open ? <DirectorySettings companyId={companyId} editable={viewer.permissions.has('companies.update')} /> : null}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t.close} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

function DirectorySettings({ companyId, editable }: { companyId: number; editable: boolean }) {
  const environment = useRelayEnvironment();
  const [sync, setSync] = useState<DirectorySync | null>(null);
  const [busy, setBusy] = useState(false);
  const [synced, setSynced] = useState(false);
  const [asking, setAsking] = useState(false);

  const load = useCallback(async () => {
    try {
      const data = await fetchQuery<CompanySettingsSidebarQuery>(environment, syncQuery, { companyId }, { fetchPolicy: 'network-only' }).toPromise();
      if (data) setSync(data.directorySync);
    } catch (error) {
      reportMutationFailure(error);
    }
  }, [environment, companyId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!sync) return <Text color="fg.muted">…</Text>;

  const link = async () => {
    setBusy(true);
    const result = await runAction(environment, startMutation, { companyId }, { quiet: true });
    if (typeof result?.url === 'string') window.location.assign(result.url);
    else setBusy(false);
  };
  const unlink = async () => {
    setBusy(true);
    if (await runAction(environment, unlinkMutation, { companyId }, { quiet: true })) await load();
    setBusy(false);
    setAsking(false);
  };
  const syncNow = async () => {
    // One click is enough: the button stays off while this sidebar is open.
    setSynced(true);
    if (await runAction(environment, syncMutation, { companyId })) await load();
  };
  const chooseGroup = async (group: { id: string; name: string } | null) => {
    setBusy(true);
    if (await runAction(environment, filterMutation, { companyId, group }, { quiet: true })) {
      notify('success', t.groupFilterSaved);
      await load();
    }
    setBusy(false);
  };

  return (
    <Stack gap="5" data-testid="directory-sync">
      <Text fontWeight="semibold">{t.directoryTitle}</Text>
      <HStack justify="space-between">
        <Badge colorPalette={sync.linked ? 'green' : 'gray'} data-testid="directory-status">
          {sync.linked ? t.linked : t.notLinked}
        </Badge>
        {editable ? (
          sync.linked ? (
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setAsking(true)} data-testid="directory-unlink">
              {t.unlink}
            </Button>
          ) : (
            <Button size="sm" colorPalette="blue" loading={busy} onClick={link} data-testid="directory-link">
              {t.link}
            </Button>
          )
        ) : null}
      </HStack>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {t.tenantId}
        </Text>
        <Text data-testid="directory-tenant">{sync.tenantId ?? nlValues.none}</Text>
      </Box>
      {sync.linked ? (
        <>
          <GroupFilter companyId={companyId} current={sync.groupFilter?.[0] ?? null} editable={editable && !busy} onChoose={chooseGroup} />
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t.lastSync}
            </Text>
            <Text data-testid="directory-last-sync">{sync.lastSync ? formatDateTime(sync.lastSync) : t.neverSynced}</Text>
          </Box>
          {editable ? (
            <Button alignSelf="start" colorPalette="blue" disabled={synced} onClick={syncNow} data-testid="directory-sync-now">
              {t.syncNow}
            </Button>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog open={asking} title={t.unlinkTitle} text={t.unlinkText} danger busy={busy} onConfirm={unlink} onCancel={() => setAsking(false)} />
    </Stack>
  );
}

function GroupFilter({
  companyId,
  current,
  editable,
  onChoose,
}: {
  companyId: number;
  current: { id: string; name: string } | null;
  editable: boolean;
  onChoose: (group: { id: string; name: string } | null) => void;
}) {
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [groups, setGroups] = useState<ReadonlyArray<{ id: string; name: string }> | null>(null);

  useEffect(() => {
    const term = search.trim();
    if (!term) {
      setGroups(null);
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      fetchQuery<CompanySettingsSidebarGroupsQuery>(environment, groupsQuery, { companyId, search: term }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!stale && data) setGroups(data.directoryGroups);
        })
        .catch(reportMutationFailure);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [environment, companyId, search]);

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t.groupFilter}
      </Text>
      <HStack justify="space-between">
        <Text data-testid="directory-group-filter">{current?.name ?? t.allUsers}</Text>
        {current && editable ? (
          <Button size="xs" variant="ghost" onClick={() => onChoose(null)} data-testid="directory-clear-filter">
            {t.clearFilter}
          </Button>
        ) : null}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t.groupFilterHelp}
      </Text>
      {editable ? (
        <>
          <Input size="sm" placeholder={t.groupSearch} aria-label={t.groupSearch} value={search} onChange={(event) => setSearch(event.target.value)} data-testid="directory-group-search" />
          {groups ? (
            groups.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t.noGroups}
              </Text>
            ) : (
              <Stack gap="1" data-testid="directory-groups">
                {groups.map((group) => (
                  <Button
                    key={group.id}
                    size="sm"
                    variant={group.id === current?.id ? 'solid' : 'outline'}
                    justifyContent="start"
                    onClick={() => {
                      setSearch('');
                      onChoose({ id: group.id, name: group.name });
                    }}
                  >
                    {group.name}
                  </Button>
                ))}
              </Stack>
            )
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
