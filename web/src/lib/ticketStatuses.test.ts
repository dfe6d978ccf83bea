import { describe, expect, it } from 'vitest';
import { companyContacts, defaultPriorityId, defaultStatusId, openStatusIds, relationId } from './ticketStatuses';

describe('openStatusIds', () => {
  it('leaves out closed and archived statuses, whether the type comes as a number or a text', () => {
    const statuses = [
      { id: 1, internal_type: 1 },
      { id: 2, internal_type: 2 },
      { id: 3, internal_type: '3' },
      { id: 4, internal_type: 4 },
      { id: 6, internal_type: '6' },
    ];
    expect(openStatusIds(statuses)).toEqual(['1', '4', '6']);
  });

  it('is empty without statuses', () => {
    expect(openStatusIds([])).toEqual([]);
  });
});

describe('defaultStatusId', () => {
  it('is the first open status in catalogue order, as the server picks it', () => {
    const statuses = [
      { id: 7, internal_type: 4, order: 0 },
      { id: 9, internal_type: 1, order: 3 },
      { id: 8, internal_type: 1, order: 1 },
    ];
    expect(defaultStatusId(statuses)).toBe('8');
  });

  it('is null when the catalogue has no open status', () => {
    expect(defaultStatusId([{ id: 2, internal_type: 2, order: 0 }])).toBeNull();
  });
});

describe('companyContacts and relationId', () => {
  it('narrow a contact search to the chosen company', () => {
    expect(companyContacts(relationId({ id: 12, label: 'Acme' }))).toEqual([{ field: 'companies.id', operator: 'EQ', value: 12 }]);
    expect(companyContacts(relationId(null))).toBeNull();
  });
});

describe('defaultPriorityId', () => {
  it("is the catalogue's marked priority", () => {
    expect(defaultPriorityId([{ id: 1, label: 'Laag', is_default: false }, { id: 2, label: 'Normaal', is_default: true }, { id: 3, label: 'Hoog' }])).toBe('2');
  });

  it('is none when the catalogue marks none', () => {
    expect(defaultPriorityId([{ id: 1, label: 'Laag', is_default: false }])).toBeNull();
    expect(defaultPriorityId([])).toBeNull();
  });
});
