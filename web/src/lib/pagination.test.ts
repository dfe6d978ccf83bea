import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageRange, pageRangeText, pageSizesFor } from './pagination';

describe('pageRange', () => {
  it('covers a full page', () => {
    expect(pageRange(1, 15, 42)).toEqual({ from: 1, to: 15 });
    expect(pageRange(2, 15, 42)).toEqual({ from: 16, to: 30 });
  });

  it('stops at the total on the last page', () => {
    expect(pageRange(3, 15, 42)).toEqual({ from: 31, to: 42 });
  });

  it('is 0-0 for an empty list', () => {
    expect(pageRange(1, 15, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('pageRangeText', () => {
  it('reads "from-to van total"', () => {
    expect(pageRangeText(2, 25, 60)).toBe('26-50 van 60');
    expect(pageRangeText(1, 15, 0)).toBe('0-0 van 0');
  });
});

describe('pageCount', () => {
  it('is at least one', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
});

describe('pageSizesFor', () => {
  it('offers the common sizes, with a list\'s own size in its place', () => {
    expect(pageSizesFor()).toEqual([5, 15, 25, 50, 100]);
    expect(pageSizesFor(20)).toEqual([5, 15, 20, 25, 50, 100]);
    expect(pageSizesFor(25)).toEqual([5, 15, 25, 50, 100]);
  });
});

describe('pageItems', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1, 1)).toEqual([1]);
    expect(pageItems(4, 7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0, 1)).toEqual([]);
  });

  it('leaves out pages on the far side of the current page', () => {
    expect(pageItems(1, 40, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pageItems(40, 40, 1)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });

  it('leaves out pages on both sides in the middle', () => {
    expect(pageItems(20, 40, 1)).toEqual([1, 'gap', 19, 20, 21, 'gap', 40]);
    expect(pageItems(20, 40, 0)).toEqual([1, 'gap', 20, 'gap', 40]);
  });

  it('never leaves out a single page: near either end that side fills up', () => {
    expect(pageItems(4, 40, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pageItems(5, 40, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 40]);
    expect(pageItems(37, 40, 1)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });
});
