import { describe, it, expect } from 'vitest';
import { paginate, pageSlice, pageCount } from '../../../src/domain/pagination.ts';

describe('public-site §4 pagination', () => {
  it.each([
    [1, 1, [1], null, null],
    [1, 3, [1, 2, 3], null, 2],
    [3, 3, [1, 2, 3], 2, null],
    [1, 10, [1, 2, 3, 4, 5], null, 2],
    [2, 10, [1, 2, 3, 4, 5], 1, 3],
    [3, 10, [1, 2, 3, 4, 5], 2, 4],
    [4, 10, [2, 3, 4, 5, 6], 3, 5],
    [6, 10, [4, 5, 6, 7, 8], 5, 7],
    [8, 10, [6, 7, 8, 9, 10], 7, 9],
    [9, 10, [6, 7, 8, 9, 10], 8, 10],
    [10, 10, [6, 7, 8, 9, 10], 9, null],
    [5, 5, [1, 2, 3, 4, 5], 4, null],
    [3, 6, [1, 2, 3, 4, 5], 2, 4],
    [4, 6, [2, 3, 4, 5, 6], 3, 5],
  ])('page %i of %i shows %j, previous %s, next %s', (current, total, pages, previous, next) => {
    expect(paginate(current, total)).toEqual({ pages, current, previous, next });
  });

  it.each([
    [0, 4, 1],
    [-3, 4, 1],
    [99, 4, 4],
    [2.7, 4, 2],
    [Number.NaN, 4, 1],
  ])('clamps page %s of %i to %i', (current, total, expected) => {
    expect(paginate(current, total).current).toBe(expected);
  });

  it('shows nothing without pages', () => {
    expect(paginate(1, 0).pages).toEqual([]);
  });

  it('slices pages of items and counts at least one page', () => {
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});
