import { ApiError, type Page } from '@mv-admin/shared-api';

const LOOKUP_PAGE_SIZE = 100;

/**
 * Finds one record by id in a list call, for a details drawer opened from a link whose record is
 * not on the page on screen (the server has no call for one application or request). Reads the
 * unfiltered list newest first, 100 at a time, and stops at the page that holds it; a record
 * that is not there is a 404 ApiError with `notFound` as its message.
 */
export async function findRecord<T extends { id: number }>(
  fetchPage: (query: { page: number; size: number }, signal?: AbortSignal) => Promise<Page<T>>,
  id: number,
  notFound: string,
  signal?: AbortSignal,
): Promise<T> {
  for (let page = 1; ; page += 1) {
    const result = await fetchPage({ page, size: LOOKUP_PAGE_SIZE }, signal);
    const found = result.items.find((item) => item.id === id);
    if (found) return found;
    if (!result.pagination.next_page) throw new ApiError(notFound, 404);
  }
}
