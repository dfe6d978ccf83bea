import { describe, expect, it } from 'vitest';
import { addsLicence, onTrial, rolesForType } from './operator-rules.ts';

describe('rolesForType', () => {
  it('picks the role of back-office §4 for every type', () => {
    expect([1, 2, 3, 4, 5].map((type) => rolesForType(type, []))).toEqual([['operator'], ['operator'], ['only_own_tickets'], ['read_only'], ['only_own_company']]);
  });

  it('keeps the admin role when the operator has it', () => {
    expect(rolesForType(4, ['admin', 'operator'])).toEqual(['admin', 'read_only']);
  });

  it('drops another former role', () => {
    expect(rolesForType(3, ['read_only'])).toEqual(['only_own_tickets']);
  });
});

describe('addsLicence', () => {
  it('asks on create unless the operator starts inactive', () => {
    expect(addsLicence({}, null)).toBe(true);
    expect(addsLicence({ is_active: true }, null)).toBe(true);
    expect(addsLicence({ is_active: false }, null)).toBe(false);
  });

  it('asks when an inactive operator is activated, not on other updates', () => {
    expect(addsLicence({ is_active: true }, { is_active: false, archived_at: null })).toBe(true);
    expect(addsLicence({ is_active: true }, { is_active: true, archived_at: null })).toBe(false);
    expect(addsLicence({ first_name: 'Jan' } as never, { is_active: false, archived_at: null })).toBe(false);
    expect(addsLicence({ is_active: true }, { is_active: false, archived_at: new Date() })).toBe(false);
  });
});

describe('onTrial', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  it('is on trial only before the end', () => {
    expect(onTrial(new Date('2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(onTrial(new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
    expect(onTrial(null, now)).toBe(false);
  });
});
