import { describe, expect, it } from 'vitest';
import { droppedOrder, steppedOrder } from './dragOrder';

const ids = ['a', 'b', 'c', 'd'];

describe('dragging into a new order', () => {
  it('puts the dragged item on the place it is dropped, down or up', () => {
    expect(droppedOrder(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(droppedOrder(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('saves nothing for a drop on itself or outside the list', () => {
    expect(droppedOrder(ids, 1, 1)).toBeNull();
    expect(droppedOrder(ids, 1, 9)).toBeNull();
  });
});

describe('the up and down buttons', () => {
  it('swap with the neighbour', () => {
    expect(steppedOrder(ids, 1, -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(steppedOrder(ids, 1, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('do nothing at either end', () => {
    expect(steppedOrder(ids, 0, -1)).toBeNull();
    expect(steppedOrder(ids, 3, 1)).toBeNull();
  });
});
