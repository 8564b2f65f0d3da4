import type { Page } from '../contract';

/** The parsed paginated query (contract `paginatedQuerySchema`). */
export interface PageRequest {
  page: number;
  size: number;
  unpaginated: boolean;
}

/**
 * The pagination object of spec §3 for `items` (this page) out of `total` matches.
 *
 * Edges, as documented in docs/api-contract.md:
 * - `total_pages` is 0 for an empty result; page 1 of it is a valid empty page.
 * - `next_page` is null on the last page and beyond; `previous_page` is null on page 1.
 * - Beyond the last page: empty items, `current_page` as asked, `previous_page` the last real
 *   page (1 when there are none), so a client can step back to data.
 * - `unpaginated`: everything on page 1; `total_pages` 1 (0 when empty); no neighbours.
 */
export function paginate<T>(items: T[], total: number, request: PageRequest): Page<T> {
  if (request.unpaginated) {
    return {
      items,
      pagination: { next_page: null, previous_page: null, total_pages: total > 0 ? 1 : 0, total_items: total, record_count: items.length, current_page: 1 },
    };
  }
  const totalPages = Math.ceil(total / request.size);
  const page = request.page;
  return {
    items,
    pagination: {
      next_page: page < totalPages ? page + 1 : null,
      previous_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_items: total,
      record_count: items.length,
      current_page: page,
    },
  };
}
