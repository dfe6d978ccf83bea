import { describe, expect, it } from 'vitest';
import { changedConfigs, configGroup, groupConfigs } from './configGroups';

describe('configGroup', () => {
  it('is the prefix before the first dot', () => {
    expect(configGroup('app.company_name')).toBe('app');
    expect(configGroup('styling.dark.color')).toBe('styling');
    expect(configGroup('los')).toBe('los');
  });
});

describe('groupConfigs', () => {
  it('orders known groups first, others by name', () => {
    const names = ['styling.app_color', 'zeta.x', 'app.company_name', 'notifications.default_language', 'app.ask_time_registration_before_closing', 'alpha.y'];
    const groups = groupConfigs(names.map((name) => ({ name })), ['app', 'notifications', 'styling']);
    expect(groups.map((group) => group.group)).toEqual(['app', 'notifications', 'styling', 'alpha', 'zeta']);
    expect(groups[0]!.configs.map((config) => config.name)).toEqual(['app.company_name', 'app.ask_time_registration_before_closing']);
  });
});

describe('changedConfigs', () => {
  it('lists only the settings whose value differs', () => {
    expect(changedConfigs({ a: '1', b: 'x', c: '' }, { a: '1', b: 'y', c: '' })).toEqual(['b']);
    expect(changedConfigs({ a: '1' }, { a: '1' })).toEqual([]);
  });
});
