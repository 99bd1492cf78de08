import { describe, expect, it } from 'vitest';
import { pageItems, rangeLabel } from './pagination-range';

describe('pageItems', () => {
  it('is empty without pages and lists every page when there are few', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last, the current page with neighbours, and ellipses in between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 10_000)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10_000]);
  });

  it('never uses an ellipsis for a single missing page', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(0, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });
});

describe('rangeLabel', () => {
  it('names the items of the page', () => {
    expect(rangeLabel(1, 10, 95)).toBe('1–10 of 95');
    expect(rangeLabel(10, 10, 95)).toBe('91–95 of 95');
    expect(rangeLabel(1, 10, 0)).toBe('0 of 0');
    expect(rangeLabel(2, 10, 100_000)).toBe('11–20 of 100,000');
  });
});
