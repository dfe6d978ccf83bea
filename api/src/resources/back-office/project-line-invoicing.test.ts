import { describe, expect, it } from 'vitest';
import { projectLineQuantity } from './project-line-invoicing.ts';

describe('what a project line bills', () => {
  it('bills articles and fixed-price hours by their quantity', () => {
    expect(projectLineQuantity(1, 2, 0)).toBe(2);
    expect(projectLineQuantity(2, 3, 500)).toBe(3);
  });

  it("bills 'Uren nacalculatie' by the hours registered, to two decimals, not the estimate", () => {
    expect(projectLineQuantity(3, 8, 95)).toBe(1.58);
    expect(projectLineQuantity(3, 8, 90)).toBe(1.5);
    expect(projectLineQuantity(3, 8, 0)).toBe(0);
  });
});
