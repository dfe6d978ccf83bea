import { describe, expect, it } from 'vitest';
import { followedQuantity } from './licence-quantity.ts';

describe('followedQuantity', () => {
  it('keeps the hand-entered quantity when no link follows its licence', () => {
    expect(followedQuantity([])).toBeNull();
    expect(followedQuantity([{ licenceQuantity: 12, updateQuantity: false }])).toBeNull();
  });

  it('takes the quantity of the licence the line follows', () => {
    expect(followedQuantity([{ licenceQuantity: 12, updateQuantity: true }])).toBe(12);
  });

  it('adds up only the licences the line follows', () => {
    expect(
      followedQuantity([
        { licenceQuantity: 12, updateQuantity: true },
        { licenceQuantity: 5, updateQuantity: false },
        { licenceQuantity: 3, updateQuantity: true },
      ]),
    ).toBe(15);
  });
});
