import { describe, expect, it } from 'vitest';
import { openStatusIds } from './ticketStatuses';

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
