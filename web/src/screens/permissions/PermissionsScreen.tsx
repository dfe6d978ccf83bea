import { Box, chakra, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, memo, useCallback, useMemo, useRef, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { runRecordMutation } from '../../components/record/recordMutations';
import { SearchInput } from '../../components/SearchInput';
import { notify, notifyValidation } from '../../components/toaster';
import { nlOptions } from '../../i18n/nl/options';
import { nlPages } from '../../i18n/nl/pages';
import { nlPermissionsScreen } from '../../i18n/nl/permissionsScreen';
import { nlResources } from '../../i18n/nl/resources';
import { interpolate } from '../../lib/interpolate';
import { groupPermissions, splitPermission, toggledPermissions } from '../../lib/permissionGroups';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import type { PermissionRow, RoleColumn } from './permissionsData';

const updateRoleMutation = graphql`
  mutation PermissionsScreenUpdateRoleMutation($input: UpdateRoleInput!) {
    result: updateRole(input: $input) {
      record: role {
        id
        databaseId
        label
        permissions {
          databaseId
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlPermissionsScreen;
const resourceTitles = nlResources as Readonly<Record<string, { title: string } | undefined>>;
const groupTitles = t.groups as Readonly<Record<string, string | undefined>>;
const actionLabels = t.actions as Readonly<Record<string, string | undefined>>;
const roleTypes = nlOptions.roleType as Readonly<Record<string, string>>;

export const groupTitle = (resource: string) => resourceTitles[resource]?.title ?? groupTitles[resource] ?? resource;
const actionLabel = (name: string) => {
  const { action } = splitPermission(name);
  return actionLabels[action] ?? action;
};

/** The administrator role always holds everything (new permissions are handed to it on every start). */
const LOCKED_ROLE = 'admin';

/**
 * Roles against permissions (spec back-office §2, /permissions): permissions grouped by resource,
 * one column per role. With roles.update a tick changes the role's permissions at once.
 */
export function PermissionsScreen() {
  const data = useLoaderData() as { roles: RoleColumn[]; permissions: PermissionRow[] };
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const editable = viewer.permissions.has('roles.update');
  const [granted, setGranted] = useState<Record<number, number[]>>(() => Object.fromEntries(data.roles.map((role) => [role.databaseId, role.permissionIds])));
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');

  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const shown = needle
      ? data.permissions.filter((p) => `${p.name} ${actionLabel(p.name)} ${groupTitle(splitPermission(p.name).resource)}`.toLowerCase().includes(needle))
      : data.permissions;
    return groupPermissions(shown, groupTitle);
  }, [data.permissions, search]);

  // The latest grants, for a toggle handler that stays the same between renders.
  const grantedRef = useRef(granted);
  grantedRef.current = granted;

  const toggle = async (role: RoleColumn, permission: PermissionRow, on: boolean) => {
    const key = `${role.databaseId}:${permission.databaseId}`;
    const next = toggledPermissions(grantedRef.current[role.databaseId] ?? [], permission.databaseId, on);
    grantedRef.current = { ...grantedRef.current, [role.databaseId]: next };
    setGranted(grantedRef.current);
    setBusy((current) => new Set(current).add(key));
    const undo = () => {
      const current = grantedRef.current;
      grantedRef.current = { ...current, [role.databaseId]: toggledPermissions(current[role.databaseId] ?? [], permission.databaseId, !on) };
      setGranted(grantedRef.current);
    };
    try {
      const result = await runRecordMutation(environment, updateRoleMutation, { id: role.id, relationships: { permissions: next } });
      if (result.userErrors.length > 0) {
        undo();
        notifyValidation(result.userErrors);
      } else {
        notify('success', interpolate(t.updated, { role: role.displayName }));
      }
    } catch (error) {
      undo();
      reportMutationFailure(error);
    } finally {
      setBusy((current) => {
        const rest = new Set(current);
        rest.delete(key);
        return rest;
      });
    }
  };

  const grantedSets = useMemo(() => new Map(data.roles.map((role) => [role.databaseId, new Set(granted[role.databaseId] ?? [])])), [data.roles, granted]);

  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const onToggle = useCallback((role: RoleColumn, permission: PermissionRow, on: boolean) => void toggleRef.current(role, permission, on), []);

  const columns = data.roles.length + 1;
  return (
    <Stack gap="4" data-testid="permissions-screen">
      <Heading as="h1" size="xl">
        {nlPages.permissionsTitle}
      </Heading>
      <Text color="fg.muted">
        {editable ? t.introEditable : t.intro} {t.adminLocked}
      </Text>
      <Box maxW="sm">
        <SearchInput value={search} onSearch={setSearch} placeholder={t.search} />
      </Box>
      <Box borderWidth="1px" borderRadius="md" bg="bg" overflow="auto" maxH="calc(100vh - 16rem)">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="16rem" bg="bg.subtle">
                {t.permission}
              </Table.ColumnHeader>
              {data.roles.map((role) => (
                <Table.ColumnHeader key={role.id} textAlign="center" bg="bg.subtle" minW="7rem" verticalAlign="bottom">
                  <Text fontWeight="semibold">{role.displayName}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {roleTypes[String(role.operator)] ?? ''}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {groups.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns} textAlign="center" py="8" color="fg.muted">
                  {t.noResults}
                </Table.Cell>
              </Table.Row>
            )}
            {groups.map((group) => (
              <Fragment key={group.resource}>
                <Table.Row bg="bg.muted">
                  <Table.Cell colSpan={columns} fontWeight="semibold">
                    {groupTitle(group.resource)}
                  </Table.Cell>
                </Table.Row>
                {group.permissions.map((permission) => (
                  <PermissionLine
                    key={permission.databaseId}
                    permission={permission}
                    roles={data.roles}
                    grantedTo={data.roles.filter((role) => grantedSets.get(role.databaseId)?.has(permission.databaseId)).map((role) => role.name).join(',')}
                    busyFor={data.roles.filter((role) => busy.has(`${role.databaseId}:${permission.databaseId}`)).map((role) => role.name).join(',')}
                    editable={editable}
                    onToggle={onToggle}
                  />
                ))}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

interface PermissionLineProps {
  permission: PermissionRow;
  roles: readonly RoleColumn[];
  /** Names of the roles holding the permission, comma-separated (a cheap value to compare). */
  grantedTo: string;
  /** Names of the roles whose change of this permission is on its way. */
  busyFor: string;
  editable: boolean;
  onToggle: (role: RoleColumn, permission: PermissionRow, on: boolean) => void;
}

/** One permission against every role; a few hundred of these render, so only changed lines do again. */
const PermissionLine = memo(function PermissionLine({ permission, roles, grantedTo, busyFor, editable, onToggle }: PermissionLineProps) {
  const holders = new Set(grantedTo.split(','));
  const busy = new Set(busyFor.split(','));
  return (
    <Table.Row data-testid="permission-row" data-permission={permission.name}>
      <Table.Cell>
        <Text>{actionLabel(permission.name)}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {permission.name}
        </Text>
      </Table.Cell>
      {roles.map((role) => {
        const locked = !editable || role.name === LOCKED_ROLE;
        return (
          <Table.Cell key={role.id} textAlign="center" data-role={role.name}>
            <chakra.input
              type="checkbox"
              checked={holders.has(role.name)}
              disabled={locked || busy.has(role.name)}
              onChange={(event) => onToggle(role, permission, event.currentTarget.checked)}
              aria-label={interpolate(t.grant, { permission: permission.name, role: role.displayName })}
              w="4"
              h="4"
              cursor={locked ? 'default' : 'pointer'}
              accentColor="blue.600"
            />
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
});
