import { Box, Checkbox, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import { runRecordMutation } from '../../components/record/recordMutations';
import { SearchInput } from '../../components/SearchInput';
import { notify, notifyValidation } from '../../components/toaster';
import { nl } from '../../i18n/nl';
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

const t = nl.permissionsScreen;
const resourceTitles = nl.resources as Readonly<Record<string, { title: string } | undefined>>;
const groupTitles = t.groups as Readonly<Record<string, string | undefined>>;
const actionLabels = t.actions as Readonly<Record<string, string | undefined>>;
const roleTypes = nl.options.roleType as Readonly<Record<string, string>>;

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

  const toggle = async (role: RoleColumn, permission: PermissionRow, on: boolean) => {
    const key = `${role.databaseId}:${permission.databaseId}`;
    const before = granted[role.databaseId] ?? [];
    const next = toggledPermissions(before, permission.databaseId, on);
    setGranted((current) => ({ ...current, [role.databaseId]: next }));
    setBusy((current) => new Set(current).add(key));
    const undo = () => setGranted((current) => ({ ...current, [role.databaseId]: toggledPermissions(current[role.databaseId] ?? [], permission.databaseId, !on) }));
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

  const columns = data.roles.length + 1;
  return (
    <Stack gap="4" data-testid="permissions-screen">
      <Heading as="h1" size="xl">
        {nl.pages.permissionsTitle}
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
                  <Table.Row key={permission.databaseId} data-testid="permission-row" data-permission={permission.name}>
                    <Table.Cell>
                      <Text>{actionLabel(permission.name)}</Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {permission.name}
                      </Text>
                    </Table.Cell>
                    {data.roles.map((role) => {
                      const checked = (granted[role.databaseId] ?? []).includes(permission.databaseId);
                      const locked = !editable || role.name === LOCKED_ROLE;
                      return (
                        <Table.Cell key={role.id} textAlign="center" data-role={role.name}>
                          <Checkbox.Root
                            size="sm"
                            checked={checked}
                            disabled={locked || busy.has(`${role.databaseId}:${permission.databaseId}`)}
                            readOnly={locked}
                            onCheckedChange={(details) => void toggle(role, permission, details.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label srOnly>{interpolate(t.grant, { permission: permission.name, role: role.displayName })}</Checkbox.Label>
                          </Checkbox.Root>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
