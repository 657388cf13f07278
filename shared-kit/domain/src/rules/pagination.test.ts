import {
  canGoNext,
  canGoPrevious,
  clampPage,
  lastPage,
  nextPage,
  previousPage,
} from './pagination';

describe('pagination (payment §5 Pagination)', () => {
  it('moves previous/next only between page 1 and the last page', () => {
    expect(lastPage(23, 10)).toBe(3);
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(3, 23, 10)).toBe(false);
    expect(canGoNext(2, 23, 10)).toBe(true);
    expect(previousPage(1, 23, 10)).toBe(1);
    expect(nextPage(3, 23, 10)).toBe(3);
    expect(nextPage(1, 23, 10)).toBe(2);
  });
  it('has one page when empty and clamps malformed input', () => {
    expect(lastPage(0, 5)).toBe(1);
    expect(lastPage(undefined, undefined)).toBe(1);
    expect(clampPage(99, 23, 10)).toBe(3);
    expect(clampPage(-4, 23, 10)).toBe(1);
    expect(canGoNext(NaN, 'x', 0)).toBe(false);
  });
});
