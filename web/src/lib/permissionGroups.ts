/** Permissions are {resource}.{action} (spec core §6); the resource may hold dots of its own. */
export function splitPermission(name: string): { resource: string; action: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { resource: name, action: '' };
  return { resource: name.slice(0, dot), action: name.slice(dot + 1) };
}

export interface PermissionGroup<P> {
  resource: string;
  permissions: P[];
}

/** The usual order of actions in a group: reading first, then writing, then the rest by name. */
const ACTION_ORDER = ['index', 'show', 'store', 'update', 'archive', 'restore', 'destroy'];

function actionRank(action: string): number {
  const index = ACTION_ORDER.indexOf(action);
  return index === -1 ? ACTION_ORDER.length : index;
}

/** Permissions grouped by resource, groups by their (shown) name, actions in their usual order. */
export function groupPermissions<P extends { name: string }>(permissions: readonly P[], groupName: (resource: string) => string = (resource) => resource): PermissionGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const permission of permissions) {
    const { resource } = splitPermission(permission.name);
    const list = groups.get(resource) ?? [];
    list.push(permission);
    groups.set(resource, list);
  }
  return [...groups.entries()]
    .map(([resource, list]) => ({
      resource,
      permissions: list.sort((a, b) => {
        const x = splitPermission(a.name).action;
        const y = splitPermission(b.name).action;
        return actionRank(x) - actionRank(y) || x.localeCompare(y);
      }),
    }))
    .sort((a, b) => groupName(a.resource).localeCompare(groupName(b.resource), 'nl'));
}

/** A role's permission ids after ticking (or unticking) one. */
export function toggledPermissions(current: readonly number[], permissionId: number, granted: boolean): number[] {
  const next = new Set(current);
  if (granted) next.add(permissionId);
  else next.delete(permissionId);
  return [...next].sort((a, b) => a - b);
}
