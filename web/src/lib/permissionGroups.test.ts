import { describe, expect, it } from 'vitest';
import { groupPermissions, splitPermission, toggledPermissions } from './permissionGroups';

describe('splitPermission', () => {
  it('splits at the last dot', () => {
    expect(splitPermission('tickets.index')).toEqual({ resource: 'tickets', action: 'index' });
    expect(splitPermission('cockpit-dashboards.store')).toEqual({ resource: 'cockpit-dashboards', action: 'store' });
    expect(splitPermission('tickets')).toEqual({ resource: 'tickets', action: '' });
  });
});

describe('groupPermissions', () => {
  it('groups by resource, groups by shown name, reading before writing', () => {
    const names = ['tickets.destroy', 'companies.show', 'tickets.index', 'tickets.merge', 'companies.index', 'tickets.store', 'tickets.clone'];
    const shown: Record<string, string> = { tickets: 'Tickets', companies: 'Bedrijven' };
    const groups = groupPermissions(names.map((name) => ({ name })), (resource) => shown[resource] ?? resource);
    expect(groups.map((group) => group.resource)).toEqual(['companies', 'tickets']);
    expect(groups[1]!.permissions.map((p) => p.name)).toEqual(['tickets.index', 'tickets.store', 'tickets.destroy', 'tickets.clone', 'tickets.merge']);
  });
});

describe('toggledPermissions', () => {
  it('adds and removes one id, without duplicates', () => {
    expect(toggledPermissions([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(toggledPermissions([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggledPermissions([1, 2, 3], 2, false)).toEqual([1, 3]);
  });
});
