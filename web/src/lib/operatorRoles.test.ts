import { describe, expect, it } from 'vitest';
import { roleAfterTypeChange, shownRole } from './operatorRoles';

const roles = [
  { id: '1', name: 'admin' },
  { id: '2', name: 'operator' },
  { id: '3', name: 'only_own_tickets' },
  { id: '4', name: 'read_only' },
  { id: '5', name: 'only_own_company' },
];

describe('roleAfterTypeChange', () => {
  it('picks the role of each type', () => {
    expect(['1', '2', '3', '4', '5'].map((type) => roleAfterTypeChange(type, '', roles))).toEqual(['2', '2', '3', '4', '5']);
  });

  it('replaces another role but keeps admin', () => {
    expect(roleAfterTypeChange('4', '3', roles)).toBe('4');
    expect(roleAfterTypeChange('4', '1', roles)).toBe('1');
  });

  it('leaves the field when the type has no known role', () => {
    expect(roleAfterTypeChange('9', '3', roles)).toBe('3');
    expect(roleAfterTypeChange('4', '3', roles.filter((role) => role.name !== 'read_only'))).toBe('3');
  });
});

describe('shownRole', () => {
  it('shows admin before the type role, and nothing without roles', () => {
    expect(shownRole([{ databaseId: 4, name: 'read_only' }, { databaseId: 1, name: 'admin' }])).toBe('1');
    expect(shownRole([{ databaseId: 4, name: 'read_only' }])).toBe('4');
    expect(shownRole([])).toBe('');
  });
});
