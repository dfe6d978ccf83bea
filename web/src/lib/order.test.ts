import { describe, expect, it } from 'vitest';
import { nextOrder } from './order';

describe('nextOrder', () => {
  it('flips the direction of the active column', () => {
    expect(nextOrder({ field: 'UPDATED_AT', direction: 'DESC' }, 'UPDATED_AT')).toEqual({
      field: 'UPDATED_AT',
      direction: 'ASC',
    });
    expect(nextOrder({ field: 'UPDATED_AT', direction: 'ASC' }, 'UPDATED_AT')).toEqual({
      field: 'UPDATED_AT',
      direction: 'DESC',
    });
  });

  it('starts another column with its preferred direction', () => {
    expect(nextOrder({ field: 'UPDATED_AT', direction: 'DESC' }, 'REFERENCE')).toEqual({
      field: 'REFERENCE',
      direction: 'ASC',
    });
    expect(nextOrder({ field: 'REFERENCE', direction: 'ASC' }, 'CREATED_AT', 'DESC')).toEqual({
      field: 'CREATED_AT',
      direction: 'DESC',
    });
  });
});
