import { describe, expect, it } from 'vitest';
import { quickStatusOptions } from './ticketQuickFields';

const statuses = [
  { id: 1, name: 'Nieuw', internal_type: 1, order: 2 },
  { id: 2, name: 'Opgelost', internal_type: 2, order: 3 },
  { id: 3, name: 'Ingepland', internal_type: 6, order: 1 },
  { id: 4, name: 'Wacht op klant', internal_type: 4, order: 2 },
];

describe('quickStatusOptions', () => {
  it('offers the statuses in their order, without the scheduled one', () => {
    expect(quickStatusOptions(statuses, 1)).toEqual([
      { value: '1', label: 'Nieuw' },
      { value: '4', label: 'Wacht op klant' },
      { value: '2', label: 'Opgelost' },
    ]);
  });

  it('keeps the scheduled status when the ticket has it', () => {
    expect(quickStatusOptions(statuses, 3).map((option) => option.value)).toEqual(['3', '1', '4', '2']);
  });

  it('names a status without a name by its id', () => {
    expect(quickStatusOptions([{ id: 9, internal_type: 1 }], null)).toEqual([{ value: '9', label: '#9' }]);
  });
});
