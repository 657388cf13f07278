/**
 * Pagination (payment §5 Pagination; intake §9 page sizes): previous/next move only between page 1
 * and the last page. Pages are 1-based.
 */
export const HISTORY_PAGE_SIZE_OPTIONS = [5, 10, 15] as const;
export const HISTORY_DEFAULT_PAGE_SIZE = 5;
export const LIST_PAGE_SIZE_OPTIONS = [10, 30, 50, 75, 100] as const;
export const LIST_DEFAULT_PAGE_SIZE = 10;

const positiveInt = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

/** Last page (at least 1). */
export function lastPage(totalCount: unknown, pageSize: unknown): number {
  const total =
    typeof totalCount === 'number' && Number.isFinite(totalCount) && totalCount > 0
      ? totalCount
      : 0;
  const size = positiveInt(pageSize, LIST_DEFAULT_PAGE_SIZE);
  return Math.max(1, Math.ceil(total / size));
}

export function clampPage(page: unknown, totalCount: unknown, pageSize: unknown): number {
  return Math.min(positiveInt(page, 1), lastPage(totalCount, pageSize));
}

export function canGoPrevious(page: unknown): boolean {
  return positiveInt(page, 1) > 1;
}

export function canGoNext(page: unknown, totalCount: unknown, pageSize: unknown): boolean {
  return positiveInt(page, 1) < lastPage(totalCount, pageSize);
}

export function previousPage(page: unknown, totalCount: unknown, pageSize: unknown): number {
  return Math.max(1, clampPage(page, totalCount, pageSize) - 1);
}

export function nextPage(page: unknown, totalCount: unknown, pageSize: unknown): number {
  return Math.min(lastPage(totalCount, pageSize), clampPage(page, totalCount, pageSize) + 1);
}
